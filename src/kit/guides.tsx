/**
 * Guide lines across the whole view: x = c or y = c, such as a rectangle's boundary extended into
 * the two slabs it bounds. The label sits at the end drawn on top (a vertical line) or on the
 * right (a horizontal one), whichever way the frame is flipped, and a wide invisible stroke lets
 * the pointer find a thin line (for hover highlighting, inside a `Highlightable`).
 */
import { point } from './point';
import { Label, Segment, type Paint } from './shapes';
import { useStage } from './Stage';

export type AxisLineProps = Paint & {
  /** 'x': the vertical line x = at; 'y': the horizontal line y = at. */
  readonly axis: 'x' | 'y';
  readonly at: number;
  /** Text at the line's top or right end, in the line's colour. */
  readonly label?: string | undefined;
  /** Width (viewBox units) of the invisible stroke that catches the pointer; 0 for none. */
  readonly hitWidth?: number | undefined;
};

export function AxisLine({ axis, at, label, hitWidth = 14, ...paint }: AxisLineProps) {
  const { box, toSvg } = useStage();
  const vertical = axis === 'x';
  const from = vertical ? point(at, box.yMin) : point(box.xMin, at);
  const to = vertical ? point(at, box.yMax) : point(box.xMax, at);
  const [fromX, fromY] = toSvg(from);
  const [toX, toY] = toSvg(to);
  const labelEnd = (vertical ? fromY < toY : fromX > toX) ? from : to;
  return (
    <>
      {hitWidth > 0 && <Segment from={from} to={to} color="transparent" width={hitWidth} />}
      <Segment from={from} to={to} {...paint} />
      {label !== undefined && (
        <Label
          at={labelEnd}
          offset={vertical ? [4, 14] : [-4, -5]}
          anchor={vertical ? 'start' : 'end'}
          color={paint.color}
        >
          {label}
        </Label>
      )}
    </>
  );
}
