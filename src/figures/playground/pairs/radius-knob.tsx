/**
 * A circle's radius for the playground's kit-made pairs: the rule that places it (on the grid's
 * whole numbers unless snapping is off or the reader holds Alt, then three decimals; never
 * negative) and a knob that moves it by that rule.
 */
import { RadiusHandle, formatNumber, snapValue, type Point } from '../../../kit';
import { useHandleMover } from '../../../kit/figure';

export type Disk = { readonly c: Point; readonly r: number };
export type Update<S> = (change: (state: S) => S) => void;
export type Snapped = { readonly snap: boolean };

/** The accessible words of a circle's radius. */
export const radiusWords = (r: number) => `radius ${formatNumber(r)}`;

/**
 * A wanted radius placed: a whole number when snapped, else three decimals; never negative. (The
 * kit's `placeRadius` is the same rule, but importing moving-circle-state.ts here would move it
 * out of the moving-circle figure's chunk, about 60 B of gzip on pages that have not got them.)
 */
export const placeRadius = (wanted: number, snapped: boolean) =>
  Math.max(0, snapped ? snapValue(wanted, 1) : Math.round(wanted * 1000) / 1000);

/** The state with the radius `key` placed at `wanted`; the same state when it stays. */
export function moveRadius<K extends string, S extends Snapped & Readonly<Record<K, number>>>(
  state: S,
  key: K,
  wanted: number,
  free: boolean,
): S {
  const r = placeRadius(wanted, state.snap && !free);
  return r === state[key] ? state : { ...state, [key]: r };
}

export function Knob<K extends string, S extends Snapped & Readonly<Record<K, number>>>(props: {
  readonly name: string;
  readonly disk: Disk;
  readonly color: string;
  readonly field: K;
  readonly update: Update<S>;
}) {
  const { name, disk, color, field } = props;
  const onRadius = useHandleMover(props.update, moveRadius<K, S>);
  return (
    <RadiusHandle
      label={name}
      center={disk.c}
      radius={disk.r}
      step={1}
      color={color}
      onMove={(r, intent) => onRadius(field, r, intent)}
    />
  );
}
