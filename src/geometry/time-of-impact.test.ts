import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type CirclePointInput,
  type CircleSegmentInput,
  type CirclesInput,
  type TimeOfImpact,
  timeOfImpactCirclePoint,
  timeOfImpactCircleSegment,
  timeOfImpactCircles,
} from './time-of-impact';
import { slideAlongWalls } from './slide-along-walls';
import {
  circlePointFixtures,
  circleSegmentFixtures,
  circlesFixtures,
  type TimeOfImpactFixture,
} from './time-of-impact.fixtures';
import {
  type ReferenceToi,
  referenceCirclePoint,
  referenceCircleSegment,
  referenceCircles,
} from './testing/time-of-impact.reference';
import { circleSegmentVectors, circlesVectors } from './testing/vectors/time-of-impact.vectors';
import { expectCleanNumbers, expectSameAfterMove, scaleOf, show } from './testing/expect';
import { smallInt, tinyFarFromOrigin, wideInt } from './testing/arbitraries';
import { mirrorX2, rotate90 } from './testing/transforms';

type P = { x: number; y: number };

/** Compares a result with an expected one: labels exactly, numbers to `tolerance`·scale. */
function expectSame(
  actual: TimeOfImpact,
  expected: TimeOfImpact | ReferenceToi,
  label: string,
  scale = 1,
  tolerance = 1e-12,
): void {
  expect(actual.kind, label).toBe(expected.kind);
  expect(actual.reason, label).toBe(expected.reason);
  expect(actual.feature, label).toBe(expected.feature);
  if (expected.t === undefined) {
    expect(actual.t, label).toBeUndefined();
    expect(actual.point, label).toBeUndefined();
    expect(actual.normal, label).toBeUndefined();
    return;
  }
  expect(actual.t, label).toBeDefined();
  expect(
    Math.abs(actual.t! - expected.t),
    `${label} t ${actual.t} vs ${expected.t}`,
  ).toBeLessThanOrEqual(tolerance);
  const pointTolerance = tolerance * Math.max(scale, Number.MIN_VALUE);
  expect(
    Math.abs(actual.point!.x - expected.point!.x) + Math.abs(actual.point!.y - expected.point!.y),
    `${label} point ${show(actual.point)} vs ${show(expected.point)}`,
  ).toBeLessThanOrEqual(2 * pointTolerance);
  expect(
    Math.abs(actual.normal!.x - expected.normal!.x) +
      Math.abs(actual.normal!.y - expected.normal!.y),
    `${label} normal ${show(actual.normal)} vs ${show(expected.normal)}`,
  ).toBeLessThanOrEqual(2 * tolerance);
  expect(Math.hypot(actual.normal!.x, actual.normal!.y), label).toBeCloseTo(1, 14);
}

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

function runFixtures<I>(
  fixtures: readonly TimeOfImpactFixture<I>[],
  solve: (input: I) => TimeOfImpact,
  reference: (input: I) => ReferenceToi,
): void {
  const ids = new Set<string>();
  for (const fixture of fixtures) {
    it(`fixture ${fixture.id}: ${fixture.name}`, () => {
      expect(fixture.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const label = `${fixture.id} ${show(fixture.input)}`;
      const result = solve(fixture.input);
      expectSame(result, fixture.expected, label, 8);
      expectCleanNumbers(result, label);
      // The independent reference agrees with the hand-written expectation (invalid input too).
      expectSame(result, reference(fixture.input), `${label} (reference)`, 8);
    });
    ids.add(fixture.id);
  }
  it('fixture ids are unique', () => expect(ids.size).toBe(fixtures.length));
}

describe('timeOfImpactCirclePoint fixtures', () => {
  runFixtures(circlePointFixtures, timeOfImpactCirclePoint, referenceCirclePoint);
});
describe('timeOfImpactCircleSegment fixtures', () => {
  runFixtures(circleSegmentFixtures, timeOfImpactCircleSegment, referenceCircleSegment);
});
describe('timeOfImpactCircles fixtures', () => {
  runFixtures(circlesFixtures, timeOfImpactCircles, referenceCircles);
});

describe('fixtures cover every case', () => {
  it('every kind, reason and feature appears', () => {
    const all = [...circlePointFixtures, ...circleSegmentFixtures, ...circlesFixtures].map(
      (fixture) => fixture.expected,
    );
    const labels = new Set(all.map((e) => `${e.kind}:${e.reason ?? ''}`));
    for (const label of [
      'hit:',
      'penetrating:',
      'miss:separating',
      'miss:no-motion',
      'miss:no-contact',
      'invalid-input:',
    ]) {
      expect(labels.has(label), label).toBe(true);
    }
    const features = new Set(circleSegmentFixtures.map((fixture) => fixture.expected.feature));
    for (const feature of ['side', 'cap-a', 'cap-b'])
      expect(features.has(feature as never)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests against the exact BigInt-rational reference
// ---------------------------------------------------------------------------------------------

const smallRadius = fc.integer({ min: 0, max: 4 });
const smallPoint = fc.record({ x: smallInt, y: smallInt });

const wideRadius = fc.integer({ min: 0, max: 1024 });
const widePoint = fc.record({ x: wideInt, y: wideInt });
const powerOfTwo = fc.integer({ min: -40, max: 40 }).map((k) => 2 ** k);

const scalePoint = (p: P, k: number): P => ({ x: p.x * k, y: p.y * k });

/**
 * The exact answer for inputs scaled by 2^k is the unscaled answer with lengths scaled by 2^k
 * (t and the normal are dimensionless). The reference runs on the integers, which keeps its
 * rationals small; the production code runs on the scaled doubles.
 */
function scaledReference(reference: ReferenceToi, k: number): ReferenceToi {
  return reference.point === undefined
    ? reference
    : { ...reference, point: scalePoint(reference.point, k) };
}

describe('property: agrees with the exact reference', () => {
  it('circle vs point, small grid [−4, 4] (10,000 runs)', () => {
    fc.assert(
      fc.property(
        smallPoint,
        smallRadius,
        smallPoint,
        smallPoint,
        (center, radius, velocity, point) => {
          const input: CirclePointInput = { center, radius, velocity, point };
          expectSame(timeOfImpactCirclePoint(input), referenceCirclePoint(input), show(input), 4);
        },
      ),
      { numRuns: 10000 },
    );
  });

  it('circle vs point, full range [−1024, 1024]·2^k (10,000 runs)', () => {
    fc.assert(
      fc.property(widePoint, wideRadius, widePoint, widePoint, powerOfTwo, (c, r, v, q, k) => {
        const input: CirclePointInput = {
          center: scalePoint(c, k),
          radius: r * k,
          velocity: scalePoint(v, k),
          point: scalePoint(q, k),
        };
        expectSame(
          timeOfImpactCirclePoint(input),
          referenceCirclePoint(input),
          show(input),
          2048 * k,
        );
      }),
      { numRuns: 10000 },
    );
  });

  it('circle vs segment, small grid [−4, 4] (10,000 runs)', () => {
    fc.assert(
      fc.property(
        smallPoint,
        smallRadius,
        smallPoint,
        smallPoint,
        smallPoint,
        (center, radius, velocity, a, b) => {
          const input: CircleSegmentInput = { center, radius, velocity, a, b };
          expectSame(
            timeOfImpactCircleSegment(input),
            referenceCircleSegment(input),
            show(input),
            4,
          );
        },
      ),
      { numRuns: 10000 },
    );
  });

  it('circle vs segment, full range [−1024, 1024]·2^k (10,000 runs)', () => {
    // Aim half of the motions at the segment so that hits are common, not just misses.
    fc.assert(
      fc.property(
        widePoint,
        wideRadius,
        widePoint,
        widePoint,
        widePoint,
        fc.boolean(),
        powerOfTwo,
        (c, r, v, a, b, aim, k) => {
          const velocity = aim ? { x: a.x + b.x - 2 * c.x, y: a.y + b.y - 2 * c.y } : v;
          const input: CircleSegmentInput = {
            center: scalePoint(c, k),
            radius: (aim ? r >> 3 : r) * k,
            velocity: scalePoint(velocity, k),
            a: scalePoint(a, k),
            b: scalePoint(b, k),
          };
          const exact = referenceCircleSegment({
            center: c,
            radius: aim ? r >> 3 : r,
            velocity,
            a,
            b,
          });
          expectSame(
            timeOfImpactCircleSegment(input),
            scaledReference(exact, k),
            show(input),
            4096 * k,
          );
        },
      ),
      { numRuns: 10000 },
    );
  });

  it('circle vs segment, near-degenerate configurations on the small grid (ties, grazing)', () => {
    // Radius and coordinates in half units: tangencies and ties at endpoints are frequent.
    const half = fc.integer({ min: -8, max: 8 }).map((n) => n / 2);
    const halfPoint = fc.record({ x: half, y: half });
    fc.assert(
      fc.property(
        halfPoint,
        fc.integer({ min: 0, max: 6 }).map((n) => n / 2),
        halfPoint,
        halfPoint,
        halfPoint,
        (center, radius, velocity, a, b) => {
          const input: CircleSegmentInput = { center, radius, velocity, a, b };
          expectSame(
            timeOfImpactCircleSegment(input),
            referenceCircleSegment(input),
            show(input),
            4,
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('two circles, small grid [−4, 4] (10,000 runs)', () => {
    const circle = fc.record({ center: smallPoint, radius: smallRadius, velocity: smallPoint });
    fc.assert(
      fc.property(circle, circle, (a, b) => {
        const input: CirclesInput = { a, b };
        expectSame(timeOfImpactCircles(input), referenceCircles(input), show(input), 8);
      }),
      { numRuns: 10000 },
    );
  });

  it('two circles, full range [−1024, 1024]·2^k (10,000 runs)', () => {
    const circle = fc.record({ center: widePoint, radius: wideRadius, velocity: widePoint });
    fc.assert(
      fc.property(circle, circle, powerOfTwo, (a, b, k) => {
        const scaled = (c: { center: P; radius: number; velocity: P }) => ({
          center: scalePoint(c.center, k),
          radius: c.radius * k,
          velocity: scalePoint(c.velocity, k),
        });
        const input: CirclesInput = { a: scaled(a), b: scaled(b) };
        const exact = referenceCircles({ a, b });
        expectSame(timeOfImpactCircles(input), scaledReference(exact, k), show(input), 4096 * k);
      }),
      { numRuns: 10000 },
    );
  });

  it('two circles with non-dyadic values (relative motion and radius sum are never rounded in decisions)', () => {
    // Decimal values (not dyadic): vA − vB and rA + rB round in floats.
    const value = fc.integer({ min: -80, max: 80 }).map((n) => n / 10);
    const radius = fc.integer({ min: 0, max: 40 }).map((n) => n / 10);
    const point = fc.record({ x: value, y: value });
    const circle = fc.record({ center: point, radius, velocity: point });
    fc.assert(
      fc.property(circle, circle, (a, b) => {
        const input: CirclesInput = { a, b };
        const actual = timeOfImpactCircles(input);
        const expected = referenceCircles(input);
        expect(actual.kind, show(input)).toBe(expected.kind);
        expect(actual.reason, show(input)).toBe(expected.reason);
      }),
      { numRuns: 1000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Invariants
// ---------------------------------------------------------------------------------------------

type Map2 = (p: P) => P;
const mirror: Map2 = mirrorX2;
const swapFeature = (f: TimeOfImpact['feature']): TimeOfImpact['feature'] =>
  f === 'cap-a' ? 'cap-b' : f === 'cap-b' ? 'cap-a' : f;

function expectMapped(
  original: TimeOfImpact,
  mapped: TimeOfImpact,
  pointMap: Map2,
  normalMap: Map2,
  label: string,
  feature: (f: TimeOfImpact['feature']) => TimeOfImpact['feature'] = (f) => f,
): void {
  let expected: TimeOfImpact = original;
  if (original.t !== undefined) {
    expected = {
      ...original,
      point: pointMap(original.point!),
      normal: normalMap(original.normal!),
    };
    const mappedFeature = feature(original.feature);
    if (mappedFeature !== undefined) expected = { ...expected, feature: mappedFeature };
  }
  expectSame(mapped, expected, label, 64, 1e-12);
}

const segmentInput = fc.record({
  center: smallPoint,
  radius: smallRadius,
  velocity: smallPoint,
  a: smallPoint,
  b: smallPoint,
});

describe('invariants', () => {
  it('circle vs segment: integer translation', () => {
    fc.assert(
      fc.property(segmentInput, smallPoint, (input, d) => {
        const move: Map2 = (p) => ({ x: p.x + d.x * 3, y: p.y + d.y * 3 });
        const moved = { ...input, center: move(input.center), a: move(input.a), b: move(input.b) };
        expectMapped(
          timeOfImpactCircleSegment(input),
          timeOfImpactCircleSegment(moved),
          move,
          (n) => n,
          show(input),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('circle vs segment: 90° rotation and mirroring', () => {
    fc.assert(
      fc.property(segmentInput, (input) => {
        for (const map of [rotate90, mirror]) {
          const mapped = {
            center: map(input.center),
            radius: input.radius,
            velocity: map(input.velocity),
            a: map(input.a),
            b: map(input.b),
          };
          expectMapped(
            timeOfImpactCircleSegment(input),
            timeOfImpactCircleSegment(mapped),
            map,
            map,
            show(input),
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('circle vs segment: scaling by 2^k leaves t unchanged (bit for bit)', () => {
    fc.assert(
      fc.property(segmentInput, fc.integer({ min: -30, max: 30 }), (input, k) => {
        const f = 2 ** k;
        const scaled = {
          center: scalePoint(input.center, f),
          radius: input.radius * f,
          velocity: scalePoint(input.velocity, f),
          a: scalePoint(input.a, f),
          b: scalePoint(input.b, f),
        };
        const original = timeOfImpactCircleSegment(input);
        const result = timeOfImpactCircleSegment(scaled);
        expect(result.kind).toBe(original.kind);
        expect(result.reason).toBe(original.reason);
        expect(result.feature).toBe(original.feature);
        expect(result.t).toBe(original.t);
        if (original.point) expect(result.point).toEqual(scalePoint(original.point, f));
      }),
      { numRuns: 2000 },
    );
  });

  it('circle vs segment: swapping the ends swaps cap-a and cap-b', () => {
    fc.assert(
      fc.property(segmentInput, (input) => {
        fc.pre(input.a.x !== input.b.x || input.a.y !== input.b.y);
        expectMapped(
          timeOfImpactCircleSegment(input),
          timeOfImpactCircleSegment({ ...input, a: input.b, b: input.a }),
          (p) => p,
          (n) => n,
          show(input),
          swapFeature,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('circle vs point: translation, rotation, mirroring, scaling', () => {
    const pointInput = fc.record({
      center: smallPoint,
      radius: smallRadius,
      velocity: smallPoint,
      point: smallPoint,
    });
    fc.assert(
      fc.property(pointInput, smallPoint, (input, d) => {
        const original = timeOfImpactCirclePoint(input);
        const move: Map2 = (p) => ({ x: p.x + d.x, y: p.y + d.y });
        expectMapped(
          original,
          timeOfImpactCirclePoint({
            ...input,
            center: move(input.center),
            point: move(input.point),
          }),
          move,
          (n) => n,
          show(input),
        );
        for (const map of [rotate90, mirror]) {
          expectMapped(
            original,
            timeOfImpactCirclePoint({
              center: map(input.center),
              radius: input.radius,
              velocity: map(input.velocity),
              point: map(input.point),
            }),
            map,
            map,
            show(input),
          );
        }
        const scaled = timeOfImpactCirclePoint({
          center: scalePoint(input.center, 1024),
          radius: input.radius * 1024,
          velocity: scalePoint(input.velocity, 1024),
          point: scalePoint(input.point, 1024),
        });
        expect(scaled.t).toBe(original.t);
      }),
      { numRuns: 2000 },
    );
  });

  const circle = fc.record({ center: smallPoint, radius: smallRadius, velocity: smallPoint });

  it('two circles: swapping A and B keeps t and flips the normal (same contact point on a hit)', () => {
    fc.assert(
      fc.property(circle, circle, (a, b) => {
        const forward = timeOfImpactCircles({ a, b });
        const backward = timeOfImpactCircles({ a: b, b: a });
        expect(backward.kind, show({ a, b })).toBe(forward.kind);
        expect(backward.reason).toBe(forward.reason);
        if (forward.t === undefined) return;
        expect(Math.abs(backward.t! - forward.t)).toBeLessThanOrEqual(1e-12);
        expect(backward.normal!.x + forward.normal!.x).toBeCloseTo(0, 12);
        expect(backward.normal!.y + forward.normal!.y).toBeCloseTo(0, 12);
        if (forward.kind === 'hit') {
          expect(backward.point!.x).toBeCloseTo(forward.point!.x, 11);
          expect(backward.point!.y).toBeCloseTo(forward.point!.y, 11);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('two circles: Galilean invariance (the same velocity added to both leaves t unchanged)', () => {
    fc.assert(
      fc.property(circle, circle, smallPoint, (a, b, u) => {
        const add = (c: typeof a) => ({
          ...c,
          velocity: { x: c.velocity.x + u.x, y: c.velocity.y + u.y },
        });
        const original = timeOfImpactCircles({ a, b });
        const boosted = timeOfImpactCircles({ a: add(a), b: add(b) });
        expectMapped(
          original,
          boosted,
          (p) => ({ x: p.x + original.t! * u.x, y: p.y + original.t! * u.y }),
          (n) => n,
          show({ a, b, u }),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('two circles: the same as circle vs point when B rests with radius 0', () => {
    fc.assert(
      fc.property(circle, smallPoint, (a, q) => {
        const circles = timeOfImpactCircles({
          a,
          b: { center: q, radius: 0, velocity: { x: 0, y: 0 } },
        });
        const point = timeOfImpactCirclePoint({ ...a, point: q });
        expect(circles).toEqual(point);
      }),
      { numRuns: 2000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Regressions: the slips and weaknesses the spec names
// ---------------------------------------------------------------------------------------------

describe('regressions', () => {
  it("source slip: the side's right-hand side is r²·|d − c|², not C·|q − p|²", () => {
    const input: CircleSegmentInput = {
      center: { x: 1, y: 6 },
      radius: 2,
      velocity: { x: 0, y: -8 },
      a: { x: -4, y: 0 },
      b: { x: 4, y: 0 },
    };
    const result = timeOfImpactCircleSegment(input);
    expect(result.t).toBe(0.5); // the centre stops at distance r = 2 from the line
    // The slip reads the constant as r·|d − c|²: the centre would stop at distance √r.
    const slipped = (6 - Math.sqrt(2)) / 8;
    expect(Math.abs(result.t! - slipped)).toBeGreaterThan(0.05);
  });

  it("source's missing caps: a circle hitting the capsule's cap is found", () => {
    // Moving along the segment's line into an end, and obliquely into a cap beyond the end:
    // the side quadratic alone reports nothing for either.
    const cases: CircleSegmentInput[] = [
      {
        center: { x: -8, y: 1 },
        radius: 2,
        velocity: { x: 8, y: 0 },
        a: { x: -4, y: 0 },
        b: { x: 4, y: 0 },
      },
      {
        center: { x: -8, y: 4 },
        radius: 2,
        velocity: { x: 4, y: -4 },
        a: { x: -4, y: 0 },
        b: { x: 4, y: 0 },
      },
      {
        center: { x: 8, y: 0 },
        radius: 1,
        velocity: { x: -8, y: 0 },
        a: { x: -4, y: 0 },
        b: { x: 4, y: 0 },
      },
    ];
    for (const input of cases) {
      const result = timeOfImpactCircleSegment(input);
      expect(result.kind, show(input)).toBe('hit');
      expect(result.feature, show(input)).toMatch(/^cap-/);
      expectSame(result, referenceCircleSegment(input), show(input), 8);
    }
  });

  it('stuck object can leave: overlapping but moving away is a miss (separating)', () => {
    const stuck = { center: { x: 1, y: 1 }, radius: 2, a: { x: -4, y: 0 }, b: { x: 4, y: 0 } };
    expect(timeOfImpactCircleSegment({ ...stuck, velocity: { x: 0, y: 3 } })).toEqual({
      kind: 'miss',
      reason: 'separating',
    });
    expect(timeOfImpactCircleSegment({ ...stuck, velocity: { x: 5, y: 0 } }).reason).toBe(
      'separating',
    );
    expect(
      timeOfImpactCirclePoint({
        center: { x: 0, y: 1 },
        radius: 2,
        velocity: { x: 0, y: 1 },
        point: { x: 0, y: 0 },
      }).reason,
    ).toBe('separating');
  });

  it('penetrating start: overlapping and approaching stops at t = 0', () => {
    const result = timeOfImpactCircleSegment({
      center: { x: 1, y: 1 },
      radius: 2,
      velocity: { x: 3, y: -1 },
      a: { x: -4, y: 0 },
      b: { x: 4, y: 0 },
    });
    expect(result).toEqual({
      kind: 'penetrating',
      t: 0,
      point: { x: 1, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    });
  });

  it('exact decisions at irrational roots: the foot lands exactly on an endpoint at t = (… − √…)', () => {
    // Side root t = (|h0| − r|e|)/|hv| with |e| = 5 (a 3-4-5 segment): the foot at the root lies
    // exactly on end a; float alone cannot tell "on the end" from "just beyond".
    const input: CircleSegmentInput = {
      center: { x: -4, y: 8 },
      radius: 5,
      velocity: { x: 0, y: -16 },
      a: { x: 0, y: 0 },
      b: { x: 3, y: 4 },
    };
    const result = timeOfImpactCircleSegment(input);
    expectSame(result, referenceCircleSegment(input), show(input), 16);
  });

  it('the strip prune keeps its boundary: moving along the line at exactly r from it grazes cap a', () => {
    // h0·hv = 0 and |h0| = r|e|: on the strip's edge, not outside it, so the caps are still solved.
    const along = { radius: 1, velocity: { x: 10, y: 0 }, a: { x: 0, y: 0 }, b: { x: 2, y: 0 } };
    const input = { ...along, center: { x: -5, y: 1 } };
    const grazing = { kind: 'hit', t: 0.5, point: { x: 0, y: 0 }, normal: { x: 0, y: 1 } };
    expect(timeOfImpactCircleSegment(input)).toEqual({ ...grazing, feature: 'cap-a' });
    const outside = { ...input, center: { x: -5, y: 1.5 } }; // beyond the edge: never enters
    expect(timeOfImpactCircleSegment(outside)).toEqual({ kind: 'miss', reason: 'no-contact' });
  });
});

// ---------------------------------------------------------------------------------------------
// Tiny shapes far from the origin (issue 9): scaling is decided from the differences
// ---------------------------------------------------------------------------------------------

describe('tiny shapes far from the origin', () => {
  it('circle vs point at y = 1e100: t = 1/2 exactly (was 2/3: the rescale came from 1e100)', () => {
    const input = {
      center: { x: 0, y: 1e100 },
      radius: 1,
      velocity: { x: 4, y: 0 },
      point: { x: 3, y: 1e100 },
    };
    expect(timeOfImpactCirclePoint(input)).toEqual({
      kind: 'hit',
      t: 0.5,
      point: { x: 3, y: 1e100 },
      normal: { x: -1, y: 0 },
    });
  });

  it('two circles at y = 1e100: t = 0.3 exactly (was 0.42)', () => {
    const input = {
      a: { center: { x: 0, y: 1e100 }, radius: 1, velocity: { x: 10, y: 0 } },
      b: { center: { x: 5, y: 1e100 }, radius: 1, velocity: { x: 0, y: 0 } },
    };
    expect(timeOfImpactCircles(input)).toEqual({
      kind: 'hit',
      t: 0.3,
      point: { x: 4, y: 1e100 },
      normal: { x: -1, y: 0 },
    });
  });

  it('circle vs segment at y = 1e100: cap a at t = 0.2 exactly (was 0.27)', () => {
    const input = {
      center: { x: -4, y: 1e100 },
      radius: 1,
      velocity: { x: 10, y: 0 },
      a: { x: -1, y: 1e100 },
      b: { x: 1, y: 1e100 },
    };
    expect(timeOfImpactCircleSegment(input)).toEqual({
      kind: 'hit',
      t: 0.2,
      point: { x: -1, y: 1e100 },
      normal: { x: -1, y: 0 },
      feature: 'cap-a',
    });
  });

  it('at y = 1e200 a circle starting 2 units from the obstacle hits at t = 1/4, not at t = 0', () => {
    const at = (x: number) => ({ x, y: 1e200 });
    const moving = { center: at(0), radius: 1, velocity: { x: 4, y: 0 } };
    const expected = { kind: 'hit', t: 0.25, point: at(2), normal: { x: -1, y: 0 } };
    expect(timeOfImpactCirclePoint({ ...moving, point: at(2) })).toEqual(expected);
    expect(timeOfImpactCircleSegment({ ...moving, a: at(2), b: at(3) })).toEqual({
      ...expected,
      feature: 'cap-a',
    });
    const b = { center: at(2), radius: 0, velocity: { x: 0, y: 0 } };
    expect(timeOfImpactCircles({ a: moving, b })).toEqual(expected);
  });

  it('radius 1e300 with velocity 5e-324: penetrating at t = 0 (was miss: no-motion)', () => {
    const input = {
      center: { x: 0, y: 0 },
      radius: 1e300,
      velocity: { x: 5e-324, y: 0 },
      point: { x: 1, y: 0 },
    };
    expect(timeOfImpactCirclePoint(input)).toEqual({
      kind: 'penetrating',
      t: 0,
      point: { x: 1, y: 0 },
      normal: { x: -1, y: 0 },
    });
  });

  it('a circle 2^300 times smaller than its segment reaches cap a at t = 1/2 (was 2/3)', () => {
    // The cap's point problem takes its own scale: at the segment's, D' = r²|v|² underflowed.
    const e = 2 ** -300;
    const input = {
      center: { x: -3 * e, y: 0 },
      radius: e,
      velocity: { x: 4 * e, y: 0 },
      a: { x: 0, y: 0 },
      b: { x: 1, y: 0 },
    };
    expect(timeOfImpactCircleSegment(input)).toEqual({
      kind: 'hit',
      t: 0.5,
      point: { x: 0, y: 0 },
      normal: { x: -1, y: 0 },
      feature: 'cap-a',
    });
  });

  const velocity = ['velocity'];
  const segmentShape = fc.record({
    center: smallPoint,
    radius: smallRadius,
    velocity: smallPoint,
    a: smallPoint,
    b: smallPoint,
  });
  const pointShape = fc.record({
    center: smallPoint,
    radius: smallRadius,
    velocity: smallPoint,
    point: smallPoint,
  });
  const circleShape = fc.record({ center: smallPoint, radius: smallRadius, velocity: smallPoint });

  it('circle vs point: same kind, reason and t, point moved with the shapes (2^±1000, property)', () => {
    fc.assert(
      fc.property(tinyFarFromOrigin(pointShape, velocity), (moved) => {
        expectSameAfterMove(
          timeOfImpactCirclePoint(moved.input),
          timeOfImpactCirclePoint(moved.original),
          moved,
          scaleOf(moved.original),
          { positions: ['point'] },
          show(moved),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('circle vs segment: same kind, reason, feature and t, point moved (2^±1000, property)', () => {
    fc.assert(
      fc.property(tinyFarFromOrigin(segmentShape, velocity), (moved) => {
        expectSameAfterMove(
          timeOfImpactCircleSegment(moved.input),
          timeOfImpactCircleSegment(moved.original),
          moved,
          scaleOf(moved.original),
          { positions: ['point'] },
          show(moved),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('two circles: same kind, reason and t, point moved with the shapes (2^±1000, property)', () => {
    const circles = fc.record({ a: circleShape, b: circleShape });
    fc.assert(
      fc.property(tinyFarFromOrigin(circles, velocity), (moved) => {
        expectSameAfterMove(
          timeOfImpactCircles(moved.input),
          timeOfImpactCircles(moved.original),
          moved,
          scaleOf(moved.original),
          { positions: ['point'] },
          show(moved),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Public test vectors
// ---------------------------------------------------------------------------------------------

describe('public test vectors', () => {
  for (const vector of circlesVectors) {
    it(`${vector.source}: ${vector.name}`, () => {
      expectSame(timeOfImpactCircles(vector.input), vector.expected, vector.name, 16, 1e-9);
    });
  }
  for (const vector of circleSegmentVectors) {
    it(`${vector.source}: ${vector.name}`, () => {
      expectSame(timeOfImpactCircleSegment(vector.input), vector.expected, vector.name, 16, 1e-9);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Totality
// ---------------------------------------------------------------------------------------------

describe('totality', () => {
  const bad = [Number.NaN, Infinity, -Infinity];

  it('NaN or ±Infinity in any field is invalid-input', () => {
    const point: CirclePointInput = circlePointFixtures[0]!.input;
    const segment: CircleSegmentInput = circleSegmentFixtures[0]!.input;
    const circles: CirclesInput = circlesFixtures[0]!.input;
    for (const value of bad) {
      for (const field of ['center', 'velocity', 'point'] as const) {
        for (const axis of ['x', 'y'] as const) {
          const input = { ...point, [field]: { ...point[field], [axis]: value } };
          expect(timeOfImpactCirclePoint(input)).toEqual({ kind: 'invalid-input' });
        }
      }
      expect(timeOfImpactCirclePoint({ ...point, radius: value })).toEqual({
        kind: 'invalid-input',
      });
      for (const field of ['center', 'velocity', 'a', 'b'] as const) {
        for (const axis of ['x', 'y'] as const) {
          const input = { ...segment, [field]: { ...segment[field], [axis]: value } };
          expect(timeOfImpactCircleSegment(input)).toEqual({ kind: 'invalid-input' });
        }
      }
      expect(timeOfImpactCircleSegment({ ...segment, radius: value })).toEqual({
        kind: 'invalid-input',
      });
      for (const which of ['a', 'b'] as const) {
        for (const field of ['center', 'velocity'] as const) {
          for (const axis of ['x', 'y'] as const) {
            const input = {
              ...circles,
              [which]: { ...circles[which], [field]: { ...circles[which][field], [axis]: value } },
            };
            expect(timeOfImpactCircles(input)).toEqual({ kind: 'invalid-input' });
          }
        }
        const input = { ...circles, [which]: { ...circles[which], radius: value } };
        expect(timeOfImpactCircles(input)).toEqual({ kind: 'invalid-input' });
      }
    }
  });

  it('missing fields, wrong types and malformed shapes are invalid-input', () => {
    const cases: unknown[] = [
      undefined,
      null,
      42,
      'circle',
      {},
      { center: { x: 0, y: 0 }, radius: 1, velocity: { x: 1, y: 0 } },
      { center: { x: 0 }, radius: 1, velocity: { x: 1, y: 0 }, point: { x: 0, y: 0 } },
      { center: { x: '0', y: 0 }, radius: 1, velocity: { x: 1, y: 0 }, point: { x: 0, y: 0 } },
      { center: null, radius: 1, velocity: { x: 1, y: 0 }, point: { x: 0, y: 0 } },
      { center: { x: 0, y: 0 }, radius: '1', velocity: { x: 1, y: 0 }, point: { x: 0, y: 0 } },
      { center: { x: 0, y: 0 }, radius: -0.5, velocity: { x: 1, y: 0 }, point: { x: 0, y: 0 } },
    ];
    for (const input of cases) {
      expect(timeOfImpactCirclePoint(input as CirclePointInput), show(input)).toEqual({
        kind: 'invalid-input',
      });
      expect(timeOfImpactCircleSegment(input as CircleSegmentInput), show(input)).toEqual({
        kind: 'invalid-input',
      });
      expect(timeOfImpactCircles(input as CirclesInput), show(input)).toEqual({
        kind: 'invalid-input',
      });
      if (!String(show(input)).includes('"radius":1,"velocity"')) {
        expect(timeOfImpactCircles({ a: input, b: input } as CirclesInput)).toEqual({
          kind: 'invalid-input',
        });
      }
    }
  });

  it('never throws, never NaN, never −0 on arbitrary values and extreme doubles', () => {
    const extreme = fc.oneof(
      fc.double(),
      fc.constantFrom(0, -0, 1e308, -1e308, 5e-324, -5e-324, 2 ** 60, 2 ** -60, 1, -1),
    );
    const point = fc.record({ x: extreme, y: extreme });
    fc.assert(
      fc.property(point, extreme, point, point, point, (center, radius, velocity, a, b) => {
        const label = show({ center, radius, velocity, a, b });
        for (const result of [
          timeOfImpactCirclePoint({ center, radius, velocity, point: a }),
          timeOfImpactCircleSegment({ center, radius, velocity, a, b }),
          timeOfImpactCircles({
            a: { center, radius, velocity },
            b: { center: a, radius: Math.abs(radius), velocity: b },
          }),
        ]) {
          expectCleanNumbers(result, label);
          if (result.t !== undefined) {
            expect(result.t >= 0 && result.t <= 1, label).toBe(true);
            expect(
              Number.isFinite(result.point!.x) && Number.isFinite(result.point!.y),
              label,
            ).toBe(true);
            expect(Math.hypot(result.normal!.x, result.normal!.y), label).toBeCloseTo(1, 9);
          }
        }
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (x, y) => {
        for (const input of [x, { a: x, b: y }, { center: x, radius: y, velocity: x, point: y }]) {
          expectCleanNumbers(timeOfImpactCirclePoint(input as CirclePointInput), show(input));
          expectCleanNumbers(timeOfImpactCircleSegment(input as CircleSegmentInput), show(input));
          expectCleanNumbers(timeOfImpactCircles(input as CirclesInput), show(input));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('huge and tiny inputs keep exact labels (rescaled by a power of two)', () => {
    for (const k of [2 ** 600, 2 ** -600, 2 ** 1000, 2 ** -1000]) {
      for (const fixture of circleSegmentFixtures) {
        if (fixture.expected.kind === 'invalid-input') continue;
        const i = fixture.input;
        const scaled = {
          center: scalePoint(i.center, k),
          radius: i.radius * k,
          velocity: scalePoint(i.velocity, k),
          a: scalePoint(i.a, k),
          b: scalePoint(i.b, k),
        };
        const result = timeOfImpactCircleSegment(scaled);
        expect(result.kind, fixture.id).toBe(fixture.expected.kind);
        expect(result.reason, fixture.id).toBe(fixture.expected.reason);
        expect(result.feature, fixture.id).toBe(fixture.expected.feature);
        if (fixture.expected.t !== undefined) {
          expect(result.t).toBeCloseTo(fixture.expected.t, 12);
        }
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Slide response
// ---------------------------------------------------------------------------------------------

describe('slideAlongWalls', () => {
  const floor = { a: { x: -8, y: 0 }, b: { x: 8, y: 0 } };
  const rightWall = { a: { x: 4, y: 0 }, b: { x: 4, y: 8 } };

  it('free motion: no wall in the way', () => {
    const result = slideAlongWalls(
      { center: { x: 0, y: 3 }, radius: 1 },
      { x: 2, y: 1 },
      [floor],
      4,
    );
    expect(result).toEqual({
      kind: 'free',
      positions: [
        { x: 0, y: 3 },
        { x: 2, y: 4 },
      ],
      contacts: [],
    });
  });

  it('slides along a floor: the rest of the motion is projected on the tangent', () => {
    const result = slideAlongWalls(
      { center: { x: 0, y: 3 }, radius: 1 },
      { x: 4, y: -4 },
      [floor],
      4,
    );
    expect(result.kind).toBe('slid');
    expect(result.positions).toEqual([
      { x: 0, y: 3 },
      { x: 2, y: 1 },
      { x: 4, y: 1 },
    ]);
    expect(result.contacts).toEqual([
      {
        wall: 0,
        kind: 'hit',
        time: 0.5,
        position: { x: 2, y: 1 },
        point: { x: 2, y: 0 },
        normal: { x: 0, y: 1 },
        feature: 'side',
      },
    ]);
  });

  it('straight into a wall: blocked at the contact', () => {
    const result = slideAlongWalls(
      { center: { x: 0, y: 3 }, radius: 1 },
      { x: 0, y: -4 },
      [floor],
      4,
    );
    expect(result.kind).toBe('blocked');
    expect(result.positions.at(-1)).toEqual({ x: 0, y: 1 });
  });

  it('into a corner: the second wall stops the slide', () => {
    const result = slideAlongWalls(
      { center: { x: 0, y: 2 }, radius: 1 },
      { x: 6, y: -2 },
      [floor, rightWall],
      8,
    );
    expect(result.kind).toBe('blocked');
    expect(result.positions.at(-1)).toEqual({ x: 3, y: 1 });
    expect(result.contacts.map((contact) => contact.wall)).toEqual([0, 1]);
  });

  it('exhausted: motion remains after maxIterations contacts', () => {
    const result = slideAlongWalls(
      { center: { x: 0, y: 3 }, radius: 1 },
      { x: 4, y: -4 },
      [floor],
      1,
    );
    expect(result.kind).toBe('exhausted');
    expect(result.positions.at(-1)).toEqual({ x: 2, y: 1 });
    const none = slideAlongWalls(
      { center: { x: 0, y: 3 }, radius: 1 },
      { x: 4, y: -4 },
      [floor],
      0,
    );
    expect(none).toEqual({ kind: 'exhausted', positions: [{ x: 0, y: 3 }], contacts: [] });
  });

  it('penetrating start: the motion into the wall is removed, the rest slides out', () => {
    const result = slideAlongWalls(
      { center: { x: 0, y: 1 }, radius: 2 },
      { x: 4, y: -2 },
      [floor],
      4,
    );
    expect(result.kind).toBe('slid');
    expect(result.contacts[0]!.kind).toBe('penetrating');
    expect(result.positions.at(-1)).toEqual({ x: 4, y: 1 });
  });

  it('contact exactly at the end of the step', () => {
    const result = slideAlongWalls(
      { center: { x: 0, y: 3 }, radius: 1 },
      { x: 0, y: -2 },
      [floor],
      4,
    );
    expect(result.kind).toBe('slid');
    expect(result.positions).toEqual([
      { x: 0, y: 3 },
      { x: 0, y: 1 },
    ]);
    expect(result.contacts[0]!.time).toBe(1);
  });

  it('invalid input gives empty lists', () => {
    const circle = { center: { x: 0, y: 3 }, radius: 1 };
    const empty = { kind: 'invalid-input', positions: [], contacts: [] };
    expect(slideAlongWalls({ ...circle, radius: -1 }, { x: 1, y: 0 }, [floor], 4)).toEqual(empty);
    expect(slideAlongWalls(circle, { x: Number.NaN, y: 0 }, [floor], 4)).toEqual(empty);
    expect(slideAlongWalls(circle, { x: 1, y: 0 }, [{ a: { x: 0, y: 0 } } as never], 4)).toEqual(
      empty,
    );
    expect(slideAlongWalls(circle, { x: 1, y: 0 }, null as never, 4)).toEqual(empty);
    expect(slideAlongWalls(circle, { x: 1, y: 0 }, [floor], 1.5)).toEqual(empty);
    expect(slideAlongWalls(circle, { x: 1, y: 0 }, [floor], -1)).toEqual(empty);
    expect(slideAlongWalls(null as never, { x: 1, y: 0 }, [floor], 4)).toEqual(empty);
  });

  it('never tunnels: every position stays outside walls it did not start in (property)', () => {
    const wall = fc.record({ a: smallPoint, b: smallPoint }).map((w) => ({
      a: scalePoint(w.a, 2),
      b: scalePoint(w.b, 2),
    }));
    fc.assert(
      fc.property(
        smallPoint,
        fc.integer({ min: 0, max: 3 }),
        fc.record({ x: fc.integer({ min: -12, max: 12 }), y: fc.integer({ min: -12, max: 12 }) }),
        fc.array(wall, { minLength: 1, maxLength: 4 }),
        (center, radius, velocity, walls) => {
          const startsClear = walls.every((w) => distanceToSegment(center, w.a, w.b) > radius);
          fc.pre(startsClear);
          const result = slideAlongWalls({ center, radius }, velocity, walls, 8);
          const label = show({ center, radius, velocity, walls });
          expect(result.kind, label).not.toBe('invalid-input');
          expectCleanNumbers(result, label);
          for (const position of result.positions) {
            for (const w of walls) {
              expect(distanceToSegment(position, w.a, w.b), label).toBeGreaterThanOrEqual(
                radius - 1e-9,
              );
            }
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
});

function distanceToSegment(p: P, a: P, b: P): number {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const length = ex * ex + ey * ey;
  const s =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / length));
  return Math.hypot(p.x - a.x - s * ex, p.y - a.y - s * ey);
}
