import { describe, expect, it } from 'vitest';
import { presetInput } from './figure/model-parts';
import { entryExitTimes, halfLineRow, windowRows } from './plots/interval-rows';
import { point } from './point';
import { segmentQueryLabel, type SegmentQueryResult } from './segment-query';

const WORDS = { body: 'the disk', invalid: 'negative radius' };
const query = (result: Partial<SegmentQueryResult>): SegmentQueryResult => ({
  kind: 'crosses',
  tEnter: 0.25,
  tExit: 0.75,
  touches: false,
  ...result,
});

describe('segment query words', () => {
  it('say the kind, the deciding times and the points, defaulting a missing point to p0', () => {
    const p0 = point(-2, 0);
    expect(segmentQueryLabel(query({}), p0, WORDS)).toEqual({
      kind: 'crosses',
      tone: 'contact',
      detail: 'in at t = 0.25, out at t = 0.75',
    });
    const enters = query({ kind: 'enters', tExit: 2, enter: point(1, 0) });
    expect(segmentQueryLabel(enters, p0, WORDS).detail).toBe('in at t = 0.25, (1, 0)');
    const exits = query({ kind: 'exits', tEnter: -1, tExit: 0, touches: true });
    expect(segmentQueryLabel(exits, p0, { ...WORDS, flags: ['along an edge'] }).detail).toBe(
      'out at t = 0, (−2, 0) · touches: tEnter = tExit · along an edge',
    );
    const pointInside = query({ kind: 'inside', tEnter: -Infinity, tExit: Infinity });
    expect(segmentQueryLabel(pointInside, p0, WORDS).detail).toBe(
      'Δ = 0 and the point is in the disk',
    );
  });

  it('give a miss its reason, the figure’s own words for a reason of its algorithm', () => {
    const ahead = query({ kind: 'outside', reason: 'ahead', tEnter: 1.5, tExit: 2 });
    expect(segmentQueryLabel(ahead, point(0, 0), WORDS)).toEqual({
      kind: 'outside: ahead',
      tone: 'miss',
      detail: 'tEnter = 1.5 > 1: it stops short, heading towards it',
    });
    const parallel = query({ kind: 'outside', reason: 'parallel' });
    const words = { ...WORDS, reasons: { parallel: 'parallel, outside' } };
    expect(segmentQueryLabel(parallel, point(0, 0), words).detail).toBe('parallel, outside');
    expect(segmentQueryLabel(query({ kind: 'invalid-input' }), point(0, 0), WORDS)).toEqual({
      kind: 'invalid input',
      tone: 'miss',
      detail: 'negative radius',
    });
  });
});

describe('interval rows of t', () => {
  it('turn a constraint into a half-line, every t or no t', () => {
    const row = (bound: number | undefined, side: 'lower' | 'upper', empty = false) =>
      halfLineRow({ id: 'k1', name: '1', bound, side, empty, color: 'blue' });
    expect(row(0.5, 'lower')).toMatchObject({ from: 0.5, to: Infinity, label: '1: t ≥ 0.5' });
    expect(row(0.5, 'upper')).toMatchObject({ from: -Infinity, to: 0.5, label: '1: t ≤ 0.5' });
    expect(row(undefined, 'lower')).toMatchObject({ from: -Infinity, to: Infinity });
    expect(row(undefined, 'lower', true)).toMatchObject({ from: 1, to: 0, label: '1: no t' });
  });

  it('end with the window and the kept part, empty when nothing is kept', () => {
    const [window, kept] = windowRows([0.25, 1], { label: 'all five', color: 'green' });
    expect(window).toMatchObject({ from: 0, to: 1, dashed: true });
    expect(kept).toMatchObject({ from: 0.25, to: 1, label: 'all five', emphasis: true });
    expect(windowRows(null, { label: 'x', color: 'green' })[1]).toMatchObject({ from: 1, to: 0 });
    const marks = entryExitTimes(-Infinity, Infinity, { entry: 'blue', exit: 'red' });
    expect(marks).toEqual([]);
  });
});

describe('presetInput', () => {
  it('gives the named preset’s input and stops at an unknown name', () => {
    const presets = [{ id: 'a', name: 'A', note: 'The point at x = 1.', input: { x: 1 } }];
    expect(presetInput(presets, 'a')).toEqual({ x: 1 });
    expect(() => presetInput(presets, 'b')).toThrow('no preset "b"');
  });
});
