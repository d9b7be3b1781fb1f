import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { caseIdOf } from '../../kit/figure';
import { CirclesPair } from './pairs/circles';
import {
  MovingCirclePointPair,
  MovingCircleSegmentPair,
  MovingCirclesPair,
} from './pairs/moving-circle';
import { moveRadius } from './pairs/radius-knob';
import { RaySegmentPair } from './pairs/ray-segment';
import { circlePointPresets, circleSegmentPresets, movingCirclesPresets } from './toi-presets';

const articleLink = (html: string) => /<a href="(\/articles\/[^"]*)"[^>]*>([^<]*)<\/a>/.exec(html);

describe('a pair’s way to its article', () => {
  it('opens the article’s own figure in the same state when the pair runs that figure', () => {
    const [, href, words] = articleLink(renderToString(<RaySegmentPair />)) ?? [];
    expect(href).toMatch(/^\/articles\/ray-vs-segment\/\?.+#ray-vs-segment$/);
    expect(words).toBe('Open this state in the article’s figure');
  });

  it('links the article itself when the scene is made of kit pieces (circle vs circle)', () => {
    const [, href, words] = articleLink(renderToString(<CirclesPair />)) ?? [];
    expect(href).toBe('/articles/sphere-vs-sphere/');
    expect(words).toBe('Read the article');
  });
});

describe('the moving-circle pairs', () => {
  const runs = [
    { Pair: MovingCirclePointPair, fn: 'timeOfImpactCirclePoint', presets: circlePointPresets },
    {
      Pair: MovingCircleSegmentPair,
      fn: 'timeOfImpactCircleSegment',
      presets: circleSegmentPresets,
    },
    { Pair: MovingCirclesPair, fn: 'timeOfImpactCircles', presets: movingCirclesPresets },
  ];
  const attribute = (html: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(html)?.[1] ?? '';

  it('shows on every preset the case of the core’s fixture and names the function called', () => {
    for (const { Pair, fn, presets } of runs) {
      expect(presets.length, fn).toBeGreaterThan(8);
      for (const { id, expected } of presets) {
        const html = renderToString(<Pair preset={id} />);
        expect(attribute(html, 'data-algorithm'), id).toBe(fn);
        expect(attribute(html, 'data-case'), id).toBe(caseIdOf(expected));
      }
    }
  });

  it('links the moving-circle article, which explains all three functions', () => {
    for (const { Pair, fn } of runs) {
      const [, href, words] =
        /<a href="(\/articles\/[^"]*)"[^>]*>([^<]*)<\/a>/.exec(renderToString(<Pair />)) ?? [];
      expect(href, fn).toBe('/articles/moving-circle-time-of-impact/');
      expect(words, fn).toBe('Read the article');
    }
  });

  it('names the part of the segment hit in the words of the article’s figure (cap at B)', () => {
    const html = renderToString(<MovingCircleSegmentPair preset="segment-cap-b" />);
    expect(html).toContain(', on the cap at B');
  });

  it('keeps the same state when a radius knob’s move places the radius where it is', () => {
    const state = { snap: true, r: 2 };
    expect(moveRadius(state, 'r', 2.3, false)).toBe(state);
    expect(moveRadius(state, 'r', 2.6, false)).toEqual({ snap: true, r: 3 });
    expect(moveRadius(state, 'r', -4.25, true)).toEqual({ snap: true, r: 0 });
  });

  it('says the two circles’ reduction to a point against a circle of radius rA + rB', () => {
    const html = renderToString(<MovingCirclesPair />);
    expect(html).toContain('moving by vA − vB against a still circle of radius rA + rB');
  });
});
