import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  intersectSpheres,
  circleBasis,
  spheresGapSign,
  type SpheresInput,
  type SpheresResult,
} from './spheres';
import { spheresFixtures } from './spheres.fixtures';
import { intersectSpheresReference } from './testing/spheres.reference';
import { spheresVectors } from './testing/vectors/spheres.vectors';
import { tinyFarFromOrigin } from './testing/arbitraries';
import { type Vec3, dot3, length3, cross3 } from './vec3';
import {
  check,
  expectSameAfterMove,
  hasNaNOrNegativeZero,
  near,
  nearPoint as pointClose,
  scaleOf,
  show,
} from './testing/expect';

const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });

const asArray = (p: Vec3) => [p.x, p.y, p.z];

function expectMatchesReference(input: SpheresInput): void {
  const actual = intersectSpheres(input);
  const expected = intersectSpheresReference(input);
  const label = () => `input ${show(input)}\nactual ${show(actual)}\nexpected ${show(expected)}`;
  const scale = scaleOf(input);
  check(actual.kind === expected.kind, () => `kind differs: ${label()}`);
  check(
    (actual.center === undefined) === (expected.center === undefined) &&
      (actual.radius === undefined) === (expected.radius === undefined) &&
      (actual.normal === undefined) === (expected.normal === undefined),
    () => `fields differ: ${label()}`,
  );
  if (expected.center) {
    check(
      pointClose(actual.center, expected.center, scale) &&
        near(actual.radius, expected.radius!, scale) &&
        pointClose(actual.normal, expected.normal!, 1),
      () => `numbers differ: ${label()}`,
    );
  }
  check(!hasNaNOrNegativeZero(actual), () => `NaN or −0: ${label()}`);
}

function expectSameResult(
  actual: SpheresResult,
  expected: SpheresResult,
  scale: number,
  label: string,
) {
  expect(actual.kind, label).toBe(expected.kind);
  expect(Object.keys(actual).sort(), label).toEqual(Object.keys(expected).sort());
  if (expected.center)
    check(pointClose(actual.center, asArray(expected.center), scale), () => `centre ${label}`);
  if (expected.radius !== undefined)
    check(near(actual.radius, expected.radius, scale), () => `radius ${label}`);
  if (expected.normal)
    check(pointClose(actual.normal, asArray(expected.normal), 1), () => `normal ${label}`);
}

// Generators
const smallInt = fc.integer({ min: -4, max: 4 });
const smallPoint = fc.record({ x: smallInt, y: smallInt, z: smallInt });
/** Centres in [−2, 2]³ and radii in [0, 4]: every kind is common. */
const nearInt = fc.integer({ min: -2, max: 2 });
const nearPoint = fc.record({ x: nearInt, y: nearInt, z: nearInt });
const smallSphere = fc.record({ center: nearPoint, radius: fc.integer({ min: 0, max: 4 }) });
/** Pairs on a small grid, with the same centre now and then. */
const smallInput: fc.Arbitrary<SpheresInput> = fc
  .tuple(smallSphere, smallSphere, fc.nat(7))
  .map(([a, b, pick]) => ({ a, b: pick === 0 ? { ...b, center: a.center } : b }));
const wideInt = fc.integer({ min: -1024, max: 1024 });
const wideInput: fc.Arbitrary<SpheresInput> = fc.oneof(
  fc
    .tuple(
      fc.array(wideInt, { minLength: 6, maxLength: 6 }),
      fc.integer({ min: 0, max: 1024 }),
      fc.integer({ min: 0, max: 1024 }),
      fc.integer({ min: -30, max: 30 }),
    )
    .map(([c, r1, r2, k]) => {
      const s = 2 ** k;
      return {
        a: { center: v(c[0]! * s, c[1]! * s, c[2]! * s), radius: r1 * s },
        b: { center: v(c[3]! * s, c[4]! * s, c[5]! * s), radius: r2 * s },
      };
    }),
  // Pythagorean-style near-degenerate pairs: a small grid far from the origin, with larger radii.
  fc
    .tuple(smallInput, fc.tuple(wideInt, wideInt, wideInt), fc.integer({ min: 0, max: 8 }))
    .map(([{ a, b }, [ox, oy, oz], k]) => {
      const s = 2 ** k;
      const move = (p: Vec3) => v((p.x + ox) * s, (p.y + oy) * s, (p.z + oz) * s);
      return {
        a: { center: move(a.center), radius: a.radius * s },
        b: { center: move(b.center), radius: b.radius * s },
      };
    }),
);

describe('intersectSpheres: fixtures', () => {
  for (const fixture of spheresFixtures) {
    it(`${fixture.id}: ${fixture.name}`, () => {
      const actual = intersectSpheres(fixture.input);
      const label = `fixture ${fixture.id}: ${show(fixture.input)} → ${show(actual)}`;
      expectSameResult(actual, fixture.expected, scaleOf(fixture.input), label);
      expect(hasNaNOrNegativeZero(actual), label).toBe(false);
    });
  }

  it('every kind has a fixture, and the valid ones agree with the exact reference', () => {
    const kinds = new Set(spheresFixtures.map((f) => f.expected.kind));
    for (const kind of [
      'separate',
      'contained',
      'external-tangent',
      'internal-tangent',
      'coincident',
      'circle',
      'invalid-input',
    ]) {
      expect(kinds.has(kind as SpheresResult['kind']), kind).toBe(true);
    }
    for (const fixture of spheresFixtures) {
      if (fixture.expected.kind !== 'invalid-input') expectMatchesReference(fixture.input);
    }
  });
});

describe('intersectSpheres: exact on snapped inputs (against the BigInt reference)', () => {
  it('agrees on a small grid [−4, 4] (10,000 runs)', () => {
    fc.assert(fc.property(smallInput, expectMatchesReference), { numRuns: 10_000 });
  }, 30_000);

  it('agrees on integers in [−1024, 1024] scaled by powers of two (10,000 runs)', () => {
    fc.assert(fc.property(wideInput, expectMatchesReference), { numRuns: 10_000 });
  }, 30_000);

  it('decides exactly on arbitrary doubles too (filter + BigInt fallback)', () => {
    const coordinate = fc
      .double({ min: -1e6, max: 1e6, noNaN: true })
      .map((x) => (Math.abs(x) < 1e-6 ? 0 : x));
    const radius = fc.double({ min: 0, max: 1e6, noNaN: true }).map((x) => (x < 1e-6 ? 0 : x));
    const sphere = fc.record({
      center: fc.record({ x: coordinate, y: coordinate, z: coordinate }),
      radius,
    });
    fc.assert(
      fc.property(sphere, sphere, (a, b) => {
        const input = { a, b };
        check(
          intersectSpheres(input).kind === intersectSpheresReference(input).kind,
          () => `kind differs for ${show(input)}`,
        );
      }),
      { numRuns: 3_000 },
    );
  });

  it('settles a tangency that float arithmetic gets wrong', () => {
    // d = 0.3 = 0.1 + 0.2 in reals; in doubles 0.1 + 0.2 ≠ 0.3, and the exact test uses the
    // doubles' exact values, so the reference decides and we must agree.
    const input = {
      a: { center: v(0, 0, 0), radius: 0.1 },
      b: { center: v(0.3, 0, 0), radius: 0.2 },
    };
    expect(intersectSpheres(input).kind).toBe(intersectSpheresReference(input).kind);
  });
});

describe('intersectSpheres: invariants', () => {
  const runs = { numRuns: 1_500 };
  const mapInput = ({ a, b }: SpheresInput, f: (p: Vec3) => Vec3, s = 1): SpheresInput => ({
    a: { center: f(a.center), radius: a.radius * s },
    b: { center: f(b.center), radius: b.radius * s },
  });
  /** `linear` maps directions (the normal); `f` maps points. */
  const expectCovariant = (
    input: SpheresInput,
    f: (p: Vec3) => Vec3,
    linear: (p: Vec3) => Vec3,
    s = 1,
  ) => {
    const before = intersectSpheres(input);
    const transformed = mapInput(input, f, s);
    const after = intersectSpheres(transformed);
    const expected: SpheresResult = {
      kind: before.kind,
      ...(before.center ? { center: f(before.center) } : {}),
      ...(before.radius !== undefined ? { radius: before.radius * s } : {}),
      ...(before.normal ? { normal: linear(before.normal) } : {}),
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
      fc.property(smallInput, smallPoint, (input, o) =>
        expectCovariant(
          input,
          (p) => v(p.x + o.x, p.y + o.y, p.z + o.z),
          (n) => n,
        ),
      ),
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
        fc.property(smallInput, (input) => expectCovariant(input, rotate, rotate)),
        runs,
      );
    });
  }

  it('scaling by a power of two', () => {
    fc.assert(
      fc.property(smallInput, fc.integer({ min: -40, max: 40 }), (input, k) => {
        const s = 2 ** k;
        expectCovariant(
          input,
          (p) => v(p.x * s, p.y * s, p.z * s),
          (n) => n,
          s,
        );
      }),
      runs,
    );
  });

  it('mirroring (x → −x)', () => {
    const mirror = (p: Vec3) => v(-p.x, p.y, p.z);
    fc.assert(
      fc.property(smallInput, (input) => expectCovariant(input, mirror, mirror)),
      runs,
    );
  });

  it('swapping the spheres flips the normal and keeps the circle', () => {
    fc.assert(
      fc.property(smallInput, (input) => {
        const forward = intersectSpheres(input);
        const backward = intersectSpheres({ a: input.b, b: input.a });
        const flip = (n: Vec3) => v(-n.x, -n.y, -n.z);
        const expected: SpheresResult = {
          kind: forward.kind,
          ...(forward.center ? { center: forward.center } : {}),
          ...(forward.radius !== undefined ? { radius: forward.radius } : {}),
          ...(forward.normal ? { normal: flip(forward.normal) } : {}),
        };
        expectSameResult(backward, expected, scaleOf(input), `input ${show(input)}`);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('intersectSpheres: regressions', () => {
  it('the source’s quick test (r1 + r2 > d) misses containment: a sphere inside another has no circle', () => {
    const input = { a: { center: v(0, 0, 0), radius: 5 }, b: { center: v(1, 0, 0), radius: 2 } };
    expect(1 < 5 + 2).toBe(true); // the source's test would say "they intersect"
    expect(intersectSpheres(input)).toEqual({ kind: 'contained' });
  });

  it('the circle’s centre is c1 + x·(c2 − c1)/d: x is a distance, so the direction must be unit', () => {
    // d = 6, x = 3: c1 + x·(c2 − c1) without dividing by d would land at (18, 0, 0).
    const result = intersectSpheres({
      a: { center: v(0, 0, 0), radius: 5 },
      b: { center: v(6, 0, 0), radius: 5 },
    });
    expect(result.center).toEqual(v(3, 0, 0));
    expect(result.radius).toBe(4);
  });

  it('order of the tests: a zero-radius sphere on the other is external, two equal points coincident', () => {
    expect(
      intersectSpheres({
        a: { center: v(0, 5, 0), radius: 0 },
        b: { center: v(0, 0, 0), radius: 5 },
      }).kind,
    ).toBe('external-tangent');
    expect(
      intersectSpheres({
        a: { center: v(2, 2, 2), radius: 0 },
        b: { center: v(2, 2, 2), radius: 0 },
      }).kind,
    ).toBe('coincident');
  });
});

describe('circleBasis', () => {
  it('returns a right-handed orthonormal frame (u, v, n̂) for any non-zero normal', () => {
    const component = fc.double({ min: -1e3, max: 1e3, noNaN: true });
    fc.assert(
      fc.property(fc.record({ x: component, y: component, z: component }), (normal) => {
        fc.pre(length3(normal) > 1e-100);
        const { u, v: w } = circleBasis(normal);
        const n = {
          x: normal.x / length3(normal),
          y: normal.y / length3(normal),
          z: normal.z / length3(normal),
        };
        const label = `normal ${show(normal)} → ${show({ u, w })}`;
        check(
          Math.abs(length3(u) - 1) < 1e-12 && Math.abs(length3(w) - 1) < 1e-12,
          () => `unit: ${label}`,
        );
        check(
          Math.abs(dot3(u, n)) < 1e-12 &&
            Math.abs(dot3(w, n)) < 1e-12 &&
            Math.abs(dot3(u, w)) < 1e-12,
          () => `orthogonal: ${label}`,
        );
        const c = cross3(u, w);
        check(
          Math.abs(c.x - n.x) < 1e-12 && Math.abs(c.y - n.y) < 1e-12 && Math.abs(c.z - n.z) < 1e-12,
          () => `handed: ${label}`,
        );
        check(!hasNaNOrNegativeZero({ u, w }), () => `NaN or −0: ${label}`);
      }),
      { numRuns: 2_000 },
    );
  });

  it('draws the meteor fixture’s circle on both spheres', () => {
    const input = spheresFixtures.find((f) => f.id === 'meteor-impact')!.input;
    const { center, radius, normal } = intersectSpheres(input);
    const { u, v: w } = circleBasis(normal!);
    for (let i = 0; i < 12; i++) {
      const angle = (i / 12) * 2 * Math.PI;
      const p = v(
        center!.x + radius! * (Math.cos(angle) * u.x + Math.sin(angle) * w.x),
        center!.y + radius! * (Math.cos(angle) * u.y + Math.sin(angle) * w.y),
        center!.z + radius! * (Math.cos(angle) * u.z + Math.sin(angle) * w.z),
      );
      expect(
        length3(v(p.x - input.a.center.x, p.y - input.a.center.y, p.z - input.a.center.z)),
      ).toBeCloseTo(input.a.radius, 12);
      expect(
        length3(v(p.x - input.b.center.x, p.y - input.b.center.y, p.z - input.b.center.z)),
      ).toBeCloseTo(input.b.radius, 12);
    }
  });

  it('a zero or non-finite normal gives the x and y axes', () => {
    for (const normal of [v(0, 0, 0), v(NaN, 0, 1), v(Infinity, 0, 0)]) {
      expect(circleBasis(normal), show(normal)).toEqual({ u: v(1, 0, 0), v: v(0, 1, 0) });
    }
  });
});

describe('intersectSpheres: totality', () => {
  const valid: SpheresInput = {
    a: { center: v(0, 0, 0), radius: 5 },
    b: { center: v(6, 0, 0), radius: 5 },
  };

  it('NaN or ±Infinity in any field, or a negative radius, is invalid-input', () => {
    for (const side of ['a', 'b'] as const) {
      for (const axis of ['x', 'y', 'z'] as const) {
        for (const value of [NaN, Infinity, -Infinity]) {
          const input = {
            ...valid,
            [side]: { ...valid[side], center: { ...valid[side].center, [axis]: value } },
          };
          expect(intersectSpheres(input), show(input)).toEqual({ kind: 'invalid-input' });
        }
      }
      for (const value of [NaN, Infinity, -Infinity, -1]) {
        const input = { ...valid, [side]: { ...valid[side], radius: value } };
        expect(intersectSpheres(input), show(input)).toEqual({ kind: 'invalid-input' });
      }
    }
  });

  it('missing fields, wrong types and non-objects are invalid-input, never a throw', () => {
    const malformed: unknown[] = [
      undefined,
      null,
      3,
      'spheres',
      {},
      { a: valid.a },
      { ...valid, b: null },
      { ...valid, a: { center: v(0, 0, 0) } },
      { ...valid, a: { radius: 1 } },
      { ...valid, b: { center: { x: 1, y: 2 }, radius: 1 } },
      { ...valid, b: { center: v(1, 2, 3), radius: '1' } },
    ];
    for (const input of malformed) {
      expect(intersectSpheres(input as SpheresInput), show(input)).toEqual({
        kind: 'invalid-input',
      });
    }
  });

  it('extreme magnitudes never produce NaN or −0, and keep the exact kind', () => {
    const extreme = fc.constantFrom(
      0,
      -0,
      5e-324,
      -5e-324,
      1e-300,
      1e300,
      -1e300,
      1.7e308,
      -1.7e308,
      1,
    );
    const sphere = fc.record({
      center: fc.record({ x: extreme, y: extreme, z: extreme }),
      radius: extreme.map(Math.abs),
    });
    fc.assert(
      fc.property(sphere, sphere, (a, b) => {
        const input = { a, b };
        const result = intersectSpheres(input);
        check(!hasNaNOrNegativeZero(result), () => `NaN or −0 for ${show(input)}: ${show(result)}`);
        check(
          result.kind === intersectSpheresReference(input).kind,
          () => `kind for ${show(input)}`,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('uniformly huge or tiny scenes give the same circle as at unit scale', () => {
    for (const k of [-1070, -700, 700, 1000]) {
      const s = 2 ** k;
      const result = intersectSpheres({
        a: { center: v(0, 0, 0), radius: 5 * s },
        b: { center: v(6 * s, 0, 0), radius: 5 * s },
      });
      expect(result.kind, `k = ${k}`).toBe('circle');
      check(
        pointClose(result.center, [3 * s, 0, 0], s) && near(result.radius, 4 * s, s),
        () => `k = ${k}: ${show(result)}`,
      );
      expect(result.normal).toEqual(v(1, 0, 0));
    }
  });
});

describe('intersectSpheres: public test vectors', () => {
  for (const vector of spheresVectors) {
    it(`${vector.source}: ${vector.description}`, () => {
      const result = intersectSpheres({ a: vector.a, b: vector.b });
      expect(result.kind).toBe(vector.expectedKind);
      expect(result.kind !== 'separate').toBe(vector.intersects);
    });
  }
});

describe('intersectSpheres: tiny shapes far from the origin', () => {
  it('radius-5 spheres 8 apart at z = 1e200 meet in the circle at (4, 0, 1e200) of radius 3 (was radius 0, normal x = 1.8e308)', () => {
    const input = {
      a: { center: v(0, 0, 1e200), radius: 5 },
      b: { center: v(8, 0, 1e200), radius: 5 },
    };
    expect(intersectSpheres(input)).toEqual({
      kind: 'circle',
      center: v(4, 0, 1e200),
      radius: 3,
      normal: v(1, 0, 0),
    });
  });

  it('radius-1 spheres whose centres are 1e-170 apart meet in the circle of radius 1 halfway between', () => {
    // Exact: centre 5e-171 (half the distance, 1e-170/2 rounds to 5e-171), radius √(1 − 2.5e-341) → 1.
    const input = {
      a: { center: v(0, 0, 1), radius: 1 },
      b: { center: v(1e-170, 0, 1), radius: 1 },
    };
    expect(intersectSpheres(input)).toEqual({
      kind: 'circle',
      center: v(1e-170 / 2, 0, 1),
      radius: 1,
      normal: v(1, 0, 0),
    });
  });

  it('keeps the kind and the normal, and moves the centre and radius with the shapes (2^±1000, property)', () => {
    fc.assert(
      fc.property(tinyFarFromOrigin(smallInput), (moved) => {
        expectSameAfterMove(
          intersectSpheres(moved.input),
          intersectSpheres(moved.original),
          moved,
          scaleOf(moved.original),
          { positions: ['center'], lengths: ['radius'] },
          show(moved),
        );
      }),
      { numRuns: 5_000 },
    );
  });
});

/**
 * spheresGapSign's answer from the exact kind: the sign of d − (r1 + r2). Coincident zero-radius
 * spheres are one point (d = r1 + r2 = 0); every other kind but `separate` and
 * `external-tangent` has d < r1 + r2.
 */
function gapSignOfKind(kind: string, radius: number): number {
  if (kind === 'separate') return 1;
  if (kind === 'external-tangent') return 0;
  if (kind === 'coincident') return radius > 0 ? -1 : 0;
  return -1;
}

const gapSign = ({ a, b }: SpheresInput) =>
  spheresGapSign(
    a.center.x,
    a.center.y,
    a.center.z,
    a.radius,
    b.center.x,
    b.center.y,
    b.center.z,
    b.radius,
  );

function expectGapSignExact(input: SpheresInput): void {
  const expected = gapSignOfKind(intersectSpheresReference(input).kind, input.a.radius);
  check(
    gapSign(input) === expected,
    () => `sign ${gapSign(input)}, exact ${expected}: ${show(input)}`,
  );
}

describe('spheresGapSign (do the solid balls meet: the first decision of the tree)', () => {
  it('gives every valid fixture the sign of its kind', () => {
    let checked = 0;
    for (const fixture of spheresFixtures) {
      if (fixture.expected.kind === 'invalid-input') continue;
      const input = fixture.input as SpheresInput;
      expect(gapSign(input), fixture.name).toBe(
        gapSignOfKind(fixture.expected.kind, input.a.radius),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('touching from outside is 0 and one unit in the last place apart is 1', () => {
    expect(spheresGapSign(0, 0, 0, 5, 10, 0, 0, 5)).toBe(0);
    expect(spheresGapSign(0, 0, 0, 5, 10, 0, 0, 4.999999999999999)).toBe(1);
    expect(spheresGapSign(0, 0, 0, 5, 10, 0, 0, 5.000000000000001)).toBe(-1);
  });

  it('one ball inside the other, and equal balls, overlap (−1); two equal points touch (0)', () => {
    expect(spheresGapSign(0, 0, 0, 5, 1, 0, 0, 1)).toBe(-1);
    expect(spheresGapSign(1, 2, 3, 4, 1, 2, 3, 4)).toBe(-1);
    expect(spheresGapSign(1, 2, 3, 0, 1, 2, 3, 0)).toBe(0);
  });

  it('decides 0.1 + 0.2 against 0.3 as the exact values do (they overlap)', () => {
    const input = {
      a: { center: v(0, 0, 0), radius: 0.1 },
      b: { center: v(0.3, 0, 0), radius: 0.2 },
    };
    expect(gapSign(input)).toBe(-1);
    expectGapSignExact(input);
  });

  it('is exact on the small grid and on wide integers times powers of two (10,000 runs each)', () => {
    fc.assert(fc.property(smallInput, expectGapSignExact), { numRuns: 10_000 });
    fc.assert(fc.property(wideInput, expectGapSignExact), { numRuns: 10_000 });
  }, 30_000);

  it('is exact on arbitrary doubles, extreme magnitudes included', () => {
    const coordinate = fc.oneof(
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.constantFrom(0, 2 ** -1074, -(2 ** -1074), 1.7e308, -1.7e308),
    );
    const sphere = fc.record({
      center: fc.record({ x: coordinate, y: coordinate, z: coordinate }),
      radius: coordinate.map(Math.abs),
    });
    fc.assert(
      fc.property(sphere, sphere, (a, b) => expectGapSignExact({ a, b })),
      { numRuns: 3_000 },
    );
  });
});
