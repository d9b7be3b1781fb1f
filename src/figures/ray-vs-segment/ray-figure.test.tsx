import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intersectRaySegment, raySegmentProjections } from '../../geometry';
import { caseIdOf } from '../../kit/figure/model';
import { intersectRaySegmentReference } from '../../geometry/testing/ray-segment.reference';
import { point } from '../../kit';
import { rayPresets } from './meta';
import { crossForm, similarTriangles, stepReading } from './model';
import { RayVsSegmentFigure } from './RayVsSegmentFigure';
import { rayModel, moveHandle, type RayHandle, type RayState } from './state';
import { describePermalink } from '../testing';

const exactCase = (state: RayState): string => {
  const input = rayModel.inputOf(state);
  if (input.direction.x === 0 && input.direction.y === 0) return 'invalid-input';
  const reference = intersectRaySegmentReference(input);
  return reference.reason === undefined ? reference.kind : `${reference.kind}:${reference.reason}`;
};

const KEYS: readonly RayHandle[] = ['origin', 'tip', 'a', 'b'];
const ARROWS = [point(1, 0), point(-1, 0), point(0, 1), point(0, -1)] as const;

/** An arrow key on a handle, as the kit's Handle turns it into a wanted position. */
function press(state: RayState, key: RayHandle, arrow: number): RayState {
  const { origin, direction } = state;
  const at = key === 'tip' ? point(origin.x + direction.x, origin.y + direction.y) : state[key];
  const step = ARROWS[arrow] ?? point(0, 0);
  return moveHandle(state, key, point(at.x + step.x, at.y + step.y), false);
}

describePermalink(rayModel);

describe('ray-vs-segment figure', () => {
  it('data-case agrees with the exact reference along seeded keyboard walks from every preset, and both views give the core’s distance', () => {
    const walk = fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.integer({ min: 0, max: 3 })), {
      maxLength: 30,
    });
    for (const preset of rayPresets) {
      fc.assert(
        fc.property(walk, (moves) => {
          let state = rayModel.applyPreset(rayModel.initial, preset.id);
          for (const [key, arrow] of moves) {
            state = press(state, key, arrow);
            const input = rayModel.inputOf(state);
            const result = intersectRaySegment(input);
            expect(caseIdOf(result)).toBe(exactCase(state));
            if (result.kind !== 'hit' || result.collinear) continue;
            const distance = result.distance ?? NaN;
            const tolerance = 1e-12 * Math.max(1, distance);
            const triangles = similarTriangles(raySegmentProjections(input));
            const { lambda } = crossForm(input);
            const length = Math.hypot(input.direction.x, input.direction.y);
            expect(Math.abs((triangles?.distance ?? NaN) - distance)).toBeLessThan(tolerance);
            expect(Math.abs((lambda ?? NaN) * length - distance)).toBeLessThan(tolerance);
          }
        }),
        { seed: 14, numRuns: 40 },
      );
    }
  });

  it('reads the ray as one step: the hit counts up to o + d and not beyond, the case unchanged', () => {
    const crossing = rayModel.inputOf(rayModel.applyPreset(rayModel.initial, 'crossing'));
    const reach = (x: number) => ({ ...crossing, direction: point(x, 0) });
    expect(stepReading(reach(6), intersectRaySegment(reach(6)))).toEqual({ caseId: 'hit', t: 1 });
    expect(stepReading(reach(5), intersectRaySegment(reach(5))).caseId).toBe('miss:beyond-step');
    const html = renderToString(<RayVsSegmentFigure query="step=1&direction=5,0" />);
    expect(html).toContain('data-step-case="miss:beyond-step"');
    expect(html).toContain('data-case="hit"');
  });
});
