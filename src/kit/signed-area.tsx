/**
 * The parallelogram two vectors span from a point, shaded by the sign of its area u × w (the 2D
 * cross product): what orientation tests, "is the point on the line", and sweeps measure.
 */
import { formatNumber } from './format';
import { point, type Point } from './point';
import { Arrow, Label, Polygon } from './shapes';

export type SignedAreaProps = {
  /** Where both vectors start. */
  readonly from: Point;
  readonly u: Point;
  readonly w: Point;
  readonly uColor: string;
  readonly wColor: string;
  /** Fill for a positive area, and for a negative one (a zero area is an outline in `wColor`). */
  readonly positive?: string;
  readonly negative?: string;
  /** Words before the value in its label. */
  readonly name?: string;
};

/** u and w as arrows from `from`, their parallelogram shaded by the sign of u × w, and its value. */
export function SignedArea({
  from,
  u,
  w,
  uColor,
  wColor,
  positive = 'var(--fig-green)',
  negative = 'var(--fig-orange)',
  name = 'u × w',
}: SignedAreaProps) {
  const area = u.x * w.y - u.y * w.x;
  const fill = area > 0 ? positive : area < 0 ? negative : 'none';
  const [tipU, tipW] = [point(from.x + u.x, from.y + u.y), point(from.x + w.x, from.y + w.y)];
  const far = point(tipW.x + u.x, tipW.y + u.y);
  return (
    <>
      <Polygon
        points={[from, tipW, far, tipU]}
        color={fill === 'none' ? wColor : fill}
        width={1}
        fill={fill}
        fillOpacity={0.18}
      />
      <Arrow from={from} vector={w} color={wColor} width={2.5} />
      <Arrow from={from} vector={u} color={uColor} width={2.5} />
      <Label at={point((from.x + far.x) / 2, (from.y + far.y) / 2)} offset={[-34, 4]}>
        {`${name} = ${formatNumber(area)}`}
      </Label>
    </>
  );
}
