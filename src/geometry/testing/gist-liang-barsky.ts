/**
 * ChickenProp's `collides()` from the Liang–Barsky gist, transcribed line by line (test-only): the
 * source's own reading, so tests can pin what the article says it answers. With `gaddysQ`, the q
 * that the thread's first comment proposed. The gist works in y-down screen coordinates, so its
 * `top` is yMin and its `bottom` yMax. Returns the collision point, or null for "no collision".
 */
import type { ClipInput } from '../clip-segment-rect';

export function gistCollides(
  { p0, p1, rect }: ClipInput,
  gaddysQ = false,
): { x: number; y: number } | null {
  const { x, y } = p0;
  const vx = p1.x - x;
  const vy = p1.y - y;
  const [left, right, top, bottom] = [rect.xMin, rect.xMax, rect.yMin, rect.yMax];
  const p = [-vx, vx, -vy, vy];
  const q = gaddysQ
    ? [x - left, right - x, y - bottom, top - y]
    : [x - left, right - x, y - top, bottom - y];
  let u1 = Number.NEGATIVE_INFINITY;
  let u2 = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 4; i++) {
    const pi = p[i] ?? 0;
    const qi = q[i] ?? 0;
    if (pi === 0) {
      if (qi < 0) return null;
    } else {
      const t = qi / pi;
      if (pi < 0 && u1 < t) u1 = t;
      else if (pi > 0 && u2 > t) u2 = t;
    }
  }
  if (u1 > u2 || u1 > 1 || u1 < 0) return null;
  return { x: x + u1 * vx, y: y + u1 * vy };
}
