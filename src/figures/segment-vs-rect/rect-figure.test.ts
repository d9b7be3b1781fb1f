import { describe, expect, it } from 'vitest';
import { clipSegmentRect } from '../../geometry';
import { gistCollides } from '../../geometry/testing/gist-liang-barsky';
import { sourceReading } from './model';
import { moveTo, rectModel } from './state';
import { describePermalink } from '../testing';

describePermalink(rectModel);

// The case along keyboard walks from every preset, against the exact reference, is checked in the
// browser (tests/e2e/figures-rect.spec.ts); these pin the figure's own rules.
describe('segment-vs-rect figure', () => {
  it('keeps min ≤ max and the grid when a side is dragged past its opposite', () => {
    const start = rectModel.start('crosses');
    const moved = moveTo(start, 'rect', { xMin: 3, xMax: 3, yMin: -2.4, yMax: 2.6 }, false);
    expect(moved.rect).toEqual({ xMin: 3, xMax: 3, yMin: -2, yMax: 3 });
    const link = new URLSearchParams(rectModel.query(moved));
    expect(rectModel.fromUrl(link)?.rect).toEqual(moved.rect);
    link.set('rect', '3,-2,-3,2'); // min > max: refused, the default stays
    expect(rectModel.fromUrl(link)?.rect).toEqual(rectModel.initial.rect);
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
