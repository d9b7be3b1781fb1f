import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { projectPointOnLine, type ProjectionInput, type ProjectionResult } from './project-point';
import { projectionFixtures } from './project-point.fixtures';
import { projectPointOnLineReference } from './testing/project-point.reference';
import { projectionVectors } from './testing/vectors/project-point.vectors';
import { tinyFarFromOrigin } from './testing/arbitraries';
import type { Vec2 } from './vec2';
import type { Vec3 } from './vec3';
import {
  check,
  coordinatesOf,
  expectSameAfterMove,
  hasNaNOrNegativeZero,
  near,
  nearPoint,
  scaleOf,
  show,
} from './testing/expect';

function expectMatchesReference(input: ProjectionInput): void {
  const actual = projectPointOnLine(input);
  const expected = projectPointOnLineReference(input);
  const label = () =>
    `input ${show(input)}\nactual ${show(actual)}\nexpected ${show({ ...expected, u: expected.u.toString() })}`;
  const scale = scaleOf(input);
  check(actual.kind === expected.kind, () => `kind differs: ${label()}`);
  check(
    near(actual.u, expected.u.toNumber(), 1) &&
      nearPoint(actual.foot, expected.foot, scale) &&
      nearPoint(actual.closest, expected.closest, scale),
    () => `numbers differ: ${label()}`,
  );
  check(!hasNaNOrNegativeZero(actual), () => `NaN or −0: ${label()}`);
}

function expectSameResult(
  actual: ProjectionResult,
  expected: ProjectionResult,
  scale: number,
  label: string,
) {
  expect(actual.kind, label).toBe(expected.kind);
  check(near(actual.u, expected.u, 1), () => `u: ${label}`);
  check(nearPoint(actual.foot, coordinatesOf(expected.foot), scale), () => `foot: ${label}`);
  check(
    nearPoint(actual.closest, coordinatesOf(expected.closest), scale),
    () => `closest: ${label}`,
  );
}

// Generators: 2D and 3D, with s = t now and then.
const smallInt = fc.integer({ min: -4, max: 4 });
const small2 = fc.record({ x: smallInt, y: smallInt });
const small3 = fc.record({ x: smallInt, y: smallInt, z: smallInt });
const withDegenerate = <V extends Vec2 | Vec3>(point: fc.Arbitrary<V>) =>
  fc
    .tuple(point, point, point, fc.nat(15))
    .map(([p, s, t, pick]): ProjectionInput<V> => ({ point: p, s, t: pick === 0 ? s : t }));
const smallInput: fc.Arbitrary<ProjectionInput> = fc.oneof(
  withDegenerate(small2) as fc.Arbitrary<ProjectionInput>,
  withDegenerate(small3) as fc.Arbitrary<ProjectionInput>,
);
const wideInt = fc.integer({ min: -1024, max: 1024 });
const wideInput: fc.Arbitrary<ProjectionInput> = fc.oneof(
  fc
    .tuple(
      fc.array(wideInt, { minLength: 9, maxLength: 9 }),
      fc.boolean(),
      fc.integer({ min: -30, max: 30 }),
    )
    .map(([c, spatial, k]) => {
      const s = 2 ** k;
      const make = (i: number) =>
        spatial
          ? { x: c[i]! * s, y: c[i + 1]! * s, z: c[i + 2]! * s }
          : { x: c[i]! * s, y: c[i + 1]! * s };
      return { point: make(0), s: make(3), t: make(6) } as ProjectionInput;
    }),
  // A small grid far from the origin: exact degeneracies at large coordinates.
  fc.tuple(smallInput, wideInt, wideInt, wideInt).map(([input, ox, oy, oz]) => {
    const move = (p: Vec2 | Vec3) =>
      'z' in p ? { x: p.x + ox, y: p.y + oy, z: (p as Vec3).z + oz } : { x: p.x + ox, y: p.y + oy };
    return { point: move(input.point), s: move(input.s), t: move(input.t) } as ProjectionInput;
  }),
);

describe('projectPointOnLine: fixtures', () => {
  for (const fixture of projectionFixtures) {
    it(`${fixture.id}: ${fixture.name}`, () => {
      const actual = projectPointOnLine(fixture.input);
      const label = `fixture ${fixture.id}: ${show(fixture.input)} → ${show(actual)}`;
      expectSameResult(actual, fixture.expected, scaleOf(fixture.input), label);
      expect(actual.foot, label).toEqual(fixture.expected.foot); // same dimension, exact here
      expect(hasNaNOrNegativeZero(actual), label).toBe(false);
    });
  }

  it('every kind has a fixture, and the valid ones agree with the exact reference', () => {
    const kinds = new Set(projectionFixtures.map((f) => f.expected.kind));
    for (const kind of ['before', 'on-segment', 'after', 'degenerate', 'invalid-input']) {
      expect(kinds.has(kind as ProjectionResult['kind']), kind).toBe(true);
    }
    for (const fixture of projectionFixtures) {
      if (fixture.expected.kind !== 'invalid-input') expectMatchesReference(fixture.input);
    }
  });
});

describe('projectPointOnLine: exact on snapped inputs (against the BigInt reference)', () => {
  it('agrees on a small grid [−4, 4] in 2D and 3D (10,000 runs)', () => {
    fc.assert(fc.property(smallInput, expectMatchesReference), { numRuns: 10_000 });
  }, 30_000);

  it('agrees on integers in [−1024, 1024] scaled by powers of two (10,000 runs)', () => {
    fc.assert(fc.property(wideInput, expectMatchesReference), { numRuns: 10_000 });
  }, 30_000);

  it('decides exactly on arbitrary doubles too (filter + BigInt fallback)', () => {
    const coordinate = fc
      .double({ min: -1e6, max: 1e6, noNaN: true })
      .map((x) => (Math.abs(x) < 1e-6 ? 0 : x));
    const point = fc.record({ x: coordinate, y: coordinate, z: coordinate });
    fc.assert(
      fc.property(point, point, point, (p, s, t) => {
        const input = { point: p, s, t };
        check(
          projectPointOnLine(input).kind === projectPointOnLineReference(input).kind,
          () => `kind differs for ${show(input)}`,
        );
      }),
      { numRuns: 3_000 },
    );
  });

  it('decides the perpendicular through s exactly where float rounding would not', () => {
    // (p − s)·(t − s) = 0 exactly, but evaluated in floats the products round.
    const input = { point: { x: 0.1, y: 0.3 }, s: { x: 0.1, y: 0.1 }, t: { x: 0.7, y: 0.1 } };
    expect(projectPointOnLine(input).kind).toBe(projectPointOnLineReference(input).kind);
    const tilted = { point: { x: -0.3, y: 0.1 + 0.2 }, s: { x: 0, y: 0 }, t: { x: 0.1, y: 0.3 } };
    expect(projectPointOnLine(tilted).kind).toBe(projectPointOnLineReference(tilted).kind);
  });
});

describe('projectPointOnLine: invariants', () => {
  const runs = { numRuns: 1_500 };
  const mapInput = (input: ProjectionInput, f: (p: Vec2 | Vec3) => Vec2 | Vec3): ProjectionInput =>
    ({ point: f(input.point), s: f(input.s), t: f(input.t) }) as ProjectionInput;
  const expectCovariant = (input: ProjectionInput, f: (p: Vec2 | Vec3) => Vec2 | Vec3) => {
    const before = projectPointOnLine(input);
    const transformed = mapInput(input, f);
    const after = projectPointOnLine(transformed);
    expectSameResult(
      after,
      { ...before, foot: f(before.foot), closest: f(before.closest) },
      scaleOf(transformed),
      `input ${show(input)} → ${show(transformed)}`,
    );
  };
  const is3 = (p: Vec2 | Vec3): p is Vec3 => 'z' in p;

  it('translation by an integer vector', () => {
    fc.assert(
      fc.property(smallInput, small3, (input, o) =>
        expectCovariant(input, (p) =>
          is3(p) ? { x: p.x + o.x, y: p.y + o.y, z: p.z + o.z } : { x: p.x + o.x, y: p.y + o.y },
        ),
      ),
      runs,
    );
  });

  const rotations: [string, (p: Vec2 | Vec3) => Vec2 | Vec3][] = [
    ['x', (p) => (is3(p) ? { x: p.x, y: -p.z, z: p.y } : { x: p.x, y: -p.y })], // 2D: a mirror
    ['y', (p) => (is3(p) ? { x: p.z, y: p.y, z: -p.x } : { x: -p.x, y: p.y })], // 2D: a mirror
    ['z', (p) => (is3(p) ? { x: -p.y, y: p.x, z: p.z } : { x: -p.y, y: p.x })],
  ];
  for (const [axis, rotate] of rotations) {
    it(`90° rotation about the ${axis} axis (2D inputs: the plane's own quarter turn or mirror)`, () => {
      fc.assert(
        fc.property(smallInput, (input) => expectCovariant(input, rotate)),
        runs,
      );
    });
  }

  it('scaling by a power of two', () => {
    fc.assert(
      fc.property(smallInput, fc.integer({ min: -40, max: 40 }), (input, k) => {
        const s = 2 ** k;
        expectCovariant(input, (p) =>
          is3(p) ? { x: p.x * s, y: p.y * s, z: p.z * s } : { x: p.x * s, y: p.y * s },
        );
      }),
      runs,
    );
  });

  it('mirroring (x → −x)', () => {
    fc.assert(
      fc.property(smallInput, (input) =>
        expectCovariant(input, (p) => (is3(p) ? { x: -p.x, y: p.y, z: p.z } : { x: -p.x, y: p.y })),
      ),
      runs,
    );
  });

  it('swapping s and t maps u → 1 − u and before ↔ after', () => {
    const swap = { before: 'after', after: 'before' } as Record<string, string>;
    fc.assert(
      fc.property(smallInput, (input) => {
        const forward = projectPointOnLine(input);
        const backward = projectPointOnLine({ ...input, s: input.t, t: input.s });
        const label = `input ${show(input)}: ${show(forward)} vs ${show(backward)}`;
        expect(backward.kind, label).toBe(swap[forward.kind] ?? forward.kind);
        if (forward.kind !== 'degenerate') {
          check(near(backward.u, 1 - forward.u, 1), () => label);
          check(nearPoint(backward.foot, coordinatesOf(forward.foot), scaleOf(input)), () => label);
        }
        check(
          nearPoint(backward.closest, coordinatesOf(forward.closest), scaleOf(input)),
          () => label,
        );
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('projectPointOnLine: regressions', () => {
  it('the degenerate line (s = t) never divides by |t − s|² = 0', () => {
    const result = projectPointOnLine({
      point: { x: 5, y: 5 },
      s: { x: 2, y: 2 },
      t: { x: 2, y: 2 },
    });
    expect(result).toEqual({
      kind: 'degenerate',
      u: 0,
      foot: { x: 2, y: 2 },
      closest: { x: 2, y: 2 },
    });
  });

  it('the projection divides by |w|² (w = t − s not unit): q = s + ((v·w)/|w|²)·w', () => {
    // v·w = 24 and |w| = 8: dividing by |w| instead of |w|² would give u = 3, a foot at (−6, −20).
    const result = projectPointOnLine({
      point: { x: 3, y: 1 },
      s: { x: -6, y: 4 },
      t: { x: -6, y: -4 },
    });
    expect(result.foot).toEqual({ x: -6, y: 1 });
  });
});

describe('projectPointOnLine: totality', () => {
  const valid = { point: { x: 1, y: 3 }, s: { x: 0, y: 0 }, t: { x: 4, y: 2 } };
  const valid3 = { point: { x: 1, y: 3, z: 1 }, s: { x: 0, y: 0, z: 0 }, t: { x: 4, y: 2, z: 2 } };

  it('NaN or ±Infinity in any coordinate is invalid-input', () => {
    for (const base of [valid, valid3] as ProjectionInput[]) {
      for (const field of ['point', 's', 't'] as const) {
        for (const axis of 'z' in base.point ? ['x', 'y', 'z'] : ['x', 'y']) {
          for (const value of [NaN, Infinity, -Infinity]) {
            const input = {
              ...base,
              [field]: { ...base[field], [axis]: value },
            } as ProjectionInput;
            const result = projectPointOnLine(input);
            expect(result.kind, show(input)).toBe('invalid-input');
            expect(hasNaNOrNegativeZero(result)).toBe(false);
          }
        }
      }
    }
  });

  it('mixed dimensions, missing fields, wrong types and non-objects are invalid-input', () => {
    const malformed: unknown[] = [
      undefined,
      null,
      7,
      'line',
      {},
      { ...valid, point: undefined },
      { ...valid, s: null },
      { ...valid, t: [4, 2] },
      { ...valid, t: { x: '4', y: 2 } },
      { ...valid, s: { x: 0, y: 0, z: 0 } },
      { ...valid3, t: { x: 4, y: 2 } },
      { ...valid3, s: { x: 0, y: 0, z: 'up' } },
    ];
    for (const input of malformed) {
      const result = projectPointOnLine(input as ProjectionInput);
      expect(result.kind, show(input)).toBe('invalid-input');
      expect(result.u).toBe(0);
      expect(hasNaNOrNegativeZero(result), show(input)).toBe(false);
    }
    expect(projectPointOnLine({ ...valid3, t: { x: 4, y: 2 } } as ProjectionInput).foot).toEqual({
      x: 0,
      y: 0,
      z: 0,
    });
    expect(
      projectPointOnLine({ ...valid, t: { x: 4, y: 2, z: 0 } } as ProjectionInput).foot,
    ).toEqual({ x: 0, y: 0 });
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
    const point = fc.record({ x: extreme, y: extreme, z: extreme });
    fc.assert(
      fc.property(point, point, point, (p, s, t) => {
        const input = { point: p, s, t };
        const result = projectPointOnLine(input);
        check(!hasNaNOrNegativeZero(result), () => `NaN or −0 for ${show(input)}: ${show(result)}`);
        check(
          result.kind === projectPointOnLineReference(input).kind,
          () => `kind for ${show(input)}`,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('uniformly huge or tiny inputs give the same u as at unit scale', () => {
    for (const k of [-1070, -700, 700, 1020]) {
      const s = 2 ** k;
      const result = projectPointOnLine({
        point: { x: 3 * s, y: 1 * s },
        s: { x: -6 * s, y: 4 * s },
        t: { x: -6 * s, y: -4 * s },
      });
      expect(result.kind, `k = ${k}`).toBe('on-segment');
      expect(result.u, `k = ${k}`).toBe(0.375);
      check(nearPoint(result.foot, [-6 * s, 1 * s], s), () => `foot at k = ${k}: ${show(result)}`);
    }
  });
});

describe('projectPointOnLine: public test vectors', () => {
  for (const vector of projectionVectors) {
    it(`${vector.source}: ${vector.description}`, () => {
      const result = projectPointOnLine(vector.input);
      const label = `${show(vector.input)} → ${show(result)}`;
      const library = vector.library;
      if (library.kind === 'line3-clamped') {
        const clamped = Math.min(1, Math.max(0, result.u));
        expect(clamped, label).toBe(library.parameter);
        expect(result.closest, label).toEqual(library.point);
      } else if (library.kind === 'line3-unclamped') {
        expect(result.u, label).toBe(library.parameter);
        expect(result.foot, label).toEqual(library.point);
      } else {
        const rayPoint = result.kind === 'before' ? vector.input.s : result.foot;
        expect(rayPoint, label).toEqual(library.point);
        const [px, py, pz] = coordinatesOf(vector.input.point);
        const [qx, qy, qz] = coordinatesOf(rayPoint);
        expect((px! - qx!) ** 2 + (py! - qy!) ** 2 + (pz! - qz!) ** 2, label).toBe(
          library.distanceSquared,
        );
      }
    });
  }
});

describe('projectPointOnLine: tiny shapes far from the origin', () => {
  it('a segment at y = 1e200 projects its midpoint at u = 1/2 (was u = 0: the rescale came from 1e200)', () => {
    const input = { point: { x: 1, y: 1e200 }, s: { x: 0, y: 1e200 }, t: { x: 2, y: 1e200 } };
    expect(projectPointOnLine(input)).toEqual({
      kind: 'on-segment',
      u: 0.5,
      foot: { x: 1, y: 1e200 },
      closest: { x: 1, y: 1e200 },
    });
  });

  it('keeps kind and u, and moves foot and closest with the shapes (2^±1000, property)', () => {
    fc.assert(
      fc.property(tinyFarFromOrigin(smallInput), (moved) => {
        expectSameAfterMove(
          projectPointOnLine(moved.input),
          projectPointOnLine(moved.original),
          moved,
          scaleOf(moved.original),
          { positions: ['foot', 'closest'] },
          show(moved),
        );
      }),
      { numRuns: 5_000 },
    );
  });
});
