/**
 * The source's version, loaded when "The source's version" is switched on and shown beside the
 * core's answer (never as `data-case`): the DOOMolish devlog's two snippets as the game publishes
 * them (Thuleanx/Saga, src/doomclone/app.rs), ported line by line with their slips kept — the
 * sides only where the centre is off the segment's line (its "moving away" test reads a zero
 * normal there), and the caps from the point case at the FIRST endpoint twice, so the cap at the
 * second endpoint is never tested. A reproduction of the article's errata, not an algorithm.
 */
import { Circle, formatNumber, type MovingCircleValue, type Point } from '../../kit';
import type { View } from './CircleTimeOfImpactFigure';
import type { ToiFields } from './state';

// Local, as the source writes them (the core's vec2 would add its chunks to the figure's imports).
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point) => a.x * b.y - a.y * b.x;
const minus = (a: Point, b: Point) => ({ x: a.x - b.x, y: a.y - b.y });

/** The source's solve_quadratic: real roots ascending, none when the discriminant is negative. */
function roots(a: number, b: number, c: number): number[] {
  const d = b * b - 4 * a * c;
  if (a === 0 || d < 0) return [];
  return [(-b - Math.sqrt(d)) / (2 * a), (-b + Math.sqrt(d)) / (2 * a)];
}

/** penetration_time_circle_point: the first root ≥ 0, with its two early exits. */
function sourceCirclePoint(p: Point, r: number, v: Point, q: Point): number | null {
  const toPoint = minus(q, p);
  if (dot(toPoint, v) <= 0) return null; // "heading away", also when sliding past
  if (dot(toPoint, toPoint) <= r * r) return 0;
  const found = roots(dot(v, v), -2 * dot(v, toPoint), dot(toPoint, toPoint) - r * r);
  return found.find((t) => t >= 0) ?? null;
}

/** penetration_time_circle_line: the capsule's sides only (the slab between the end normals). */
function sourceCircleLine(p: Point, r: number, v: Point, c: Point, d: Point): number | null {
  if (v.x === 0 && v.y === 0) return null;
  const e = minus(d, c);
  const length2 = dot(e, e);
  const along = dot(minus(p, c), e) / length2;
  // get_normal_scaled: from the line to the centre; zero when the centre is on the line.
  const normal = minus(p, { x: c.x + along * e.x, y: c.y + along * e.y });
  if (dot(normal, v) >= 0) return null;
  const [badc, acdc] = [cross(v, e), cross(minus(p, c), e)];
  const found = roots(badc * badc, 2 * badc * acdc, acdc * acdc - r * r * length2);
  const valid = (t: number) => {
    const projection = dot(minus({ x: p.x + t * v.x, y: p.y + t * v.y }, c), e);
    return projection >= 0 && projection <= length2;
  };
  const [first, second] = found;
  if (first !== undefined && second !== undefined && first * second <= 0 && valid(first)) return 0;
  return found.find((t) => valid(t) && t >= 0) ?? null;
}

/** The source's time of impact for the state, or null when it reports no collision in the step. */
export function sourceTime({ target, p, r, v, q, rq, vq, a, b }: ToiFields): number | null {
  // The game's call: sides, then the point case at segment.0 — twice (`b` is what it should pass).
  const times =
    target === 'segment'
      ? [sourceCircleLine(p, r, v, a, b), sourceCirclePoint(p, r, v, a)]
      : [
          target === 'point'
            ? sourceCirclePoint(p, r, v, q)
            : sourceCirclePoint(p, r + rq, minus(v, vq), q),
        ];
  const inStep = times.filter((t): t is number => t !== null && t <= 1);
  return inStep.length === 0 ? null : Math.min(...inStep);
}

/** Where the source's code stops the circle (as the scene draws it): dotted orange. */
export function SourceGhost({ state, circle }: { state: ToiFields; circle: MovingCircleValue }) {
  const t = sourceTime(state);
  if (t === null) return null;
  const { center: c, velocity: v, radius } = circle;
  const at = { x: c.x + t * v.x, y: c.y + t * v.y };
  return <Circle center={at} radius={radius} color="var(--fig-orange)" width={2} stroke="dotted" />;
}

export function SourceNote({ state, result }: View) {
  const t = sourceTime(state);
  const agrees = t === null ? result.t === undefined : Math.abs(t - (result.t ?? -1)) <= 1e-9;
  return (
    <p className="toi-source" data-source-case={t === null ? 'miss' : 'hit'}>
      The source&rsquo;s code:{' '}
      {t === null ? 'no collision in the step' : `hit at t = ${formatNumber(t, 3)}`}
      {agrees ? '.' : ' — it disagrees.'}
    </p>
  );
}
