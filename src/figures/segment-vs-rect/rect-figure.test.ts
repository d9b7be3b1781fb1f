import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipSegmentRect } from '../../geometry';
import { clipSegmentRectReference } from '../../geometry/testing/clip-segment-rect.reference';
import { gistCollides } from '../../geometry/testing/gist-liang-barsky';
import { point } from '../../kit';
import { caseIdOf } from '../../kit/figure/model';
import { sourceReading } from './model';
import { moveEndpoint, moveRect, rectModel, type RectState } from './state';

const stateOf = (id: string) => rectModel.start(id);

/** One snapped arrow step of a handle: an endpoint, or one side of the rectangle. */
const step = fc.record({
  part: fc.constantFrom('p0', 'p1', 'xMin', 'xMax', 'yMin', 'yMax'),
  dx: fc.constantFrom(-1, 0, 1),
  dy: fc.constantFrom(-1, 0, 1),
});

type Step = { readonly part: string; readonly dx: number; readonly dy: number };
type Side = 'xMin' | 'xMax' | 'yMin' | 'yMax';

function walk(state: RectState, steps: readonly Step[]): RectState {
  return steps.reduce((s, { part, dx, dy }) => {
    if (part === 'p0' || part === 'p1') {
      return moveEndpoint(s, part, point(s[part].x + dx, s[part].y + dy), false);
    }
    const side = part as Side;
    const moved = { ...s.rect, [side]: s.rect[side] + (side.startsWith('x') ? dx : dy) };
    // The rectangle's handles stop at the opposite side; the walk does the same.
    if (moved.xMin > moved.xMax || moved.yMin > moved.yMax) return s;
    return moveRect(s, moved, false);
  }, state);
}

describe('segment-vs-rect figure', () => {
  it('shows the exact case along seeded keyboard walks from every preset', () => {
    for (const preset of rectModel.presets) {
      fc.assert(
        fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
          const input = rectModel.inputOf(walk(stateOf(preset.id), steps));
          const exact = clipSegmentRectReference(input);
          expect(caseIdOf(clipSegmentRect(input))).toBe(caseIdOf(exact));
        }),
        { seed: 13, numRuns: 60 },
      );
    }
  });

  it('keeps min ≤ max and the grid when a side is dragged past its opposite', () => {
    const start = stateOf('crosses');
    const moved = moveRect(start, { xMin: 3, xMax: 3, yMin: -2.4, yMax: 2.6 }, false);
    expect(moved.rect).toEqual({ xMin: 3, xMax: 3, yMin: -2, yMax: 3 });
    const link = new URLSearchParams(rectModel.query(moved));
    expect(rectModel.fromUrl(link)?.rect).toEqual(moved.rect);
    link.set('rect', '3,-2,-3,2'); // min > max: refused, the default stays
    expect(rectModel.fromUrl(link)?.rect).toEqual(rectModel.initial.rect);
  });

  it('the y-down toggle leaves the input, and so the case, alone', () => {
    const start = stateOf('gist-example');
    const flipped = rectModel.settle(start, { ...start, yDown: true });
    expect(rectModel.inputOf(flipped)).toBe(rectModel.inputOf(start));
    expect(flipped.preset).toBe('gist-example');
  });

  it('shows beside the case what the gist’s own code answers, on every preset', () => {
    for (const { id, input } of rectModel.presets) {
      const gist = gistCollides(input);
      const reading = sourceReading(input, clipSegmentRect(input));
      expect(reading.at, id).toEqual(gist);
      expect(reading.sourceCase, id).toBe(gist === null ? 'no-collision' : 'collision');
    }
  });
});
