import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intersectSpheres } from '../../geometry';
import { intersectSpheresReference } from '../../geometry/testing/spheres.reference';
import { orbitView, point3, type Point3 } from '../../kit';
import { pressed3, pressedRadius, walkFromEveryPreset } from '../../kit/testing';
import { pairPresets } from './meta';
import { construction } from './model';
import { SphereVsSphereFigure } from './SphereVsSphereFigure';
import { moveCentre, moveRadius, pairModel, type PairHandle, type PairState } from './state';
import { describePermalink } from '../testing';

const exactKind = (state: PairState): string => {
  const input = pairModel.inputOf(state);
  return input.a.radius < 0 || input.b.radius < 0
    ? 'invalid-input'
    : intersectSpheresReference(input).kind;
};

type Key = PairHandle | 'r1' | 'r2';

function press(state: PairState, key: Key, step: number): PairState {
  if (key === 'r1' || key === 'r2')
    return moveRadius(state, key, pressedRadius(state[key], step), false);
  return moveCentre(state, key, pressed3(state[key], step), false);
}

describePermalink(pairModel);

describe('sphere-vs-sphere figure', () => {
  it('offers the presets in the decision order, the zero-radius sphere on the other after the circles', () => {
    const kinds = pairPresets.map((p) => (p.id === 'point-on-sphere' ? 'point' : p.expected.kind));
    expect([...new Set(kinds)].join(' ')).toBe(
      'coincident separate external-tangent contained internal-tangent circle point invalid-input',
    );
  });

  it('data-case agrees with the exact reference along seeded keyboard walks in 3D from every preset', () => {
    walkFromEveryPreset({
      presets: pairPresets,
      start: (id) => pairModel.applyPreset(pairModel.initial, id),
      keys: ['c1', 'c2', 'r1', 'r2'] as const,
      press,
      check: (state) =>
        expect(intersectSpheres(pairModel.inputOf(state)).kind).toBe(exactKind(state)),
      numRuns: 20,
    });
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
    expect(state?.orbit).toEqual(orbitView({ yaw: 40, pitch: 20 }));
    expect(state?.preset).toBe('circle');
    const html = renderToString(<SphereVsSphereFigure query="preset=circle&orbit=40,20" />);
    expect(html).toContain('orbit=40,20');
    expect(html).toContain('data-case="circle"');
    expect(html).toContain('aria-label="C2 at (6, 0, 0), centre of sphere 2"');
  });

  it('frames a small preset on the server (circle-diagonal fitted at ×3), its link without a zoom', () => {
    const html = renderToString(<SphereVsSphereFigure preset="circle-diagonal" />);
    expect(html).toContain(', zoom ×3 (+ and − keys)"');
    expect(html).toMatch(/orbit=-25,60(&|")/);
    const zoomed = renderToString(<SphereVsSphereFigure query="orbit=10,30,1.5" />);
    expect(zoomed).toContain('raised 30°, zoom ×1.5 (+ and − keys)"');
    expect(zoomed).toContain('orbit=10,30,1.5');
  });
});
