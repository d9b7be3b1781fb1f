/**
 * Claims the article "Segment vs rectangle (Liang–Barsky)" makes about particular cases, checked
 * against the core and against the gist's own code (transcribed in testing/). Each test is named
 * after the claim it pins.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipSegmentRect, liangBarskyTable, type ClipInput } from './clip-segment-rect';
import { clipSegmentRectFixtures } from './clip-segment-rect.fixtures';
import { smallInt } from './testing/arbitraries';
import { gistCollides } from './testing/gist-liang-barsky';

const fixture = (id: string) => {
  const found = clipSegmentRectFixtures.find((f) => f.id === id);
  if (found === undefined) throw new Error(`no clip fixture ${id}`);
  return found;
};
const box = { xMin: -3, yMin: -2, xMax: 3, yMax: 2 };
const segment = (x0: number, y0: number, x1: number, y1: number, rect = box): ClipInput => ({
  p0: { x: x0, y: y0 },
  p1: { x: x1, y: y1 },
  rect,
});
const anyInput = fc
  .tuple(smallInt, smallInt, smallInt, smallInt, smallInt, smallInt, smallInt, smallInt)
  .map(([x0, y0, x1, y1, a, b, c, d]) =>
    segment(x0, y0, x1, y1, {
      xMin: Math.min(a, b),
      xMax: Math.max(a, b),
      yMin: Math.min(c, d),
      yMax: Math.max(c, d),
    }),
  );

describe('segment vs rectangle (Liang–Barsky)', () => {
  it('exercise 1, Crosses by hand: p, q and t per boundary; boundary 1 decides tEnter, 2 decides tExit', () => {
    const rows = liangBarskyTable(fixture('crosses').input);
    expect(rows.map((r) => r.p)).toEqual([-12, 12, -2, 2]);
    expect(rows.map((r) => r.q)).toEqual([-3, 9, 1, 3]);
    expect(rows.map((r) => r.t)).toEqual([1 / 4, 3 / 4, -1 / 2, 3 / 2]);
    expect(rows.filter((r) => r.decisive).map((r) => r.k)).toEqual([1, 2]);
  });

  it('Enters: P₀ is outside boundary 1 only (q₁ = −4), the margins of 1 and 3 grow (p < 0), and boundary 1’s turns positive halfway', () => {
    const rows = liangBarskyTable(fixture('enters').input);
    expect(rows.map((r) => r.q)).toEqual([-4, 10, 1, 3]);
    expect(rows.map((r) => r.p)).toEqual([-8, 8, -2, 2]);
    expect(rows[0]?.t).toBe(1 / 2);
  });

  it('the gist’s example in its own y-down axes: p₁, p₄ < 0 and p₂, p₃ > 0 (the text has all four inverted); t₄ < t₁ < t₃ < t₂', () => {
    const input = { ...fixture('gist-example').input, p1: { x: 1, y: -4 } };
    const [t1, t2, t3, t4] = liangBarskyTable(input).map((r) => r.t ?? NaN);
    expect(liangBarskyTable(input).map((r) => Math.sign(r.p))).toEqual([-1, 1, 1, -1]);
    expect([t4, t1, t3, t2]).toEqual([-1 / 2, 1 / 3, 1 / 2, 4 / 3]);
    expect(clipSegmentRect(input)).toMatchObject({ kind: 'crosses', tEnter: 1 / 3, tExit: 1 / 2 });
  });

  it('y down changes nothing: mirroring y (and swapping yMin, yMax) keeps every kind, reason, flag and time', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const mirror = (p: { x: number; y: number }) => ({ x: p.x, y: p.y === 0 ? 0 : -p.y });
        const { rect } = input;
        const flipped = clipSegmentRect({
          p0: mirror(input.p0),
          p1: mirror(input.p1),
          rect: { ...rect, yMin: -rect.yMax || 0, yMax: -rect.yMin || 0 },
        });
        const { enter: _e, exit: _x, ...same } = clipSegmentRect(input);
        expect(flipped).toMatchObject(same);
      }),
      { seed: 3, numRuns: 3000 },
    );
  });

  it('Gaddy’s change of q, on the gist’s y-down numbers, rejects the Crosses segment the gist’s own q finds', () => {
    const { input } = fixture('crosses');
    expect(gistCollides(input)).toEqual({ x: -3, y: -0.5 });
    expect(gistCollides(input, true)).toBeNull();
  });

  it('the gist’s code says no collision for exactly seven presets that share a point with the rectangle, each starting inside with u₁ < 0; u₁ = 0 gives P₀', () => {
    const met = clipSegmentRectFixtures.filter((f) =>
      ['inside', 'enters', 'exits', 'crosses'].includes(f.expected.kind),
    );
    const missed = met.filter((f) => gistCollides(f.input) === null).map((f) => f.id);
    expect(missed).toEqual([
      'inside',
      'exits',
      'exits-from-edge',
      'along-edge-inside',
      'along-edge-exits',
      'point-inside',
      'point-on-corner',
    ]);
    for (const id of ['inside-from-edge', 'exits-at-corner', 'along-edge-corner-to-corner']) {
      expect(gistCollides(fixture(id).input), id).toEqual(fixture(id).input.p0);
    }
  });

  it('Parallel, outside: the x boundaries alone give 0.2 ≤ 0.8, a crossing, if the parallel test is skipped', () => {
    expect(fixture('outside-parallel').expected).toMatchObject({ tEnter: 0.2, tExit: 0.8 });
    expect(clipSegmentRect(fixture('outside-parallel').input).reason).toBe('parallel');
  });

  it('ahead and behind never hold together: tEnter > 1 with tExit < 0 is always line-misses', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = clipSegmentRect(input);
        if (result.tEnter > 1 && result.tExit < 0) expect(result.reason).toBe('line-misses');
      }),
      { seed: 5, numRuns: 3000 },
    );
  });

  it('RobertL-CH’s “traversal” from the left edge to (5, 0) is exits here: tEnter = 0, tExit = 0.75', () => {
    expect(clipSegmentRect(segment(-3, 0, 5, 0))).toMatchObject({
      kind: 'exits',
      tEnter: 0,
      tExit: 0.75,
    });
  });

  it('exercise 5: every crossing of a rectangle of zero width by a segment that is not vertical touches it', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const flat = { ...input, rect: { ...input.rect, xMax: input.rect.xMin } };
        const result = clipSegmentRect(flat);
        if (result.kind === 'crosses' && input.p0.x !== input.p1.x)
          expect(result.touches).toBe(true);
      }),
      { seed: 7, numRuns: 3000 },
    );
  });
});
