/**
 * Permalink codecs for the figures with several walls or rays: a segment, a ray, a box, and a
 * list of any of them, each validated field by field like every codec (permalink.ts). Apart from permalink.ts
 * so figures without lists do not load them.
 */
import { parseNumbers, formatNumbers, MAX_NUMBER_LENGTH, type FieldCodec } from './permalink';
import { point, type Box, type Point } from './point';
import type { Point3 } from './orbit/projection';

/** A segment (a wall) written `x0,y0,x1,y1`. */
export type SegmentValue = { readonly from: Point; readonly to: Point };

/** A segment within ±`bound`; with `allowPoint` false (the default), a zero-length one is refused. */
export function segmentCodec(bound: number, allowPoint = false): FieldCodec<SegmentValue> {
  return {
    parse: (text) => {
      const values = parseNumbers(text, 4, bound);
      if (values === undefined) return undefined;
      const [x0, y0, x1, y1] = values as [number, number, number, number];
      if (!allowPoint && x0 === x1 && y0 === y1) return undefined;
      return { from: point(x0, y0), to: point(x1, y1) };
    },
    format: ({ from, to }) => formatNumbers([from.x, from.y, to.x, to.y]),
  };
}

/** A 3D point written `x,y,z`, each coordinate within ±`bound` (−0 read as 0). */
export function point3Codec(bound: number): FieldCodec<Point3> {
  return {
    parse: (text) => {
      const v = parseNumbers(text, 3, bound);
      return v === undefined ? undefined : { x: v[0]! + 0, y: v[1]! + 0, z: v[2]! + 0 };
    },
    format: (p) => formatNumbers([p.x, p.y, p.z]),
  };
}

/** A closed axis-aligned box written `xMin,yMin,xMax,yMax`, within ±`bound`; min > max is refused. */
export function boxCodec(bound: number): FieldCodec<Box> {
  return {
    parse: (text) => {
      const values = parseNumbers(text, 4, bound);
      if (values === undefined) return undefined;
      const [xMin, yMin, xMax, yMax] = values as [number, number, number, number];
      return xMin <= xMax && yMin <= yMax ? { xMin, yMin, xMax, yMax } : undefined;
    },
    format: (box) => formatNumbers([box.xMin, box.yMin, box.xMax, box.yMax]),
  };
}

/** A ray written `ox,oy,dx,dy`: its origin and a direction that is not zero. */
export type RayValue = { readonly origin: Point; readonly direction: Point };

/** A ray with origin and direction within ±`bound`; a zero direction is refused. */
export function rayCodec(bound: number): FieldCodec<RayValue> {
  return {
    parse: (text) => {
      const values = parseNumbers(text, 4, bound);
      if (values === undefined) return undefined;
      const [ox, oy, dx, dy] = values as [number, number, number, number];
      if (dx === 0 && dy === 0) return undefined;
      return { origin: point(ox, oy), direction: point(dx, dy) };
    },
    format: ({ origin, direction }) =>
      formatNumbers([origin.x, origin.y, direction.x, direction.y]),
  };
}

/**
 * Separator between the items of a list. `_` is one of the few characters URLSearchParams never
 * escapes and no number spelling contains, so `walls=0,0,4,0_4,0,4,3` stays readable.
 */
export const LIST_SEPARATOR = '_';

/** Longest item spelling a list accepts (before its own codec looks at it). */
const MAX_ITEM_LENGTH = 8 * (MAX_NUMBER_LENGTH + 1);

/**
 * A list of `min`..`max` items (several walls, several rays), each read by `item`. Every item must
 * be valid and the count within bounds, or the whole field falls back to the default: a link that
 * names three walls never restores two of them silently. The empty string is the empty list.
 */
export function listCodec<T>(
  item: FieldCodec<T>,
  { min = 0, max }: { readonly min?: number; readonly max: number },
): FieldCodec<readonly T[]> {
  return {
    parse: (text) => {
      if (text.length > max * (MAX_ITEM_LENGTH + 1)) return undefined;
      const parts = text === '' ? [] : text.split(LIST_SEPARATOR);
      if (parts.length < min || parts.length > max) return undefined;
      const items: T[] = [];
      for (const part of parts) {
        const value = part.length > MAX_ITEM_LENGTH ? undefined : item.parse(part);
        if (value === undefined) return undefined;
        items.push(value);
      }
      return items;
    },
    format: (items) => items.map(item.format).join(LIST_SEPARATOR),
  };
}
