/**
 * The on-demand demo's panel: the distance between A and B in numbers. The server renders it in
 * place; the browser loads it (through on-demand-parts.ts) once A or B first moves.
 */
import { formatNumber, type Point } from '../../../kit';

export type DistanceProps = { readonly a: Point; readonly b: Point };

export function DistancePanel({ a, b }: DistanceProps) {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  return (
    <p className="kit-caption" data-testid="distance">
      B − A = ({formatNumber(dx)}, {formatNumber(dy)}), |AB| = {formatNumber(Math.hypot(dx, dy))}
    </p>
  );
}
