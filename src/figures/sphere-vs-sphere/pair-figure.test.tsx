import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intersectSpheres } from '../../geometry';
import { intersectSpheresReference } from '../../geometry/testing/spheres.reference';
import { point3, type Point3 } from '../../kit';
import { pairPresets } from './meta';
import { construction } from './model';
import { SphereVsSphereFigure } from './SphereVsSphereFigure';
import { moveCentre, moveRadius, pairModel, type PairHandle, type PairState } from './state';

const exactKind = (state: PairState): string => {
  const input = pairModel.inputOf(state);
  return input.a.radius < 0 || input.b.radius < 0
    ? 'invalid-input'
    : intersectSpheresReference(input).kind;
};

type Key = PairHandle | 'r1' | 'r2';
/** Arrows (x, y) and Page Up/Down (z), as Handle3 turns them into a wanted point. */
const STEPS: readonly Point3[] = [
  point3(1, 0, 0),
  point3(-1, 0, 0),
  point3(0, 1, 0),
  point3(0, -1, 0),
  point3(0, 0, 1),
  point3(0, 0, -1),
];

function press(state: PairState, key: Key, step: number): PairState {
  if (key === 'r1' || key === 'r2')
    return moveRadius(state, key, state[key] + (step % 2 === 0 ? 0.5 : -0.5), false);
  const at = state[key];
  const d = STEPS[step] ?? point3(0, 0, 0);
  return moveCentre(state, key, point3(at.x + d.x, at.y + d.y, at.z + d.z), false);
}

describe('sphere-vs-sphere figure', () => {
  it('offers the presets in the decision order, the zero-radius sphere on the other after the circles', () => {
    const kinds = pairPresets.map((p) => (p.id === 'point-on-sphere' ? 'point' : p.expected.kind));
    expect([...new Set(kinds)].join(' ')).toBe(
      'coincident separate external-tangent contained internal-tangent circle point invalid-input',
    );
  });

  it.each(pairPresets.map((p) => [p.id, p] as const))(
    'preset %s shows its fixture’s kind, which the exact reference confirms',
    (id, preset) => {
      const state = pairModel.applyPreset(pairModel.initial, id);
      expect(pairModel.inputOf(state)).toEqual(preset.input);
      expect(pairModel.matchingPreset(pairModel.inputOf(state))).toBe(id);
      expect(intersectSpheres(pairModel.inputOf(state)).kind).toBe(preset.expected.kind);
      expect(exactKind(state)).toBe(preset.expected.kind);
    },
  );

  it('data-case agrees with the exact reference along seeded keyboard walks in 3D from every preset', () => {
    const walk = fc.array(
      fc.tuple(fc.constantFrom<Key>('c1', 'c2', 'r1', 'r2'), fc.integer({ min: 0, max: 5 })),
      { maxLength: 25 },
    );
    for (const preset of pairPresets) {
      fc.assert(
        fc.property(walk, (moves) => {
          let state = pairModel.applyPreset(pairModel.initial, preset.id);
          for (const [key, step] of moves) {
            state = press(state, key, step);
            expect(intersectSpheres(pairModel.inputOf(state)).kind).toBe(exactKind(state));
          }
        }),
        { seed: 15, numRuns: 20 },
      );
    }
  });

  it('draws the circle through q: |q − c1| = r1 and |q − c2| = r2 on every circle preset', () => {
    for (const { input, expected } of pairPresets.filter((p) => p.expected.kind === 'circle')) {
      const q = construction(input, intersectSpheres(input))?.q ?? point3(NaN, NaN, NaN);
      const from = ({ x, y, z }: Point3) => Math.hypot(q.x - x, q.y - y, q.z - z);
      expect(from(input.a.center), expected.kind).toBeCloseTo(input.a.radius, 12);
      expect(from(input.b.center)).toBeCloseTo(input.b.radius, 12);
    }
  });

  it('keeps the orbit in the permalink and names each centre with its three coordinates', () => {
    const state = pairModel.fromUrl(new URLSearchParams('preset=circle&orbit=40,20'));
    expect(state?.orbit).toEqual({ yaw: 40, pitch: 20 });
    expect(state?.preset).toBe('circle');
    const html = renderToString(<SphereVsSphereFigure query="preset=circle&orbit=40,20" />);
    expect(html).toContain('orbit=40,20');
    expect(html).toContain('data-case="circle"');
    expect(html).toContain('aria-label="C2 at (6, 0, 0), centre of sphere 2"');
  });
});
