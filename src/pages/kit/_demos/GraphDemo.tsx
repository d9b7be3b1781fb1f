/**
 * A function of t drawn across a scene (`FunctionGraph`): the cubic through four heights the
 * reader drags, at t = −1, 0, 1 and 2. Its coefficients follow in a live derivation row
 * (`signedTerm`), the times where it is negative are shaded in the scene and on a number line, and
 * its roots are marked on both. The roots come from bisection on the cubic's monotone pieces: a
 * kit demo shows the parts, not an algorithm.
 */
import { useState } from 'react';
import {
  CaseLabel,
  DecorLayer,
  FigureFrame,
  FunctionGraph,
  Handle,
  HandleLayer,
  LiveDerivation,
  NumberLine,
  PointMark,
  clamp,
  formatNumber,
  mathNumber,
  num,
  point,
  polynomial,
  signedTerm,
  snapValue,
  tex,
  useStage,
  type Interval,
  type MoveIntent,
  type Point,
} from '../../../kit';
import { DemoStage, STEP } from './shared';

/** Where the heights are held, and the heights at the start: roots near −0.6, 0.5 and 1.6. */
const KNOTS = [-1, 0, 1, 2] as const;
const START: readonly number[] = [-2, 0.5, -0.5, 2];
/** The view: t across, p(t) up. */
const T_RANGE = [-1.5, 2.5] as const;
const P_RANGE = [-3, 3] as const;
const HEIGHT_BOUND = 2.5;
// Each handle's constraint is written out, not the kit's `onVerticalLine`: no figure uses that yet,
// and the first client import of it would add it to the chunk every figure page loads.

/** c0 … c3 of the cubic through (−1, y0), (0, y1), (1, y2), (2, y3) (Newton's divided differences, expanded). */
function cubicThrough([y0, y1, y2, y3]: readonly number[]): readonly number[] {
  const [a, b, c, d] = [y0 ?? 0, y1 ?? 0, y2 ?? 0, y3 ?? 0];
  const first = b - a;
  const second = (c - 2 * b + a) / 2;
  const third = (d - 3 * c + 3 * b - a) / 6;
  // a + first (t + 1) + second (t + 1) t + third (t + 1) t (t − 1)
  return [b, first + second - third, second, third];
}

/** The real roots in `[from, to]`, in order: bisection on each piece where the cubic is monotone. */
function rootsIn(c: readonly number[], from: number, to: number): number[] {
  const f = polynomial(c);
  const [c1 = 0, c2 = 0, c3 = 0] = c.slice(1);
  // The turning points: roots of 3 c3 t² + 2 c2 t + c1.
  const turns: number[] = [];
  if (c3 !== 0) {
    const d = c2 * c2 - 3 * c3 * c1;
    if (d >= 0) turns.push((-c2 - Math.sqrt(d)) / (3 * c3), (-c2 + Math.sqrt(d)) / (3 * c3));
  } else if (c2 !== 0) turns.push(-c1 / (2 * c2));
  const ends = [from, ...turns.filter((t) => t > from && t < to).sort((p, q) => p - q), to];
  const roots: number[] = [];
  const add = (t: number) => {
    if (roots.length === 0 || t - roots[roots.length - 1]! > 1e-9) roots.push(t);
  };
  for (let i = 0; i + 1 < ends.length; i += 1) {
    let [lo, hi] = [ends[i]!, ends[i + 1]!];
    const [fLo, fHi] = [f(lo), f(hi)];
    if (fLo === 0) add(lo);
    if (Math.sign(fLo) * Math.sign(fHi) < 0) {
      for (let step = 0; step < 60; step += 1) {
        const mid = (lo + hi) / 2;
        if (Math.sign(f(mid)) === Math.sign(fLo)) lo = mid;
        else hi = mid;
      }
      add((lo + hi) / 2);
    }
  }
  if (f(to) === 0) add(to);
  return roots;
}

/** The stretches of `[from, to]` between roots where the cubic is negative, touching ones merged. */
function negativeIntervals(
  c: readonly number[],
  roots: readonly number[],
  from: number,
  to: number,
): Interval[] {
  const f = polynomial(c);
  const cuts = [from, ...roots, to];
  const out: Interval[] = [];
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const [t0, t1] = [cuts[i]!, cuts[i + 1]!];
    if (t1 <= t0 || f((t0 + t1) / 2) >= 0) continue;
    const last = out[out.length - 1];
    if (last !== undefined && last.t1 === t0) out[out.length - 1] = { t0: last.t0, t1 };
    else out.push({ t0, t1 });
  }
  return out;
}

/** Bands across the whole view's height over the given t ranges. */
function Bands({ intervals }: { readonly intervals: readonly Interval[] }) {
  const { x, y, box } = useStage();
  return intervals.map(({ t0, t1 }) => (
    <rect
      key={t0}
      className="kit-plot-step"
      x={x(t0)}
      y={y(box.yMax)}
      width={x(t1) - x(t0)}
      height={y(box.yMin) - y(box.yMax)}
    />
  ));
}

const subscript = (i: number) => String.fromCharCode(0x2081 + i);

export function GraphDemo() {
  const [heights, setHeights] = useState(START);
  const c = cubicThrough(heights);
  const roots = rootsIn(c, ...T_RANGE);
  const flat = c.every((v) => v === 0);
  const negative = flat ? [] : negativeIntervals(c, roots, ...T_RANGE);
  const move = (index: number) => (wanted: Point, intent: MoveIntent) =>
    setHeights((old) => {
      const free = Math.round(wanted.y * 1000) / 1000;
      const y = clamp(intent.free ? free : snapValue(wanted.y, STEP), -HEIGHT_BOUND, HEIGHT_BOUND);
      return old[index] === y ? old : old.map((v, i) => (i === index ? y : v));
    });
  const words = flat
    ? 'p(t) = 0 for every t'
    : roots.length === 0
      ? 'no root in view'
      : `p(t) < 0 for ${negative.map(({ t0, t1 }) => `${formatNumber(t0)} < t < ${formatNumber(t1)}`).join(', ') || 'no t'}`;
  return (
    <FigureFrame
      name="kit-graph"
      state={{ heights }}
      caseId={flat ? 'zero' : `roots:${roots.length}`}
      label="Kit demo: the graph of a function of t"
      caption="Drag the four heights (or use the arrow keys): the cubic through them, its roots, and the times where it is negative, shaded."
    >
      <CaseLabel
        kind={flat ? 'zero everywhere' : `${roots.length} root${roots.length === 1 ? '' : 's'}`}
        tone={roots.length > 0 || flat ? 'contact' : 'miss'}
        detail={words}
      />
      <LiveDerivation
        label="The cubic with the current coefficients"
        rows={[
          {
            key: 'p',
            lhs: [tex('p(t)')],
            rhs: [
              tex('{} = {}'),
              num(mathNumber(c[0]!)),
              ...signedTerm(c[1]!),
              tex('\\,t'),
              ...signedTerm(c[2]!),
              tex('\\,t^2'),
              ...signedTerm(c[3]!),
              tex('\\,t^3'),
            ],
          },
        ]}
      />
      <DemoStage x={T_RANGE} y={P_RANGE} width={480} height={300} label="Graph of the cubic p(t)">
        <DecorLayer>
          <Bands intervals={negative} />
          <FunctionGraph f={polynomial(c)} className="kit-graph-curve" />
          {roots.map((t) => (
            <PointMark key={t} at={point(t, 0)} color="var(--fig-vermillion)" />
          ))}
        </DecorLayer>
        <HandleLayer>
          {KNOTS.map((t, i) => (
            <Handle
              key={t}
              label={`p(${formatNumber(t)})`}
              at={point(t, heights[i]!)}
              step={STEP}
              constrain={(wanted) => point(t, wanted.y)}
              color="var(--fig-blue)"
              onMove={move(i)}
            />
          ))}
        </HandleLayer>
      </DemoStage>
      <NumberLine
        name="t"
        domain={T_RANGE}
        ticks={KNOTS}
        shaded={negative}
        marks={roots.map((t, i) => ({ value: t, tone: 'hit', label: `t${subscript(i)}` }))}
      />
    </FigureFrame>
  );
}
