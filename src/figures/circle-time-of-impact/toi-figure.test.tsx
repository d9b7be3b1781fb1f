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
import { renderedTexPieces } from '../testing';
import { CircleTimeOfImpactFigure, sourceTime } from './CircleTimeOfImpactFigure';
import { toiPresets } from './meta';
import { candidatesOf, derivationRows, describeCase } from './model';
import {
  GRID_STEP,
  VIEW,
  computeToi,
  movePoint,
  moveRadius,
  moveVelocity,
  toiModel,
  type ToiInput,
  type ToiState,
} from './state';

const load = (id: string) => toiModel.applyPreset(toiModel.initial, id);
const rendered = renderedTexPieces(renderToString(<CircleTimeOfImpactFigure />));

describe('presets', () => {
  it('cover every case of algorithms.md §5 on every target', () => {
    const cases = new Set(toiPresets.map((p) => `${p.target} ${caseIdOf(p.expected)}`));
    for (const target of ['point', 'segment', 'circles']) {
      for (const kind of [
        'hit',
        'penetrating',
        'miss:separating',
        'miss:no-motion',
        'miss:no-contact',
      ]) {
        expect(cases, `${target} ${kind}`).toContain(`${target} ${kind}`);
      }
    }
  });
  it.each(toiPresets.map((p) => [p.id, p] as const))(
    '%s shows its fixture’s case',
    (id, preset) => {
      const state = load(id);
      const input = toiModel.inputOf(state);
      expect(input).toEqual(preset.input);
      const result = computeToi(input);
      expect(caseIdOf(result)).toBe(caseIdOf(preset.expected));
      expect(describeCase(input, result).detail).not.toBe('');
      // Exactly one candidate is the answer when there is a contact, none otherwise.
      expect(candidatesOf(input, result).filter((c) => c.valid).length).toBe(
        result.t === undefined ? 0 : 1,
      );
      for (const piece of shownTexPieces(derivationRows(input)))
        expect(rendered, id).toContain(piece);
      for (const p of [state.p, state.q, state.a, state.b]) {
        expect(
          p.x >= VIEW.xMin && p.x <= VIEW.xMax && p.y >= VIEW.yMin && p.y <= VIEW.yMax,
          id,
        ).toBe(true);
      }
    },
  );
});

describe('candidates', () => {
  it('reject the side where the foot misses the segment, and pick the cap', () => {
    const input = toiModel.inputOf(load('segment-cap-a'));
    const candidates = candidatesOf(input, computeToi(input));
    expect(candidates.find((c) => c.name === 'cap A entry')?.valid).toBe(true);
    expect(candidates.find((c) => c.name === 'side')?.why).toMatch(/parallel|outside the segment/);
  });
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
    expect(movePoint(state, 'p', { x: 1.3, y: 99 }, false).p).toEqual({ x: 1.5, y: VIEW.yMax });
    expect(moveRadius(state, 'r', -3, false).r).toBe(0);
    expect(moveVelocity(state, 'v', { x: 2.2, y: -1.9 }, false).v).toEqual({ x: 2, y: -2 });
  });
  it('in slide mode, describes the call of the first contact', () => {
    const state = {
      ...load('segment-side-hit'),
      slide: true,
      walls: [{ from: { x: -3, y: 2 }, to: { x: 3, y: 2 } }],
    };
    expect(toiModel.inputOf(state)).toMatchObject({ a: { x: -3, y: 2 }, b: { x: 3, y: 2 } });
    expect(computeToi(toiModel.inputOf(state)).t).toBe(0.25);
  });
  it('round-trips a moved state with walls through the permalink', () => {
    const state = toiModel.settle(load('circles-head-on'), {
      ...load('circles-head-on'),
      relative: true,
      t: 0.3,
    });
    const url = toiModel.toUrl(state, new URLSearchParams());
    expect(toiModel.fromUrl(url)).toEqual(state);
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
  const key = (['p', 'q', 'a', 'b'] as const)[handle % 4] ?? 'p';
  if (handle < 4)
    return movePoint(state, key, { x: state[key].x + step.x, y: state[key].y + step.y }, false);
  if (handle < 6) {
    const v = handle === 4 ? 'v' : 'vq';
    return moveVelocity(state, v, { x: state[v].x + step.x, y: state[v].y + step.y }, false);
  }
  const r = handle === 6 ? 'r' : 'rq';
  return moveRadius(state, r, state[r] + step.x, false);
}

describe('seeded keyboard walks from every preset', () => {
  it('keep data-case (and the feature) equal to the exact reference at every step', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...toiPresets.map((p) => p.id)),
        fc.array(
          fc.tuple(fc.nat(7), fc.integer({ min: -1, max: 1 }), fc.integer({ min: -1, max: 1 })),
          { maxLength: 12 },
        ),
        (id, keys) => {
          let state = load(id);
          for (const [handle, dx, dy] of keys) {
            state = press(state, handle, dx, dy);
            const input = toiModel.inputOf(state);
            const result = computeToi(input);
            expect(`${caseIdOf(result)} ${result.feature ?? ''}`, JSON.stringify(input)).toBe(
              referenceCase(input),
            );
          }
        },
      ),
      { seed: 12, numRuns: 300 },
    );
  });
});
