import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectPointOnLine } from '../../geometry';
import { projectPointOnLineReference } from '../../geometry/testing/project-point.reference';
import { point } from '../../kit';
import { projectionPresets } from './meta';
import { moveHandle, projectionModel, type ProjectionHandle } from './state';

const KEYS: readonly ProjectionHandle[] = ['point', 's', 't'];
const ARROWS = [point(1, 0), point(-1, 0), point(0, 1), point(0, -1)] as const;

describe('point-on-line figure', () => {
  it('offers every kind of projectPointOnLine a 2D figure can hold', () => {
    const kinds = new Set(projectionPresets.map((p) => p.expected.kind));
    expect([...kinds].sort()).toEqual(['after', 'before', 'degenerate', 'on-segment']);
  });

  it.each(projectionPresets.map((p) => [p.id, p] as const))(
    'preset %s shows its fixture’s case, which the exact reference confirms',
    (id, preset) => {
      const input = projectionModel.inputOf(
        projectionModel.applyPreset(projectionModel.initial, id),
      );
      expect(input).toEqual(preset.input);
      expect(projectPointOnLine(input).kind).toBe(preset.expected.kind);
      expect(projectPointOnLineReference(input).kind).toBe(preset.expected.kind);
    },
  );

  it('data-case agrees with the exact reference along seeded keyboard walks from every preset', () => {
    const walk = fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.integer({ min: 0, max: 3 })), {
      maxLength: 30,
    });
    for (const preset of projectionPresets) {
      fc.assert(
        fc.property(walk, (moves) => {
          let state = projectionModel.applyPreset(projectionModel.initial, preset.id);
          for (const [key, arrow] of moves) {
            const step = ARROWS[arrow] ?? point(0, 0);
            const at = state[key];
            state = moveHandle(state, key, point(at.x + step.x, at.y + step.y), false);
            const input = projectionModel.inputOf(state);
            const result = projectPointOnLine(input);
            const reference = projectPointOnLineReference(input);
            expect(result.kind).toBe(reference.kind);
            expect(result.u).toBeCloseTo(reference.u.toNumber(), 12);
          }
        }),
        { seed: 14, numRuns: 40 },
      );
    }
  });
});
