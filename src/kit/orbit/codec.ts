/**
 * The orbit view's camera in a permalink, `yaw,pitch` (degrees), and a figure's camera with the
 * reader's zoom, `yaw,pitch[,zoom]`, parsed as strictly as the kit's other codecs (plain numbers
 * within bounds, nothing else). A 3D point's codec, `point3Codec`,
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

/** The camera of an orbit figure: turn, tilt and zoom. */
export type OrbitView = Orbit & {
  /** The reader's zoom (1: the figure's own extent); null while the view fits the content. */
  readonly zoom: number | null;
  /**
   * The fitted zoom, held from the reader's first move of a point (never in a link): the scale
   * under the pointer must not change during a drag, or the point would run away from it.
   */
  readonly held: number | null;
};

/** The zoom levels of the buttons and of the fit: 1 is the figure's own extent. */
export const ZOOMS = [0.75, 1, 1.5, 2, 3, 4] as const;
const [MIN_ZOOM, MAX_ZOOM] = [ZOOMS[0], ZOOMS[ZOOMS.length - 1]!];

/** A camera without zoom: it fits the content. */
export const orbitView = (orbit: Orbit): OrbitView => ({ ...orbit, zoom: null, held: null });

/**
 * `yaw,pitch` (fitted), or `yaw,pitch,zoom` when the reader zoomed: links without a zoom (every
 * link before the zoom existed) fit the view; a zoom outside the levels' range is refused.
 */
export const orbitViewCodec: FieldCodec<OrbitView> = {
  parse: (text) => {
    const zoomed = parseNumbers(text, 3, 180);
    if (zoomed === undefined) {
      const orbit = orbitCodec.parse(text);
      return orbit === undefined ? undefined : orbitView(orbit);
    }
    const orbit = orbitCodec.parse(formatNumbers(zoomed.slice(0, 2)));
    const zoom = zoomed[2]!;
    if (orbit === undefined || zoom < MIN_ZOOM || zoom > MAX_ZOOM) return undefined;
    return { ...orbit, zoom, held: null };
  },
  format: (view) =>
    view.zoom === null ? orbitCodec.format(view) : formatNumbers([view.yaw, view.pitch, view.zoom]),
};
