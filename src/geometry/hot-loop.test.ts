/**
 * The hot-loop entry points (issue #17): numbers in, a case code out, the numbers in the caller's
 * Float64Array. Three things are pinned for each function:
 *
 * - the object API is the kernel plus the buffer's decoding, bit for bit (−0, ±Infinity and key
 *   order included), on snapped, random and extreme inputs — the layout each TSDoc documents;
 * - the kernel's codes, flags and numbers agree with the exact BigInt reference
 *   (testing/*.reference.ts) on snapped inputs, as the object API's do;
 * - the checked variant answers as the kernel on valid input and with the object API's
 *   `invalid-input` numbers otherwise; each slot a case leaves empty holds NaN.
 *
 * The decoders below restate each layout from its TSDoc, independently of the object functions
 * that decode it in production.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIP_CROSSES,
  CLIP_ENTERS,
  CLIP_EXITS,
  CLIP_INSIDE,
  CLIP_INVALID_INPUT,
  CLIP_KINDS,
  CLIP_OUTSIDE_LINE_MISSES,
  CLIP_OUTSIDE_POINT,
  CLIP_OUT_LENGTH,
  CLIP_REASONS,
  clipSegmentRect,
  clipSegmentRectInto,
  clipSegmentRectIntoChecked,
  type ClipInput,
  type ClipResult,
} from './clip-segment-rect';
import { clipSegmentRectFixtures } from './clip-segment-rect.fixtures';
import {
  PROJECTION_AFTER,
  PROJECTION_BEFORE,
  PROJECTION_DEGENERATE,
  PROJECTION_INVALID_INPUT,
  PROJECTION_KINDS,
  PROJECTION_ON_SEGMENT,
  PROJECTION_OUT_LENGTH,
  projectPointOnLine,
  projectPointOnLine3Into,
  projectPointOnLine3IntoChecked,
  projectPointOnLineInto,
  projectPointOnLineIntoChecked,
  type ProjectionInput,
  type ProjectionResult,
} from './project-point';
import { projection3dFixtures } from './project-point-3d.fixtures';
import { projectionFixtures } from './project-point.fixtures';
import {
  QUADRATIC_ALL,
  QUADRATIC_DOUBLE,
  QUADRATIC_INVALID_INPUT,
  QUADRATIC_KINDS,
  QUADRATIC_NONE,
  QUADRATIC_ONE,
  QUADRATIC_OUT_LENGTH,
  QUADRATIC_TWO,
  solveQuadratic,
  solveQuadraticInto,
  solveQuadraticIntoChecked,
  type QuadraticResult,
} from './quadratic';
import { quadraticFixtures } from './quadratic.fixtures';
import {
  RAY_SEGMENT_HIT,
  RAY_SEGMENT_INVALID_INPUT,
  RAY_SEGMENT_KINDS,
  RAY_SEGMENT_MISS_BEHIND,
  RAY_SEGMENT_OUT_LENGTH,
  RAY_SEGMENT_REASONS,
  intersectRaySegment,
  intersectRaySegmentInto,
  intersectRaySegmentIntoChecked,
  type RaySegmentInput,
  type RaySegmentResult,
} from './ray-segment';
import { intersectRaySegmentFixtures } from './ray-segment.fixtures';
import {
  SEGMENT_SPHERE_CROSSES,
  SEGMENT_SPHERE_EXITS,
  SEGMENT_SPHERE_INSIDE,
  SEGMENT_SPHERE_INVALID_INPUT,
  SEGMENT_SPHERE_KINDS,
  SEGMENT_SPHERE_OUTSIDE_AHEAD,
  SEGMENT_SPHERE_OUTSIDE_BEHIND,
  SEGMENT_SPHERE_OUTSIDE_LINE_MISSES,
  SEGMENT_SPHERE_OUTSIDE_POINT,
  SEGMENT_SPHERE_OUT_LENGTH,
  SEGMENT_SPHERE_REASONS,
  intersectRaySphereInto,
  intersectRaySphereIntoChecked,
  intersectSegmentSphere,
  intersectSegmentSphereInto,
  intersectSegmentSphereIntoChecked,
  type SegmentSphereInput,
  type SegmentSphereResult,
} from './segment-sphere';
import { segmentSphereFixtures } from './segment-sphere.fixtures';
import {
  SPHERES_CIRCLE,
  SPHERES_COINCIDENT,
  SPHERES_CONTAINED,
  SPHERES_INVALID_INPUT,
  SPHERES_KINDS,
  SPHERES_OUT_LENGTH,
  SPHERES_SEPARATE,
  intersectSpheres,
  intersectSpheresInto,
  intersectSpheresIntoChecked,
  type SpheresInput,
  type SpheresResult,
} from './spheres';
import { spheresFixtures } from './spheres.fixtures';
import {
  SWEEP_CONTACT,
  SWEEP_DEGENERATE,
  SWEEP_HIT,
  SWEEP_INVALID_INPUT,
  SWEEP_KINDS,
  SWEEP_MISS_COLLINEAR_APART,
  SWEEP_MISS_NO_REAL_ROOTS,
  SWEEP_OUT_LENGTH,
  SWEEP_REASONS,
  SWEEP_TANGENT,
  sweepSegmentPoint,
  sweepSegmentPointInto,
  sweepSegmentPointIntoChecked,
  type SweepInput,
  type SweepResult,
} from './sweep-segment-point';
import { sweepSegmentPointFixtures } from './sweep-segment-point.fixtures';
import {
  TOI_FEATURES,
  TOI_FEATURE_CAP_A,
  TOI_FEATURE_SIDE,
  TOI_HIT,
  TOI_INVALID_INPUT,
  TOI_KINDS,
  TOI_MISS_NO_CONTACT,
  TOI_MISS_NO_MOTION,
  TOI_OUT_LENGTH,
  TOI_PENETRATING,
  TOI_REASONS,
  timeOfImpactCirclePoint,
  timeOfImpactCirclePointInto,
  timeOfImpactCirclePointIntoChecked,
  timeOfImpactCircleSegment,
  timeOfImpactCircleSegmentInto,
  timeOfImpactCircleSegmentIntoChecked,
  timeOfImpactCircles,
  timeOfImpactCirclesInto,
  timeOfImpactCirclesIntoChecked,
  type CirclePointInput,
  type CircleSegmentInput,
  type CirclesInput,
  type TimeOfImpact,
} from './time-of-impact';
import {
  circlePointFixtures,
  circleSegmentFixtures,
  circlesFixtures,
} from './time-of-impact.fixtures';
import * as arbitraries from './testing/arbitraries';
import { clipSegmentRectReference } from './testing/clip-segment-rect.reference';
import { TOLERANCE, check, near, scaleOf, show } from './testing/expect';
import { projectPointOnLineReference } from './testing/project-point.reference';
import { solveQuadraticReference } from './testing/quadratic.reference';
import { intersectRaySegmentReference } from './testing/ray-segment.reference';
import { intersectSegmentSphereReference } from './testing/segment-sphere.reference';
import { intersectSpheresReference } from './testing/spheres.reference';
import { sweepSegmentPointReference } from './testing/sweep-segment-point.reference';
import {
  referenceCirclePoint,
  referenceCircleSegment,
  referenceCircles,
  type ReferenceToi,
} from './testing/time-of-impact.reference';
import type { Vec2 } from './vec2';
import type { Vec3 } from './vec3';

// ---------------------------------------------------------------------------------------------
// Inputs

/** Any finite double, snapped or not, tiny or huge (±0 included). */
const anyDouble = fc.oneof(
  arbitraries.smallInt,
  arbitraries.wideInt,
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -200, max: 200 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Snapped coordinates: the small grid, and integers in [−1024, 1024]. */
const snapped = fc.oneof(arbitraries.smallInt, arbitraries.wideInt);
/** A radius: small grid integers or any finite double ≥ 0. */
const anyRadius = fc.oneof(
  fc.integer({ min: 0, max: 4 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: 0 }),
);

const point2 = (c: fc.Arbitrary<number>) => fc.record({ x: c, y: c });
const point3 = (c: fc.Arbitrary<number>) => fc.record({ x: c, y: c, z: c });

function clipInputs(c: fc.Arbitrary<number>): fc.Arbitrary<ClipInput> {
  return fc.tuple(point2(c), point2(c), c, c, c, c).map(([p0, p1, a, b, d, e]) => ({
    p0,
    p1,
    rect: {
      xMin: Math.min(a, b),
      xMax: Math.max(a, b),
      yMin: Math.min(d, e),
      yMax: Math.max(d, e),
    },
  }));
}
const rayInputs = (c: fc.Arbitrary<number>): fc.Arbitrary<RaySegmentInput> =>
  fc
    .record({ origin: point2(c), direction: point2(c), a: point2(c), b: point2(c) })
    .filter(({ direction }) => direction.x !== 0 || direction.y !== 0);
const sphereInputs = (
  c: fc.Arbitrary<number>,
  r: fc.Arbitrary<number>,
): fc.Arbitrary<SegmentSphereInput> =>
  fc.record({ from: point3(c), to: point3(c), center: point3(c), radius: r });
const projection2Inputs = (c: fc.Arbitrary<number>): fc.Arbitrary<ProjectionInput<Vec2>> =>
  fc.record({ point: point2(c), s: point2(c), t: point2(c) });
const projection3Inputs = (c: fc.Arbitrary<number>): fc.Arbitrary<ProjectionInput<Vec3>> =>
  fc.record({ point: point3(c), s: point3(c), t: point3(c) });
const spheresInputs = (c: fc.Arbitrary<number>, r: fc.Arbitrary<number>) =>
  fc.record({
    a: fc.record({ center: point3(c), radius: r }),
    b: fc.record({ center: point3(c), radius: r }),
  });

/** Bit-for-bit runs (cheap) and reference runs (BigInt). */
const SAME_RUNS = { numRuns: 3_000 };
const REFERENCE_RUNS = { numRuns: 1_500 };

/** Asserts two results are the same value, −0, NaN, ±Infinity and key order included. */
function expectSame(actual: unknown, expected: unknown, label: string): void {
  const a = show(actual);
  const e = show(expected);
  check(a === e, () => `${label}\n  kernel + decoding ${a}\n  object API        ${e}`);
}

/** The slots a case leaves empty hold NaN; every other slot is a number, never −0. */
function expectClean(out: Float64Array, empty: readonly number[], label: string): void {
  out.forEach((value, slot) => {
    if (empty.includes(slot)) check(Number.isNaN(value), () => `${label}: slot ${slot} = ${value}`);
    else check(!Number.isNaN(value) && !Object.is(value, -0), () => `${label}: slot ${slot}`);
  });
}

const pointOf = (out: Float64Array, slot: number): Vec2 => ({ x: out[slot]!, y: out[slot + 1]! });
const point3Of = (out: Float64Array, slot: number): Vec3 => ({
  x: out[slot]!,
  y: out[slot + 1]!,
  z: out[slot + 2]!,
});

// ---------------------------------------------------------------------------------------------
// clipSegmentRect

function clipInto(out: Float64Array, { p0, p1, rect }: ClipInput, checked = false): number {
  const run = checked ? clipSegmentRectIntoChecked : clipSegmentRectInto;
  return run(out, p0.x, p0.y, p1.x, p1.y, rect.xMin, rect.yMin, rect.xMax, rect.yMax);
}

/** clipSegmentRectInto's layout: tEnter, tExit, enter, exit, touches, alongEdge. */
function decodeClip(code: number, out: Float64Array): ClipResult {
  const tEnter = out[0]!;
  const tExit = out[1]!;
  const touches = out[6] === 1;
  const alongEdge = out[7] === 1;
  if (code === CLIP_INVALID_INPUT) {
    return { kind: 'invalid-input', tEnter, tExit, touches, alongEdge };
  }
  const kind = CLIP_KINDS[code]!;
  const reason = CLIP_REASONS[code];
  if (reason !== undefined) return { kind, reason, tEnter, tExit, touches, alongEdge };
  if (code === CLIP_INSIDE) return { kind, tEnter, tExit, touches, alongEdge };
  if (code === CLIP_EXITS)
    return { kind, tEnter, tExit, exit: pointOf(out, 4), touches, alongEdge };
  if (code === CLIP_ENTERS) {
    return { kind, tEnter, tExit, enter: pointOf(out, 2), touches, alongEdge };
  }
  return { kind, tEnter, tExit, enter: pointOf(out, 2), exit: pointOf(out, 4), touches, alongEdge };
}

/** The slots each clip case leaves empty. */
const clipEmpty = (code: number) =>
  code === CLIP_CROSSES
    ? []
    : code === CLIP_ENTERS
      ? [4, 5]
      : code === CLIP_EXITS
        ? [2, 3]
        : [2, 3, 4, 5];

describe('clipSegmentRectInto', () => {
  const out = new Float64Array(CLIP_OUT_LENGTH);

  it('is the object API bit for bit, once decoded (snapped, random and extreme inputs)', () => {
    fc.assert(
      fc.property(fc.oneof(clipInputs(snapped), clipInputs(anyDouble)), (input) => {
        const code = clipInto(out, input);
        expectSame(decodeClip(code, out), clipSegmentRect(input), show(input));
        expectClean(out, clipEmpty(code), show(input));
      }),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input, expected } of clipSegmentRectFixtures) {
      if (expected.kind === 'invalid-input') continue;
      expectSame(decodeClip(clipInto(out, input), out), clipSegmentRect(input), id);
    }
  });

  it('agrees with the exact reference on snapped input: case, flags, times and points', () => {
    fc.assert(
      fc.property(fc.oneof(clipInputs(arbitraries.smallInt), clipInputs(snapped)), (input) => {
        const code = clipInto(out, input);
        const reference = clipSegmentRectReference(input);
        const label = show(input);
        check(CLIP_KINDS[code] === reference.kind, () => `${label}: kind ${CLIP_KINDS[code]}`);
        check(CLIP_REASONS[code] === reference.reason, () => `${label}: reason`);
        check(out[6] === (reference.touches ? 1 : 0), () => `${label}: touches`);
        check(out[7] === (reference.alongEdge ? 1 : 0), () => `${label}: alongEdge`);
        const tEnter = reference.tEnter === null ? -Infinity : reference.tEnter.toNumber();
        const tExit = reference.tExit === null ? Infinity : reference.tExit.toNumber();
        check(near(out[0], tEnter, 1) && near(out[1], tExit, 1), () => `${label}: times`);
        const scale = scaleOf(input);
        for (const [slot, p] of [
          [2, reference.enter],
          [4, reference.exit],
        ] as const) {
          if (p === undefined) continue;
          const x = p.x.toNumber();
          const y = p.y.toNumber();
          check(
            near(out[slot], x, scale) && near(out[slot + 1], y, scale),
            () => `${label}: point`,
          );
        }
      }),
      REFERENCE_RUNS,
    );
  });

  it('a line that misses the rectangle: raw times, NaN points, flags 0', () => {
    const input = {
      p0: { x: -3, y: 5 },
      p1: { x: 5, y: 3 },
      rect: { xMin: 0, yMin: 0, xMax: 2, yMax: 2 },
    };
    // Δ = (8, −2): the line enters y ≤ 2 at t = 1.5, after it has left x ≤ 2 at t = 0.625.
    expect(clipInto(out, input)).toBe(CLIP_OUTSIDE_LINE_MISSES);
    expect([...out]).toEqual([1.5, 0.625, NaN, NaN, NaN, NaN, 0, 0]);
  });

  it('a point segment outside: CLIP_OUTSIDE_POINT with tEnter = −∞ and tExit = +∞', () => {
    const input = {
      p0: { x: 5, y: 5 },
      p1: { x: 5, y: 5 },
      rect: { xMin: 0, yMin: 0, xMax: 2, yMax: 2 },
    };
    expect(clipInto(out, input)).toBe(CLIP_OUTSIDE_POINT);
    expect([out[0], out[1]]).toEqual([-Infinity, Infinity]);
  });

  it('checked: valid input as the kernel, invalid input (NaN, ±∞, min > max) as the object API', () => {
    const other = new Float64Array(CLIP_OUT_LENGTH);
    fc.assert(
      fc.property(clipInputs(anyDouble), (input) => {
        expect(clipInto(other, input, true)).toBe(clipInto(out, input));
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    const rect = { xMin: 0, yMin: 0, xMax: 2, yMax: 2 };
    const invalid: ClipInput[] = [
      { p0: { x: NaN, y: 0 }, p1: { x: 1, y: 1 }, rect },
      { p0: { x: 0, y: 0 }, p1: { x: Infinity, y: 1 }, rect },
      { p0: { x: 0, y: 0 }, p1: { x: 1, y: 1 }, rect: { ...rect, xMin: 3 } },
    ];
    for (const input of invalid) {
      const code = clipInto(out, input, true);
      expect(code).toBe(CLIP_INVALID_INPUT);
      expectSame(decodeClip(code, out), clipSegmentRect(input), show(input));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// intersectRaySegment

function rayInto(out: Float64Array, input: RaySegmentInput, checked = false): number {
  const { origin: o, direction: d, a, b } = input;
  const run = checked ? intersectRaySegmentIntoChecked : intersectRaySegmentInto;
  return run(out, o.x, o.y, d.x, d.y, a.x, a.y, b.x, b.y);
}

/** intersectRaySegmentInto's layout: distance, point, s, collinear. */
function decodeRay(code: number, out: Float64Array): RaySegmentResult {
  const collinear = out[4] === 1;
  if (code === RAY_SEGMENT_INVALID_INPUT) return { kind: 'invalid-input', collinear };
  if (code !== RAY_SEGMENT_HIT) {
    return { kind: RAY_SEGMENT_KINDS[code]!, reason: RAY_SEGMENT_REASONS[code]!, collinear };
  }
  return { kind: 'hit', distance: out[0]!, point: pointOf(out, 1), s: out[3]!, collinear };
}

describe('intersectRaySegmentInto', () => {
  const out = new Float64Array(RAY_SEGMENT_OUT_LENGTH);

  it('is the object API bit for bit, once decoded (snapped, random and extreme inputs)', () => {
    fc.assert(
      fc.property(fc.oneof(rayInputs(snapped), rayInputs(anyDouble)), (input) => {
        const code = rayInto(out, input);
        expectSame(decodeRay(code, out), intersectRaySegment(input), show(input));
        expectClean(out, code === RAY_SEGMENT_HIT ? [] : [0, 1, 2, 3], show(input));
      }),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input, expected } of intersectRaySegmentFixtures) {
      if (expected.kind === 'invalid-input') continue;
      expectSame(decodeRay(rayInto(out, input), out), intersectRaySegment(input), id);
    }
  });

  it('agrees with the exact reference on snapped input: case, collinear, distance, point, s', () => {
    fc.assert(
      fc.property(fc.oneof(rayInputs(arbitraries.smallInt), rayInputs(snapped)), (input) => {
        const code = rayInto(out, input);
        const reference = intersectRaySegmentReference(input);
        const label = show(input);
        check(RAY_SEGMENT_KINDS[code] === reference.kind, () => `${label}: kind`);
        check(RAY_SEGMENT_REASONS[code] === reference.reason, () => `${label}: reason`);
        check(out[4] === (reference.collinear ? 1 : 0), () => `${label}: collinear`);
        if (reference.kind !== 'hit') return;
        const scale = scaleOf(input);
        const length = Math.hypot(input.direction.x, input.direction.y);
        const distance = reference.lambda!.toNumber() * length;
        check(near(out[0], distance, scale), () => `${label}: distance ${out[0]} vs ${distance}`);
        const { x, y } = reference.point!;
        check(near(out[1], x.toNumber(), scale) && near(out[2], y.toNumber(), scale), () => label);
        check(near(out[3], reference.s!.toNumber(), 1), () => `${label}: s`);
      }),
      REFERENCE_RUNS,
    );
  });

  it('a collinear segment behind the origin: RAY_SEGMENT_MISS_BEHIND, NaN numbers, collinear 1', () => {
    const input = {
      origin: { x: 0, y: 0 },
      direction: { x: 1, y: 0 },
      a: { x: -3, y: 0 },
      b: { x: -1, y: 0 },
    };
    expect(rayInto(out, input)).toBe(RAY_SEGMENT_MISS_BEHIND);
    expect([...out]).toEqual([NaN, NaN, NaN, NaN, 1]);
  });

  it('checked: valid input as the kernel; NaN, ±∞ or a zero direction is RAY_SEGMENT_INVALID_INPUT', () => {
    const other = new Float64Array(RAY_SEGMENT_OUT_LENGTH);
    fc.assert(
      fc.property(rayInputs(anyDouble), (input) => {
        expect(rayInto(other, input, true)).toBe(rayInto(out, input));
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    const p = { x: 0, y: 0 };
    for (const input of [
      { origin: p, direction: { x: 0, y: 0 }, a: { x: 1, y: 0 }, b: { x: 1, y: 1 } },
      { origin: p, direction: { x: 1, y: NaN }, a: { x: 1, y: 0 }, b: { x: 1, y: 1 } },
      { origin: p, direction: { x: 1, y: 0 }, a: { x: -Infinity, y: 0 }, b: { x: 1, y: 1 } },
    ]) {
      const code = rayInto(out, input, true);
      expect(code).toBe(RAY_SEGMENT_INVALID_INPUT);
      expectSame(decodeRay(code, out), intersectRaySegment(input), show(input));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// intersectSegmentSphere and the ray

function segmentSphereInto(out: Float64Array, input: SegmentSphereInput, checked = false) {
  const { from: f, to: t, center: c, radius } = input;
  const run = checked ? intersectSegmentSphereIntoChecked : intersectSegmentSphereInto;
  return run(out, f.x, f.y, f.z, t.x, t.y, t.z, c.x, c.y, c.z, radius);
}

/** intersectSegmentSphereInto's layout: tEnter, tExit, enter, exit, foot, distance, touches. */
function decodeSegmentSphere(code: number, out: Float64Array): SegmentSphereResult {
  const touches = out[12] === 1;
  const foot = point3Of(out, 8);
  const distance = out[11]!;
  if (code === SEGMENT_SPHERE_INVALID_INPUT) {
    return { kind: 'invalid-input', touches, foot, distance };
  }
  const kind = SEGMENT_SPHERE_KINDS[code]!;
  const reason = SEGMENT_SPHERE_REASONS[code];
  const tEnter = out[0]!;
  const tExit = out[1]!;
  if (Number.isNaN(tEnter)) {
    // The line misses the ball, or the segment has no length.
    return reason === undefined
      ? { kind, touches, foot, distance }
      : { kind, reason, touches, foot, distance };
  }
  if (reason !== undefined) return { kind, tEnter, tExit, touches, foot, distance, reason };
  const enter = Number.isNaN(out[2]!) ? undefined : point3Of(out, 2);
  const exit = Number.isNaN(out[5]!) ? undefined : point3Of(out, 5);
  return {
    kind,
    tEnter,
    tExit,
    touches,
    foot,
    distance,
    ...(enter === undefined ? {} : { enter }),
    ...(exit === undefined ? {} : { exit }),
  };
}

/** The ray o + λ·d as the segment from o to o + 2^k·d: exact on snapped input, k ≥ 0. */
const FAR = 2 ** 20;
const rayAsSegment = (input: SegmentSphereInput): SegmentSphereInput => {
  const { from, to: d } = input;
  return {
    ...input,
    to: { x: from.x + FAR * d.x, y: from.y + FAR * d.y, z: from.z + FAR * d.z },
  };
};

describe('intersectSegmentSphereInto and intersectRaySphereInto', () => {
  const out = new Float64Array(SEGMENT_SPHERE_OUT_LENGTH);

  it('the segment kernel is the object API bit for bit, once decoded', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          sphereInputs(snapped, fc.integer({ min: 0, max: 8 })),
          sphereInputs(anyDouble, anyRadius),
        ),
        (input) => {
          const code = segmentSphereInto(out, input);
          expectSame(decodeSegmentSphere(code, out), intersectSegmentSphere(input), show(input));
        },
      ),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input, expected } of segmentSphereFixtures) {
      if (expected.kind === 'invalid-input') continue;
      const code = segmentSphereInto(out, input);
      expectSame(decodeSegmentSphere(code, out), intersectSegmentSphere(input), id);
    }
  });

  it('the segment kernel agrees with the exact reference on snapped input', () => {
    fc.assert(
      fc.property(sphereInputs(arbitraries.smallInt, fc.integer({ min: 0, max: 5 })), (input) => {
        const code = segmentSphereInto(out, input);
        const reference = intersectSegmentSphereReference(input);
        const label = show(input);
        check(SEGMENT_SPHERE_KINDS[code] === reference.kind, () => `${label}: kind`);
        check(SEGMENT_SPHERE_REASONS[code] === reference.reason, () => `${label}: reason`);
        check(out[12] === (reference.touches ? 1 : 0), () => `${label}: touches`);
        const scale = scaleOf(input);
        if (reference.tEnter !== undefined) {
          check(near(out[0], reference.tEnter, 1) && near(out[1], reference.tExit, 1), () => label);
        } else check(Number.isNaN(out[0]!) && Number.isNaN(out[1]!), () => `${label}: no t`);
        check(near(out[11], reference.distance, scale), () => `${label}: distance`);
        reference.foot.forEach((value, i) => {
          check(near(out[8 + i], value, scale), () => `${label}: foot`);
        });
      }),
      REFERENCE_RUNS,
    );
  });

  it('the ray is the segment with its far end unbounded: the same case, t scaled, same points', () => {
    // The direction in `to`; on the small grid the ball lies within λ ≤ 2^20, so the segment from
    // o to o + 2^20·d answers the ray's question with t = λ/2^20, exactly.
    fc.assert(
      fc.property(sphereInputs(arbitraries.smallInt, fc.integer({ min: 0, max: 5 })), (input) => {
        const { from: o, to: d, center: c, radius } = input;
        const code = intersectRaySphereInto(
          out,
          o.x,
          o.y,
          o.z,
          d.x,
          d.y,
          d.z,
          c.x,
          c.y,
          c.z,
          radius,
        );
        const segment = intersectSegmentSphere(rayAsSegment(input));
        const label = show(input);
        check(SEGMENT_SPHERE_KINDS[code] === segment.kind, () => `${label}: kind`);
        check(SEGMENT_SPHERE_REASONS[code] === segment.reason, () => `${label}: reason`);
        check(code !== SEGMENT_SPHERE_OUTSIDE_AHEAD, () => `${label}: a ray is never ahead`);
        check(out[12] === (segment.touches ? 1 : 0), () => `${label}: touches`);
        const scale = scaleOf(input) * FAR;
        const times = [segment.tEnter, segment.tExit].map((t) => (t === undefined ? NaN : t * FAR));
        check(show([out[0], out[1]]) === show(times), () => `${label}: times ${show(times)}`);
        for (const [slot, p] of [
          [2, segment.enter],
          [5, segment.exit],
        ] as const) {
          if (p === undefined) check(Number.isNaN(out[slot]!), () => `${label}: slot ${slot}`);
          else
            check(
              [p.x, p.y, p.z].every((v, i) => near(out[slot + i], v, scale)),
              () => label,
            );
        }
        check(near(out[11], segment.distance, scale), () => `${label}: distance`);
      }),
      REFERENCE_RUNS,
    );
  });

  it('a ray from inside the ball exits: SEGMENT_SPHERE_EXITS, the exit at λ = 1 + 1 = 2', () => {
    const code = intersectRaySphereInto(out, 1, 0, 0, 1, 0, 0, 0, 0, 0, 3);
    expect(code).toBe(SEGMENT_SPHERE_EXITS);
    expect([out[0], out[1], out[5], out[6], out[7]]).toEqual([-4, 2, 3, 0, 0]);
    expect(Number.isNaN(out[2]!)).toBe(true);
  });

  it('a ray through the ball crosses: the first surface point ahead is the entry', () => {
    const code = intersectRaySphereInto(out, -5, 0, 0, 2, 0, 0, 0, 0, 0, 1);
    expect(code).toBe(SEGMENT_SPHERE_CROSSES);
    expect([out[0], out[1], out[2], out[3], out[4]]).toEqual([2, 3, -1, 0, 0]);
  });

  it('a ray pointing away from the ball is behind, with its raw line times', () => {
    const code = intersectRaySphereInto(out, 5, 0, 0, 1, 0, 0, 0, 0, 0, 1);
    expect(code).toBe(SEGMENT_SPHERE_OUTSIDE_BEHIND);
    expect([out[0], out[1]]).toEqual([-6, -4]);
    expect(Number.isNaN(out[2]!) && Number.isNaN(out[5]!)).toBe(true);
  });

  it('a line that misses the ball: NaN times and points, the foot and distance written', () => {
    const code = segmentSphereInto(out, {
      from: { x: -2, y: 3, z: 0 },
      to: { x: 2, y: 3, z: 0 },
      center: { x: 0, y: 0, z: 0 },
      radius: 1,
    });
    expect(code).toBe(SEGMENT_SPHERE_OUTSIDE_LINE_MISSES);
    expect([...out]).toEqual([NaN, NaN, NaN, NaN, NaN, NaN, NaN, NaN, 0, 3, 0, 3, 0]);
  });

  it('a zero direction is the point: inside, or outside with the reason point', () => {
    expect(intersectRaySphereInto(out, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2)).toBe(SEGMENT_SPHERE_INSIDE);
    expect(intersectRaySphereInto(out, 0, 0, 3, 0, 0, 0, 0, 0, 0, 2)).toBe(
      SEGMENT_SPHERE_OUTSIDE_POINT,
    );
  });

  it('checked: valid input as the kernel; NaN, ±∞ or a negative radius is invalid-input', () => {
    const other = new Float64Array(SEGMENT_SPHERE_OUT_LENGTH);
    fc.assert(
      fc.property(sphereInputs(anyDouble, anyRadius), (input) => {
        expect(segmentSphereInto(other, input, true)).toBe(segmentSphereInto(out, input));
        expect(show([...other])).toBe(show([...out]));
        const { from: o, to: d, center: c, radius } = input;
        const args = [o.x, o.y, o.z, d.x, d.y, d.z, c.x, c.y, c.z, radius] as const;
        expect(intersectRaySphereIntoChecked(other, ...args)).toBe(
          intersectRaySphereInto(out, ...args),
        );
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    const p = { x: 0, y: 0, z: 0 };
    for (const input of [
      { from: p, to: { x: 1, y: 0, z: 0 }, center: p, radius: -1 },
      { from: p, to: { x: NaN, y: 0, z: 0 }, center: p, radius: 1 },
    ]) {
      const code = segmentSphereInto(out, input, true);
      expect(code).toBe(SEGMENT_SPHERE_INVALID_INPUT);
      expectSame(decodeSegmentSphere(code, out), intersectSegmentSphere(input), show(input));
      expect(intersectRaySphereIntoChecked(out, 0, 0, 0, 1, 0, 0, 0, 0, 0, -1)).toBe(
        SEGMENT_SPHERE_INVALID_INPUT,
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------
// projectPointOnLine, 2D and 3D

function projectionInto(
  out: Float64Array,
  { point: p, s, t }: ProjectionInput,
  checked = false,
): number {
  if ('z' in p) {
    const q = s as Vec3;
    const r = t as Vec3;
    const run = checked ? projectPointOnLine3IntoChecked : projectPointOnLine3Into;
    return run(out, p.x, p.y, p.z, q.x, q.y, q.z, r.x, r.y, r.z);
  }
  const run = checked ? projectPointOnLineIntoChecked : projectPointOnLineInto;
  return run(out, p.x, p.y, s.x, s.y, t.x, t.y);
}

/** The projection layout: u, foot (x, y, z), closest (x, y, z); z = 0 in the plane. */
function decodeProjection(code: number, out: Float64Array, spatial: boolean): ProjectionResult {
  const at = (slot: number) => (spatial ? point3Of(out, slot) : pointOf(out, slot));
  return { kind: PROJECTION_KINDS[code]!, u: out[0]!, foot: at(1), closest: at(4) };
}

describe('projectPointOnLineInto and projectPointOnLine3Into', () => {
  const out = new Float64Array(PROJECTION_OUT_LENGTH);
  const inputs = fc.oneof(
    projection2Inputs(snapped),
    projection2Inputs(anyDouble),
    projection3Inputs(snapped),
    projection3Inputs(anyDouble),
  );

  it('is the object API bit for bit, once decoded (2D and 3D)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const code = projectionInto(out, input);
        const spatial = 'z' in input.point;
        expectSame(decodeProjection(code, out, spatial), projectPointOnLine(input), show(input));
        expectClean(out, [], show(input));
        if (!spatial) check(out[3] === 0 && out[6] === 0, () => `${show(input)}: z slots`);
      }),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input, expected } of [...projectionFixtures, ...projection3dFixtures]) {
      if (expected.kind === 'invalid-input') continue;
      const code = projectionInto(out, input);
      const result = decodeProjection(code, out, 'z' in input.point);
      expectSame(result, projectPointOnLine(input), id);
    }
  });

  it('agrees with the exact reference on snapped input: case, u, foot and closest point', () => {
    fc.assert(
      fc.property(
        fc.oneof(projection2Inputs(arbitraries.smallInt), projection3Inputs(snapped)),
        (input) => {
          const code = projectionInto(out, input);
          const reference = projectPointOnLineReference(input);
          const label = show(input);
          check(PROJECTION_KINDS[code] === reference.kind, () => `${label}: kind`);
          check(near(out[0], reference.u.toNumber(), 1), () => `${label}: u`);
          const scale = scaleOf(input);
          reference.foot.forEach((value, i) => {
            check(near(out[1 + i], value, scale, TOLERANCE), () => `${label}: foot`);
          });
          reference.closest.forEach((value, i) => {
            check(near(out[4 + i], value, scale, TOLERANCE), () => `${label}: closest`);
          });
        },
      ),
      REFERENCE_RUNS,
    );
  });

  it('before, after and on the segment: the closest point is s, t or the foot', () => {
    // u is raw (−0.5, 1.5), the foot on the line; the closest point is the end.
    expect(projectPointOnLineInto(out, -2, 1, 0, 0, 4, 0)).toBe(PROJECTION_BEFORE);
    expect([...out]).toEqual([-0.5, -2, 0, 0, 0, 0, 0]);
    expect(projectPointOnLineInto(out, 6, 1, 0, 0, 4, 0)).toBe(PROJECTION_AFTER);
    expect([...out]).toEqual([1.5, 6, 0, 0, 4, 0, 0]);
    expect(projectPointOnLine3Into(out, 1, 2, 3, 0, 0, 0, 4, 0, 0)).toBe(PROJECTION_ON_SEGMENT);
    expect([...out]).toEqual([0.25, 1, 0, 0, 1, 0, 0]);
    expect(projectPointOnLineInto(out, 1, 2, 3, -1, 3, -1)).toBe(PROJECTION_DEGENERATE);
    expect([...out]).toEqual([0, 3, -1, 0, 3, -1, 0]);
  });

  it('checked: valid input as the kernel; a non-finite coordinate is invalid-input at the origin', () => {
    const other = new Float64Array(PROJECTION_OUT_LENGTH);
    fc.assert(
      fc.property(inputs, (input) => {
        expect(projectionInto(other, input, true)).toBe(projectionInto(out, input));
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    expect(projectPointOnLineIntoChecked(out, NaN, 0, 0, 0, 1, 1)).toBe(PROJECTION_INVALID_INPUT);
    expect([...out]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(projectPointOnLine3IntoChecked(out, 0, 0, 0, 0, 0, Infinity, 1, 1, 1)).toBe(
      PROJECTION_INVALID_INPUT,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// intersectSpheres

function spheresInto(out: Float64Array, { a, b }: SpheresInput, checked = false): number {
  const run = checked ? intersectSpheresIntoChecked : intersectSpheresInto;
  const { center: c, radius: r } = a;
  const { center: d, radius: s } = b;
  return run(out, c.x, c.y, c.z, r, d.x, d.y, d.z, s);
}

/** intersectSpheresInto's layout: centre, radius, normal; NaN where there is no circle. */
function decodeSpheres(code: number, out: Float64Array): SpheresResult {
  const kind = SPHERES_KINDS[code]!;
  if (Number.isNaN(out[3]!)) return { kind };
  return { kind, center: point3Of(out, 0), radius: out[3]!, normal: point3Of(out, 4) };
}

describe('intersectSpheresInto', () => {
  const out = new Float64Array(SPHERES_OUT_LENGTH);
  const inputs = fc.oneof(
    spheresInputs(arbitraries.smallInt, fc.integer({ min: 0, max: 4 })),
    spheresInputs(snapped, fc.integer({ min: 0, max: 1024 })),
    spheresInputs(anyDouble, anyRadius),
  );

  it('is the object API bit for bit, once decoded', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const code = spheresInto(out, input);
        expectSame(decodeSpheres(code, out), intersectSpheres(input), show(input));
        const empty = code <= SPHERES_CONTAINED || code === SPHERES_COINCIDENT;
        expectClean(out, empty ? [0, 1, 2, 3, 4, 5, 6] : [], show(input));
      }),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input, expected } of spheresFixtures) {
      if (expected.kind === 'invalid-input') continue;
      expectSame(decodeSpheres(spheresInto(out, input), out), intersectSpheres(input), id);
    }
  });

  it('agrees with the exact reference on snapped input: case, circle and normal', () => {
    fc.assert(
      fc.property(spheresInputs(arbitraries.smallInt, fc.integer({ min: 0, max: 4 })), (input) => {
        const code = spheresInto(out, input);
        const reference = intersectSpheresReference(input);
        const label = show(input);
        check(SPHERES_KINDS[code] === reference.kind, () => `${label}: kind`);
        if (reference.center === undefined) return;
        const scale = scaleOf(input);
        check(near(out[3], reference.radius, scale), () => `${label}: radius`);
        reference.center.forEach((value, i) => {
          check(near(out[i], value, scale), () => `${label}: centre`);
        });
        reference.normal!.forEach((value, i) => {
          check(near(out[4 + i], value, 1), () => `${label}: normal`);
        });
      }),
      REFERENCE_RUNS,
    );
  });

  it('separate spheres leave every slot NaN; the circle of two radius-5 spheres 8 apart', () => {
    expect(intersectSpheresInto(out, 0, 0, 0, 1, 5, 0, 0, 1)).toBe(SPHERES_SEPARATE);
    expect([...out].every(Number.isNaN)).toBe(true);
    expect(intersectSpheresInto(out, 0, 0, 0, 5, 8, 0, 0, 5)).toBe(SPHERES_CIRCLE);
    expect([...out]).toEqual([4, 0, 0, 3, 1, 0, 0]);
  });

  it('checked: valid input as the kernel; NaN, ±∞ or a negative radius is invalid-input', () => {
    const other = new Float64Array(SPHERES_OUT_LENGTH);
    fc.assert(
      fc.property(inputs, (input) => {
        expect(spheresInto(other, input, true)).toBe(spheresInto(out, input));
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    expect(intersectSpheresIntoChecked(out, 0, 0, 0, -1, 1, 0, 0, 1)).toBe(SPHERES_INVALID_INPUT);
    expect([...out].every(Number.isNaN)).toBe(true);
    expect(intersectSpheresIntoChecked(out, 0, NaN, 0, 1, 1, 0, 0, 1)).toBe(SPHERES_INVALID_INPUT);
  });
});

// ---------------------------------------------------------------------------------------------
// solveQuadratic

/** solveQuadraticInto's layout: the roots ascending, NaN where there are fewer. */
function decodeQuadratic(code: number, out: Float64Array): QuadraticResult {
  const kind = QUADRATIC_KINDS[code]!;
  if (code === QUADRATIC_TWO) return { kind, roots: [out[0]!, out[1]!] };
  if (code === QUADRATIC_ONE || code === QUADRATIC_DOUBLE) return { kind, roots: [out[0]!] };
  return { kind, roots: [] };
}

const rootCount = (code: number) =>
  code === QUADRATIC_TWO ? 2 : code === QUADRATIC_ONE || code === QUADRATIC_DOUBLE ? 1 : 0;

describe('solveQuadraticInto', () => {
  const out = new Float64Array(QUADRATIC_OUT_LENGTH);
  const coefficients = fc.oneof(
    fc.tuple(arbitraries.smallInt, arbitraries.smallInt, arbitraries.smallInt),
    fc.tuple(anyDouble, anyDouble, anyDouble),
  );

  it('is the object API bit for bit, once decoded', () => {
    fc.assert(
      fc.property(coefficients, ([a, b, c]) => {
        const code = solveQuadraticInto(out, a, b, c);
        expectSame(decodeQuadratic(code, out), solveQuadratic(a, b, c), show([a, b, c]));
        const empty = [0, 1].slice(rootCount(code));
        expectClean(out, empty, show([a, b, c]));
      }),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input } of quadraticFixtures) {
      const { a, b, c } = input;
      expectSame(
        decodeQuadratic(solveQuadraticInto(out, a, b, c), out),
        solveQuadratic(a, b, c),
        id,
      );
    }
  });

  it('agrees with the exact reference: the outcome, and each root to 1e-12', () => {
    fc.assert(
      fc.property(coefficients, ([a, b, c]) => {
        const code = solveQuadraticInto(out, a, b, c);
        const reference = solveQuadraticReference(a, b, c);
        const label = show([a, b, c]);
        check(QUADRATIC_KINDS[code] === reference.kind, () => `${label}: kind`);
        reference.values.forEach((value, i) => {
          const close =
            Math.abs(value) > Number.MAX_VALUE
              ? out[i] === Math.sign(value) * Number.MAX_VALUE
              : Math.abs(out[i]! - value) <= TOLERANCE * Math.abs(value) + 2 ** -1060;
          check(close, () => `${label}: root ${i} ${out[i]} vs ${value}`);
        });
      }),
      REFERENCE_RUNS,
    );
  });

  it('the linear case writes its root in out[0] and NaN in out[1]; all and none write none', () => {
    out.fill(7);
    expect(solveQuadraticInto(out, 0, 2, -3)).toBe(QUADRATIC_ONE);
    expect([...out]).toEqual([1.5, NaN]);
    expect(solveQuadraticInto(out, 0, 0, 0)).toBe(QUADRATIC_ALL);
    expect([...out]).toEqual([NaN, NaN]);
    expect(solveQuadraticInto(out, 1, 0, 1)).toBe(QUADRATIC_NONE);
    expect([...out]).toEqual([NaN, NaN]);
  });

  it('checked: finite coefficients as the kernel; a non-finite one is invalid-input', () => {
    const other = new Float64Array(QUADRATIC_OUT_LENGTH);
    fc.assert(
      fc.property(coefficients, ([a, b, c]) => {
        expect(solveQuadraticIntoChecked(other, a, b, c)).toBe(solveQuadraticInto(out, a, b, c));
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    expect(solveQuadraticIntoChecked(out, 1, NaN, 1)).toBe(QUADRATIC_INVALID_INPUT);
    expect([...out]).toEqual([NaN, NaN]);
  });
});

// ---------------------------------------------------------------------------------------------
// timeOfImpactCirclePoint, timeOfImpactCircleSegment, timeOfImpactCircles

const toiPointInputs = (c: fc.Arbitrary<number>, r: fc.Arbitrary<number>) =>
  fc.record({ center: point2(c), radius: r, velocity: point2(c), point: point2(c) });
/** Segments, one in four of zero length (the point case with feature cap-a). */
const toiSegmentInputs = (c: fc.Arbitrary<number>, r: fc.Arbitrary<number>) =>
  fc
    .tuple(
      fc.record({ center: point2(c), radius: r, velocity: point2(c), a: point2(c), b: point2(c) }),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(([input, k]): CircleSegmentInput => (k === 0 ? { ...input, b: input.a } : input));
const movingCircle = (c: fc.Arbitrary<number>, r: fc.Arbitrary<number>) =>
  fc.record({ center: point2(c), radius: r, velocity: point2(c) });
const toiCirclesInputs = (c: fc.Arbitrary<number>, r: fc.Arbitrary<number>) =>
  fc.record({ a: movingCircle(c, r), b: movingCircle(c, r) });

function toiPointInto(out: Float64Array, input: CirclePointInput, checked = false): number {
  const run = checked ? timeOfImpactCirclePointIntoChecked : timeOfImpactCirclePointInto;
  const { center: c, radius, velocity: v, point: p } = input;
  return run(out, c.x, c.y, radius, v.x, v.y, p.x, p.y);
}

function toiSegmentInto(out: Float64Array, input: CircleSegmentInput, checked = false): number {
  const run = checked ? timeOfImpactCircleSegmentIntoChecked : timeOfImpactCircleSegmentInto;
  const { center: c, radius, velocity: v, a, b } = input;
  return run(out, c.x, c.y, radius, v.x, v.y, a.x, a.y, b.x, b.y);
}

function toiCirclesInto(out: Float64Array, { a, b }: CirclesInput, checked = false): number {
  const run = checked ? timeOfImpactCirclesIntoChecked : timeOfImpactCirclesInto;
  const { center: c, radius: r, velocity: v } = a;
  const { center: d, radius: s, velocity: w } = b;
  return run(out, c.x, c.y, r, v.x, v.y, d.x, d.y, s, w.x, w.y);
}

/** The TOI layout: t, point, normal, feature (NaN without one); every slot NaN on a miss. */
function decodeToi(code: number, out: Float64Array): TimeOfImpact {
  const kind = TOI_KINDS[code]!;
  const reason = TOI_REASONS[code];
  if (reason !== undefined) return { kind, reason };
  if (code === TOI_INVALID_INPUT) return { kind };
  const contact = { kind, t: out[0]!, point: pointOf(out, 1), normal: pointOf(out, 3) };
  return Number.isNaN(out[5]!) ? contact : { ...contact, feature: TOI_FEATURES[out[5]!]! };
}

/** The slots a TOI case leaves empty: all on a miss, the feature's for a point or two circles. */
const toiEmpty = (code: number, feature: boolean) =>
  code > TOI_PENETRATING ? [0, 1, 2, 3, 4, 5] : feature ? [] : [5];

/** The kernel against the exact reference, as time-of-impact.test.ts holds the object API. */
function expectNearReference(
  code: number,
  out: Float64Array,
  reference: ReferenceToi,
  label: string,
) {
  check(TOI_KINDS[code] === reference.kind, () => `${label}: kind`);
  check(TOI_REASONS[code] === reference.reason, () => `${label}: reason`);
  if (reference.t === undefined) return;
  check(near(out[0], reference.t, 1), () => `${label}: t`);
  check(
    near(out[1], reference.point!.x, 16) && near(out[2], reference.point!.y, 16),
    () => `${label}: point`,
  );
  check(
    near(out[3], reference.normal!.x, 1) && near(out[4], reference.normal!.y, 1),
    () => `${label}: normal`,
  );
  if (reference.feature !== undefined) {
    check(TOI_FEATURES[out[5]!] === reference.feature, () => `${label}: feature`);
  }
}

const toiRadius = fc.integer({ min: 0, max: 3 });
const toiWideRadius = fc.integer({ min: 0, max: 1024 });

describe('timeOfImpactCirclePointInto', () => {
  const out = new Float64Array(TOI_OUT_LENGTH);
  const inputs = fc.oneof(
    toiPointInputs(arbitraries.smallInt, toiRadius),
    toiPointInputs(snapped, toiWideRadius),
    toiPointInputs(anyDouble, anyRadius),
  );

  it('is the object API bit for bit, once decoded (snapped, random and extreme inputs)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const code = toiPointInto(out, input);
        expectSame(decodeToi(code, out), timeOfImpactCirclePoint(input), show(input));
        expectClean(out, toiEmpty(code, false), show(input));
      }),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input, expected } of circlePointFixtures) {
      if (expected.kind === 'invalid-input') continue;
      expectSame(decodeToi(toiPointInto(out, input), out), timeOfImpactCirclePoint(input), id);
    }
  });

  it('agrees with the exact reference on snapped input: case, t, point and normal', () => {
    fc.assert(
      fc.property(toiPointInputs(arbitraries.smallInt, toiRadius), (input) => {
        const code = toiPointInto(out, input);
        expectNearReference(code, out, referenceCirclePoint(input), show(input));
      }),
      REFERENCE_RUNS,
    );
  });

  it('a head-on hit at t = 1/2: the point itself and the normal back towards the centre', () => {
    expect(timeOfImpactCirclePointInto(out, -6, 0, 2, 8, 0, 0, 0)).toBe(TOI_HIT);
    expect([...out]).toEqual([0.5, 0, 0, -1, 0, NaN]);
  });

  it('no motion is TOI_MISS_NO_MOTION with every slot NaN, even when overlapping', () => {
    expect(timeOfImpactCirclePointInto(out, 0, 0, 2, 0, 0, 1, 0)).toBe(TOI_MISS_NO_MOTION);
    expect([...out].every(Number.isNaN)).toBe(true);
  });

  it('checked: valid input as the kernel; NaN, ±∞ or a negative radius is invalid-input', () => {
    const other = new Float64Array(TOI_OUT_LENGTH);
    fc.assert(
      fc.property(inputs, (input) => {
        expect(toiPointInto(other, input, true)).toBe(toiPointInto(out, input));
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(timeOfImpactCirclePointIntoChecked(out, 0, bad, 1, 1, 0, 2, 0)).toBe(
        TOI_INVALID_INPUT,
      );
      expect([...out].every(Number.isNaN)).toBe(true);
    }
    expect(timeOfImpactCirclePointIntoChecked(out, 0, 0, -1, 1, 0, 2, 0)).toBe(TOI_INVALID_INPUT);
    expect([...out].every(Number.isNaN)).toBe(true);
  });
});

describe('timeOfImpactCircleSegmentInto', () => {
  const out = new Float64Array(TOI_OUT_LENGTH);
  const inputs = fc.oneof(
    toiSegmentInputs(arbitraries.smallInt, toiRadius),
    toiSegmentInputs(snapped, toiWideRadius),
    toiSegmentInputs(anyDouble, anyRadius),
  );

  it('is the object API bit for bit, once decoded (snapped, random and extreme inputs)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const code = toiSegmentInto(out, input);
        expectSame(decodeToi(code, out), timeOfImpactCircleSegment(input), show(input));
        expectClean(out, toiEmpty(code, true), show(input));
      }),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input, expected } of circleSegmentFixtures) {
      if (expected.kind === 'invalid-input') continue;
      expectSame(decodeToi(toiSegmentInto(out, input), out), timeOfImpactCircleSegment(input), id);
    }
  });

  it('agrees with the exact reference on snapped input: case, t, point, normal and feature', () => {
    fc.assert(
      fc.property(toiSegmentInputs(arbitraries.smallInt, toiRadius), (input) => {
        const code = toiSegmentInto(out, input);
        expectNearReference(code, out, referenceCircleSegment(input), show(input));
      }),
      REFERENCE_RUNS,
    );
  });

  it('a circle falling onto the middle of a wall hits its side at t = 1/2', () => {
    expect(timeOfImpactCircleSegmentInto(out, 0, 4, 1, 0, -6, -2, 0, 2, 0)).toBe(TOI_HIT);
    expect([...out]).toEqual([0.5, 0, 0, 0, 1, TOI_FEATURE_SIDE]);
  });

  it('a zero-length segment is the point case with feature cap-a', () => {
    expect(timeOfImpactCircleSegmentInto(out, -6, 0, 2, 8, 0, 0, 0, 0, 0)).toBe(TOI_HIT);
    expect([...out]).toEqual([0.5, 0, 0, -1, 0, TOI_FEATURE_CAP_A]);
    expect(timeOfImpactCircleSegmentInto(out, -6, 0, 2, 0, 8, 0, 0, 0, 0)).toBe(
      TOI_MISS_NO_CONTACT,
    );
    expect([...out].every(Number.isNaN)).toBe(true);
  });

  it('checked: valid input as the kernel; NaN, ±∞ or a negative radius is invalid-input', () => {
    const other = new Float64Array(TOI_OUT_LENGTH);
    fc.assert(
      fc.property(inputs, (input) => {
        expect(toiSegmentInto(other, input, true)).toBe(toiSegmentInto(out, input));
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(timeOfImpactCircleSegmentIntoChecked(out, 0, 4, 1, 0, -6, -2, 0, bad, 0)).toBe(
        TOI_INVALID_INPUT,
      );
      expect([...out].every(Number.isNaN)).toBe(true);
    }
    expect(timeOfImpactCircleSegmentIntoChecked(out, 0, 4, -1, 0, -6, -2, 0, 2, 0)).toBe(
      TOI_INVALID_INPUT,
    );
  });
});

describe('timeOfImpactCirclesInto', () => {
  const out = new Float64Array(TOI_OUT_LENGTH);
  const inputs = fc.oneof(
    toiCirclesInputs(arbitraries.smallInt, toiRadius),
    toiCirclesInputs(snapped, toiWideRadius),
    toiCirclesInputs(anyDouble, anyRadius),
  );

  it('is the object API bit for bit, once decoded (snapped, random and extreme inputs)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const code = toiCirclesInto(out, input);
        expectSame(decodeToi(code, out), timeOfImpactCircles(input), show(input));
        expectClean(out, toiEmpty(code, false), show(input));
      }),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input, expected } of circlesFixtures) {
      if (expected.kind === 'invalid-input') continue;
      expectSame(decodeToi(toiCirclesInto(out, input), out), timeOfImpactCircles(input), id);
    }
  });

  it('agrees with the exact reference on snapped input: case, t, point and normal', () => {
    fc.assert(
      fc.property(toiCirclesInputs(arbitraries.smallInt, toiRadius), (input) => {
        const code = toiCirclesInto(out, input);
        expectNearReference(code, out, referenceCircles(input), show(input));
      }),
      REFERENCE_RUNS,
    );
  });

  it("two circles closing head-on touch at t = 1/2 on b's circle, where it then is", () => {
    expect(timeOfImpactCirclesInto(out, -3, 0, 1, 4, 0, 3, 0, 1, -4, 0)).toBe(TOI_HIT);
    expect([...out]).toEqual([0.5, 0, 0, -1, 0, NaN]);
  });

  it('overlapping and approaching is TOI_PENETRATING at t = 0', () => {
    expect(timeOfImpactCirclesInto(out, 0, 0, 2, 1, 0, 1, 0, 2, 0, 0)).toBe(TOI_PENETRATING);
    expect(out[0]).toBe(0);
  });

  it('checked: valid input as the kernel; NaN, ±∞ or a negative radius is invalid-input', () => {
    const other = new Float64Array(TOI_OUT_LENGTH);
    fc.assert(
      fc.property(inputs, (input) => {
        expect(toiCirclesInto(other, input, true)).toBe(toiCirclesInto(out, input));
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(timeOfImpactCirclesIntoChecked(out, -3, 0, 1, 4, 0, 3, 0, 1, -4, bad)).toBe(
        TOI_INVALID_INPUT,
      );
      expect([...out].every(Number.isNaN)).toBe(true);
    }
    expect(timeOfImpactCirclesIntoChecked(out, -3, 0, 1, 4, 0, 3, 0, -1, -4, 0)).toBe(
      TOI_INVALID_INPUT,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// sweepSegmentPoint

const sweepInputs = (c: fc.Arbitrary<number>): fc.Arbitrary<SweepInput> =>
  fc.record({
    p0: point2(c),
    p1: point2(c),
    q0: point2(c),
    q1: point2(c),
    c0: point2(c),
    c1: point2(c),
  });

function sweepInto(out: Float64Array, input: SweepInput, checked = false): number {
  const run = checked ? sweepSegmentPointIntoChecked : sweepSegmentPointInto;
  const { p0, p1, q0, q1, c0, c1 } = input;
  return run(out, p0.x, p0.y, p1.x, p1.y, q0.x, q0.y, q1.x, q1.y, c0.x, c0.y, c1.x, c1.y);
}

/** What sweepSegmentPointInto answers: the case, the hits, the first interval and the count. */
type SweepCore = {
  kind: string;
  reason?: string;
  hits: SweepResult['hits'];
  firstInterval?: SweepResult['intervals'][number];
  intervals: number;
};

/** The object API's answer restricted to what the buffer holds (no coefficients). */
function coreOf(result: SweepResult): SweepCore {
  const { kind, reason, hits, intervals } = result;
  return {
    kind,
    ...(reason === undefined ? {} : { reason }),
    hits,
    ...(intervals.length > 0 ? { firstInterval: intervals[0] } : {}),
    intervals: intervals.length,
  };
}

const hitOf = (out: Float64Array, slot: number) => ({
  t: out[slot]!,
  s: out[slot + 1]!,
  tangent: (out[slot + 2]! & SWEEP_TANGENT) !== 0,
  degenerate: (out[slot + 2]! & SWEEP_DEGENERATE) !== 0,
});

/** The sweep layout: hits (t, s, flags) ×2 and a count, or the first interval and the count. */
function decodeSweep(code: number, out: Float64Array): SweepCore {
  const kind = SWEEP_KINDS[code]!;
  const reason = SWEEP_REASONS[code];
  if (code === SWEEP_HIT) {
    const hits = out[6] === 2 ? [hitOf(out, 0), hitOf(out, 3)] : [hitOf(out, 0)];
    return { kind, hits, intervals: 0 };
  }
  if (code === SWEEP_CONTACT) {
    return { kind, hits: [], firstInterval: { t0: out[0]!, t1: out[1]! }, intervals: out[6]! };
  }
  return { kind, ...(reason === undefined ? {} : { reason }), hits: [], intervals: 0 };
}

/** The slots a sweep case leaves empty. */
const sweepEmpty = (code: number, out: Float64Array) =>
  code === SWEEP_HIT
    ? out[6] === 2
      ? []
      : [3, 4, 5]
    : code === SWEEP_CONTACT
      ? [2, 3, 4, 5]
      : [0, 1, 2, 3, 4, 5, 6];

describe('sweepSegmentPointInto', () => {
  const out = new Float64Array(SWEEP_OUT_LENGTH);
  /** Half on the small grid, where tangent, collapsing and identically-zero cases are common. */
  const inputs = fc.oneof(
    sweepInputs(arbitraries.smallInt),
    sweepInputs(snapped),
    sweepInputs(anyDouble),
  );

  it('is the object API bit for bit, once decoded (snapped, random and extreme inputs)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const code = sweepInto(out, input);
        expectSame(decodeSweep(code, out), coreOf(sweepSegmentPoint(input)), show(input));
        expectClean(out, sweepEmpty(code, out), show(input));
      }),
      SAME_RUNS,
    );
  });

  it('gives every fixture its expected case through the buffer', () => {
    for (const { id, input, expected } of sweepSegmentPointFixtures) {
      if (expected.kind === 'invalid-input') continue;
      expectSame(decodeSweep(sweepInto(out, input), out), coreOf(sweepSegmentPoint(input)), id);
    }
  });

  it('agrees with the exact reference on snapped input: case, hits with their flags', () => {
    fc.assert(
      fc.property(sweepInputs(arbitraries.smallInt), (input) => {
        const code = sweepInto(out, input);
        const reference = sweepSegmentPointReference(input);
        const label = show(input);
        check(SWEEP_KINDS[code] === reference.kind, () => `${label}: kind`);
        check(SWEEP_REASONS[code] === reference.reason, () => `${label}: reason`);
        if (code === SWEEP_CONTACT) {
          check(out[6] === reference.intervals.length, () => `${label}: interval count`);
          check(near(out[0], reference.intervals[0]!.t0, 1), () => `${label}: t0`);
          check(near(out[1], reference.intervals[0]!.t1, 1), () => `${label}: t1`);
        }
        if (code !== SWEEP_HIT) return;
        check(out[6] === reference.hits.length, () => `${label}: hit count`);
        reference.hits.forEach((hit, i) => {
          const got = hitOf(out, 3 * i);
          check(near(got.t, hit.t, 1) && near(got.s, hit.s, 1), () => `${label}: hit ${i}`);
          check(got.tangent === hit.tangent, () => `${label}: hit ${i} tangent`);
          check(got.degenerate === hit.degenerate, () => `${label}: hit ${i} degenerate`);
        });
      }),
      REFERENCE_RUNS,
    );
  });

  it('a point falling through a wall: one hit, t = 1/2, s = 2/3, no flags, the rest NaN', () => {
    expect(sweepSegmentPointInto(out, -3, 0, -3, 0, 3, 0, 3, 0, 1, 2, 1, -2)).toBe(SWEEP_HIT);
    // s from the nearer end, Q: 1 − 1/3 (one rounding), not 2/3.
    expect([...out]).toEqual([0.5, 1 - 1 / 3, 0, NaN, NaN, NaN, 1]);
  });

  it("a point on the segment's line for the whole step: contact, the first interval, the count", () => {
    // The point rides along the resting wall from x = −1 to x = 1: on it all along.
    expect(sweepSegmentPointInto(out, -3, 0, -3, 0, 3, 0, 3, 0, -1, 0, 1, 0)).toBe(SWEEP_CONTACT);
    expect([...out]).toEqual([0, 1, NaN, NaN, NaN, NaN, 1]);
    // Beyond the wall's end all along: collinear-apart, every slot NaN.
    expect(sweepSegmentPointInto(out, -3, 0, -3, 0, 3, 0, 3, 0, 4, 0, 5, 0)).toBe(
      SWEEP_MISS_COLLINEAR_APART,
    );
    expect([...out].every(Number.isNaN)).toBe(true);
  });

  it('a point moving parallel to a resting wall, beside it: no real roots, every slot NaN', () => {
    expect(sweepSegmentPointInto(out, -3, 0, -3, 0, 3, 0, 3, 0, -1, 1, 1, 1)).toBe(
      SWEEP_MISS_NO_REAL_ROOTS,
    );
    expect([...out].every(Number.isNaN)).toBe(true);
  });

  it('checked: valid input as the kernel; NaN or ±∞ is invalid-input with every slot NaN', () => {
    const other = new Float64Array(SWEEP_OUT_LENGTH);
    fc.assert(
      fc.property(inputs, (input) => {
        expect(sweepInto(other, input, true)).toBe(sweepInto(out, input));
        expect(show([...other])).toBe(show([...out]));
      }),
      { numRuns: 500 },
    );
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(sweepSegmentPointIntoChecked(out, -3, 0, -3, 0, 3, 0, 3, 0, 1, 2, 1, bad)).toBe(
        SWEEP_INVALID_INPUT,
      );
      expect([...out].every(Number.isNaN)).toBe(true);
    }
  });
});
