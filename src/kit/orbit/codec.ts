/**
 * The orbit view's camera in a permalink, `yaw,pitch` (degrees), parsed as strictly as the kit's
 * other codecs (plain numbers within bounds, nothing else). A 3D point's codec, `point3Codec`,
 * sits with the other shapes' codecs in permalink-lists.ts.
 */
import { formatNumbers, parseNumbers, type FieldCodec } from '../permalink';
import { normalizeOrbit, type Orbit } from './projection';

/**
 * The camera written `yaw,pitch`: yaw in [−180, 180], pitch in [0, 90]; anything else is refused
 * (the figure keeps its own view).
 */
export const orbitCodec: FieldCodec<Orbit> = {
  parse: (text) => {
    const v = parseNumbers(text, 2, 180);
    if (v === undefined || v[1]! < 0 || v[1]! > 90) return undefined;
    return normalizeOrbit({ yaw: v[0]!, pitch: v[1]! });
  },
  format: (orbit) => formatNumbers([orbit.yaw, orbit.pitch]),
};
