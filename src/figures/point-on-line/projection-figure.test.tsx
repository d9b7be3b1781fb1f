import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectPointOnLine, type ProjectionInput } from '../../geometry';
import { projectPointOnLineReference } from '../../geometry/testing/project-point.reference';
import { point3 } from '../../kit';
import { projectionPresets } from './meta';
import { moveHandle, projectionModel, type ProjectionHandle } from './state';

const KEYS: readonly ProjectionHandle[] = ['point', 's', 't'];
/** Arrow keys, then Page Up and Page Down (the 3D handles' z). */
const STEPS = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
] as const;

/** The exact case: the reference takes one dimension, a mix is `invalid-input`. */
const referenceKind = ({ point, s, t }: ProjectionInput) =>
  new Set([point, s, t].map((p) => 'z' in p)).size > 1
    ? 'invalid-input'
    : projectPointOnLineReference({ point, s, t }).kind;

describe('point-on-line figure', () => {
  it('offers every kind of projectPointOnLine, in the plane and in space', () => {
    const kinds = (space: boolean) =>
      [
        ...new Set(
          projectionPresets
            .filter((p) => 'z' in p.input.point === space)
            .map((p) => p.expected.kind),
        ),
      ].sort();
    expect(kinds(false)).toEqual(['after', 'before', 'degenerate', 'on-segment']);
    expect(kinds(true)).toEqual(['after', 'before', 'degenerate', 'invalid-input', 'on-segment']);
  });

  it.each(projectionPresets.map((p) => [p.id, p] as const))(
    'preset %s shows its fixture’s input and answer, which the exact reference confirms',
    (id, preset) => {
      const state = projectionModel.applyPreset(projectionModel.initial, id);
      const input = projectionModel.inputOf(state);
      expect(input).toEqual(preset.input);
      expect(state.space).toBe('z' in preset.input.point);
      expect(projectPointOnLine(input)).toEqual(preset.expected);
      expect(referenceKind(input)).toBe(preset.expected.kind);
      // Its permalink reads back as the same state.
      expect(projectionModel.fromUrl(new URLSearchParams(projectionModel.query(state)))).toEqual(
        state,
      );
    },
  );

  it('reads the 2D figure’s links (x,y) with z = 0 and writes z only when it is not 0', () => {
    const state = projectionModel.fromUrl(new URLSearchParams('point=1,2&s=0,0,3&t=4,0'));
    expect(state).toMatchObject({ point: point3(1, 2, 0), s: point3(0, 0, 3) });
    expect(state && projectionModel.query(state)).toMatch(/^point=1,2&s=0,0,3&t=4,0&/);
  });

  it('the 2D view leaves z out of the input; its handles keep z, the 3D ones set it', () => {
    const space = projectionModel.applyPreset(projectionModel.initial, 'space-after');
    const flat = { ...space, space: false };
    expect(projectionModel.inputOf(flat).point).toEqual({ x: 5, y: 2 });
    expect(moveHandle(flat, 'point', { x: 4, y: 2 }, false).point).toEqual(point3(4, 2, 3));
    expect(moveHandle(space, 'point', point3(4, 2, 9), false).point).toEqual(point3(4, 2, 6));
  });

  it('data-case agrees with the exact reference along seeded keyboard walks from every preset', () => {
    const walk = fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.integer({ min: 0, max: 5 })), {
      maxLength: 30,
    });
    for (const preset of projectionPresets) {
      fc.assert(
        fc.property(walk, (moves) => {
          let state = projectionModel.applyPreset(projectionModel.initial, preset.id);
          for (const [key, index] of moves) {
            const [dx, dy, dz] = STEPS[index] ?? [0, 0, 0];
            const at = state[key];
            // The 2D view's handles report x and y; the 3D view's all three.
            const wanted = state.space
              ? point3(at.x + dx, at.y + dy, at.z + dz)
              : { x: at.x + dx, y: at.y + dy };
            state = moveHandle(state, key, wanted, false);
            const input = projectionModel.inputOf(state);
            const result = projectPointOnLine(input);
            expect(result.kind).toBe(referenceKind(input));
            if (result.kind === 'invalid-input') continue;
            const u = projectPointOnLineReference(input).u.toNumber();
            expect(result.u).toBeCloseTo(u, 12);
          }
        }),
        { seed: 14, numRuns: 40 },
      );
    }
  });
});
