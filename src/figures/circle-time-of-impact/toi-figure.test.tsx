import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  referenceCirclePoint,
  referenceCircleSegment,
  referenceCircles,
} from '../../geometry/testing/time-of-impact.reference';
import { caseIdOf } from '../../kit/figure/model';
import { shownTexPieces } from '../../kit/testing';
import { describePermalink, renderedTexPieces } from '../testing';
import { CircleTimeOfImpactFigure } from './CircleTimeOfImpactFigure';
import { toiPresets } from './meta';
import { derivationNumbers, derivationRows } from './derivation';
import { sourceTime } from './source';
import { GRID_STEP, VIEW, computeToi, moveRadius, movePointRule, moveVelocity } from './state';
import { toiModel, type ToiInput, type ToiState } from './state';

const load = (id: string) => toiModel.applyPreset(toiModel.initial, id);
const rendered = renderedTexPieces(renderToString(<CircleTimeOfImpactFigure />));
const inView = ({ x, y }: { x: number; y: number }) =>
  x >= VIEW.xMin && x <= VIEW.xMax && y >= VIEW.yMin && y <= VIEW.yMax;

describePermalink(toiModel);

describe('presets', () => {
  it('cover every case of algorithms.md §5 on every target', () => {
    const cases = new Set(toiPresets.map((p) => `${p.target} ${caseIdOf(p.expected)}`));
    for (const target of ['point', 'segment', 'circles'])
      for (const kind of [
        'hit',
        'penetrating',
        'miss:separating',
        'miss:no-motion',
        'miss:no-contact',
      ])
        expect(cases).toContain(`${target} ${kind}`);
  });
  it.each(toiPresets.map((p) => [p.id] as const))(
    '%s fits the view and needs only the derivation pieces of the default state',
    (id) => {
      const state = load(id);
      const input = toiModel.inputOf(state);
      for (const piece of shownTexPieces(derivationRows(derivationNumbers(input))))
        expect(rendered, id).toContain(piece);
      for (const p of [state.p, state.q, state.a, state.b]) expect(inView(p), id).toBe(true);
    },
  );
});

describe('the source’s version', () => {
  it('misses the far corner (cap at B) that the core hits at t = (5 − √0.75)/10', () => {
    const state = load('segment-second-corner');
    expect(computeToi(toiModel.inputOf(state)).t).toBeCloseTo((5 - Math.sqrt(0.75)) / 10, 12);
    expect(sourceTime(state)).toBeNull();
    expect(sourceTime(load('segment-cap-b'))).toBeNull();
  });
  it('agrees where its code is right: a side hit, the cap at A, a point', () => {
    expect(sourceTime(load('segment-side-hit'))).toBe(0.5);
    expect(sourceTime(load('segment-cap-a'))).toBeCloseTo((4 - Math.sqrt(3)) / 8, 12);
    expect(sourceTime(load('point-hit'))).toBe(0.5);
  });
});

describe('state rules', () => {
  it('snaps handles to the half grid and keeps radii in range', () => {
    const state = load('segment-side-hit');
    expect(movePointRule(state, 'p', { x: 1.3, y: 99 }, false).p).toEqual({ x: 1.5, y: VIEW.yMax });
    expect(moveRadius(state, 'r', -3, false).r).toBe(0);
    expect(moveVelocity(state, 'v', { x: 2.2, y: -1.9 }, false).v).toEqual({ x: 2, y: -2 });
  });
  it('in slide mode, describes the call of the first contact', () => {
    const walls = [{ from: { x: -3, y: 2 }, to: { x: 3, y: 2 } }];
    const state = { ...load('segment-side-hit'), slide: true, walls };
    expect(toiModel.inputOf(state)).toMatchObject({ a: { x: -3, y: 2 }, b: { x: 3, y: 2 } });
    expect(computeToi(toiModel.inputOf(state)).t).toBe(0.25);
  });
  it('round-trips a moved state through the permalink', () => {
    const state = toiModel.settle(load('circles-head-on'), {
      ...load('circles-head-on'),
      relative: true,
      t: 0.3,
    });
    expect(toiModel.fromUrl(toiModel.toUrl(state, new URLSearchParams()))).toEqual(state);
  });
});

/** The exact reference's case (and feature) for an input of any target. */
function referenceCase(input: ToiInput): string {
  const reference =
    'point' in input
      ? referenceCirclePoint(input)
      : 'center' in input
        ? referenceCircleSegment(input)
        : referenceCircles(input);
  return `${caseIdOf(reference)} ${reference.feature ?? ''}`;
}

/** One arrow key on one handle: the same rules a keyboard move goes through. */
function press(state: ToiState, handle: number, dx: number, dy: number): ToiState {
  const step = { x: dx * GRID_STEP, y: dy * GRID_STEP };
  const key = (['p', 'q', 'a', 'b', 'v', 'vq'] as const)[handle];
  if (key === undefined)
    return moveRadius(state, handle === 6 ? 'r' : 'rq', state.r + step.x, false);
  const wanted = { x: state[key].x + step.x, y: state[key].y + step.y };
  return key === 'v' || key === 'vq'
    ? moveVelocity(state, key, wanted, false)
    : movePointRule(state, key, wanted, false);
}

describe('seeded keyboard walks from every preset', () => {
  it('keep data-case (and the feature) equal to the exact reference at every step', () => {
    const keys = fc.tuple(
      fc.nat(7),
      fc.integer({ min: -1, max: 1 }),
      fc.integer({ min: -1, max: 1 }),
    );
    const walk = fc.tuple(
      fc.constantFrom(...toiPresets.map((p) => p.id)),
      fc.array(keys, { maxLength: 12 }),
    );
    fc.assert(
      fc.property(walk, ([id, presses]) => {
        let state = load(id);
        for (const [handle, dx, dy] of presses) {
          state = press(state, handle, dx, dy);
          const input = toiModel.inputOf(state);
          const result = computeToi(input);
          expect(`${caseIdOf(result)} ${result.feature ?? ''}`, JSON.stringify(input)).toBe(
            referenceCase(input),
          );
        }
      }),
      { seed: 12, numRuns: 300 },
    );
  });
});
