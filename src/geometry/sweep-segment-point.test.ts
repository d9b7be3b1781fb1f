import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
// The figures' case label (`data-case`), defined once in the kit: pinned here on the sweep's cases.
import { caseIdOf } from '../kit/figure/model';
import {
  cutDirection,
  sweepSegmentPoint,
  sweepSegmentPointRoots,
  sweepStateAt,
  type SweepInput,
  type SweepResult,
} from './sweep-segment-point';
import { sweepSegmentPointFixtures } from './sweep-segment-point.fixtures';
import {
  sweepSegmentPointReference,
  type SweepReference,
} from './testing/sweep-segment-point.reference';
import { sweepVectors } from './testing/vectors/sweep-segment-point.vectors';
import { solveQuadraticNaive } from './quadratic';
import type { Vec2 } from './vec2';
import { TOLERANCE, expectCleanNumbers, expectSameAfterMove, show } from './testing/expect';
import {
  fullRange as fullRangeOf,
  smallGrid as smallGridOf,
  tinyFarFromOrigin,
} from './testing/arbitraries';

const KEYS = ['p0', 'p1', 'q0', 'q1', 'c0', 'c1'] as const;

/** Same case, flags and counts exactly; t, s and interval ends within the tolerance. */
function expectSameCase(
  actual: SweepResult,
  expected: Omit<SweepResult, 'coefficients'>,
  message: string,
) {
  expect(actual.kind, message).toBe(expected.kind);
  expect(actual.reason, message).toBe(expected.reason);
  expect(actual.hits.length, message).toBe(expected.hits.length);
  actual.hits.forEach((hit, i) => {
    const want = expected.hits[i]!;
    expect(hit.tangent, `${message}: hit ${i} tangent`).toBe(want.tangent);
    expect(hit.degenerate, `${message}: hit ${i} degenerate`).toBe(want.degenerate);
    expect(
      Math.abs(hit.t - want.t),
      `${message}: hit ${i} t ${hit.t} vs ${want.t}`,
    ).toBeLessThanOrEqual(TOLERANCE);
    expect(
      Math.abs(hit.s - want.s),
      `${message}: hit ${i} s ${hit.s} vs ${want.s}`,
    ).toBeLessThanOrEqual(TOLERANCE);
  });
  expect(actual.intervals.length, message).toBe(expected.intervals.length);
  actual.intervals.forEach((interval, i) => {
    const want = expected.intervals[i]!;
    expect(Math.abs(interval.t0 - want.t0), `${message}: interval ${i} t0`).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(Math.abs(interval.t1 - want.t1), `${message}: interval ${i} t1`).toBeLessThanOrEqual(
      TOLERANCE,
    );
  });
}

/** The result's structural invariants: hits ordered, s and t in [0, 1], flags consistent. */
function expectWellFormed(result: SweepResult, message: string) {
  expectCleanNumbers(result, message);
  expect((result.kind === 'miss') === (result.reason !== undefined), message).toBe(true);
  expect(result.hits.length > 0, message).toBe(result.kind === 'hit');
  expect(result.intervals.length > 0, message).toBe(result.kind === 'contact');
  result.hits.forEach((hit, i) => {
    for (const value of [hit.t, hit.s]) expect(value >= 0 && value <= 1, message).toBe(true);
    // Distinct roots closer than the double spacing may round to one t: ordered, not strictly.
    if (i > 0) expect(hit.t >= result.hits[i - 1]!.t, `${message}: hits ordered by t`).toBe(true);
    if (hit.degenerate)
      expect(hit.tangent && hit.s === 0, `${message}: degenerate ⇒ tangent, s = 0`).toBe(true);
  });
  result.intervals.forEach((interval, i) => {
    expect(0 <= interval.t0 && interval.t0 <= interval.t1 && interval.t1 <= 1, message).toBe(true);
    if (i > 0)
      expect(interval.t0 >= result.intervals[i - 1]!.t1, `${message}: disjoint`).toBe(true);
  });
}

function compareWithReference(input: SweepInput) {
  const message = show(input);
  const result = sweepSegmentPoint(input);
  const reference: SweepReference = sweepSegmentPointReference(input);
  expectSameCase(result, reference, `${message} → ${show(result)}`);
  expectWellFormed(result, message);
  // Snapped inputs: the coefficients are exact integers (times the grid's power of two).
  expect(result.coefficients.a, message).toBe(reference.coefficients.a.toNumber() + 0);
  expect(result.coefficients.b, message).toBe(reference.coefficients.b.toNumber() + 0);
  expect(result.coefficients.c, message).toBe(reference.coefficients.c.toNumber() + 0);
}

const vec = (coordinate: fc.Arbitrary<number>) => fc.record({ x: coordinate, y: coordinate });
const inputFrom = (coordinate: fc.Arbitrary<number>): fc.Arbitrary<SweepInput> =>
  fc.record({
    p0: vec(coordinate),
    p1: vec(coordinate),
    q0: vec(coordinate),
    q1: vec(coordinate),
    c0: vec(coordinate),
    c1: vec(coordinate),
  });
/** A small grid, where collinear, tangent, collapsing and endpoint cases are common. */
const smallGrid = smallGridOf(inputFrom);
/** Inputs biased towards degeneracy: shared points, static pieces, a point on the segment. */
const degenerateGrid = fc
  .tuple(smallGrid, fc.integer({ min: 0, max: 7 }))
  .map(([input, pattern]): SweepInput => {
    switch (pattern) {
      case 0:
        return { ...input, c1: input.c0 }; // static point
      case 1:
        return { ...input, p1: input.p0, q1: input.q0 }; // static segment
      case 2:
        return { ...input, q0: input.p0 }; // starts collapsed
      case 3:
        return { ...input, c0: input.p0 }; // point starts on an endpoint
      case 4: {
        // Everything on the x axis: identically zero.
        const flat = (v: Vec2) => ({ x: v.x, y: 0 });
        return {
          p0: flat(input.p0),
          p1: flat(input.p1),
          q0: flat(input.q0),
          q1: flat(input.q1),
          c0: flat(input.c0),
          c1: flat(input.c1),
        };
      }
      case 5:
        return { ...input, q1: input.p1 }; // ends collapsed
      default:
        return input;
    }
  });
/** Integers in [−1024, 1024], all scaled by one power of two (a snapping grid). */
const fullRange = fullRangeOf(inputFrom, 30);

function mapPoints(input: SweepInput, f: (v: Vec2) => Vec2): SweepInput {
  return {
    p0: f(input.p0),
    p1: f(input.p1),
    q0: f(input.q0),
    q1: f(input.q1),
    c0: f(input.c0),
    c1: f(input.c1),
  };
}

describe('sweepSegmentPoint: fixtures (the figure presets)', () => {
  for (const fixture of sweepSegmentPointFixtures) {
    it(`${fixture.id}: ${fixture.name}`, () => {
      const result = sweepSegmentPoint(fixture.input);
      const message = `${fixture.id} ${show(fixture.input)} → ${show(result)}`;
      expectSameCase(result, fixture.expected, message);
      expect(result.coefficients, message).toEqual(fixture.expected.coefficients);
      expectWellFormed(result, message);
      compareWithReference(fixture.input);
    });
  }

  it('the presets cover every kind, reason and flag of the spec', () => {
    const results = sweepSegmentPointFixtures.map((fixture) => fixture.expected);
    const labels = new Set(results.map(caseIdOf));
    for (const label of [
      'hit',
      'contact',
      'miss:no-real-roots',
      'miss:outside-step',
      'miss:outside-segment',
      'miss:collinear-apart',
    ]) {
      expect(labels.has(label), label).toBe(true);
    }
    const hits = results.flatMap((result) => result.hits);
    expect(hits.some((hit) => hit.tangent && !hit.degenerate)).toBe(true);
    expect(hits.some((hit) => hit.degenerate)).toBe(true);
    expect(results.some((result) => result.hits.length === 2)).toBe(true);
    expect(results.some((result) => result.intervals.length > 1)).toBe(true);
    expect(
      results.some((result) => result.intervals.some((interval) => interval.t0 === interval.t1)),
    ).toBe(true);
    const ids = sweepSegmentPointFixtures.map((fixture) => fixture.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('the presets stay on the figure grid: small integers in [−8, 8]', () => {
    for (const fixture of sweepSegmentPointFixtures) {
      for (const key of KEYS) {
        for (const value of [fixture.input[key].x, fixture.input[key].y]) {
          expect(Number.isInteger(value) && Math.abs(value) <= 8, fixture.id).toBe(true);
        }
      }
    }
  });
});

describe('sweepSegmentPoint: public test vectors (the source’s own unit tests)', () => {
  for (const vector of sweepVectors) {
    it(vector.label, () => {
      const result = sweepSegmentPoint(vector.input);
      const message = `${vector.label} → ${show(result)} ${vector.convention ?? ''}`;
      expect(result.kind, message).toBe(vector.expected.kind);
      if (typeof vector.expected.hits === 'number') {
        expect(result.hits.length, message).toBe(vector.expected.hits);
      } else {
        expect(result.hits.length, message).toBe(vector.expected.hits.length);
        result.hits.forEach((hit, i) => {
          // The source asserts to 1e-4; ours are exact here.
          expect(hit.t, message).toBeCloseTo(
            vector.expected.hits instanceof Array ? vector.expected.hits[i]!.t : 0,
            12,
          );
          expect(hit.s, message).toBeCloseTo(
            vector.expected.hits instanceof Array ? vector.expected.hits[i]!.s : 0,
            12,
          );
        });
      }
      if (vector.expected.intervals)
        expect(result.intervals, message).toEqual(vector.expected.intervals);
    });
  }
});

describe('sweepSegmentPoint: properties against the exact reference', () => {
  it('small grid [−4, 4], biased towards degenerate motions', () => {
    fc.assert(fc.property(degenerateGrid, compareWithReference), { numRuns: 10_000 });
  });

  it('full range: integers in [−1024, 1024] times a power of two', () => {
    fc.assert(fc.property(fullRange, compareWithReference), { numRuns: 10_000 });
  });
});

// ---------------------------------------------------------------------------------------------
// Invariants

/** The case, flags and counts must be equal; numbers must map as stated. */
function expectMapped(
  original: SweepResult,
  mapped: SweepResult,
  mapHit: (hit: { t: number; s: number }) => { t: number; s: number },
  mapTime: (t: number) => number,
  message: string,
) {
  const hits = original.hits.map((hit) => ({ ...hit, ...mapHit(hit) })).sort((x, y) => x.t - y.t);
  const intervals = original.intervals
    .map((interval) => {
      const [a, b] = [mapTime(interval.t0), mapTime(interval.t1)];
      return { t0: Math.min(a, b), t1: Math.max(a, b) };
    })
    .sort((x, y) => x.t0 - y.t0);
  expectSameCase(
    mapped,
    {
      kind: original.kind,
      ...(original.reason ? { reason: original.reason } : {}),
      hits,
      intervals,
    },
    message,
  );
}

const identityHit = (hit: { t: number; s: number }) => hit;
const identityTime = (t: number) => t;

describe('sweepSegmentPoint: invariants', () => {
  const runs = { numRuns: 2_000 };

  it('integer translation changes nothing', () => {
    fc.assert(
      fc.property(
        degenerateGrid,
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (input, dx, dy) => {
          const moved = mapPoints(input, (v) => ({ x: v.x + dx, y: v.y + dy }));
          expectMapped(
            sweepSegmentPoint(input),
            sweepSegmentPoint(moved),
            identityHit,
            identityTime,
            show(input),
          );
        },
      ),
      runs,
    );
  });

  it('rotation by 90° changes nothing but the polynomial’s sign conventions', () => {
    fc.assert(
      fc.property(degenerateGrid, (input) => {
        const turned = mapPoints(input, (v) => ({ x: -v.y, y: v.x }));
        const original = sweepSegmentPoint(input);
        const rotated = sweepSegmentPoint(turned);
        expectMapped(original, rotated, identityHit, identityTime, show(input));
        expect(rotated.coefficients).toEqual(original.coefficients); // cross products are rotation-invariant
      }),
      runs,
    );
  });

  it('scaling by 2^k changes nothing (also far beyond the snapped range)', () => {
    fc.assert(
      fc.property(degenerateGrid, fc.integer({ min: -1000, max: 1000 }), (input, k) => {
        const scaled = mapPoints(input, (v) => ({ x: v.x * 2 ** k, y: v.y * 2 ** k }));
        const result = sweepSegmentPoint(scaled);
        expectMapped(
          sweepSegmentPoint(input),
          result,
          identityHit,
          identityTime,
          `${show(input)} × 2^${k}`,
        );
        expectCleanNumbers(result, `× 2^${k}`);
      }),
      runs,
    );
  });

  it('mirroring changes nothing but the sign of the polynomial', () => {
    fc.assert(
      fc.property(degenerateGrid, (input) => {
        const mirrored = mapPoints(input, (v) => ({ x: -v.x, y: v.y }));
        const original = sweepSegmentPoint(input);
        const result = sweepSegmentPoint(mirrored);
        expectMapped(original, result, identityHit, identityTime, show(input));
        const negate = (value: number) => (value === 0 ? 0 : -value);
        expect(result.coefficients).toEqual({
          a: negate(original.coefficients.a),
          b: negate(original.coefficients.b),
          c: negate(original.coefficients.c),
        });
      }),
      runs,
    );
  });

  it('swapping P and Q maps s → 1 − s', () => {
    fc.assert(
      fc.property(degenerateGrid, (input) => {
        const swapped = { ...input, p0: input.q0, p1: input.q1, q0: input.p0, q1: input.p1 };
        const original = sweepSegmentPoint(input);
        // A collapsed segment reports s = 0 whichever endpoint is called P.
        const mapHit = (hit: { t: number; s: number; degenerate?: boolean }) =>
          hit.degenerate ? hit : { t: hit.t, s: 1 - hit.s };
        expectMapped(original, sweepSegmentPoint(swapped), mapHit, identityTime, show(input));
      }),
      runs,
    );
  });

  it('reversing time (swapping start and end of every motion) maps t → 1 − t', () => {
    fc.assert(
      fc.property(degenerateGrid, (input) => {
        const reversed = {
          p0: input.p1,
          p1: input.p0,
          q0: input.q1,
          q1: input.q0,
          c0: input.c1,
          c1: input.c0,
        };
        const mapHit = (hit: { t: number; s: number }) => ({ t: 1 - hit.t, s: hit.s });
        expectMapped(
          sweepSegmentPoint(input),
          sweepSegmentPoint(reversed),
          mapHit,
          (t) => 1 - t,
          show(input),
        );
      }),
      runs,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Regressions: the source's slips and blind spots

/**
 * The source's algorithm as published, in our words: roots of the cross-product quadratic by a
 * plain float solver (an all-zero polynomial yields the root 0), kept when t ∈ [0, 1], then
 * s = dot/dot, kept when s ∈ [0, 1] — a collapsed segment makes s NaN, which fails the check.
 */
function sourceSweeps(input: SweepInput, slippedSign = false): { t: number; s: number }[] {
  const sub = (a: Vec2, b: Vec2) => ({ x: a.x - b.x, y: a.y - b.y });
  const cross = (a: Vec2, b: Vec2) => a.x * b.y - a.y * b.x;
  const dot = (a: Vec2, b: Vec2) => a.x * b.x + a.y * b.y;
  const pd = sub(sub(input.p1, input.p0), sub(input.c1, input.c0));
  const qd = sub(sub(input.q1, input.q0), sub(input.c1, input.c0));
  const a = sub(input.c0, input.p0);
  const b = { x: -pd.x, y: -pd.y };
  const c = sub(input.q0, input.p0);
  const d = slippedSign ? { x: -(qd.x - pd.x), y: -(qd.y - pd.y) } : sub(qd, pd);
  const solved = solveQuadraticNaive(cross(b, d), cross(a, d) + cross(b, c), cross(a, c));
  const roots = solved.kind === 'all' ? [0] : solved.roots;
  return roots
    .filter((t) => t >= 0 && t <= 1)
    .map((t) => {
      const u = { x: a.x + t * b.x, y: a.y + t * b.y };
      const w = { x: c.x + t * (qd.x - pd.x), y: c.y + t * (qd.y - pd.y) };
      return { t, s: dot(u, w) / dot(w, w) };
    })
    .filter(({ s }) => s >= 0 && s <= 1);
}

const fixture = (id: string) => sweepSegmentPointFixtures.find((candidate) => candidate.id === id)!;

describe('sweepSegmentPoint: regressions', () => {
  it('the source’s sign slip in the expansion: d = qd − pd, not −(qd − pd)', () => {
    // Raise, swept twice: the point is on the segment's line at t = 1/4 and t = 1/2.
    const { input } = fixture('raise-two-hits');
    const onLine = (t: number) => {
      const state = sweepStateAt(input, t)!;
      return (
        (state.c.x - state.p.x) * (state.q.y - state.p.y) -
        (state.c.y - state.p.y) * (state.q.x - state.p.x)
      );
    };
    const ours = sweepSegmentPoint(input);
    expect(ours.coefficients).toEqual({ a: -64, b: 48, c: -8 });
    for (const t of [0, 0.25, 0.5, 0.75, 1]) {
      const { a, b, c } = ours.coefficients;
      expect(a * t * t + b * t + c, `our polynomial is cross(C − P, Q − P) at t = ${t}`).toBe(
        onLine(t),
      );
    }
    expect(ours.hits.map((hit) => hit.t)).toEqual([0.25, 0.5]);
    // The slipped line writes d = −(qd − pd) = (−8, −8) instead of (8, 8); with a = C − p0 = (2, −6),
    // b = −pd = (0, 8), c = q0 − p0 = (2, −10) its polynomial is 64t² − 80t − 8 — not the cross
    // product: at t = 1/4, where the point is on the line, it is −24, not 0, and its roots
    // (5 ± √33)/8 ≈ −0.09, 1.34 lie outside the step, so the slip loses both sweeps.
    const slipped = (t: number) => 64 * t * t - 80 * t - 8;
    expect(onLine(0.25)).toBe(0);
    expect(slipped(0.25)).toBe(-24);
    expect(sourceSweeps(input, true)).toEqual([]);
    expect(sourceSweeps(input, false).map((hit) => hit.t)).toEqual([0.25, 0.5]); // the code is right
  });

  it('the missed identically-zero "Sideways" case: contact, not nothing', () => {
    const { input } = fixture('sideways');
    expect(sourceSweeps(input)).toEqual([]); // root 0 of the zero polynomial, where s = 3/2
    const result = sweepSegmentPoint(input);
    expect(result.kind).toBe('contact');
    expect(result.intervals).toEqual([{ t0: 0.5, t1: 1 }]);
    expect(result.coefficients).toEqual({ a: 0, b: 0, c: 0 });
    expect(result.hits).toEqual([]);
  });

  it('the segment collapsing to a point: the source’s s is NaN and misses; ours is a degenerate hit', () => {
    const { input } = fixture('collapse-hit');
    expect(sourceSweeps(input)).toEqual([]);
    const result = sweepSegmentPoint(input);
    expect(result).toEqual({
      kind: 'hit',
      hits: [{ t: 0.5, s: 0, tangent: true, degenerate: true }],
      intervals: [],
      coefficients: { a: -32, b: 32, c: -8 },
    });
    // Collapsing beside the point is an ordinary root that misses.
    expect(sweepSegmentPoint(fixture('collapse-away').input)).toMatchObject({
      kind: 'miss',
      reason: 'outside-segment',
    });
  });

  it('arbitrary bit patterns whose rescaled coefficients are near 2^-520: t from the exact A, B, C', () => {
    // Found by the differential (scripts/differential/sweep.ts, seeds 0x5eed0009 and 7): the float
    // D = b² − 4ac was subnormal, kept a few digits and passed the root accuracy test, so t was
    // off by 4e-10 to 3e-4. The exact t and s: the BigInt reference on the motion as the code
    // forms it (rounded differences; no coordinate sum beyond 2^1020, so no prescale).
    const found: [SweepInput, number, number][] = [
      [
        {
          p0: { x: 1.7510698852564052e-275, y: -1.414792279617153e58 },
          p1: { x: -1.5151140968026564e-58, y: -2.2726751104781513e285 },
          q0: { x: -1591995074.02052, y: 2.2568960387942944e279 },
          q1: { x: 1.4558581251678694e128, y: -2.1617349096592238e262 },
          c0: { x: 4.2687374979812736e127, y: -35754455424704660000 },
          c1: { x: 1.0144776373437088e78, y: 4.617131189017651e-166 },
        },
        0.22673163046911832,
        0.9999966131897746,
      ],
      [
        {
          p0: { x: 387602565876143360, y: 7.96383241816606e150 },
          p1: { x: -1.484932755239922e68, y: 1.0753319597250747e269 },
          q0: { x: 9.85477479735863e-95, y: -2.44134581276702e176 },
          q1: { x: 1.5651028039923177e-63, y: 1.0418495918608231e-208 },
          c0: { x: 4.113273370810599e111, y: 7.658354993588112e200 },
          c1: { x: 0, y: 1.6680052117986303e-158 },
        },
        1,
        1,
      ],
      [
        {
          p0: { x: -5.617275726240816e-232, y: 1.3200117899365398e-58 },
          p1: { x: -6.270171454347239e78, y: -3.407139576154488e-297 },
          q0: { x: 9.551547363195375e48, y: 8.28851739474323e-203 },
          q1: { x: 3.221910357567264e248, y: -4.752222461317583e-59 },
          c0: { x: -9.277141217006142e92, y: -5.571991868788722e87 },
          c1: { x: -22403561981.9664, y: -1.3666069791491384e-139 },
        },
        1,
        1.940703534513075e-170,
      ],
      [
        {
          p0: { x: -2.8144084338297894e-14, y: 7.145427540757499e56 },
          p1: { x: 1.1563545577196072e-107, y: 6.374439981437645e165 },
          q0: { x: -2.402944004076238e70, y: -6.546215287937299e198 },
          q1: { x: 2.901485903756955e65, y: -1.9156720103431488e-12 },
          c0: { x: -2.042796005131113e-231, y: 2.29660683438805e-289 },
          c1: { x: 9.375170609395572e-105, y: -5.4939944800088e62 },
        },
        0.9999879254328663,
        8.064453422377626e-29,
      ],
      [
        {
          p0: { x: -5.906498588264586e-134, y: -3.8424782511794747e-265 },
          p1: { x: -1.70604468829059e130, y: -2.8787541553316513e-303 },
          q0: { x: 7.229212117988226e120, y: 6.494062930939571e218 },
          q1: { x: 1.84604962741258e-308, y: 1.1534122398747858e106 },
          c0: { x: 1.4796967825200525e57, y: 4.3134479906633095e289 },
          c1: { x: -1.4026231449440897e-171, y: -5.187478341275175e288 },
        },
        0.8926475968821125,
        0.9999999999490397,
      ],
    ];
    for (const [input, t, s] of found) {
      const { kind, hits } = sweepSegmentPoint(input);
      expect(kind, show(input)).toBe('hit');
      expect(hits.length, show(input)).toBe(1);
      const [hit] = hits;
      expect(hit!.tangent || hit!.degenerate, show(input)).toBe(false);
      expect(Math.abs(hit!.t - t), `t ${hit!.t}, exact ${t}`).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(hit!.s - s), `s ${hit!.s}, exact ${s}`).toBeLessThanOrEqual(TOLERANCE);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Totality and helpers

describe('sweepSegmentPoint: totality', () => {
  const base = fixture('simple').input;
  const invalid: SweepResult = {
    kind: 'invalid-input',
    hits: [],
    intervals: [],
    coefficients: { a: 0, b: 0, c: 0 },
  };

  it('NaN or ±Infinity in any coordinate gives invalid-input, never a throw', () => {
    for (const key of KEYS) {
      for (const axis of ['x', 'y'] as const) {
        for (const bad of [Number.NaN, Infinity, -Infinity]) {
          const input = { ...base, [key]: { ...base[key], [axis]: bad } };
          expect(sweepSegmentPoint(input), `${key}.${axis} = ${bad}`).toEqual(invalid);
          expect(sweepStateAt(input, 0.5)).toBeNull();
          expect(cutDirection(input, 0.5)).toBeNull();
        }
      }
    }
  });

  it('missing fields, wrong types and non-objects give invalid-input', () => {
    const untyped = sweepSegmentPoint as (input: unknown) => SweepResult;
    const { c1: _dropped, ...missing } = base;
    for (const input of [
      missing,
      { ...base, p0: null },
      { ...base, q1: { x: '1', y: 2 } },
      { ...base, c0: { x: 1 } },
      null,
      undefined,
      42,
      'p0',
      [],
    ]) {
      expect(untyped(input), show(input)).toEqual(invalid);
    }
  });

  it('never NaN, ±Infinity or −0 — on the grid, on huge and tiny inputs, and on arbitrary doubles', () => {
    const anyFinite = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(degenerateGrid, (input) =>
        expectWellFormed(sweepSegmentPoint(input), show(input)),
      ),
      { numRuns: 2_000 },
    );
    // Arbitrary doubles (subnormal, huge, mixed) mostly take the BigInt path on long numbers.
    fc.assert(
      fc.property(inputFrom(anyFinite), (input) =>
        expectWellFormed(sweepSegmentPoint(input), show(input)),
      ),
      { numRuns: 1_000 },
    );
    const huge = mapPoints(fixture('raise-two-hits').input, (v) => ({
      x: v.x * 2 ** 1000,
      y: v.y * 2 ** 1000,
    }));
    const result = sweepSegmentPoint(huge);
    expect(result.hits.map((hit) => hit.t)).toEqual([0.25, 0.5]);
    expect(result.coefficients.a).toBe(-Number.MAX_VALUE); // −64·2^2000 saturates
  });

  it('arbitrary (non-snapped) doubles: every reported hit puts C on the segment at (t, s)', () => {
    const coordinate = fc.double({ min: -100, max: 100, noNaN: true });
    fc.assert(
      fc.property(inputFrom(coordinate), (input) => {
        const result = sweepSegmentPoint(input);
        for (const hit of result.hits) {
          const state = sweepStateAt(input, hit.t)!;
          const on = {
            x: state.p.x + hit.s * (state.q.x - state.p.x),
            y: state.p.y + hit.s * (state.q.y - state.p.y),
          };
          expect(Math.hypot(on.x - state.c.x, on.y - state.c.y), show(input)).toBeLessThan(1e-8);
        }
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('sweepStateAt and cutDirection (for the figure)', () => {
  it('positions at a hit put the point on the segment at s', () => {
    for (const fixture of sweepSegmentPointFixtures) {
      for (const hit of fixture.expected.hits) {
        const state = sweepStateAt(fixture.input, hit.t)!;
        const x = state.p.x + hit.s * (state.q.x - state.p.x);
        const y = state.p.y + hit.s * (state.q.y - state.p.y);
        expect(Math.hypot(x - state.c.x, y - state.c.y), fixture.id).toBeLessThan(1e-12);
      }
    }
  });

  it('is exact at the ends of the step', () => {
    const { input } = fixture('dive');
    expect(sweepStateAt(input, 0)).toEqual({ p: input.p0, q: input.q0, c: input.c0 });
    expect(sweepStateAt(input, 1)).toEqual({ p: input.p1, q: input.q1, c: input.c1 });
    expect(sweepStateAt(input, Number.NaN)).toBeNull();
  });

  it('cut direction: the material point’s velocity relative to the point', () => {
    // Simple: the whole segment moves up by 4 and the point stays.
    expect(cutDirection(fixture('simple').input, 0.5)).toEqual({ x: 0, y: 4 });
    // Static segment, moving point: the segment moves by −(C1 − C0) relative to it.
    expect(cutDirection(fixture('static-segment').input, 0.3)).toEqual({ x: 2, y: 4 });
    // Raise: lerp of P's velocity (0, −8) and Q's (8, 0).
    expect(cutDirection(fixture('raise-two-hits').input, 0.25)).toEqual({ x: 2, y: -6 });
    expect(cutDirection(fixture('raise-two-hits').input, Infinity)).toBeNull();
    expect(Object.is(cutDirection(fixture('sideways').input, 0)!.y, -0)).toBe(false);
  });
});

describe('sweepSegmentPoint: tiny shapes far from the origin', () => {
  it('scaling by 2^k (|k| ≤ 1000) and translating by up to 2^1000 changes no case, t or s', () => {
    fc.assert(
      fc.property(tinyFarFromOrigin(degenerateGrid), ({ original, k, offset, input }) => {
        // The coefficients are areas (they scale by 2^2k); every other number is scale-free.
        const { coefficients: _a, ...moved } = sweepSegmentPoint(input);
        const { coefficients: _b, ...before } = sweepSegmentPoint(original);
        expectSameAfterMove(moved, before, { k, offset }, 8, {}, show(input));
      }),
      { numRuns: 3_000 },
    );
  });

  it('a unit-sized raise, 2^-40 of its distance from the origin, is swept at 1/4 and 1/2', () => {
    const far = 2 ** 40;
    const { input } = fixture('raise-two-hits');
    const moved = mapPoints(input, (v) => ({ x: v.x + far, y: v.y - far }));
    expect(sweepSegmentPoint(moved).hits.map((hit) => hit.t)).toEqual([0.25, 0.5]);
    // Far beyond 2^199, where the motion (not the coordinates) is rescaled.
    const huge = mapPoints(input, (v) => ({ x: v.x * 2 ** 900 + 2 ** 940, y: v.y * 2 ** 900 }));
    expect(sweepSegmentPoint(huge).hits.map((hit) => hit.t)).toEqual([0.25, 0.5]);
  });
});

describe('sweepSegmentPointRoots and caseIdOf (for the figure)', () => {
  /** Every root with its verdict agrees with the result the same decisions gave. */
  function expectRootsMatchResult(input: SweepInput) {
    const result = sweepSegmentPoint(input);
    const roots = sweepSegmentPointRoots(input);
    const message = `${show(input)} → ${show(result)}, roots ${show(roots)}`;
    const hits = roots.filter((root) => root.hit);
    expect(
      hits.map(({ t, s, tangent }) => ({ t, s, tangent })),
      message,
    ).toEqual(result.hits.map(({ t, s, tangent }) => ({ t, s, tangent })));
    for (let i = 1; i < roots.length; i++)
      expect(roots[i]!.t >= roots[i - 1]!.t, message).toBe(true);
    for (const root of roots) {
      expect(root.hit, message).toBe(root.why === 'hit');
      expect(root.inStep, message).toBe(root.why !== 'outside-step');
      expect(root.inStep, message).toBe(root.t >= 0 && root.t <= 1);
      if (root.why === 'collapsed-apart') expect(root.s, message).toBeNull();
      if (root.why === 'before-p') expect(root.s!, message).toBeLessThan(1e-9);
      if (root.why === 'beyond-q') expect(root.s!, message).toBeGreaterThan(1 - 1e-9);
    }
    switch (caseIdOf(result)) {
      case 'contact':
      case 'miss:collinear-apart':
      case 'miss:no-real-roots':
      case 'invalid-input':
        expect(roots, message).toEqual([]);
        break;
      case 'miss:outside-step':
        expect(roots.length > 0 && roots.every((root) => !root.inStep), message).toBe(true);
        break;
      case 'miss:outside-segment':
        expect(roots.some((root) => root.inStep) && hits.length === 0, message).toBe(true);
        break;
      default:
        expect(result.kind, message).toBe('hit');
    }
  }

  it('every root of every preset, and of the degenerate grid, with its verdict', () => {
    for (const { input } of sweepSegmentPointFixtures) expectRootsMatchResult(input);
    fc.assert(fc.property(degenerateGrid, expectRootsMatchResult), { numRuns: 3_000 });
  });

  it('raise, swept twice; outside the step; collapsed away; tangent', () => {
    expect(sweepSegmentPointRoots(fixture('raise-two-hits').input)).toEqual([
      { t: 0.25, s: expect.any(Number), inStep: true, hit: true, tangent: false, why: 'hit' },
      { t: 0.5, s: expect.any(Number), inStep: true, hit: true, tangent: false, why: 'hit' },
    ]);
    expect(
      sweepSegmentPointRoots(fixture('collapse-away').input).map((root) => root.why),
    ).toContain('collapsed-apart');
    const tangent = sweepSegmentPointFixtures.find((f) =>
      f.expected.hits.some((hit) => hit.tangent && !hit.degenerate),
    )!;
    expect(sweepSegmentPointRoots(tangent.input)).toMatchObject([{ tangent: true, hit: true }]);
    expect(sweepSegmentPointRoots(null as unknown as SweepInput)).toEqual([]);
  });

  it('caseIdOf is the kind, and kind:reason for a miss', () => {
    expect(caseIdOf(sweepSegmentPoint(fixture('sideways').input))).toBe('contact');
    expect(caseIdOf(sweepSegmentPoint(fixture('collapse-away').input))).toBe(
      'miss:outside-segment',
    );
    expect(caseIdOf({ kind: 'hit' })).toBe('hit');
    expect(caseIdOf({ kind: 'invalid-input' })).toBe('invalid-input');
  });
});
