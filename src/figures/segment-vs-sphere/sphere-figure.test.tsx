import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intersectSegmentSphere } from '../../geometry';
import { caseIdOf } from '../../kit/figure/model';
import { intersectSegmentSphereReference } from '../../geometry/testing/segment-sphere.reference';
import { orbitView } from '../../kit';
import { pressed3, pressedRadius, walkFromEveryPreset } from '../../kit/testing';
import { spherePresets } from './meta';
import { sourcePoints } from './model';
import { SegmentVsSphereFigure } from './SegmentVsSphereFigure';
import { moveHandle, moveRadius, sphereModel, type SphereHandle, type SphereState } from './state';
import { describePermalink } from '../testing';

const exactCase = (state: SphereState): string => {
  const input = sphereModel.inputOf(state);
  return input.radius < 0 ? 'invalid-input' : caseIdOf(intersectSegmentSphereReference(input));
};

const KEYS: readonly (SphereHandle | 'radius')[] = ['from', 'to', 'center', 'radius'];

function press(state: SphereState, key: SphereHandle | 'radius', step: number): SphereState {
  if (key === 'radius') return moveRadius(state, key, pressedRadius(state.radius, step), false);
  return moveHandle(state, key, pressed3(state[key], step), false);
}

describePermalink(sphereModel);

describe('segment-vs-sphere figure', () => {
  it('data-case agrees with the exact reference along seeded keyboard walks in 3D from every preset', () => {
    walkFromEveryPreset({
      presets: spherePresets,
      start: (id) => sphereModel.applyPreset(sphereModel.initial, id),
      keys: KEYS,
      press,
      check: (state) =>
        expect(caseIdOf(intersectSegmentSphere(sphereModel.inputOf(state)))).toBe(exactCase(state)),
      numRuns: 25,
    });
  });

  it('keeps the orbit in the permalink, apart from the input (data-state never sees it)', () => {
    const state = sphereModel.fromUrl(new URLSearchParams('preset=grazes&orbit=40,20'));
    expect(state?.orbit).toEqual(orbitView({ yaw: 40, pitch: 20 }));
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
