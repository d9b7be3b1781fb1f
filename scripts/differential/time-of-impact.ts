/**
 * Differential check of the time of impact against the exact reference, run by hand, not in
 * `npm test`:
 *
 *   npx esbuild scripts/differential/time-of-impact.ts --bundle --platform=node --format=esm \
 *     --outfile=/tmp/differential-toi.mjs --log-level=warning && npx node /tmp/differential-toi.mjs
 *
 * (bundled because the geometry sources use extensionless imports, as bench/index.mjs does;
 * `npx node` runs the pinned Node 24.) An optional argument scales the number of inputs, a second
 * one picks other seeds (on a busy machine: three processes at 0.34 with seeds 0, 1 and 2).
 *
 * It verified the issue-9 rewrite: new against the legacy copy (deleted since) on 1,336,000
 * comparisons of random, snapped, half-unit, ulp-nudged and 2^±900-scaled inputs (the three TOI
 * functions and slideAlongWalls), with 0 disagreements. What remains compares the public
 * functions with testing/time-of-impact.reference.ts: kinds, reasons and features identical,
 * numbers within 1e-12 of the input's scale, on random and snapped inputs and on the classes the
 * legacy code got wrong (tiny shapes far from the origin, wide spreads, mixed scales). Not here:
 * ulp-nudged inputs (a near-grazing t is ill-conditioned: its float value may move far more than
 * 1e-12) and 2^±900 scalings (the reference's reported numbers under- or overflow there). Exits 1
 * on any disagreement. After the speed round of db14088: 1,095,600 comparisons (scale 1 with seed
 * shift 0, and 0.1 with shift 1), 0 disagreements; after the next (a passing centre pruned by
 * its D filter before solveInStep, w, v, r formed while loading), the same runs: 0 disagreements;
 * after the next (twoRoots inlinable, root pairs ordered by A's exact sign), the same: 0; after
 * the next (decideInStep/rootValues: only the entry of the cap reached first is computed; D's
 * sign handed over from the Lagrange filter), the same 1,095,600: 0.
 */
import {
  type CirclePointInput,
  type CircleSegmentInput,
  type CirclesInput,
  type TimeOfImpact,
  timeOfImpactCirclePoint,
  timeOfImpactCircleSegment,
  timeOfImpactCircles,
} from '../../src/geometry/time-of-impact';
import {
  type ReferenceToi,
  referenceCirclePoint,
  referenceCircleSegment,
  referenceCircles,
} from '../../src/geometry/testing/time-of-impact.reference';
import { splitmix32, type Random } from '../../bench/random';

type P = { x: number; y: number };
// The benchmarks' seeded generator: the same inputs on every run and machine.
type Rng = Random;
const rng = splitmix32;

// ---------------------------------------------------------------------------------------------
// Input classes: each makes one raw configuration {c, r, v, q, a, b, cb, rb, vb}

type Raw = { c: P; r: number; v: P; q: P; a: P; b: P; cb: P; rb: number; vb: P };
type Make = (g: Rng) => Raw;

const gridPoint = (g: Rng, n: number): P => ({ x: g.int(-n, n), y: g.int(-n, n) });
const mapRaw = (raw: Raw, f: (p: P) => P, fr: (r: number) => number, fv: (p: P) => P): Raw => ({
  c: f(raw.c),
  r: fr(raw.r),
  v: fv(raw.v),
  q: f(raw.q),
  a: f(raw.a),
  b: f(raw.b),
  cb: f(raw.cb),
  rb: fr(raw.rb),
  vb: fv(raw.vb),
});

function grid(g: Rng, n: number, rMax: number): Raw {
  const raw: Raw = {
    c: gridPoint(g, n),
    r: g.int(0, rMax),
    v: gridPoint(g, 2 * n),
    q: gridPoint(g, n),
    a: gridPoint(g, n),
    b: gridPoint(g, n),
    cb: gridPoint(g, n),
    rb: g.int(0, rMax),
    vb: gridPoint(g, n),
  };
  // Aim a third of the motions at the segment (or at an end) so that hits are common.
  const aim = g.int(0, 5);
  if (aim === 0) raw.v = { x: raw.a.x + raw.b.x - 2 * raw.c.x, y: raw.a.y + raw.b.y - 2 * raw.c.y };
  if (aim === 1) raw.v = { x: 2 * (raw.a.x - raw.c.x), y: 2 * (raw.a.y - raw.c.y) };
  return raw;
}

const classes: { name: string; count: number; make: Make }[] = [
  {
    name: 'random doubles',
    count: 100_000,
    make: (g) => {
      const point = (s: number): P => ({ x: g.uniform(-s, s), y: g.uniform(-s, s) });
      return {
        c: point(10),
        r: g.uniform(0, 4),
        v: point(20),
        q: point(10),
        a: point(10),
        b: point(10),
        cb: point(10),
        rb: g.uniform(0, 4),
        vb: point(20),
      };
    },
  },
  {
    name: 'snapped small grid [-4, 4]',
    count: 100_000,
    make: (g) => grid(g, 4, 4),
  },
  {
    name: 'snapped [-1024, 1024]·2^k, |k| <= 40',
    count: 60_000,
    make: (g) => {
      const k = 2 ** g.int(-40, 40);
      const s = (p: P): P => ({ x: p.x * k, y: p.y * k });
      return mapRaw(grid(g, 1024, 1024), s, (r) => r * k, s);
    },
  },
  {
    name: 'half-unit grid (ties, grazing)',
    count: 60_000,
    make: (g) => {
      const h = (p: P): P => ({ x: p.x / 2, y: p.y / 2 });
      return mapRaw(grid(g, 8, 6), h, (r) => r / 2, h);
    },
  },
  {
    name: 'tiny shapes far from the origin (shared huge coordinate, shapes 2^-j)',
    count: 6_000,
    make: (g) => {
      const far = (g.int(1, 7) / 8 + 1) * 2 ** g.int(60, 1000) * (g.int(0, 1) ? 1 : -1);
      const j = 2 ** -g.int(0, 400);
      const axis = g.int(0, 1);
      const place = (p: P): P => (axis === 0 ? { x: p.x * j, y: far } : { x: far, y: p.y * j });
      const small = (p: P): P => ({ x: p.x * j, y: p.y * j });
      return mapRaw(grid(g, 4, 3), place, (r) => r * j, small);
    },
  },
  {
    name: 'wide spreads (radius or speed up to 2^±1000 of the rest)',
    count: 3_000,
    make: (g) => {
      const raw = grid(g, 4, 3);
      const big = 2 ** g.int(-1000, 1000);
      const which = g.int(0, 2);
      if (which === 0) return { ...raw, r: raw.r * big, rb: raw.rb * big };
      if (which === 1) return { ...raw, v: { x: raw.v.x * big, y: raw.v.y * big } };
      return { ...raw, r: 2 ** g.int(900, 1000), v: { x: 5e-324 * raw.v.x, y: 0 } };
    },
  },
  {
    name: 'a shape 2^-j the size of its segment, j <= 480 (mixed scales in one problem)',
    count: 3_000,
    make: (g) => {
      const raw = grid(g, 4, 3);
      const j = 2 ** -g.int(1, 480);
      const tiny = (p: P): P => ({ x: (p.x - raw.a.x) * j, y: (p.y - raw.a.y) * j });
      const big = (p: P): P => ({ x: p.x - raw.a.x, y: p.y - raw.a.y });
      return {
        ...mapRaw(
          raw,
          tiny,
          (r) => r * j,
          (v) => ({ x: v.x * j, y: v.y * j }),
        ),
        a: big(raw.a),
        b: big(raw.b),
      };
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Comparison

const scaleOf = (...values: number[]): number => Math.max(...values.map(Math.abs), 0);

function compare(
  actual: TimeOfImpact,
  expected: TimeOfImpact | ReferenceToi,
  scale: number,
  coarse = false,
): string | null {
  if (actual.kind !== expected.kind) return `kind ${actual.kind} vs ${expected.kind}`;
  if (actual.reason !== expected.reason) return `reason ${actual.reason} vs ${expected.reason}`;
  if (actual.feature !== expected.feature)
    return `feature ${actual.feature} vs ${expected.feature}`;
  if ((actual.t === undefined) !== (expected.t === undefined)) return 't presence';
  if (expected.t === undefined) return null;
  if (!(Math.abs(actual.t! - expected.t) <= 1e-12)) return `t ${actual.t} vs ${expected.t}`;
  // The reference places its point and normal at t rounded to a multiple of 2^-80: with a speed
  // beyond 2^30 times the shapes that is too coarse for 1e-12, so only t is compared there.
  if (coarse) return null;
  const pointError =
    Math.abs(actual.point!.x - expected.point!.x) + Math.abs(actual.point!.y - expected.point!.y);
  if (!(pointError <= 2e-12 * scale)) {
    return `point ${JSON.stringify(actual.point)} vs ${JSON.stringify(expected.point)}`;
  }
  const normalError =
    Math.abs(actual.normal!.x - expected.normal!.x) +
    Math.abs(actual.normal!.y - expected.normal!.y);
  if (!(normalError <= 2e-12)) {
    return `normal ${JSON.stringify(actual.normal)} vs ${JSON.stringify(expected.normal)}`;
  }
  return null;
}

const multiplier = Number(process.argv[2] ?? 1);
// A second argument shifts every class's seed: other inputs, so parts can run as processes.
const seedShift = Number(process.argv[3] ?? 0);
let total = 0;
let disagreements = 0;
const started = Date.now();

function report(kind: string, input: unknown, message: string | null): void {
  total++;
  if (message === null) return;
  disagreements++;
  if (disagreements <= 30)
    console.log(`  DISAGREE ${kind}: ${message}\n    ${JSON.stringify(input)}`);
}

for (const [index, inputClass] of classes.entries()) {
  const g = rng(0x70c0ffee + index + 1000 * seedShift);
  const count = Math.ceil(inputClass.count * multiplier);
  const before = disagreements;
  for (let i = 0; i < count; i++) {
    const raw = inputClass.make(g);
    const scale = scaleOf(
      raw.c.x,
      raw.c.y,
      raw.q.x,
      raw.q.y,
      raw.a.x,
      raw.a.y,
      raw.b.x,
      raw.b.y,
      raw.cb.x,
      raw.cb.y,
      raw.r,
      raw.rb,
      raw.v.x,
      raw.v.y,
      raw.vb.x,
      raw.vb.y,
    );
    const point: CirclePointInput = { center: raw.c, radius: raw.r, velocity: raw.v, point: raw.q };
    const segment: CircleSegmentInput = {
      center: raw.c,
      radius: raw.r,
      velocity: raw.v,
      a: raw.a,
      b: raw.b,
    };
    const circles: CirclesInput = {
      a: { center: raw.c, radius: raw.r, velocity: raw.v },
      b: { center: raw.cb, radius: raw.rb, velocity: raw.vb },
    };
    const speed = Math.max(
      Math.abs(raw.v.x),
      Math.abs(raw.v.y),
      Math.abs(raw.vb.x),
      Math.abs(raw.vb.y),
    );
    const gaps = [raw.c.x - raw.q.x, raw.c.y - raw.q.y, raw.c.x - raw.a.x, raw.c.y - raw.a.y];
    gaps.push(raw.c.x - raw.b.x, raw.c.y - raw.b.y, raw.c.x - raw.cb.x, raw.c.y - raw.cb.y);
    const coarse = speed > 2 ** 30 * scaleOf(raw.r, raw.rb, ...gaps);
    report(
      'point',
      point,
      compare(timeOfImpactCirclePoint(point), referenceCirclePoint(point), scale, coarse),
    );
    report(
      'segment',
      segment,
      compare(timeOfImpactCircleSegment(segment), referenceCircleSegment(segment), scale, coarse),
    );
    report(
      'circles',
      circles,
      compare(timeOfImpactCircles(circles), referenceCircles(circles), scale, coarse),
    );
  }
  console.log(
    `${inputClass.name}: ${count} configurations, ${disagreements - before} disagreements`,
  );
}
console.log(
  `total: ${total} comparisons, ${disagreements} disagreements, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(disagreements === 0 ? 0 : 1);
