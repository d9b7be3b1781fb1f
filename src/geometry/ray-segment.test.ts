import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  intersectRaySegment,
  raySegmentProjections,
  type RaySegmentInput,
  type RaySegmentResult,
} from './ray-segment';
import { intersectRaySegmentFixtures } from './ray-segment.fixtures';
import {
  intersectRaySegmentReference,
  type RaySegmentReference,
} from './testing/ray-segment.reference';
import { raySegmentVectors } from './testing/vectors/ray-segment.vectors';
import type { Vec2 } from './vec2';
import * as arbitraries from './testing/arbitraries';
import { scaleAll } from './testing/transforms';
import {
  expectCleanNumbers,
  expectSameAfterMove,
  near,
  nearPoint,
  scaleOf,
  show,
} from './testing/expect';

// ---------------------------------------------------------------------------------------------
// Helpers

/** The size of the positions: distances and points are compared relative to it. */
function positionScale(input: RaySegmentInput): number {
  const { origin, a, b } = input;
  return Math.max(
    Math.abs(origin.x),
    Math.abs(origin.y),
    Math.abs(a.x),
    Math.abs(a.y),
    Math.abs(b.x),
    Math.abs(b.y),
    Number.MIN_VALUE,
  );
}

function expectRay(
  actual: RaySegmentResult,
  expected: RaySegmentResult,
  input: RaySegmentInput,
  label = '',
): void {
  const message = `${label} input ${show(input)}\n  got      ${show(actual)}\n  expected ${show(expected)}`;
  const scale = positionScale(input);
  expect(actual.kind, message).toBe(expected.kind);
  expect(actual.reason, message).toBe(expected.reason);
  expect(actual.collinear, message).toBe(expected.collinear);
  expect(near(actual.s, expected.s, 1), message).toBe(true);
  expect(near(actual.distance, expected.distance, scale), message).toBe(true);
  expect(nearPoint(actual.point, expected.point, scale), message).toBe(true);
}

function fromReference(reference: RaySegmentReference, input: RaySegmentInput): RaySegmentResult {
  if (reference.kind === 'miss') {
    return { kind: 'miss', reason: reference.reason!, collinear: reference.collinear };
  }
  const length = Math.hypot(input.direction.x, input.direction.y);
  return {
    kind: 'hit',
    distance: reference.lambda!.toNumber() * length,
    point: { x: reference.point!.x.toNumber(), y: reference.point!.y.toNumber() },
    s: reference.s!.toNumber(),
    collinear: reference.collinear,
  };
}

const againstReference = (input: RaySegmentInput, label = '') =>
  expectRay(
    intersectRaySegment(input),
    fromReference(intersectRaySegmentReference(input), input),
    input,
    label,
  );

// ---------------------------------------------------------------------------------------------
// Arbitraries

function rayInputs(coordinate: fc.Arbitrary<number>): fc.Arbitrary<RaySegmentInput> {
  const point = fc.record({ x: coordinate, y: coordinate });
  const direction = point.filter((d) => d.x !== 0 || d.y !== 0);
  // Bias towards the degenerate shapes: a shared endpoint, the origin on a, a zero-length segment.
  return fc
    .tuple(point, direction, point, point, fc.integer({ min: 0, max: 9 }))
    .map(([origin, d, a, b, shape]) => {
      if (shape === 0) return { origin, direction: d, a, b: a };
      if (shape === 1) return { origin, direction: d, a: origin, b };
      if (shape === 2) {
        // b on the ray's line: a collinear or endpoint-on-line case.
        return { origin, direction: d, a, b: { x: origin.x + 2 * d.x, y: origin.y + 2 * d.y } };
      }
      return { origin, direction: d, a, b };
    });
}

const smallGrid = arbitraries.smallGrid(rayInputs);
const fullRange = arbitraries.fullRange(rayInputs);

function mapInput(
  input: RaySegmentInput,
  position: (p: Vec2) => Vec2,
  direction: (d: Vec2) => Vec2,
): RaySegmentInput {
  return {
    origin: position(input.origin),
    direction: direction(input.direction),
    a: position(input.a),
    b: position(input.b),
  };
}

// ---------------------------------------------------------------------------------------------

describe('intersectRaySegment fixtures', () => {
  for (const fixture of intersectRaySegmentFixtures) {
    it(`${fixture.id}: ${fixture.name}`, () => {
      expectRay(intersectRaySegment(fixture.input), fixture.expected, fixture.input, fixture.id);
    });
  }

  it('every fixture agrees with the exact reference', () => {
    for (const fixture of intersectRaySegmentFixtures) {
      if (fixture.expected.kind === 'invalid-input') continue;
      const reference = fromReference(intersectRaySegmentReference(fixture.input), fixture.input);
      expectRay(reference, fixture.expected, fixture.input, `reference on ${fixture.id}`);
    }
  });

  it('has a fixture for every kind, reason and the collinear flag, with unique kebab-case ids', () => {
    const ids = intersectRaySegmentFixtures.map((fixture) => fixture.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const results = intersectRaySegmentFixtures.map((fixture) => fixture.expected);
    for (const kind of ['hit', 'miss', 'invalid-input']) {
      expect(results.some((r) => r.kind === kind)).toBe(true);
    }
    for (const reason of ['parallel', 'beside', 'behind']) {
      expect(results.some((r) => r.reason === reason)).toBe(true);
    }
    expect(results.some((r) => r.kind === 'hit' && r.collinear)).toBe(true);
    expect(results.some((r) => r.kind === 'miss' && r.collinear)).toBe(true);
  });
});

describe('intersectRaySegment against the exact reference (property)', () => {
  it('small grid [−4, 4]: kinds, reasons, flags exact; numbers within 1e-12', () => {
    fc.assert(
      fc.property(smallGrid, (input) => againstReference(input)),
      { numRuns: 10_000 },
    );
  });

  it('full range: integers in [−1024, 1024] scaled by 2^k', () => {
    fc.assert(
      fc.property(fullRange, (input) => againstReference(input)),
      { numRuns: 10_000 },
    );
  });

  it('general doubles with an endpoint placed on the ray (filter fails, BigInt decides)', () => {
    const decimal = fc.integer({ min: -4000, max: 4000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(
        decimal,
        decimal,
        decimal,
        decimal,
        decimal,
        decimal,
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.boolean(),
        (ox, oy, dx, dy, ax, ay, along, both) => {
          fc.pre(dx !== 0 || dy !== 0);
          const onRay = { x: ox + dx * along, y: oy + dy * along };
          const input: RaySegmentInput = {
            origin: { x: ox, y: oy },
            direction: { x: dx, y: dy },
            a: both ? { x: ox + dx * (along + 0.7), y: oy + dy * (along + 0.7) } : { x: ax, y: ay },
            b: onRay,
          };
          againstReference(input);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('general doubles, nearly parallel: s and distance stay within 1e-12', () => {
    const decimal = fc.integer({ min: -4000, max: 4000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(
        decimal,
        decimal,
        decimal,
        decimal,
        decimal,
        decimal,
        (ox, oy, dx, dy, ax, ay) => {
          fc.pre(dx !== 0 || dy !== 0);
          // b − a is d turned by a tiny angle: the lines cross far away, at a small angle.
          const b = { x: ax + 3 * dx - 1e-9 * dy, y: ay + 3 * dy + 1e-9 * dx };
          againstReference({
            origin: { x: ox, y: oy },
            direction: { x: dx, y: dy },
            a: { x: ax, y: ay },
            b,
          });
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('intersectRaySegment invariants', () => {
  const both = fc.oneof(smallGrid, rayInputs(fc.integer({ min: -1024, max: 1024 })));
  const sameCase = (after: RaySegmentResult, before: RaySegmentResult, message: string) => {
    expect(after.kind, message).toBe(before.kind);
    expect(after.reason, message).toBe(before.reason);
    expect(after.collinear, message).toBe(before.collinear);
  };
  const check = (
    input: RaySegmentInput,
    position: (p: Vec2) => Vec2,
    direction: (d: Vec2) => Vec2,
    distanceFactor: number,
    label: string,
  ) => {
    const moved = mapInput(input, position, direction);
    const before = intersectRaySegment(input);
    const after = intersectRaySegment(moved);
    const message = `${label}: ${show(input)} → ${show(moved)}\n ${show(before)}\n ${show(after)}`;
    sameCase(after, before, message);
    const scale = positionScale(moved);
    expect(near(after.s, before.s, 1), message).toBe(true);
    const expectedDistance =
      before.distance === undefined ? undefined : before.distance * distanceFactor;
    expect(near(after.distance, expectedDistance, scale), message).toBe(true);
    const expectedPoint = before.point === undefined ? undefined : position(before.point);
    expect(nearPoint(after.point, expectedPoint, scale), message).toBe(true);
  };

  it('integer translation', () => {
    fc.assert(
      fc.property(
        both,
        fc.integer({ min: -64, max: 64 }),
        fc.integer({ min: -64, max: 64 }),
        (input, tx, ty) =>
          check(
            input,
            (p) => ({ x: p.x + tx, y: p.y + ty }),
            (d) => d,
            1,
            'translate',
          ),
      ),
      { numRuns: 2_000 },
    );
  });

  it('90° rotation', () => {
    const rotate = (p: Vec2) => ({ x: -p.y, y: p.x });
    fc.assert(
      fc.property(both, (input) => check(input, rotate, rotate, 1, 'rotate')),
      { numRuns: 2_000 },
    );
  });

  it('scaling everything by 2^k scales the distance by 2^k', () => {
    fc.assert(
      fc.property(both, fc.integer({ min: -30, max: 30 }), (input, k) => {
        const factor = 2 ** k;
        const scale = (p: Vec2) => ({ x: p.x * factor, y: p.y * factor });
        check(input, scale, scale, factor, 'scale');
      }),
      { numRuns: 2_000 },
    );
  });

  it('mirroring', () => {
    const mirror = (p: Vec2) => ({ x: -p.x, y: p.y });
    fc.assert(
      fc.property(both, (input) => check(input, mirror, mirror, 1, 'mirror')),
      { numRuns: 2_000 },
    );
  });

  it('scaling the direction by a positive power of two leaves the distance unchanged (bitwise)', () => {
    fc.assert(
      fc.property(both, fc.integer({ min: 1, max: 60 }), (input, k) => {
        const factor = 2 ** k;
        const longer = {
          ...input,
          direction: { x: input.direction.x * factor, y: input.direction.y * factor },
        };
        expect(intersectRaySegment(longer), `${show(input)} k=${k}`).toEqual(
          intersectRaySegment(input),
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('swapping a and b maps s → 1 − s (a zero-length segment keeps s = 0)', () => {
    fc.assert(
      fc.property(both, (input) => {
        const swapped = { ...input, a: input.b, b: input.a };
        const before = intersectRaySegment(input);
        const after = intersectRaySegment(swapped);
        const message = `${show(input)}\n ${show(before)}\n ${show(after)}`;
        sameCase(after, before, message);
        const zeroLength = input.a.x === input.b.x && input.a.y === input.b.y;
        const expectedS = before.s === undefined ? undefined : zeroLength ? 0 : 1 - before.s;
        expect(near(after.s, expectedS, 1), message).toBe(true);
        const scale = positionScale(input);
        expect(near(after.distance, before.distance, scale), message).toBe(true);
        expect(nearPoint(after.point, before.point, scale), message).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('intersectRaySegment regressions (the notes’ warning)', () => {
  it('"behind": both sign checks pass but the hit is at negative distance', () => {
    const input = intersectRaySegmentFixtures.find((f) => f.id === 'notes-behind-warning')!.input;
    const { b1, b2, c1, c2 } = raySegmentProjections(input);
    // Check 1: the endpoints lie on opposite sides of the ray's line.
    expect(Math.sign(c1) * Math.sign(c2)).toBe(-1);
    // Check 2: not both endpoints behind the origin.
    expect(b1 > 0 || b2 > 0).toBe(true);
    // Yet the similar-triangles distance is negative…
    const distance = b1 + ((b2 - b1) * Math.abs(c1)) / (Math.abs(c1) + Math.abs(c2));
    expect(distance).toBe(-1);
    // …so the result must be a miss, behind.
    expect(intersectRaySegment(input)).toEqual({
      kind: 'miss',
      reason: 'behind',
      collinear: false,
    });
  });

  it('beside wins over behind when the lines cross outside the segment and behind the origin', () => {
    const input = intersectRaySegmentFixtures.find((f) => f.id === 'beside-and-behind')!.input;
    expect(intersectRaySegment(input).reason).toBe('beside');
  });
});

describe('raySegmentProjections', () => {
  it('gives the notes’ b1, b2, c1, c2 and the cross-product λ', () => {
    const crossing = intersectRaySegmentFixtures.find((f) => f.id === 'crossing-slanted')!.input;
    // o = (0, 0), d = (3, 4) (unit (0.6, 0.8)), a = (6, 0), b = (0, 8).
    const projections = raySegmentProjections(crossing);
    expect(projections.kind).toBe('projections');
    expect(projections.b1).toBeCloseTo(3.6, 14);
    expect(projections.b2).toBeCloseTo(6.4, 14);
    expect(projections.c1).toBeCloseTo(-4.8, 14);
    expect(projections.c2).toBeCloseTo(4.8, 14);
    expect(projections.lambda).toBeCloseTo(1, 14);
    expect(projections.directionLength).toBe(5);
    const parallel = raySegmentProjections(
      intersectRaySegmentFixtures.find((f) => f.id === 'parallel')!.input,
    );
    expect(parallel.lambda).toBeUndefined();
    expect(raySegmentProjections({} as RaySegmentInput)).toEqual({
      kind: 'invalid-input',
      b1: 0,
      b2: 0,
      c1: 0,
      c2: 0,
      directionLength: 0,
    });
  });

  it('similar triangles and cross products give the same distance (property, small grid)', () => {
    fc.assert(
      fc.property(smallGrid, (input) => {
        const result = intersectRaySegment(input);
        fc.pre(result.kind === 'hit' && !result.collinear);
        const { b1, b2, c1, c2, lambda, directionLength } = raySegmentProjections(input);
        const similar = b1 + ((b2 - b1) * Math.abs(c1)) / (Math.abs(c1) + Math.abs(c2));
        const message = `${show(input)} ${show(result)}`;
        const scale = positionScale(input);
        expect(near(similar, result.distance, scale * 8), message).toBe(true);
        expect(near(lambda! * directionLength, result.distance, scale * 8), message).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('intersectRaySegment public test vectors', () => {
  for (const vector of raySegmentVectors) {
    it(`${vector.source}: ${vector.description}`, () => {
      const result = intersectRaySegment(vector.input);
      const message = `${show(vector)}\n got ${show(result)}`;
      if (vector.points.length === 0) {
        expect(result.kind, message).toBe('miss');
        return;
      }
      expect(result.kind, message).toBe('hit');
      // Our hit is the library's first point (the nearest along the ray).
      expect(nearPoint(result.point, vector.points[0], positionScale(vector.input)), message).toBe(
        true,
      );
      expect(result.collinear, message).toBe(vector.points.length > 1);
    });
  }
});

describe('intersectRaySegment totality', () => {
  const base: RaySegmentInput = {
    origin: { x: -4, y: 0 },
    direction: { x: 1, y: 0 },
    a: { x: 2, y: -2 },
    b: { x: 2, y: 2 },
  };
  const invalid = { kind: 'invalid-input', collinear: false };

  it('NaN, ±Infinity, missing fields and wrong types in every field give invalid-input', () => {
    for (const outer of ['origin', 'direction', 'a', 'b']) {
      for (const inner of ['x', 'y']) {
        for (const bad of [
          Number.NaN,
          Infinity,
          -Infinity,
          undefined,
          null,
          '1',
          {},
          [],
          true,
          10n,
        ]) {
          const broken = JSON.parse(JSON.stringify(base)) as Record<
            string,
            Record<string, unknown>
          >;
          broken[outer]![inner] = bad;
          if (bad === undefined) Reflect.deleteProperty(broken[outer]!, inner);
          expect(
            intersectRaySegment(broken as unknown as RaySegmentInput),
            `${outer}.${inner} = ${String(bad)}`,
          ).toEqual(invalid);
        }
      }
      const missing = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
      Reflect.deleteProperty(missing, outer);
      expect(intersectRaySegment(missing as unknown as RaySegmentInput)).toEqual(invalid);
    }
    for (const bad of [undefined, null, 42, 'input', [], {}]) {
      expect(intersectRaySegment(bad as unknown as RaySegmentInput)).toEqual(invalid);
    }
    expect(intersectRaySegment({ ...base, direction: { x: 0, y: -0 } })).toEqual(invalid);
  });

  it('never throws, never NaN, −0 or ±Infinity, on any doubles (huge, tiny, −0)', () => {
    const anyDouble = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(
        0,
        -0,
        Number.MAX_VALUE,
        -Number.MAX_VALUE,
        Number.MIN_VALUE,
        -Number.MIN_VALUE,
        1e308,
        -1e-300,
      ),
      fc.integer({ min: -4, max: 4 }),
    );
    fc.assert(
      fc.property(fc.array(anyDouble, { minLength: 8, maxLength: 8 }), (v) => {
        const input = {
          origin: { x: v[0]!, y: v[1]! },
          direction: { x: v[2]!, y: v[3]! },
          a: { x: v[4]!, y: v[5]! },
          b: { x: v[6]!, y: v[7]! },
        };
        const result = intersectRaySegment(input);
        expectCleanNumbers(result);
        expectCleanNumbers(raySegmentProjections(input), 'projections');
        if (result.kind === 'hit') {
          expect(result.distance! >= 0 && result.s! >= 0 && result.s! <= 1, show(input)).toBe(true);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('a tiny direction component that a rescaled frame would lose still gives the right s', () => {
    // Found by fuzzing: d is nearly vertical, the segment lies on x = 4 and o just above its end.
    // Rescaling d by 2^-426 flushes d.x to 0 (collinear!); the exact fallback uses the raw input.
    againstReference({
      origin: { x: 4, y: 2.2250738585072014e-308 },
      direction: { x: 3.391417365668772e-200, y: 3.8536993978071775e128 },
      a: { x: 4, y: 2 },
      b: { x: 4, y: -1.464855892193495e-225 },
    });
  });

  it('extreme magnitudes still decide exactly and report accurate numbers', () => {
    // (Normal range only: the reference's Rational.toNumber flushes subnormal values to 0.)
    for (const k of [-1000, -600, 600, 1000]) {
      for (const fixture of intersectRaySegmentFixtures) {
        if (fixture.expected.kind === 'invalid-input') continue;
        const input = scaleAll(fixture.input, k);
        againstReference(input, `${fixture.id} × 2^${k}`);
      }
    }
  });
});

describe('intersectRaySegment: tiny shapes far from the origin', () => {
  it('a point segment 2^-40 ahead of a ray at y = 2^1000 is hit at distance 2^-40 (was 0: the rescale came from 2^1000)', () => {
    const y = 2 ** 1000;
    const input = {
      origin: { x: 0, y },
      direction: { x: 2 ** -40, y: 0 },
      a: { x: 2 ** -40, y },
      b: { x: 2 ** -40, y },
    };
    expect(intersectRaySegment(input)).toEqual({
      kind: 'hit',
      distance: 2 ** -40,
      point: { x: 2 ** -40, y },
      s: 0,
      collinear: true,
    });
  });

  it('keeps kind, reason, flags and s, and moves the point and distance with the shapes (2^±1000, property)', () => {
    fc.assert(
      fc.property(arbitraries.tinyFarFromOrigin(smallGrid, ['direction']), (moved) => {
        // The direction is not a position: it scales with the shapes but does not move.
        expectSameAfterMove(
          intersectRaySegment(moved.input),
          intersectRaySegment(moved.original),
          moved,
          scaleOf(moved.original),
          { positions: ['point'], lengths: ['distance'] },
          show(moved),
        );
      }),
      { numRuns: 5_000 },
    );
  });
});
