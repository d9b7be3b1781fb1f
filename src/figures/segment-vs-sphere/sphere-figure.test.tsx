import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intersectSegmentSphere } from '../../geometry';
import { caseIdOf } from '../../kit/figure/model';
import { intersectSegmentSphereReference } from '../../geometry/testing/segment-sphere.reference';
import { point3, type Point3 } from '../../kit';
import { spherePresets } from './meta';
import { sourcePoints } from './model';
import { SegmentVsSphereFigure } from './SegmentVsSphereFigure';
import { moveHandle, moveRadius, sphereModel, type SphereHandle, type SphereState } from './state';

const exactCase = (state: SphereState): string => {
  const input = sphereModel.inputOf(state);
  return input.radius < 0 ? 'invalid-input' : caseIdOf(intersectSegmentSphereReference(input));
};

const KEYS: readonly SphereHandle[] = ['from', 'to', 'center'];
/** Arrows (x, y) and Page Up/Down (z), as Handle3 turns them into a wanted point. */
const STEPS: readonly Point3[] = [
  point3(1, 0, 0),
  point3(-1, 0, 0),
  point3(0, 1, 0),
  point3(0, -1, 0),
  point3(0, 0, 1),
  point3(0, 0, -1),
];

function press(state: SphereState, key: SphereHandle | 'radius', step: number): SphereState {
  if (key === 'radius')
    return moveRadius(state, state.radius + (step % 2 === 0 ? 0.5 : -0.5), false);
  const at = state[key];
  const d = STEPS[step] ?? point3(0, 0, 0);
  return moveHandle(state, key, point3(at.x + d.x, at.y + d.y, at.z + d.z), false);
}

describe('segment-vs-sphere figure', () => {
  it.each(spherePresets.map((p) => [p.id, p] as const))(
    'preset %s shows its fixture’s case, which the exact reference confirms',
    (id, preset) => {
      const state = sphereModel.applyPreset(sphereModel.initial, id);
      expect(sphereModel.inputOf(state)).toEqual(preset.input);
      expect(caseIdOf(intersectSegmentSphere(sphereModel.inputOf(state)))).toBe(
        caseIdOf(preset.expected),
      );
      expect(exactCase(state)).toBe(caseIdOf(preset.expected));
    },
  );

  it('data-case agrees with the exact reference along seeded keyboard walks in 3D from every preset', () => {
    const walk = fc.array(
      fc.tuple(
        fc.constantFrom<SphereHandle | 'radius'>(...KEYS, 'radius'),
        fc.integer({ min: 0, max: 5 }),
      ),
      { maxLength: 25 },
    );
    for (const preset of spherePresets) {
      fc.assert(
        fc.property(walk, (moves) => {
          let state = sphereModel.applyPreset(sphereModel.initial, preset.id);
          for (const [key, step] of moves) {
            state = press(state, key, step);
            expect(caseIdOf(intersectSegmentSphere(sphereModel.inputOf(state)))).toBe(
              exactCase(state),
            );
          }
        }),
        { seed: 15, numRuns: 25 },
      );
    }
  });

  it('keeps the orbit in the permalink, apart from the input (data-state never sees it)', () => {
    const state = sphereModel.fromUrl(new URLSearchParams('preset=grazes&orbit=40,20'));
    expect(state?.orbit).toEqual({ yaw: 40, pitch: 20 });
    expect(state?.preset).toBe('grazes');
    expect(sphereModel.fromUrl(new URLSearchParams('orbit=40,95'))?.orbit).toEqual(
      sphereModel.initial.orbit,
    );
    const html = renderToString(<SegmentVsSphereFigure query="orbit=40,20" />);
    expect(html).toContain('orbit=40,20');
    expect(html).toContain('aria-label="S at (−6, 3, 0), start of the segment"');
  });

  it('shows the source’s formula beside the case: off the sphere in the spell, on it (swapped) when |p − s| = |p − t| = 1', () => {
    const spell = sphereModel.inputOf(sphereModel.initial);
    expect(sourcePoints(spell, intersectSegmentSphere(spell))?.sourceCase).toBe('off-sphere');
    const html = renderToString(<SegmentVsSphereFigure query="source=1&from=-1,3,0&to=1,3,0" />);
    expect(html).toContain('data-source-case="on-sphere"');
    expect(html).toContain('data-case="inside"');
  });
});
