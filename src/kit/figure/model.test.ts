import { describe, expect, it } from 'vitest';
import { booleanCodec, numberCodec, pointCodec } from '../permalink';
import { point, type Point } from '../point';
import { figureModel, instanceId, queryPrefix, sameData } from './model';

type Fields = { readonly at: Point; readonly t: number; readonly snap: boolean };

const model = figureModel({
  fields: { at: pointCodec(10), t: numberCodec(0, 1), snap: booleanCodec },
  defaults: { at: point(0, 0), t: 0.5, snap: true },
  presets: [
    { id: 'origin', name: 'Origin', note: 'At the origin.', input: { at: point(0, 0) } },
    { id: 'corner', name: 'Corner', note: 'In the corner.', input: { at: point(3, 4) } },
  ],
  inputOf: (state: Fields) => ({ at: state.at }),
});

describe('figure model', () => {
  it('starts in the preset its input equals, or in the one asked for', () => {
    expect(model.initial.preset).toBe('origin');
    expect(model.start('corner')).toMatchObject({ at: { x: 3, y: 4 }, preset: 'corner' });
    expect(model.start('nope')).toBe(model.initial);
  });
  it('keeps the same state object for a change that changes nothing', () => {
    const s = model.initial;
    expect(model.settle(s, { ...s })).toBe(s);
    expect(model.settle(s, { ...s, at: point(0, 0) })).toBe(s);
  });
  it('re-derives the preset when the input changes, keeps it when only time does', () => {
    const moved = model.settle(model.initial, { ...model.initial, at: point(3, 4) });
    expect(moved.preset).toBe('corner');
    const away = model.settle(moved, { ...moved, at: point(1, 1) });
    expect(away.preset).toBeNull();
    const later = model.settle(moved, { ...moved, t: 0.9 });
    expect(later.preset).toBe('corner');
    // Layers memoised on the input survive a change of time.
    expect(model.inputOf(later)).toBe(model.inputOf(moved));
  });
  it('scopes permalink keys by prefix and leaves other keys alone', () => {
    const state = model.settle(model.initial, { ...model.initial, at: point(1, 2), t: 0.25 });
    const params = model.toUrl(state, new URLSearchParams('utm=x&at=9,9'), 'second.');
    expect(params.get('second.at')).toBe('1,2');
    expect(params.get('at')).toBe('9,9');
    expect(params.get('utm')).toBe('x');
    expect(model.fromUrl(params, 'second.')).toEqual(state);
    expect(model.fromUrl(new URLSearchParams('utm=x'), 'second.')).toBeNull();
    expect(model.query(state, 'second.')).toBe('second.at=1,2&second.t=0.25&second.snap=1');
  });
  it('falls back field by field to the instance’s own start on hostile values', () => {
    const start = model.start('corner');
    const read = model.fromUrl(
      new URLSearchParams('x.at=<b>&x.t=0.75&x.preset=__proto__'),
      'x.',
      start,
    );
    expect(read).toEqual({ ...start, t: 0.75 });
  });
  it('names instances: the first by its name with unprefixed keys, later ones by preset', () => {
    expect(instanceId('fig', undefined)).toBe('fig');
    expect(queryPrefix('fig', 'fig')).toBe('');
    expect(instanceId('fig', 'corner')).toBe('fig--corner');
    expect(queryPrefix('fig', 'fig--corner')).toBe('corner.');
    expect(queryPrefix('fig', 'mine')).toBe('mine.');
  });
  it('compares plain data structurally', () => {
    expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
  });
});
