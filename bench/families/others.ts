/**
 * The remaining functions, timed against their plain float transcriptions (the cost of
 * exactness) and, where a well-known library answers the same query, against it:
 * solveQuadratic, sweepSegmentPoint (no library), projectPointOnLine vs three's Line3,
 * intersectSpheres vs three's Sphere.intersectsSphere.
 */
import { Line3, Sphere, Vector3 } from 'three';
import {
  QUADRATIC_DOUBLE,
  QUADRATIC_KINDS,
  QUADRATIC_ONE,
  QUADRATIC_OUT_LENGTH,
  QUADRATIC_TWO,
  solveQuadratic,
  solveQuadraticInto,
} from '../../src/geometry/quadratic';
import {
  SWEEP_CONTACT,
  SWEEP_DEGENERATE,
  SWEEP_HIT,
  SWEEP_KINDS,
  SWEEP_OUT_LENGTH,
  SWEEP_REASONS,
  SWEEP_TANGENT,
  sweepSegmentPoint,
  sweepSegmentPointInto,
} from '../../src/geometry/sweep-segment-point';
import {
  PROJECTION_KINDS,
  PROJECTION_OUT_LENGTH,
  projectPointOnLine,
  projectPointOnLine3Into,
} from '../../src/geometry/project-point';
import {
  SPHERES_KINDS,
  SPHERES_OUT_LENGTH,
  SPHERES_SEPARATE,
  intersectSpheres,
  intersectSpheresInto,
  spheresGapSign,
} from '../../src/geometry/spheres';
import { projectPointOnLineReference } from '../../src/geometry/testing/project-point.reference';
import { intersectSpheresReference } from '../../src/geometry/testing/spheres.reference';
import { R, exactQuadraticRoots } from '../../src/geometry/testing/rational';
import {
  plainSolveQuadratic,
  plainSweepSegmentPoint,
  plainProjectPointOnLine,
  plainIntersectSpheres,
} from '../plain';
import { exactSweep, surdToNumber } from '../referee/exact';
import { AGREE_TOLERANCE, EXACT_TOLERANCE, near, scaleOf, fmt } from '../compare';
import type { Family, HotContender, LibraryAdapter, Settlement } from '../harness';
import { splitmix32, familySeed, INPUT_COUNT, type Random } from '../random';
import type {
  ProjectionInput,
  ProjectionResult,
  QuadraticInput,
  QuadraticResult,
  SpheresInput,
  SpheresResult,
  SweepInput,
  SweepResult,
  Vec2,
  Vec3,
} from '../types';

function inputsOf<I>(
  id: string,
  make: (random: Random, snapped: boolean) => I,
): { random: I[]; snapped: I[] } {
  const build = (set: 'random' | 'snapped') => {
    const random = splitmix32(familySeed(id, set));
    return Array.from({ length: INPUT_COUNT }, () => make(random, set === 'snapped'));
  };
  return { random: build('random'), snapped: build('snapped') };
}

const relativeNear = (x: number, y: number, tolerance: number): boolean =>
  Math.abs(x - y) <= tolerance * Math.max(1, Math.abs(y));

// ---------------------------------------------------------------------------------------------
// solveQuadratic

type QuadraticAnswer = { kind: string; roots: number[] };

const quadraticInputs = inputsOf<QuadraticInput>('quadratic', (random, snapped) => {
  if (snapped) {
    // Small integers: a = 0, b = 0, D = 0 and perfect squares are all common.
    return { a: random.int(-4, 4), b: random.int(-8, 8), c: random.int(-4, 4) };
  }
  // Roots spread over many magnitudes, some with b² ≫ 4ac (where the textbook formula cancels).
  const a = random.uniform(-10, 10);
  const b = random.uniform(-10, 10) * 10 ** random.int(0, 6);
  const c = random.uniform(-10, 10);
  return { a, b, c };
});

const quadraticHotLoop: HotContender<QuadraticInput, QuadraticAnswer> = {
  name: 'ours, hot loop',
  how: 'solveQuadraticInto(out, a, b, c) → case code, roots in `out`; coefficients from a pre-built Float64Array',
  prepare(inputs) {
    const flat = new Float64Array(inputs.length * 3);
    inputs.forEach(({ a, b, c }, i) => flat.set([a, b, c], i * 3));
    const out = new Float64Array(QUADRATIC_OUT_LENGTH);
    const call = (i: number) =>
      solveQuadraticInto(out, flat[i * 3]!, flat[i * 3 + 1]!, flat[i * 3 + 2]!);
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < inputs.length; i++) {
          const code = call(i);
          acc +=
            code === QUADRATIC_TWO || code === QUADRATIC_ONE || code === QUADRATIC_DOUBLE
              ? out[0]!
              : code;
        }
        return acc;
      },
      answer: (i) => {
        const code = call(i);
        const count =
          code === QUADRATIC_TWO ? 2 : code === QUADRATIC_ONE || code === QUADRATIC_DOUBLE ? 1 : 0;
        return { kind: QUADRATIC_KINDS[code]!, roots: [...out].slice(0, count) };
      },
    };
  },
};

export const quadraticFamily: Family<QuadraticInput, QuadraticResult, QuadraticAnswer> = {
  id: 'quadratic',
  title: 'Quadratic roots (solveQuadratic)',
  query:
    'real roots of a·x² + b·x + c, ascending, with the outcome (none / one / double / two / all)',
  comparedOn: 'outcome and roots (relative 1e-12)',
  notes: [
    'No library here: the point is the price of the exact discriminant sign and the rescaling.',
    'Our hot-loop entry point `solveQuadraticInto` (case code, roots into a Float64Array) is checked against the exact referee like the object API.',
  ],
  sets: [
    {
      name: 'random',
      description: 'doubles: a, c in [−10, 10], b in [−10, 10]·10^k, k ∈ 0…6',
      inputs: quadraticInputs.random,
    },
    {
      name: 'snapped',
      description:
        'integers: a, c in [−4, 4], b in [−8, 8] (linear, double and degenerate cases common)',
      inputs: quadraticInputs.snapped,
    },
  ],
  ours: {
    name: 'ours (exact)',
    how: 'solveQuadratic(a, b, c)',
    run: (input) => solveQuadratic(input.a, input.b, input.c),
  },
  plain: {
    name: 'plain float',
    how: 'bench/plain.ts plainSolveQuadratic: q = −(b + sign(b)·√D)/2, roots q/a and c/q, D’s sign as computed',
    run: (input) => plainSolveQuadratic(input.a, input.b, input.c),
  },
  fold: (result) => result.kind.length + (result.roots[0] ?? 0),
  project: (result) => ({ kind: result.kind, roots: result.roots }),
  exact(input) {
    const roots = exactQuadraticRoots(R(input.a), R(input.b), R(input.c));
    if (roots === 'all') return { kind: 'all', roots: [] };
    if (roots.length === 0) return { kind: 'none', roots: [] };
    const kind = input.a === 0 ? 'one' : roots.length === 1 ? 'double' : 'two';
    return { kind, roots: roots.map(surdToNumber) };
  },
  mismatch(answer, exact) {
    if (answer.kind !== exact.kind) return `kind ${answer.kind}, exact ${exact.kind}`;
    for (let i = 0; i < exact.roots.length; i++) {
      if (!relativeNear(answer.roots[i] ?? NaN, exact.roots[i]!, EXACT_TOLERANCE)) {
        return `root ${fmt(answer.roots[i] ?? NaN)}, exact ${fmt(exact.roots[i]!)}`;
      }
    }
    return null;
  },
  libraries: [],
  hot: [quadraticHotLoop],
};

// ---------------------------------------------------------------------------------------------
// sweepSegmentPoint

type SweepAnswer = {
  kind: string;
  reason?: string;
  hits: { t: number; s: number; tangent: boolean; degenerate: boolean }[];
  intervals: number;
};

const sweepInputs = inputsOf<SweepInput>('sweep', (random, snapped) => {
  const p = (): Vec2 =>
    snapped
      ? { x: random.int(-3, 3), y: random.int(-3, 3) }
      : { x: random.uniform(-10, 10), y: random.uniform(-10, 10) };
  return { p0: p(), p1: p(), q0: p(), q1: p(), c0: p(), c1: p() };
});

const sweepScale = (input: SweepInput): number =>
  scaleOf(
    ...[input.p0, input.p1, input.q0, input.q1, input.c0, input.c1].flatMap((v) => [v.x, v.y]),
  );

/** A hit of the hot loop's buffer at `slot`: t, s and the flag bits. */
const sweepHitOf = (out: Float64Array, slot: number) => ({
  t: out[slot]!,
  s: out[slot + 1]!,
  tangent: (out[slot + 2]! & SWEEP_TANGENT) !== 0,
  degenerate: (out[slot + 2]! & SWEEP_DEGENERATE) !== 0,
});

/** The hot-loop answer in the common terms: the case from its code, the hits and count from `out`. */
function sweepAnswerOf(code: number, out: Float64Array): SweepAnswer {
  const reason = SWEEP_REASONS[code];
  const hits =
    code !== SWEEP_HIT
      ? []
      : out[6] === 2
        ? [sweepHitOf(out, 0), sweepHitOf(out, 3)]
        : [sweepHitOf(out, 0)];
  return {
    kind: SWEEP_KINDS[code]!,
    ...(reason ? { reason } : {}),
    hits,
    intervals: code === SWEEP_CONTACT ? out[6]! : 0,
  };
}

const sweepHotLoop: HotContender<SweepInput, SweepAnswer> = {
  name: 'ours, hot loop',
  how: 'sweepSegmentPointInto(out, p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y, c0x, c0y, c1x, c1y) → case code, the hits (t, s, flags) or the first contact interval in `out`; numbers from a pre-built Float64Array',
  prepare(inputs) {
    const flat = new Float64Array(inputs.length * 12);
    inputs.forEach(({ p0, p1, q0, q1, c0, c1 }, i) => {
      flat.set([p0.x, p0.y, p1.x, p1.y, q0.x, q0.y, q1.x, q1.y, c0.x, c0.y, c1.x, c1.y], i * 12);
    });
    const out = new Float64Array(SWEEP_OUT_LENGTH);
    const call = (i: number) => {
      const k = i * 12;
      return sweepSegmentPointInto(
        out,
        flat[k]!,
        flat[k + 1]!,
        flat[k + 2]!,
        flat[k + 3]!,
        flat[k + 4]!,
        flat[k + 5]!,
        flat[k + 6]!,
        flat[k + 7]!,
        flat[k + 8]!,
        flat[k + 9]!,
        flat[k + 10]!,
        flat[k + 11]!,
      );
    };
    return {
      pass: () => {
        let acc = 0;
        // The first hit's t, as the object API's fold reads it.
        for (let i = 0; i < inputs.length; i++) if (call(i) === SWEEP_HIT) acc += out[0]!;
        return acc;
      },
      answer: (i) => sweepAnswerOf(call(i), out),
    };
  },
};

export const sweepFamily: Family<SweepInput, SweepResult, SweepAnswer> = {
  id: 'sweep',
  title: 'Moving segment vs moving point (sweepSegmentPoint)',
  query: 'instants t ∈ [0, 1] at which the moving point lies on the moving segment, and where (s)',
  comparedOn:
    'kind, reason, hit count, tangent/degenerate flags, t and s (1e-12); for the identically-zero case whether there is contact at all (the intervals themselves are not refereed)',
  notes: [
    'No library answers this query (a segment whose endpoints move independently sweeps a ruled surface, not a rigid shape).',
    'Our hot-loop entry point `sweepSegmentPointInto` (case code, the hits or the first contact interval into a Float64Array; no coefficients) is checked against the exact referee like the object API.',
  ],
  sets: [
    {
      name: 'random',
      description: 'doubles: all six points in [−10, 10]²',
      inputs: sweepInputs.random,
    },
    {
      name: 'snapped',
      description:
        'integers: all six points in [−3, 3]² (tangent, collapsing and identically-zero cases common)',
      inputs: sweepInputs.snapped,
    },
  ],
  ours: {
    name: 'ours (exact)',
    how: 'sweepSegmentPoint({ p0, p1, q0, q1, c0, c1 })',
    run: sweepSegmentPoint,
  },
  plain: {
    name: 'plain float',
    how: 'bench/plain.ts plainSweepSegmentPoint: the cross-product quadratic, its float roots, s = dot(u, w)/dot(w, w)',
    run: plainSweepSegmentPoint,
  },
  fold: (result) => result.kind.length + result.hits.length + (result.hits[0]?.t ?? 0),
  project: (result) => ({
    kind: result.kind,
    ...(result.reason ? { reason: result.reason } : {}),
    hits: result.hits,
    intervals: result.intervals.length,
  }),
  exact: (input) => exactSweep(input),
  mismatch(answer, exact, input) {
    if (answer.kind !== exact.kind) return `kind ${answer.kind}, exact ${exact.kind}`;
    if ((answer.reason ?? '') !== (exact.reason ?? ''))
      return `reason ${answer.reason}, exact ${exact.reason}`;
    if (answer.hits.length !== exact.hits.length)
      return `${answer.hits.length} hits, exact ${exact.hits.length}`;
    const tolerance = EXACT_TOLERANCE * sweepScale(input);
    for (let i = 0; i < exact.hits.length; i++) {
      const x = answer.hits[i]!;
      const y = exact.hits[i]!;
      if (x.tangent !== y.tangent || x.degenerate !== y.degenerate) return `hit ${i} flags differ`;
      if (!near(x.t, y.t, tolerance) || !near(x.s, y.s, tolerance))
        return `hit ${i} (t, s) = (${fmt(x.t)}, ${fmt(x.s)}), exact (${fmt(y.t)}, ${fmt(y.s)})`;
    }
    return null;
  },
  libraries: [],
  hot: [sweepHotLoop],
};

// ---------------------------------------------------------------------------------------------
// projectPointOnLine (3D) vs three's Line3.closestPointToPointParameter

type ProjectionAnswer = { kind?: string; u: number };

const projectionInputs = inputsOf<ProjectionInput<Vec3>>('projection', (random, snapped) => {
  const p = (): Vec3 =>
    snapped
      ? { x: random.int(-4, 4), y: random.int(-4, 4), z: random.int(-4, 4) }
      : { x: random.uniform(-10, 10), y: random.uniform(-10, 10), z: random.uniform(-10, 10) };
  return { point: p(), s: p(), t: p() };
});

const projectionScale = (input: ProjectionInput<Vec3>) =>
  scaleOf(
    input.point.x,
    input.point.y,
    input.point.z,
    input.s.x,
    input.s.y,
    input.s.z,
    input.t.x,
    input.t.y,
    input.t.z,
  );

const kindOfU = (u: number): string => (u < 0 ? 'before' : u > 1 ? 'after' : 'on-segment');

const threeLine: LibraryAdapter<ProjectionInput<Vec3>, ProjectionAnswer> = {
  name: 'three (Line3)',
  how: 'line.closestPointToPointParameter(point, false) — Line3 and point Vector3 pre-built',
  prepare(inputs) {
    const lines = inputs.map(
      (input) =>
        new Line3(
          new Vector3(input.s.x, input.s.y, input.s.z),
          new Vector3(input.t.x, input.t.y, input.t.z),
        ),
    );
    const points = inputs.map((input) => new Vector3(input.point.x, input.point.y, input.point.z));
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < lines.length; i++)
          acc += lines[i]!.closestPointToPointParameter(points[i]!, false);
        return acc;
      },
      answer: (i) => {
        const u = lines[i]!.closestPointToPointParameter(points[i]!, false);
        return { u, kind: Number.isNaN(u) ? 'NaN' : kindOfU(u) };
      },
    };
  },
  // three has no degenerate case: for s = t it returns u = 0, which is our u (and our foot s).
  agree: (ours, library) =>
    ours.kind === 'degenerate'
      ? library.u === 0
      : ours.kind === library.kind && relativeNear(library.u, ours.u, AGREE_TOLERANCE),
  settle(_input, library, exact): Settlement {
    if (exact.kind === 'degenerate') {
      return {
        verdict: 'library-wrong',
        cause: `s = t: three returns ${fmt(library.u)} (its guard returns 0; ours: degenerate, u = 0)`,
      };
    }
    return {
      verdict: 'library-wrong',
      cause: `u = ${fmt(library.u)}, exact ${fmt(exact.u)} (float rounding at u = 0 or 1)`,
    };
  },
};

const projectionHotLoop: HotContender<ProjectionInput<Vec3>, ProjectionAnswer> = {
  name: 'ours, hot loop',
  how: 'projectPointOnLine3Into(out, px, py, pz, sx, sy, sz, tx, ty, tz) → case code, u, foot and closest point in `out`; numbers from a pre-built Float64Array',
  prepare(inputs) {
    const flat = new Float64Array(inputs.length * 9);
    inputs.forEach(({ point: p, s, t }, i) =>
      flat.set([p.x, p.y, p.z, s.x, s.y, s.z, t.x, t.y, t.z], i * 9),
    );
    const out = new Float64Array(PROJECTION_OUT_LENGTH);
    const call = (i: number) => {
      const k = i * 9;
      return projectPointOnLine3Into(
        out,
        flat[k]!,
        flat[k + 1]!,
        flat[k + 2]!,
        flat[k + 3]!,
        flat[k + 4]!,
        flat[k + 5]!,
        flat[k + 6]!,
        flat[k + 7]!,
        flat[k + 8]!,
      );
    };
    return {
      pass: () => {
        let acc = 0;
        // u, as Line3's pass reads it.
        for (let i = 0; i < inputs.length; i++) acc += call(i) + out[0]!;
        return acc;
      },
      answer: (i) => {
        const code = call(i);
        return { kind: PROJECTION_KINDS[code]!, u: out[0]! };
      },
    };
  },
};

export const projectionFamily: Family<
  ProjectionInput<Vec3>,
  ProjectionResult<Vec3>,
  ProjectionAnswer
> = {
  id: 'projection',
  title: 'Projection on a line, 3D (projectPointOnLine)',
  query: 'u = (p − s)·(t − s)/|t − s|², the foot and the closest point of the segment',
  comparedOn: 'u (relative 1e-9) and the side (before / on-segment / after)',
  notes: [
    'three’s Line3.closestPointToPointParameter computes the same quotient; for s = t it returns 0 (our u for the degenerate case), without naming the case.',
    'Our hot-loop entry point `projectPointOnLine3Into` (case code, u, foot and closest point into a Float64Array) is checked against the exact referee like the object API.',
  ],
  sets: [
    {
      name: 'random',
      description: 'doubles: points in [−10, 10]³',
      inputs: projectionInputs.random,
    },
    {
      name: 'snapped',
      description: 'integers: points in [−4, 4]³ (feet on the endpoints, s = t)',
      inputs: projectionInputs.snapped,
    },
  ],
  ours: {
    name: 'ours (exact)',
    how: 'projectPointOnLine({ point, s, t })',
    run: (input) => projectPointOnLine(input),
  },
  plain: {
    name: 'plain float',
    how: 'bench/plain.ts plainProjectPointOnLine: the quotient and two comparisons',
    run: (input) => plainProjectPointOnLine(input),
  },
  fold: (result) => result.kind.length + result.u + result.closest.x,
  project: (result) => ({ kind: result.kind, u: result.u }),
  exact(input) {
    const reference = projectPointOnLineReference(input);
    return { kind: reference.kind, u: reference.u.toNumber() };
  },
  mismatch(answer, exact, input) {
    if (answer.kind !== exact.kind) return `kind ${answer.kind}, exact ${exact.kind}`;
    const d = Math.hypot(input.t.x - input.s.x, input.t.y - input.s.y, input.t.z - input.s.z);
    const tolerance = d === 0 ? 0 : (EXACT_TOLERANCE * projectionScale(input)) / d;
    return near(answer.u, exact.u, tolerance) ? null : `u ${fmt(answer.u)}, exact ${fmt(exact.u)}`;
  },
  libraries: [threeLine],
  hot: [projectionHotLoop],
};

// ---------------------------------------------------------------------------------------------
// intersectSpheres vs three's Sphere.intersectsSphere

type SpheresAnswer = { kind?: string; meets: boolean; radius?: number };

const spheresInputs = inputsOf<SpheresInput>('spheres', (random, snapped) => {
  const p = (): Vec3 =>
    snapped
      ? { x: random.int(-3, 3), y: random.int(-3, 3), z: random.int(-3, 3) }
      : { x: random.uniform(-10, 10), y: random.uniform(-10, 10), z: random.uniform(-10, 10) };
  const r = () => (snapped ? random.int(0, 4) : random.uniform(0.5, 10));
  return { a: { center: p(), radius: r() }, b: { center: p(), radius: r() } };
});

const threeSphere: LibraryAdapter<SpheresInput, SpheresAnswer> = {
  yesNo: true,
  name: 'three (Sphere)',
  how: 'sphereA.intersectsSphere(sphereB) — yes/no; Spheres pre-built',
  prepare(inputs) {
    const as = inputs.map(
      (input) =>
        new Sphere(
          new Vector3(input.a.center.x, input.a.center.y, input.a.center.z),
          input.a.radius,
        ),
    );
    const bs = inputs.map(
      (input) =>
        new Sphere(
          new Vector3(input.b.center.x, input.b.center.y, input.b.center.z),
          input.b.radius,
        ),
    );
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < as.length; i++) if (as[i]!.intersectsSphere(bs[i]!)) acc++;
        return acc;
      },
      answer: (i) => ({ meets: as[i]!.intersectsSphere(bs[i]!) }),
    };
  },
  agree: (ours, library) => ours.meets === library.meets,
  settle: (_input, library, exact) => ({
    verdict: 'library-wrong',
    cause: `says ${library.meets ? 'they meet' : 'apart'}, exact ${exact.kind} (float rounding of |c2 − c1|² at tangency)`,
  }),
};

/** Each input's eight numbers (a's centre and radius, then b's), converted before timing. */
function flattenSpheres(inputs: readonly SpheresInput[]): Float64Array {
  const flat = new Float64Array(inputs.length * 8);
  inputs.forEach(({ a, b }, i) => {
    flat.set(
      [a.center.x, a.center.y, a.center.z, a.radius, b.center.x, b.center.y, b.center.z, b.radius],
      i * 8,
    );
  });
  return flat;
}

const spheresHotLoop: HotContender<SpheresInput, SpheresAnswer> = {
  name: 'ours, hot loop',
  how: 'intersectSpheresInto(out, ax, ay, az, ar, bx, by, bz, br) → case code, the circle in `out`; numbers from a pre-built Float64Array',
  prepare(inputs) {
    const flat = flattenSpheres(inputs);
    const out = new Float64Array(SPHERES_OUT_LENGTH);
    const call = (i: number) => {
      const k = i * 8;
      return intersectSpheresInto(
        out,
        flat[k]!,
        flat[k + 1]!,
        flat[k + 2]!,
        flat[k + 3]!,
        flat[k + 4]!,
        flat[k + 5]!,
        flat[k + 6]!,
        flat[k + 7]!,
      );
    };
    return {
      pass: () => {
        let acc = 0;
        // Whether they meet, as three's pass counts it.
        for (let i = 0; i < inputs.length; i++) if (call(i) !== SPHERES_SEPARATE) acc++;
        return acc;
      },
      answer: (i) => {
        const code = call(i);
        return {
          kind: SPHERES_KINDS[code]!,
          meets: code !== SPHERES_SEPARATE,
          ...(Number.isNaN(out[3]!) ? {} : { radius: out[3]! }),
        };
      },
    };
  },
};

/**
 * The yes/no question three's `intersectsSphere` answers, exactly: `spheresGapSign`, the first
 * decision of the same tree. Checked against the exact referee on `meets` only.
 */
const spheresGapSignContender: HotContender<SpheresInput, SpheresAnswer> = {
  name: 'ours, exact yes/no',
  how: 'spheresGapSign(ax, ay, az, ar, bx, by, bz, br) <= 0 → do the solid balls meet; numbers from a pre-built Float64Array',
  prepare(inputs) {
    const flat = flattenSpheres(inputs);
    const call = (i: number) => {
      const k = i * 8;
      return spheresGapSign(
        flat[k]!,
        flat[k + 1]!,
        flat[k + 2]!,
        flat[k + 3]!,
        flat[k + 4]!,
        flat[k + 5]!,
        flat[k + 6]!,
        flat[k + 7]!,
      );
    };
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < inputs.length; i++) if (call(i) <= 0) acc++;
        return acc;
      },
      answer: (i) => ({ meets: call(i) <= 0 }),
    };
  },
  mismatch: (answer, exact) =>
    answer.meets === exact.meets
      ? null
      : `says ${answer.meets ? 'they meet' : 'apart'}, exact ${exact.kind}`,
};

export const spheresFamily: Family<SpheresInput, SpheresResult, SpheresAnswer> = {
  id: 'spheres',
  title: 'Sphere vs sphere (intersectSpheres)',
  query: 'how two spheres meet (separate, tangent, contained, coincident, a circle) and the circle',
  comparedOn:
    'kind and the circle’s radius (1e-12 relative) for ours; for three only “do they meet” (not separate)',
  notes: [
    'three’s intersectsSphere answers yes/no (|c2 − c1|² ≤ (r1 + r2)²); ours also classifies tangency and containment and returns the circle.',
    'Our hot-loop entry point `intersectSpheresInto` (case code, the circle into a Float64Array) is checked against the exact referee like the object API.',
    'Our exact yes/no, `spheresGapSign` (the sign of d − (r1 + r2), the first decision of the same tree), answers three’s question and is checked against the exact referee on “do they meet”.',
  ],
  sets: [
    {
      name: 'random',
      description: 'doubles: centres in [−10, 10]³, radii in [0.5, 10]',
      inputs: spheresInputs.random,
    },
    {
      name: 'snapped',
      description: 'integers: centres in [−3, 3]³, radii in [0, 4] (tangencies common)',
      inputs: spheresInputs.snapped,
    },
  ],
  ours: { name: 'ours (exact)', how: 'intersectSpheres({ a, b })', run: intersectSpheres },
  plain: {
    name: 'plain float',
    how: 'bench/plain.ts plainIntersectSpheres: d = |c2 − c1| compared with r1 ± r2 in doubles',
    run: plainIntersectSpheres,
  },
  fold: (result) => result.kind.length + (result.radius ?? 0),
  project: (result) => ({
    kind: result.kind,
    meets: result.kind !== 'separate' && result.kind !== 'invalid-input',
    ...(result.radius !== undefined ? { radius: result.radius } : {}),
  }),
  exact(input) {
    const reference = intersectSpheresReference(input);
    return {
      kind: reference.kind,
      meets: reference.kind !== 'separate',
      ...(reference.radius !== undefined ? { radius: reference.radius } : {}),
    };
  },
  mismatch(answer, exact, input) {
    if (answer.kind !== exact.kind) return `kind ${answer.kind}, exact ${exact.kind}`;
    const scale = scaleOf(
      input.a.center.x,
      input.a.center.y,
      input.a.center.z,
      input.b.center.x,
      input.b.center.y,
      input.b.center.z,
      input.a.radius,
      input.b.radius,
    );
    if (
      exact.radius !== undefined &&
      !near(answer.radius ?? NaN, exact.radius, EXACT_TOLERANCE * scale)
    ) {
      return `radius ${fmt(answer.radius ?? NaN)}, exact ${fmt(exact.radius)}`;
    }
    return null;
  },
  libraries: [threeSphere],
  hot: [spheresHotLoop, spheresGapSignContender],
};

export const otherFamilies = [quadraticFamily, sweepFamily, projectionFamily, spheresFamily];
