import { describe, expect, it } from 'vitest';
import { addItem, removeItem, replaceItem } from './lists';

describe('editing a list of handles', () => {
  it('adds up to the maximum and no further', () => {
    expect(addItem([1, 2], 3, 3)).toEqual([1, 2, 3]);
    const full = [1, 2, 3];
    expect(addItem(full, 4, 3)).toBe(full);
  });
  it('removes down to the minimum and ignores an index out of range', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    const one = ['a'];
    expect(removeItem(one, 0, 1)).toBe(one);
    const two = ['a', 'b'];
    expect(removeItem(two, 2)).toBe(two);
    expect(removeItem(two, -1)).toBe(two);
  });
  it('returns the same list when a replacement changes nothing', () => {
    const point = { x: 1, y: 2 };
    const list = [point];
    expect(replaceItem(list, 0, point)).toBe(list);
    expect(replaceItem(list, 0, { x: 3, y: 2 })).toEqual([{ x: 3, y: 2 }]);
    expect(replaceItem(list, 5, { x: 3, y: 2 })).toBe(list);
  });
});
