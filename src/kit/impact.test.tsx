import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { impactNumbers } from './impact-derivation';
import { impactCaseLabel } from './impact-label';
import {
  circleFields,
  movingCircleOf,
  placeRadius,
  placeTip,
  relativeCircle,
} from './moving-circle-state';
import { viewConstraint } from './placement';
import { CandidatePlot, IMPACT_CANDIDATE_WORDS } from './plots/CandidatePlot';
import { gapToPoint, gapToSegment, impactGap } from './plots/distance';
import { point } from './point';

describe('time-of-impact case label', () => {
  it('says the time, the contact point and the capsule part hit', () => {
    const hit = { kind: 'hit', t: 0.5, point: point(4, 1), feature: 'cap-b' } as const;
    expect(impactCaseLabel(hit)).toEqual({
      kind: 'hit',
      tone: 'contact',
      detail: 'at t = 0.5, contact at (4, 1), on the cap at B',
    });
    expect(impactCaseLabel({ ...hit, kind: 'penetrating' }).detail).toBe(
      'overlapping and moving deeper: stop at t = 0, contact at (4, 1), on the cap at B',
    );
  });
  it('gives a miss its reason, and other words to the parts of another obstacle', () => {
    expect(impactCaseLabel({ kind: 'miss', reason: 'no-motion' })).toEqual({
      kind: 'miss: no-motion',
      tone: 'miss',
      detail: 'no (relative) motion in this step',
    });
    const corner = { kind: 'hit', t: 1, point: point(0, 0), feature: 'corner' } as const;
    expect(impactCaseLabel(corner, { corner: ' at a corner' }).detail).toBe(
      'at t = 1, contact at (0, 0) at a corner',
    );
  });
});

describe('a moving circle in three state fields', () => {
  const state = { p: point(1, 2), r: 1.5, v: point(3, 0), q: point(0, 0), rq: 1, vq: point(1, 1) };
  it('reads out and writes back the same circle', () => {
    const circle = movingCircleOf(state, ['p', 'r', 'v']);
    expect(circle).toEqual({ center: point(1, 2), radius: 1.5, velocity: point(3, 0) });
    expect(circleFields(['q', 'rq', 'vq'], circle)).toEqual({
      q: circle.center,
      rq: 1.5,
      vq: circle.velocity,
    });
  });
  it('seen from the other circle moves by the difference with the radii summed', () => {
    const seen = relativeCircle(
      movingCircleOf(state, ['p', 'r', 'v']),
      movingCircleOf(state, ['q', 'rq', 'vq']),
    );
    expect(seen).toEqual({ center: point(1, 2), radius: 2.5, velocity: point(2, -1) });
  });
  it('places the velocity’s tip like a point and the radius on the step within [0, max]', () => {
    const place = viewConstraint({ xMin: -5, xMax: 5, yMin: -5, yMax: 5 }, 0.5);
    expect(placeTip(point(1, 1), point(2.2, -1.9), place(true))).toEqual(point(2, -2));
    expect(placeTip(point(1, 1), point(9, 0), place(true))).toEqual(point(4, 0));
    expect(placeRadius(1.3, true, 0.5, 6)).toBe(1.5);
    expect(placeRadius(1.23456, false, 0.5, 6)).toBe(1.235);
    expect(placeRadius(-3, true, 0.5, 6)).toBe(0);
    expect(placeRadius(9, false, 0.5, 6)).toBe(6);
  });
});

describe('gap to an obstacle over t', () => {
  it('crosses zero where a circle of the radius touches a point', () => {
    const f = gapToPoint(point(-4, 0), point(8, 0), point(0, 0), 1);
    expect(f(0)).toBe(15);
    expect(f(3 / 8)).toBe(0);
  });
  it('measures to the segment (caps included) and to its whole line', () => {
    const { f, line } = gapToSegment(point(6, 3), point(0, -4), point(-4, 0), point(4, 0), 1);
    expect(f(0)).toBe(4 + 9 - 1); // to the end B = (4, 0)
    expect(line(0)).toBe(9 - 1);
    expect(line(0.5)).toBe(0);
  });
  it('of the point problem: to the disk alone, or to the capsule with its line', () => {
    const problem = { center: point(6, 3), velocity: point(0, -4), radius: 1, q: point(-4, 0) };
    expect(impactGap({ ...problem, segment: null }).line).toBeUndefined();
    const segment = { a: point(-4, 0), b: point(4, 0) };
    expect(impactGap({ ...problem, segment }).f(0)).toBe(12);
  });
});

describe('impact derivation numbers', () => {
  it('are the quadratic |w + v t|² = R² for a disk and h0, hv for a capsule', () => {
    const disk = { center: point(-4, 0), velocity: point(8, 0), radius: 1, q: point(0, 0) };
    expect(impactNumbers({ ...disk, segment: null, relative: false })).toMatchObject({
      ...{ point: true, w: point(-4, 0), a: 64, b: -64, c: 15 },
    });
    const segment = { a: point(-4, 0), b: point(4, 0) };
    expect(impactNumbers({ ...disk, q: segment.a, segment, relative: false })).toMatchObject({
      ...{ point: false, e: point(8, 0), h0: 0, hv: 0, reach: 8 },
    });
  });
});

describe('candidate plot', () => {
  it('lists each candidate kept (✓) or rejected (✗) with its verdict, only when listed', () => {
    const candidates = [
      { name: 'entry', t: 0.25, kept: true, why: 'first-contact' },
      { name: 'exit', t: null, kept: false, why: 'no-real-root' },
    ] as const;
    const props = { f: (t: number) => t, candidates, words: IMPACT_CANDIDATE_WORDS };
    const listed = renderToString(<CandidatePlot {...props} listed />).replaceAll('<!-- -->', '');
    expect(listed).toContain('<li class="is-valid">✓ entry t = 0.25: first contact</li>');
    expect(listed).toContain('<li>✗ exit: no real root</li>');
    expect(renderToString(<CandidatePlot {...props} listed={false} />)).not.toContain('✓');
  });
});
