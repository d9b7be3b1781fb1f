/**
 * The on-demand demo's layer, loaded the first time its toggle is switched on (useModuleWhen):
 * the perpendicular bisector of A and B, the points as near to A as to B.
 */
import { Line, point, type Point } from '../../../kit';

export function BisectorLayer({ a, b }: { readonly a: Point; readonly b: Point }) {
  const middle = point((a.x + b.x) / 2, (a.y + b.y) / 2);
  const across = point(middle.x - (b.y - a.y), middle.y + (b.x - a.x));
  return (
    <Line
      through={[middle, across]}
      color="var(--fig-green)"
      stroke="dashed"
      className="kit-bisector"
    />
  );
}
