/**
 * Claims the articles make about particular cases, checked against the core. Each test is named
 * after the claim it pins, so a fixture note or a sentence that drifts from the mathematics (as
 * "the other root lies after the step" once did) fails here rather than in a reader's notebook.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveQuadratic } from './quadratic';
import { quadraticFixtures } from './quadratic.fixtures';
import { sweepSegmentPoint } from './sweep-segment-point';
import { sweepSegmentPointFixtures } from './sweep-segment-point.fixtures';

const sweepFixture = (id: string) => {
  const found = sweepSegmentPointFixtures.find((fixture) => fixture.id === id);
  if (found === undefined) throw new Error(`no sweep fixture ${id}`);
  return found;
};

describe('moving segment vs moving point', () => {
  it('Raise: swept once — the other root, (5 − √33)/16, lies before the step, not after it', () => {
    const { a, b, c } = sweepFixture('raise-one-hit').expected.coefficients;
    const roots = solveQuadratic(a, b, c);
    expect(roots.kind).toBe('two');
    if (roots.kind !== 'two') return;
    expect(roots.roots[0]).toBeCloseTo((5 - Math.sqrt(33)) / 16, 14);
    expect(roots.roots[0]).toBeLessThan(0);
    expect(roots.roots[1]).toBeCloseTo((5 + Math.sqrt(33)) / 16, 14);
    expect(sweepFixture('raise-one-hit').note).toContain('before the step');
  });

  it('the walk along y = −1 under the Raise motion: two hits at 1/8 and 3/4, then the tangent at 1/2, then no root', () => {
    const raise = sweepFixture('tangent').input;
    const at = (x: number, y: number) => {
      const point = { x, y };
      return sweepSegmentPoint({ ...raise, c0: point, c1: point });
    };
    const twoHits = at(-2, -1);
    expect(twoHits.kind).toBe('hit');
    expect(twoHits.hits.map((hit) => hit.t)).toEqual([1 / 8, 3 / 4]);
    expect(twoHits.hits.some((hit) => hit.tangent)).toBe(false);

    const tangent = at(-1, -1);
    expect(tangent.kind).toBe('hit');
    expect(tangent.hits).toHaveLength(1);
    expect(tangent.hits[0]).toMatchObject({ t: 0.5, tangent: true, degenerate: false });

    const none = at(0, -1);
    expect(none).toMatchObject({ kind: 'miss', reason: 'no-real-roots' });
  });

  it('Collapsing onto the point: tangent and degenerate, yet the point passes from one side of the line to the other', () => {
    const { input, expected } = sweepFixture('collapse-hit');
    expect(expected.hits[0]).toMatchObject({ tangent: true, degenerate: true });
    // Which side of the segment's line C is on at time t: the sign of (C − P) × (Q − P).
    const side = (t: number) => {
      const px = input.p0.x + t * (input.p1.x - input.p0.x);
      const py = input.p0.y + t * (input.p1.y - input.p0.y);
      const qx = input.q0.x + t * (input.q1.x - input.q0.x);
      const qy = input.q0.y + t * (input.q1.y - input.q0.y);
      const cx = input.c0.x + t * (input.c1.x - input.c0.x);
      const cy = input.c0.y + t * (input.c1.y - input.c0.y);
      return Math.sign((cx - px) * (qy - py) - (cy - py) * (qx - px));
    };
    // The cross product keeps its sign (a double root) because the segment turns round, while
    // the point itself crosses from above the line to below it.
    expect(side(0)).toBe(side(1));
    const lineY = (t: number) => input.p0.y + t * (input.p1.y - input.p0.y);
    expect(input.c0.y - lineY(0)).toBeGreaterThan(0);
    expect(input.c1.y - lineY(1)).toBeLessThan(0);
  });

  it('Bead on a turning rod: identically zero without any sliding, contact for the whole step', () => {
    const { input } = sweepFixture('contact-bead-on-rod');
    const result = sweepSegmentPoint(input);
    expect(result.coefficients).toEqual({ a: 0, b: 0, c: 0 });
    expect(result.kind).toBe('contact');
    expect(result.intervals).toEqual([{ t0: 0, t1: 1 }]);
  });

  it('on snapped input the coefficients and the discriminant fit in a double: |a|, |b| ≤ 2^25, |c| ≤ 2^23, b² − 4ac exact', () => {
    const coordinate = fc.integer({ min: -1024, max: 1024 });
    const point = fc.record({ x: coordinate, y: coordinate });
    fc.assert(
      fc.property(
        fc.record({ p0: point, p1: point, q0: point, q1: point, c0: point, c1: point }),
        (input) => {
          const { a, b, c } = sweepSegmentPoint(input).coefficients;
          expect(Math.abs(a)).toBeLessThanOrEqual(2 ** 25);
          expect(Math.abs(b)).toBeLessThanOrEqual(2 ** 25);
          expect(Math.abs(c)).toBeLessThanOrEqual(2 ** 23);
          const exactD = BigInt(b) * BigInt(b) - 4n * BigInt(a) * BigInt(c);
          expect(BigInt(b * b - 4 * a * c)).toBe(exactD);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('robust quadratic roots', () => {
  it('"Roots a factor of 10⁴⁰⁰ apart": the roots are 10⁻²⁰⁰ and 10²⁰⁰, a ratio of 10⁴⁰⁰', () => {
    const fixture = quadraticFixtures.find((candidate) => candidate.id === 'widely-separated');
    expect(fixture?.name).toBe('Roots a factor of 10⁴⁰⁰ apart');
    expect(fixture?.expected).toEqual({ kind: 'two', roots: [1e-200, 1e200] });
  });

  it('Catastrophic cancellation: the stable small root is 1e-8 to the last digit, the textbook one 7.45e-9', () => {
    const result = solveQuadratic(1, -1e8, 1);
    expect(result.kind).toBe('two');
    if (result.kind !== 'two') return;
    expect(result.roots[0]).toBe(1e-8);
    const textbookSmallRoot = (1e8 - Math.sqrt(1e16 - 4)) / 2;
    expect(textbookSmallRoot).toBeCloseTo(7.45e-9, 11);
  });
});
