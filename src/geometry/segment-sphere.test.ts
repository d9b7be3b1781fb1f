import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  intersectSegmentSphere,
  type SegmentSphereInput,
  type SegmentSphereResult,
} from './segment-sphere';
import { segmentSphereFixtures } from './segment-sphere.fixtures';
import {
  intersectSegmentSphereReference,
  type SegmentSphereReference,
} from './testing/segment-sphere.reference';
import { segmentSphereVectors } from './testing/vectors/segment-sphere.vectors';
import { tinyFarFromOrigin } from './testing/arbitraries';
import type { Vec3 } from './vec3';
import {
  check,
  expectSameAfterMove,
  hasNaNOrNegativeZero,
  near,
  scaleOf,
  show,
} from './testing/expect';

// ---------------------------------------------------------------------------------------------
// Helpers

const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });

function expectClose(actual: number | undefined, expected: number, scale: number, label: string) {
  check(near(actual, expected, scale), () => `${label}: ${actual} vs ${expected}`);
}

function expectPointClose(
  actual: Vec3 | undefined,
  expected: readonly number[],
  scale: number,
  label: string,
) {
  check(
    actual !== undefined &&
      near(actual.x, expected[0]!, scale) &&
      near(actual.y, expected[1]!, scale) &&
      near(actual.z, expected[2]!, scale),
    () => `${label}: point ${show(actual)} vs ${show(expected)}`,
  );
}

const asArray = (p: Vec3) => [p.x, p.y, p.z];

/** Compares a result with the exact reference: decisions exactly, numbers to 1e-12. */
function expectMatchesReference(input: SegmentSphereInput, reference?: SegmentSphereReference) {
  const actual = intersectSegmentSphere(input);
  const expected = reference ?? intersectSegmentSphereReference(input);
  const label = () => `input ${show(input)}\nactual ${show(actual)}\nexpected ${show(expected)}`;
  const scale = scaleOf(input);
  check(
    actual.kind === expected.kind &&
      actual.reason === expected.reason &&
      actual.touches === expected.touches &&
      (actual.tEnter === undefined) === (expected.tEnter === undefined) &&
      (actual.tExit === undefined) === (expected.tExit === undefined) &&
      (actual.enter === undefined) === (expected.enter === undefined) &&
      (actual.exit === undefined) === (expected.exit === undefined),
    () => `decisions differ: ${label()}`,
  );
  const pointClose = (p: Vec3 | undefined, q: readonly number[] | undefined) =>
    q === undefined ||
    (p !== undefined &&
      near(p.x, q[0]!, scale) &&
      near(p.y, q[1]!, scale) &&
      near(p.z, q[2]!, scale));
  check(
    (expected.tEnter === undefined || near(actual.tEnter, expected.tEnter, 1)) &&
      (expected.tExit === undefined || near(actual.tExit, expected.tExit, 1)) &&
      pointClose(actual.enter, expected.enter) &&
      pointClose(actual.exit, expected.exit) &&
      pointClose(actual.foot, expected.foot) &&
      near(actual.distance, expected.distance, scale),
    () => `numbers differ: ${label()}`,
  );
  check(!hasNaNOrNegativeZero(actual), () => `NaN or −0: ${label()}`);
}

/** Compares two results field by field (numbers to 1e-12 of the scale). */
function expectSameResult(
  actual: SegmentSphereResult,
  expected: SegmentSphereResult,
  scale: number,
  label: string,
) {
  expect(actual.kind, label).toBe(expected.kind);
  expect(actual.reason, label).toBe(expected.reason);
  expect(actual.touches, label).toBe(expected.touches);
  for (const key of ['tEnter', 'tExit'] as const) {
    expect(actual[key] === undefined, `${key} ${label}`).toBe(expected[key] === undefined);
    if (expected[key] !== undefined) expectClose(actual[key], expected[key], 1, `${key} ${label}`);
  }
  for (const key of ['enter', 'exit'] as const) {
    expect(actual[key] === undefined, `${key} ${label}`).toBe(expected[key] === undefined);
    if (expected[key])
      expectPointClose(actual[key], asArray(expected[key]), scale, `${key} ${label}`);
  }
  expectPointClose(actual.foot, asArray(expected.foot), scale, `foot ${label}`);
  expectClose(actual.distance, expected.distance, scale, `distance ${label}`);
}

function expectNoNaNOrNegativeZero(value: unknown, label: string): void {
  check(!hasNaNOrNegativeZero(value), () => `NaN or −0 in ${show(value)}: ${label}`);
}

// Generators

const smallInt = fc.integer({ min: -4, max: 4 });
const smallPoint = fc.record({ x: smallInt, y: smallInt, z: smallInt });
/** Centres near the middle of the grid, so most segments meet the sphere's line. */
const nearInt = fc.integer({ min: -2, max: 2 });
const nearPoint = fc.record({ x: nearInt, y: nearInt, z: nearInt });
/** Small-grid inputs, with a zero-length segment now and then. */
const smallInput: fc.Arbitrary<SegmentSphereInput> = fc
  .tuple(smallPoint, smallPoint, nearPoint, fc.integer({ min: 0, max: 4 }), fc.nat(15))
  .map(([from, to, center, radius, pick]) => ({
    from,
    to: pick === 0 ? from : to,
    center,
    radius,
  }));

const wideInt = fc.integer({ min: -1024, max: 1024 });
/** Integers in [−1024, 1024] scaled by one power of two, or a small grid far from the origin. */
const wideInput: fc.Arbitrary<SegmentSphereInput> = fc.oneof(
  fc
    .tuple(
      fc.tuple(wideInt, wideInt, wideInt, wideInt, wideInt, wideInt, wideInt, wideInt, wideInt),
      fc.integer({ min: 0, max: 1024 }),
      fc.integer({ min: -30, max: 30 }),
    )
    .map(([[a, b, c, d, e, f, g, h, i], radius, k]) => {
      const s = 2 ** k;
      return {
        from: v(a * s, b * s, c * s),
        to: v(d * s, e * s, f * s),
        center: v(g * s, h * s, i * s),
        radius: radius * s,
      };
    }),
  fc
    .tuple(smallInput, fc.tuple(wideInt, wideInt, wideInt), fc.integer({ min: 0, max: 8 }))
    .map(([input, [ox, oy, oz], k]) => {
      const s = 2 ** k;
      const move = (p: Vec3) => v((p.x + ox) * s, (p.y + oy) * s, (p.z + oz) * s);
      return {
        from: move(input.from),
        to: move(input.to),
        center: move(input.center),
        radius: input.radius * s,
      };
    }),
);

// ---------------------------------------------------------------------------------------------

describe('intersectSegmentSphere: fixtures', () => {
  for (const fixture of segmentSphereFixtures) {
    it(`${fixture.id}: ${fixture.name}`, () => {
      const actual = intersectSegmentSphere(fixture.input);
      const label = `fixture ${fixture.id}: ${show(fixture.input)} → ${show(actual)}`;
      expectSameResult(actual, fixture.expected, scaleOf(fixture.input), label);
      expectNoNaNOrNegativeZero(actual, label);
    });
  }

  it('every kind and reason, and the tangent flag, has a fixture', () => {
    const cases = new Set(
      segmentSphereFixtures.map((f) =>
        f.expected.reason ? `${f.expected.kind}:${f.expected.reason}` : f.expected.kind,
      ),
    );
    for (const name of [
      'inside',
      'enters',
      'exits',
      'crosses',
      'invalid-input',
      'outside:point',
      'outside:line-misses',
      'outside:ahead',
      'outside:behind',
    ]) {
      expect(cases.has(name), name).toBe(true);
    }
    for (const kind of ['enters', 'exits', 'crosses']) {
      expect(
        segmentSphereFixtures.some((f) => f.expected.kind === kind && f.expected.touches),
        `touching ${kind}`,
      ).toBe(true);
    }
  });

  it('the valid fixtures agree with the exact reference', () => {
    for (const fixture of segmentSphereFixtures) {
      if (fixture.expected.kind === 'invalid-input') continue;
      expectMatchesReference(fixture.input);
    }
  });
});

describe('intersectSegmentSphere: exact on snapped inputs (against the BigInt reference)', () => {
  it('agrees on a small grid [−4, 4]³ where degeneracies are common (10,000 runs)', () => {
    fc.assert(
      fc.property(smallInput, (input) => expectMatchesReference(input)),
      { numRuns: 10_000 },
    );
  }, 30_000);

  it('agrees on integers in [−1024, 1024] scaled by powers of two (10,000 runs)', () => {
    fc.assert(
      fc.property(wideInput, (input) => expectMatchesReference(input)),
      { numRuns: 10_000 },
    );
  }, 30_000);

  it('decides exactly on arbitrary doubles too (filter + BigInt fallback)', () => {
    // Doubles with full 53-bit mantissas (tiny magnitudes flushed to 0 to keep the BigInt
    // reference fast).
    const coordinate = fc
      .double({ min: -1e6, max: 1e6, noNaN: true })
      .map((x) => (Math.abs(x) < 1e-6 ? 0 : x));
    fc.assert(
      fc.property(
        fc.tuple(
          coordinate,
          coordinate,
          coordinate,
          coordinate,
          coordinate,
          coordinate,
          coordinate,
          coordinate,
          coordinate,
        ),
        fc.double({ min: 0, max: 1e6, noNaN: true }).map((x) => (x < 1e-6 ? 0 : x)),
        ([a, b, c, d, e, f, g, h, i], radius) => {
          const input = { from: v(a, b, c), to: v(d, e, f), center: v(g, h, i), radius };
          const actual = intersectSegmentSphere(input);
          const expected = intersectSegmentSphereReference(input);
          const label = `input ${show(input)}`;
          expect(actual.kind, label).toBe(expected.kind);
          expect(actual.reason, label).toBe(expected.reason);
          expect(actual.touches, label).toBe(expected.touches);
          expect(actual.enter === undefined, label).toBe(expected.enter === undefined);
          expect(actual.exit === undefined, label).toBe(expected.exit === undefined);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('settles a tangency that float arithmetic gets wrong', () => {
    // n = r exactly, with coordinates whose float evaluation of b² − A·C is not exact.
    const third = 1 / 3;
    const input = { from: v(-1, third, 0), to: v(1, third, 0), center: v(0, 0, 0), radius: third };
    expectMatchesReference(input);
    expect(intersectSegmentSphere(input).touches).toBe(true);
  });
});

describe('intersectSegmentSphere: invariants', () => {
  const runs = { numRuns: 1_500 };
  const translate = (input: SegmentSphereInput, o: Vec3): SegmentSphereInput => ({
    from: v(input.from.x + o.x, input.from.y + o.y, input.from.z + o.z),
    to: v(input.to.x + o.x, input.to.y + o.y, input.to.z + o.z),
    center: v(input.center.x + o.x, input.center.y + o.y, input.center.z + o.z),
    radius: input.radius,
  });
  const mapPoints = (input: SegmentSphereInput, f: (p: Vec3) => Vec3, radius = input.radius) => ({
    from: f(input.from),
    to: f(input.to),
    center: f(input.center),
    radius,
  });
  /** The result of a transformed input equals the transformed result (t values unchanged). */
  const expectCovariant = (
    input: SegmentSphereInput,
    transformed: SegmentSphereInput,
    f: (p: Vec3) => Vec3,
    lengthFactor = 1,
  ) => {
    const before = intersectSegmentSphere(input);
    const after = intersectSegmentSphere(transformed);
    const expected: SegmentSphereResult = {
      ...before,
      foot: f(before.foot),
      distance: before.distance * lengthFactor,
      ...(before.enter ? { enter: f(before.enter) } : {}),
      ...(before.exit ? { exit: f(before.exit) } : {}),
    };
    expectSameResult(
      after,
      expected,
      scaleOf(transformed),
      `input ${show(input)} → ${show(transformed)}`,
    );
  };

  it('translation by an integer vector', () => {
    fc.assert(
      fc.property(smallInput, smallPoint, (input, o) => {
        const shift = (p: Vec3) => v(p.x + o.x, p.y + o.y, p.z + o.z);
        expectCovariant(input, translate(input, o), shift);
      }),
      runs,
    );
  });

  const rotations: [string, (p: Vec3) => Vec3][] = [
    ['x', (p) => v(p.x, -p.z, p.y)],
    ['y', (p) => v(p.z, p.y, -p.x)],
    ['z', (p) => v(-p.y, p.x, p.z)],
  ];
  for (const [axis, rotate] of rotations) {
    it(`90° rotation about the ${axis} axis`, () => {
      fc.assert(
        fc.property(smallInput, (input) =>
          expectCovariant(input, mapPoints(input, rotate), rotate),
        ),
        runs,
      );
    });
  }

  it('scaling by a power of two', () => {
    fc.assert(
      fc.property(smallInput, fc.integer({ min: -40, max: 40 }), (input, k) => {
        const s = 2 ** k;
        const scale = (p: Vec3) => v(p.x * s, p.y * s, p.z * s);
        expectCovariant(input, mapPoints(input, scale, input.radius * s), scale, s);
      }),
      runs,
    );
  });

  it('mirroring (x → −x)', () => {
    fc.assert(
      fc.property(smallInput, (input) => {
        const mirror = (p: Vec3) => v(-p.x, p.y, p.z);
        expectCovariant(input, mapPoints(input, mirror), mirror);
      }),
      runs,
    );
  });

  it('swapping the ends maps t → 1 − t: enters ↔ exits, ahead ↔ behind', () => {
    const swapKind = { enters: 'exits', exits: 'enters' } as Record<string, string>;
    const swapReason = { ahead: 'behind', behind: 'ahead' } as Record<string, string>;
    fc.assert(
      fc.property(smallInput, (input) => {
        const forward = intersectSegmentSphere(input);
        const backward = intersectSegmentSphere({ ...input, from: input.to, to: input.from });
        const label = `input ${show(input)}\nforward ${show(forward)}\nbackward ${show(backward)}`;
        expect(backward.kind, label).toBe(swapKind[forward.kind] ?? forward.kind);
        expect(backward.reason, label).toBe(
          forward.reason ? (swapReason[forward.reason] ?? forward.reason) : undefined,
        );
        expect(backward.touches, label).toBe(forward.touches);
        if (forward.tEnter !== undefined && forward.tExit !== undefined) {
          expectClose(backward.tEnter, 1 - forward.tExit, 1, `tEnter ${label}`);
          expectClose(backward.tExit, 1 - forward.tEnter, 1, `tExit ${label}`);
        } else {
          expect(backward.tEnter, label).toBeUndefined();
        }
        expect(backward.enter === undefined, label).toBe(forward.exit === undefined);
        expect(backward.exit === undefined, label).toBe(forward.enter === undefined);
        const scale = scaleOf(input);
        if (forward.exit) expectPointClose(backward.enter, asArray(forward.exit), scale, label);
        if (forward.enter) expectPointClose(backward.exit, asArray(forward.enter), scale, label);
        expectClose(backward.distance, forward.distance, scaleOf(input), label);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('intersectSegmentSphere: regressions', () => {
  it('the source’s slip s_i = p + l(p − s): the step is along the unit direction (t − s)/|t − s|', () => {
    // From the source's spell: s = (−6, 3, 0), t = (6, 3, 0), centre at the origin, radius 5.
    // Foot p = (0, 3, 0), n = 3, l = √(25 − 9) = 4.
    const s = v(-6, 3, 0);
    const t = v(6, 3, 0);
    const result = intersectSegmentSphere({ from: s, to: t, center: v(0, 0, 0), radius: 5 });
    expect(result.foot).toEqual(v(0, 3, 0));
    expect(result.distance).toBe(3);
    // The slip's formula steps by l·(p − s) = 4·(6, 0, 0): it lands 24 away, off the sphere.
    const l = 4;
    const slip = v(0 + l * (0 - s.x), 3 + l * (3 - s.y), 0);
    expect(Math.hypot(slip.x, slip.y, slip.z)).not.toBeCloseTo(5);
    // Stepping l along the unit direction, towards s for the entry and towards t for the exit:
    expect(result.enter).toEqual(v(-4, 3, 0));
    expect(result.exit).toEqual(v(4, 3, 0));
  });

  it('a segment from a point on the sphere going outward is `exits` at t = 0, not `outside`', () => {
    const result = intersectSegmentSphere({
      from: v(5, 0, 0),
      to: v(8, 0, 0),
      center: v(0, 0, 0),
      radius: 5,
    });
    expect(result.kind).toBe('exits');
    expect(result.tExit).toBe(0);
    expect(result.exit).toEqual(v(5, 0, 0));
  });

  it('“inside” means both endpoints in the CLOSED ball (a chord is inside)', () => {
    const result = intersectSegmentSphere({
      from: v(-3, 4, 0),
      to: v(3, -4, 0),
      center: v(0, 0, 0),
      radius: 5,
    });
    expect(result.kind).toBe('inside');
    expect([result.tEnter, result.tExit]).toEqual([0, 1]);
  });
});

describe('intersectSegmentSphere: totality', () => {
  const valid: SegmentSphereInput = {
    from: v(-6, 3, 0),
    to: v(6, 3, 0),
    center: v(0, 0, 0),
    radius: 5,
  };
  const bad = [NaN, Infinity, -Infinity];

  it('NaN or ±Infinity in any field is invalid-input', () => {
    for (const field of ['from', 'to', 'center'] as const) {
      for (const axis of ['x', 'y', 'z'] as const) {
        for (const value of bad) {
          const input = { ...valid, [field]: { ...valid[field], [axis]: value } };
          const result = intersectSegmentSphere(input);
          expect(result.kind, `${field}.${axis} = ${value}`).toBe('invalid-input');
          expectNoNaNOrNegativeZero(result, `${field}.${axis} = ${value}`);
        }
      }
    }
    for (const value of [...bad, -1, -0.5]) {
      expect(intersectSegmentSphere({ ...valid, radius: value }).kind, `radius ${value}`).toBe(
        'invalid-input',
      );
    }
    // −0 is a radius of zero, not a negative one.
    expect(intersectSegmentSphere({ ...valid, radius: -0 }).kind).toBe('outside');
  });

  it('missing fields, wrong types and non-objects are invalid-input, never a throw', () => {
    const malformed: unknown[] = [
      undefined,
      null,
      42,
      'sphere',
      [],
      {},
      { ...valid, from: undefined },
      { ...valid, to: null },
      { ...valid, center: 'origin' },
      { ...valid, radius: '5' },
      { ...valid, radius: undefined },
      { ...valid, from: { x: 1, y: 2 } },
      { ...valid, to: { x: '1', y: 2, z: 3 } },
      { ...valid, center: [0, 0, 0] },
    ];
    for (const input of malformed) {
      const result = intersectSegmentSphere(input as SegmentSphereInput);
      expect(result, show(input)).toEqual({
        kind: 'invalid-input',
        touches: false,
        foot: { x: 0, y: 0, z: 0 },
        distance: 0,
      });
    }
  });

  const extremes = [0, -0, 5e-324, -5e-324, 1e-300, 1e300, -1e300, 1.7e308, -1.7e308, 1];
  const extreme = fc.constantFrom(...extremes);
  const extremeInput = fc
    .tuple(
      fc.tuple(extreme, extreme, extreme, extreme, extreme, extreme, extreme, extreme, extreme),
      extreme,
    )
    .map(([[a, b, c, d, e, f, g, h, i], radius]) => ({
      from: v(a, b, c),
      to: v(d, e, f),
      center: v(g, h, i),
      radius: Math.abs(radius),
    }));

  it('extreme magnitudes never produce NaN or −0', () => {
    fc.assert(
      fc.property(extremeInput, (input) => {
        const result = intersectSegmentSphere(input);
        expectNoNaNOrNegativeZero(result, `input ${show(input)} → ${show(result)}`);
        expect(result.kind).not.toBe('invalid-input');
      }),
      { numRuns: 2_000 },
    );
  });

  it('extreme magnitudes keep exact decisions (against the reference; slow BigInt, few runs)', () => {
    fc.assert(
      fc.property(extremeInput, (input) => {
        const result = intersectSegmentSphere(input);
        const reference = intersectSegmentSphereReference(input);
        const label = `input ${show(input)} → ${show(result)}`;
        expect(result.kind, label).toBe(reference.kind);
        expect(result.reason, label).toBe(reference.reason);
        expect(result.touches, label).toBe(reference.touches);
        expect(result.enter === undefined, label).toBe(reference.enter === undefined);
        expect(result.exit === undefined, label).toBe(reference.exit === undefined);
      }),
      { numRuns: 40 },
    );
  });

  it('uniformly huge or tiny scenes give the same numbers as the scene at unit scale', () => {
    for (const k of [-1070, -600, 600, 1000]) {
      const s = 2 ** k;
      const scaled = {
        from: v(-6 * s, 3 * s, 0),
        to: v(6 * s, 3 * s, 0),
        center: v(0, 0, 0),
        radius: 5 * s,
      };
      const result = intersectSegmentSphere(scaled);
      expect(result.kind, `k = ${k}`).toBe('crosses');
      expectClose(result.tEnter, 1 / 6, 1, `k = ${k}`);
      expectClose(result.tExit, 5 / 6, 1, `k = ${k}`);
      expectClose(result.distance, 3 * s, s, `k = ${k}`);
      expectPointClose(result.enter, [-4 * s, 3 * s, 0], s, `k = ${k}`);
    }
  });
});

describe('intersectSegmentSphere: public test vectors', () => {
  for (const vector of segmentSphereVectors) {
    it(`${vector.source}: ${vector.description}`, () => {
      const { origin, direction } = vector.ray;
      const length = vector.library.kind === 'roots' ? 1 : 100;
      const input = {
        from: origin,
        to: v(
          origin.x + length * direction.x,
          origin.y + length * direction.y,
          origin.z + length * direction.z,
        ),
        center: vector.sphere.center,
        radius: vector.sphere.radius,
      };
      const result = intersectSegmentSphere(input);
      const label = `${show(input)} → ${show(result)}`;
      expect(result.reason ? `${result.kind}:${result.reason}` : result.kind, label).toBe(
        vector.expectedKind,
      );
      const library = vector.library;
      if (library.kind === 'first-point') {
        const point = result.enter ?? result.exit ?? null;
        if (library.point === null) expect(point, label).toBeNull();
        else expectPointClose(point ?? undefined, asArray(library.point), 1e4, label);
      } else if (library.kind === 'intersects') {
        expect(result.kind !== 'outside', label).toBe(library.value);
      } else if (library.roots.length === 0) {
        expect(result.tEnter, label).toBeUndefined();
      } else {
        expectClose(result.tEnter, library.roots[0]!, 1, label);
        expectClose(result.tExit, library.roots[1]!, 1, label);
      }
    });
  }
});

describe('intersectSegmentSphere: tiny shapes far from the origin', () => {
  const unitBallAt = (z: number): SegmentSphereInput => ({
    from: v(-2, 0, z),
    to: v(2, 0, z),
    center: v(0, 0, z),
    radius: 1,
  });
  const crossingAt = (z: number) => ({
    kind: 'crosses',
    tEnter: 0.25,
    tExit: 0.75,
    touches: false,
    foot: v(0, 0, z),
    distance: 0,
    enter: v(-1, 0, z),
    exit: v(1, 0, z),
  });

  it('a length-4 segment through a unit ball at z = 1e100 enters at 1/4 and exits at 3/4 (was 0.375/0.5)', () => {
    expect(intersectSegmentSphere(unitBallAt(1e100))).toEqual(crossingAt(1e100));
  });

  it('the same at z = 2^540 (was tEnter = tExit = 0 and foot (0, 0, 0))', () => {
    expect(intersectSegmentSphere(unitBallAt(2 ** 540))).toEqual(crossingAt(2 ** 540));
  });

  it('keeps kind, reason, flags and t, and moves points, foot and distance with the shapes (2^±1000, property)', () => {
    fc.assert(
      fc.property(tinyFarFromOrigin(smallInput), (moved) => {
        expectSameAfterMove(
          intersectSegmentSphere(moved.input),
          intersectSegmentSphere(moved.original),
          moved,
          scaleOf(moved.original),
          { positions: ['foot', 'enter', 'exit'], lengths: ['distance'] },
          show(moved),
        );
      }),
      { numRuns: 5_000 },
    );
  });
});
