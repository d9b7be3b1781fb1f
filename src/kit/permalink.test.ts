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
import {
  listCodec,
  rayCodec,
  segmentCodec,
  type RayValue,
  type SegmentValue,
} from './permalink-lists';
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

describe('lists of walls and rays', () => {
  const walls = listCodec(segmentCodec(10), { min: 1, max: 4 });
  const rays = listCodec(rayCodec(10), { max: 3 });

  it('round-trips several walls in a readable spelling', () => {
    const value: readonly SegmentValue[] = [
      { from: { x: 0, y: 0 }, to: { x: 4, y: 0 } },
      { from: { x: 4, y: 0 }, to: { x: 4, y: -3.5 } },
    ];
    expect(walls.format(value)).toBe('0,0,4,0_4,0,4,-3.5');
    expect(walls.parse(walls.format(value))).toEqual(value);
    const query = ownQuery({ walls }, { walls: value });
    expect(query).toBe('walls=0,0,4,0_4,0,4,-3.5');
  });
  it('reads the empty string as no rays, and refuses an empty wall list below its minimum', () => {
    expect(rays.parse('')).toEqual([]);
    expect(walls.parse('')).toBeUndefined();
  });
  it.each([
    ['one bad coordinate', '0,0,4,0_4,0,4,NaN'],
    ['a wall of zero length', '1,1,1,1'],
    ['too many walls', '0,0,1,0_0,0,1,0_0,0,1,0_0,0,1,0_0,0,1,0'],
    ['a coordinate out of bounds', '0,0,11,0'],
    ['three numbers for a wall', '0,0,1'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a trailing separator', '0,0,1,0_'],
    ['a huge value', `${'0,'.repeat(5000)}0`],
  ])('falls back to the default for %s', (_name, text) => {
    expect(walls.parse(text)).toBeUndefined();
  });
  it('refuses a ray without a direction and keeps the default for that field only', () => {
    const schema = { rays, k: numberCodec(0, 9, true) };
    const fallback: { rays: readonly RayValue[]; k: number } = {
      rays: [{ origin: { x: 0, y: 0 }, direction: { x: 1, y: 0 } }],
      k: 1,
    };
    const params = new URLSearchParams('rays=1,1,0,0&k=3');
    expect(readState(schema, params, fallback)).toEqual({ rays: fallback.rays, k: 3 });
    const good = new URLSearchParams('rays=1,1,0,2_0,0,-1,0&k=x');
    expect(readState(schema, good, fallback)).toEqual({
      rays: [
        { origin: { x: 1, y: 1 }, direction: { x: 0, y: 2 } },
        { origin: { x: 0, y: 0 }, direction: { x: -1, y: 0 } },
      ],
      k: 1,
    });
  });
});
