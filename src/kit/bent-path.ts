/**
 * The position along a path that bends at contacts (a slide): only a figure's slide needs it, so
 * it is a module of its own, out of the moving circle's chunk that loads before any interaction.
 */
import { point, type Point } from './point';

/**
 * The position at time t on a path that bends at contacts: `positions` are the centre at 0, at
 * each contact time of `times` (ascending, in (0, 1]) and at 1, linear in between.
 */
export function positionAlongPath(
  positions: readonly Point[],
  times: readonly number[],
  t: number,
): Point {
  const at = [0, ...times, 1];
  for (let i = 0; i + 1 < positions.length; i += 1) {
    const [t0 = 0, t1 = 1] = [at[i], at[i + 1]];
    const [from = point(0, 0), to = from] = [positions[i], positions[i + 1]];
    if (t <= t1 || i + 2 === positions.length) {
      const f = t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 1;
      return point(from.x + f * (to.x - from.x), from.y + f * (to.y - from.y));
    }
  }
  return positions[0] ?? point(0, 0);
}
