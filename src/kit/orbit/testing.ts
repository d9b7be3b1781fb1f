/**
 * Test helpers for orbit figures (through src/kit/testing, never the index): a 3D handle's key
 * presses as Handle3 turns them into a wanted point, and seeded keyboard walks from every preset.
 */
import fc from 'fast-check';
import { point3, type Point3 } from './projection';

/** Arrows (x, y) and Page Up/Down (z), one grid step each: right, left, up, down, PgUp, PgDn. */
const KEY_STEPS: readonly Point3[] = [
  point3(1, 0, 0),
  point3(-1, 0, 0),
  point3(0, 1, 0),
  point3(0, -1, 0),
  point3(0, 0, 1),
  point3(0, 0, -1),
];

/** The point a key press (0 to 5, as above) wants; a radius knob's press: even grows by ½. */
export function pressed3(at: Point3, press: number): Point3 {
  const d = KEY_STEPS[press] ?? point3(0, 0, 0);
  return point3(at.x + d.x, at.y + d.y, at.z + d.z);
}
export const pressedRadius = (radius: number, press: number) =>
  radius + (press % 2 === 0 ? 0.5 : -0.5);

/**
 * From every preset, seeded walks of up to 25 presses of `keys` (each press 0 to 5); `check`
 * runs after every press, e.g. "the figure's case is the exact reference's".
 */
export function walkFromEveryPreset<S, K>(walk: {
  readonly presets: readonly { readonly id: string }[];
  readonly start: (presetId: string) => S;
  readonly keys: readonly K[];
  readonly press: (state: S, key: K, press: number) => S;
  readonly check: (state: S) => void;
  readonly numRuns: number;
}): void {
  const presses = fc.array(
    fc.tuple(fc.constantFrom(...walk.keys), fc.integer({ min: 0, max: 5 })),
    { maxLength: 25 },
  );
  for (const preset of walk.presets) {
    fc.assert(
      fc.property(presses, (moves) => {
        let state = walk.start(preset.id);
        for (const [key, press] of moves) {
          state = walk.press(state, key, press);
          walk.check(state);
        }
      }),
      { seed: 15, numRuns: walk.numRuns },
    );
  }
}
