import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { solveQuadratic, solveQuadraticNaive, type QuadraticResult } from './quadratic';
import { quadraticFixtures } from './quadratic.fixtures';
import { solveQuadraticReference } from './testing/quadratic.reference';
import { quadraticVectors } from './testing/vectors/quadratic.vectors';

/** |x − y| within `relative`·|y|, or both below the subnormal noise floor. */
function close(actual: number, expected: number, relative = 1e-12): boolean {
  if (Math.abs(expected) > Number.MAX_VALUE)
    return actual === Math.sign(expected) * Number.MAX_VALUE;
  return Math.abs(actual - expected) <= relative * Math.abs(expected) + 2 ** -1060;
}

function expectRoots(actual: number[], expected: number[], message: string, relative = 1e-12) {
  expect(actual.length, message).toBe(expected.length);
  actual.forEach((root, i) => {
    expect(
      close(root, expected[i]!, relative),
      `${message}: root ${i} = ${root}, expected ${expected[i]}`,
    ).toBe(true);
  });
}

function expectNoNegativeZero(result: QuadraticResult, message: string) {
  for (const root of result.roots) {
    expect(Object.is(root, -0), message).toBe(false);
    expect(Number.isNaN(root), message).toBe(false);
    expect(Number.isFinite(root), message).toBe(true);
  }
}

function expectAscending(roots: number[], message: string) {
  for (let i = 1; i < roots.length; i++) expect(roots[i - 1]! <= roots[i]!, message).toBe(true);
}

/** Checks the solver against the exact reference: the same outcome, roots to `relative`. */
function agreesWithReference(a: number, b: number, c: number, relative = 1e-12) {
  const message = `solveQuadratic(${a}, ${b}, ${c})`;
  const result = solveQuadratic(a, b, c);
  const reference = solveQuadraticReference(a, b, c);
  expect(result.kind, message).toBe(reference.kind);
  expectRoots(result.roots, reference.values, message, relative);
  expectAscending(result.roots, message);
  expectNoNegativeZero(result, message);
}

describe('solveQuadratic: fixtures (the figure presets)', () => {
  for (const fixture of quadraticFixtures) {
    it(`${fixture.id}: ${fixture.name}`, () => {
      const { a, b, c } = fixture.input;
      const result = solveQuadratic(a, b, c);
      const message = `${fixture.id} (${a}, ${b}, ${c}) → ${JSON.stringify(result)}`;
      expect(result.kind, message).toBe(fixture.expected.kind);
      expectRoots(result.roots, fixture.expected.roots, message);
      // The fixtures' expectations are themselves the exact roots rounded.
      agreesWithReference(a, b, c, 1e-15);
    });
  }
});

describe('solveQuadratic: public test vectors', () => {
  for (const vector of quadraticVectors) {
    const { a, b, c } = vector.input;
    it(`${vector.source}: (${a}, ${b}, ${c})`, () => {
      const result = solveQuadratic(a, b, c);
      expect(result.kind, vector.convention).toBe(vector.expected.kind);
      expectRoots(result.roots, vector.expected.roots, `${a}, ${b}, ${c}`);
    });
  }
});

describe('solveQuadratic: every outcome', () => {
  it('all: a = b = c = 0 (also with −0)', () => {
    expect(solveQuadratic(0, 0, 0)).toEqual({ kind: 'all', roots: [] });
    expect(solveQuadratic(-0, -0, -0)).toEqual({ kind: 'all', roots: [] });
  });

  it('none: a nonzero constant, and D < 0', () => {
    expect(solveQuadratic(0, 0, -2)).toEqual({ kind: 'none', roots: [] });
    expect(solveQuadratic(2, 1, 1)).toEqual({ kind: 'none', roots: [] });
    expect(solveQuadratic(-1, 0, -1)).toEqual({ kind: 'none', roots: [] });
  });

  it('one: the linear case, never flagged double', () => {
    expect(solveQuadratic(0, 4, 2)).toEqual({ kind: 'one', roots: [-0.5] });
    expect(solveQuadratic(0, -3, 0)).toEqual({ kind: 'one', roots: [0] });
  });

  it('double: D = 0', () => {
    expect(solveQuadratic(4, 4, 1)).toEqual({ kind: 'double', roots: [-0.5] });
    expect(solveQuadratic(-3, 0, 0)).toEqual({ kind: 'double', roots: [0] });
  });

  it('b = 0: symmetric roots ±√(−c/a)', () => {
    expect(solveQuadratic(2, 0, -8)).toEqual({ kind: 'two', roots: [-2, 2] });
    expect(solveQuadratic(2, 0, 8)).toEqual({ kind: 'none', roots: [] });
  });

  it('c = 0: the root 0 is exact and never −0', () => {
    for (const [a, b] of [
      [1, 3],
      [1, -3],
      [-2, 5],
      [-2, -5],
    ] as const) {
      const result = solveQuadratic(a, b, 0);
      expect(result.kind).toBe('two');
      expect(result.roots).toContain(0);
      expectNoNegativeZero(result, `${a}, ${b}, 0`);
    }
  });

  it('−0 is never returned, whatever signs the zeros carry', () => {
    const zeros = [0, -0];
    for (const a of [...zeros, 1, -1])
      for (const b of [...zeros, 2, -2])
        for (const c of zeros) expectNoNegativeZero(solveQuadratic(a, b, c), `${a}, ${b}, ${c}`);
    expect(Object.is(solveQuadratic(0, -3, 0).roots[0], 0)).toBe(true);
    expect(Object.is(solveQuadratic(0, 3, -0).roots[0], 0)).toBe(true);
    expect(Object.is(solveQuadratic(-1, -0, 0).roots[0], 0)).toBe(true);
  });

  it('invalid-input: NaN or ±Infinity in any coefficient, never a throw', () => {
    for (const bad of [Number.NaN, Infinity, -Infinity]) {
      expect(solveQuadratic(bad, 1, 1)).toEqual({ kind: 'invalid-input', roots: [] });
      expect(solveQuadratic(1, bad, 1)).toEqual({ kind: 'invalid-input', roots: [] });
      expect(solveQuadratic(1, 1, bad)).toEqual({ kind: 'invalid-input', roots: [] });
    }
    const untyped = solveQuadratic as unknown as (...args: unknown[]) => QuadraticResult;
    expect(untyped('1', 2, 3).kind).toBe('invalid-input');
    expect(untyped(undefined, 2, 3).kind).toBe('invalid-input');
  });
});

describe('solveQuadratic: huge and tiny coefficients', () => {
  it('keeps 1e300 and 1e-300 from overflowing or underflowing', () => {
    for (const scale of [1e300, 1e-300, 2 ** 1000, 2 ** -1070, 5e307, 5e-324]) {
      const result = solveQuadratic(scale, -3 * scale, 2 * scale);
      expect(result.kind, `scale ${scale}`).toBe('two');
      agreesWithReference(scale, -3 * scale, 2 * scale);
    }
  });

  it('mixed magnitudes: roots near the ends of the double range', () => {
    for (const [a, b, c] of [
      [1e-300, 1, 1e-300],
      [1e300, 1, 1e-300],
      [1e-300, 1e300, 1],
      [1, 1e300, 1e-300],
      [1e308, -1e-308, -1e-308],
      [2 ** -1074, -(2 ** -1074), -(2 ** -1074)],
      [1e-200, 0, -1e200],
    ] as const) {
      agreesWithReference(a, b, c);
    }
  });

  it('saturates a root beyond the double range to ±MAX_VALUE (the outcome stays exact)', () => {
    // Roots ≈ −2^1074 and ≈ −2^-1000: only the first is out of range.
    const result = solveQuadratic(2 ** -1074, 1, 2 ** -1000);
    expect(result.kind).toBe('two');
    expect(result.roots[0]).toBe(-Number.MAX_VALUE);
    expect(close(result.roots[1]!, -(2 ** -1000))).toBe(true);
    expect(solveQuadratic(0, 2 ** -1074, 1e300).roots).toEqual([-Number.MAX_VALUE]);
  });

  it('decides D exactly where floating point gets its sign wrong', () => {
    // b² = 1 + 2^-51 + 2^-104 rounds to 1 + 2^-51 = 4ac, so the float D is 0; the exact D is 2^-104.
    const b = 1 + 2 ** -52;
    expect(solveQuadraticNaive(0.25, b, 1 + 2 ** -51).kind).toBe('double');
    expect(solveQuadratic(0.25, b, 1 + 2 ** -51)).toEqual({
      kind: 'two',
      roots: [-2 - 2 ** -50, -2],
    });
    // … and the other way: exact D = −2^-104 < 0 while the float D is 0.
    expect(solveQuadratic(0.25, 1 + 2 ** -52, 1 + 2 ** -51 + 2 ** -51).kind).toBe('none');
    expect(solveQuadratic(1, 2 * b, b * b).kind).toBe(
      solveQuadraticReference(1, 2 * b, b * b).kind,
    );
  });
});

describe('solveQuadratic: regression — catastrophic cancellation', () => {
  it('a = 1, b = −1e8, c = 1: the small root ≈ 1e-8 is right to 1e-15; the naive one is far off', () => {
    const reference = solveQuadraticReference(1, -1e8, 1).values;
    const stable = solveQuadratic(1, -1e8, 1);
    const naive = solveQuadraticNaive(1, -1e8, 1);
    const small = reference[0]!;
    expect(Math.abs(stable.roots[0]! - small) / small).toBeLessThan(1e-15);
    expect(Math.abs(stable.roots[1]! - reference[1]!) / reference[1]!).toBeLessThan(1e-15);
    // The textbook formula: −b − √D subtracts two numbers that agree in every digit but the last.
    expect(Math.abs(naive.roots[0]! - small) / small).toBeGreaterThan(0.2);
  });

  it('the naive error grows with b²/(4ac) while the stable root stays exact (the article’s slider)', () => {
    for (let exponent = 2; exponent <= 12; exponent++) {
      const b = -(10 ** exponent);
      const small = solveQuadraticReference(1, b, 1).values[0]!;
      expect(close(solveQuadratic(1, b, 1).roots[0]!, small, 1e-15), `b = ${b}`).toBe(true);
    }
    expect(solveQuadraticNaive(1, -1e9, 1).roots[0]).toBe(0); // every digit lost
  });

  it('the naive solver breaks down on huge coefficients but stays total', () => {
    expect(solveQuadraticNaive(1e300, -3e300, 2e300)).toEqual({ kind: 'invalid-input', roots: [] });
    expect(solveQuadraticNaive(1e-300, -3e-300, 2e-300).kind).toBe('double'); // b² and 4ac underflow
    expect(solveQuadraticNaive(1, -3, 2)).toEqual({ kind: 'two', roots: [1, 2] });
  });
});

describe('solveQuadratic: properties against the exact reference', () => {
  it('small integers in [−6, 6] (degenerate outcomes are common)', () => {
    const small = fc.integer({ min: -6, max: 6 });
    fc.assert(
      fc.property(small, small, small, (a, b, c) => agreesWithReference(a, b, c)),
      { numRuns: 10_000 },
    );
  });

  it('integers in [−1024, 1024] times a power of two', () => {
    const snapped = fc
      .tuple(
        fc.integer({ min: -1024, max: 1024 }),
        fc.integer({ min: -1024, max: 1024 }),
        fc.integer({ min: -1024, max: 1024 }),
        fc.integer({ min: -40, max: 40 }),
      )
      .map(([a, b, c, k]) => [a * 2 ** k, b * 2 ** k, c * 2 ** k] as const);
    fc.assert(
      fc.property(snapped, ([a, b, c]) => agreesWithReference(a, b, c)),
      { numRuns: 10_000 },
    );
  });

  it('any finite doubles, including huge, tiny and subnormal ones', () => {
    const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(anyDouble, anyDouble, anyDouble, (a, b, c) =>
        agreesWithReference(a, b, c, 1e-13),
      ),
      { numRuns: 2_000 },
    );
  });

  it('near-double roots: exact decisions around D = 0', () => {
    // (x − r)² perturbed by one unit in the last place of c.
    const r = fc.integer({ min: -1000, max: 1000 }).map((n) => n / 7);
    fc.assert(
      fc.property(r, fc.integer({ min: -2, max: 2 }), (root, nudge) => {
        const c = root * root;
        const nudged = c + nudge * (c === 0 ? 2 ** -1074 : Math.abs(c) * 2 ** -52);
        agreesWithReference(1, -2 * root, nudged);
      }),
      { numRuns: 2_000 },
    );
  });
});
