/**
 * A circle's radius knob for the playground's kit-made pairs: on the grid's whole numbers unless
 * snapping is off or the reader holds Alt (then three decimals), never negative.
 */
import { RadiusHandle, formatNumber, snapValue, type Point } from '../../../kit';

export type Disk = { readonly c: Point; readonly r: number };
type Update<S> = (change: (state: S) => S) => void;

/** The accessible words of a circle's radius. */
export const radiusWords = (r: number) => `radius ${formatNumber(r)}`;

/** A wanted radius placed: a whole number when snapped, else three decimals; never negative. */
export const placeRadius = (wanted: number, snapped: boolean) =>
  Math.max(0, snapped ? snapValue(wanted, 1) : Math.round(wanted * 1000) / 1000);

export function Knob<S extends { readonly snap: boolean }>(props: {
  readonly name: string;
  readonly disk: Disk;
  readonly color: string;
  readonly field: keyof S & string;
  readonly update: Update<S>;
}) {
  const { name, disk, color, field, update } = props;
  return (
    <RadiusHandle
      label={name}
      center={disk.c}
      radius={disk.r}
      step={1}
      color={color}
      onMove={(r, intent) =>
        update((s) => ({ ...s, [field]: placeRadius(r, s.snap && !intent.free) }))
      }
    />
  );
}
