import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectPointOnLine, type ProjectionInput } from '../../geometry';
import { projectPointOnLineReference } from '../../geometry/testing/project-point.reference';
import { point3 } from '../../kit';
import { describePermalink } from '../testing';
import { projectionPresets } from './meta';
import { moveHandle, projectionModel, type ProjectionHandle } from './state';

const KEYS: readonly ProjectionHandle[] = ['point', 's', 't'];
/** Arrow keys (x, y) and Page Up and Down (z, the 3D handles'): +1 or −1 along one axis. */
const step = (index: number, axis: 'x' | 'y' | 'z') =>
  ['x', 'y', 'z'][index >> 1] === axis ? (index % 2 === 0 ? 1 : -1) : 0;

/** The exact case: the reference takes one dimension, a mix is `invalid-input`. */
const referenceKind = ({ point, s, t }: ProjectionInput) =>
  new Set([point, s, t].map((p) => 'z' in p)).size > 1
    ? 'invalid-input'
    : projectPointOnLineReference({ point, s, t }).kind;

describePermalink(projectionModel);

describe('point-on-line figure', () => {
  it('offers every kind of projectPointOnLine, in the plane and in space', () => {
    const inSpace = projectionPresets.filter((p) => 'z' in p.input.point);
    const inPlane = projectionPresets.filter((p) => !inSpace.includes(p));
    const kinds = (list: typeof inSpace) => [...new Set(list.map((p) => p.expected.kind))].sort();
    const plane = ['after', 'before', 'degenerate', 'on-segment'];
    expect(kinds(inPlane)).toEqual(plane);
    expect(kinds(inSpace)).toEqual([...plane, 'invalid-input'].sort());
  });

  it.each(projectionPresets.map((p) => [p.id, p] as const))(
    'preset %s opens the view of its dimension and gives its fixture’s whole answer',
    (id, preset) => {
      const state = projectionModel.applyPreset(projectionModel.initial, id);
      expect(state.space).toBe('z' in preset.input.point);
      expect(projectPointOnLine(projectionModel.inputOf(state))).toEqual(preset.expected);
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
            const [dx, dy, dz] = [step(index, 'x'), step(index, 'y'), step(index, 'z')];
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
