import { describe, expect, it } from 'vitest';
import {
  booleanCodec,
  enumCodec,
  hasAnyKey,
  numberCodec,
  ownQuery,
  parseNumber,
  pointCodec,
  readState,
  writeState,
  type StateSchema,
} from './permalink';
import type { Point } from './point';

describe('parseNumber (strict)', () => {
  it('accepts plain decimals and scientific notation within bounds', () => {
    expect(parseNumber('1', -10, 10)).toBe(1);
    expect(parseNumber('-2.5', -10, 10)).toBe(-2.5);
    expect(parseNumber('.5', -10, 10)).toBe(0.5);
    expect(parseNumber('1e-3', -10, 10)).toBe(0.001);
    expect(Object.is(parseNumber('-0', -10, 10), 0)).toBe(true);
  });
  it.each([
    ['NaN'],
    ['Infinity'],
    ['-Infinity'],
    ['1e400'],
    ['0x10'],
    [' 1'],
    ['1 '],
    [''],
    ['<script>alert(1)</script>'],
    ['1,2'],
    ['true'],
    ['[]'],
    ['1'.repeat(50)],
    ['11'],
  ])('refuses %j', (text) => {
    expect(parseNumber(text, -10, 10)).toBeUndefined();
  });
});

describe('codecs', () => {
  it('numberCodec with integer refuses fractions', () => {
    expect(numberCodec(0, 12, true).parse('3')).toBe(3);
    expect(numberCodec(0, 12, true).parse('3.5')).toBeUndefined();
  });
  it('pointCodec reads "x,y" and refuses anything else', () => {
    const codec = pointCodec(100);
    expect(codec.parse('1,-2')).toEqual({ x: 1, y: -2 });
    expect(codec.parse('1')).toBeUndefined();
    expect(codec.parse('1,2,3')).toBeUndefined();
    expect(codec.parse('1,NaN')).toBeUndefined();
    expect(codec.parse('1,1000')).toBeUndefined();
    expect(codec.format({ x: -3, y: 0.5 })).toBe('-3,0.5');
  });
  it('enumCodec returns only known values', () => {
    const codec = enumCodec(['simple', 'dive'] as const);
    expect(codec.parse('dive')).toBe('dive');
    expect(codec.parse('__proto__')).toBeUndefined();
    expect(codec.parse('constructor')).toBeUndefined();
  });
  it('booleanCodec reads 1 and 0 only', () => {
    expect(booleanCodec.parse('1')).toBe(true);
    expect(booleanCodec.parse('0')).toBe(false);
    expect(booleanCodec.parse('yes')).toBeUndefined();
  });
});

type State = { p: Point; t: number; on: boolean; mode: 'a' | 'b' };
const schema: StateSchema<State> = {
  p: pointCodec(10),
  t: numberCodec(0, 1),
  on: booleanCodec,
  mode: enumCodec(['a', 'b'] as const),
};
const fallback: State = { p: { x: 1, y: 1 }, t: 0.5, on: true, mode: 'a' };

describe('readState / writeState', () => {
  it('falls back field by field', () => {
    const params = new URLSearchParams('p=2,3&t=7&on=maybe&mode=b');
    expect(readState(schema, params, fallback)).toEqual({
      p: { x: 2, y: 3 },
      t: 0.5,
      on: true,
      mode: 'b',
    });
  });
  it('round-trips a state', () => {
    const state: State = { p: { x: -4, y: 2.25 }, t: 0.125, on: false, mode: 'b' };
    const params = writeState(schema, state, new URLSearchParams());
    expect(readState(schema, params, fallback)).toEqual(state);
  });
  it('leaves foreign keys alone and honours prefixes', () => {
    const params = writeState(schema, fallback, new URLSearchParams('utm=x&other.t=1'), 'fig.');
    expect(params.get('utm')).toBe('x');
    expect(params.get('other.t')).toBe('1');
    expect(params.get('fig.t')).toBe('0.5');
    expect(hasAnyKey(schema, params, 'fig.')).toBe(true);
    expect(hasAnyKey(schema, new URLSearchParams('utm=x'))).toBe(false);
  });
  it('omits fields equal to the omit value and keeps commas readable', () => {
    expect(ownQuery(schema, fallback, '', { mode: 'a' })).toBe('p=1,1&t=0.5&on=1');
  });
});
