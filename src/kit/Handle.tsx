/**
 * A movable point, Mafs style: the gesture (`useDragGesture` in gesture.ts) only turns pointer and
 * key input into a wanted position; `Movable` gives it an accessible, focusable element with a hit
 * area; a display (`PointDisplay` here, others in handles/) draws it; a pure constraint applied by
 * the owner's state setter decides where it goes. A drag, an arrow key, a preset and a URL all go
 * through the same constraint, and the constraint can be unit-tested without a browser.
 */
import { memo, type CSSProperties, type ReactNode } from 'react';
import { formatPoint } from './format';
import { textShade } from './palette';
import { useDragGesture, type MoveIntent } from './gesture';
import { clamp, point, type Constraint, type Point } from './point';
import { useStage } from './Stage';

export {
  keyboardMove,
  keyboardTarget,
  useDragGesture,
  useNoTouchPan,
  type DragGestureOptions,
  type MoveIntent,
} from './gesture';

/** Radius of the invisible hit area in viewBox units: about 44 CSS px across on a desktop figure. */
export const HIT_RADIUS = 20;

export type MovableProps = {
  /** The handle's label, which starts its accessible name ("P0 at (1, 2)"). */
  readonly label: string;
  /** Where the handle is (math coordinates of the enclosing frame). */
  readonly at: Point;
  /** Called with the wanted position; the owner applies the constraint and stores the result. */
  readonly onMove: (wanted: Point, intent: MoveIntent) => void;
  /** Grid step for arrow keys (Shift: ten steps; Alt: a tenth, free of the grid). */
  readonly step?: number | undefined;
  /** The owner's constraint, so arrow keys can search for a step that really moves the handle. */
  readonly constrain?: Constraint | undefined;
  /** Makes the handle removable with Delete or Backspace (a point in a list). */
  readonly onRemove?: (() => void) | undefined;
  /** Extra words for the accessible name after the coordinates (e.g. "start of the first endpoint"). */
  readonly description?: string | undefined;
  /** What a screen reader reads as the value; the coordinates by default. */
  readonly valueText?: string | undefined;
  /**
   * Where to draw the handle; by default `at`, clamped into the view so a handle outside it can
   * still be grabbed at the edge (the accessible name still gives the true position).
   */
  readonly displayAt?: Point | undefined;
  /** Radius of the invisible hit area in viewBox units (at least 22 CSS px on a touch screen). */
  readonly hitRadius?: number | undefined;
  /**
   * Colour of the display and the focus ring's text (a CSS colour, e.g. a `--fig-*` variable); the
   * display's label is drawn in its text shade (`textShade`).
   */
  readonly color: string;
  /** Extra class on the handle's element (e.g. the display's own state classes). */
  readonly className?: string | undefined;
  /** The display, drawn centred on (0, 0) in viewBox units. */
  readonly children: ReactNode;
};

/**
 * The accessible gesture with any display: a focusable `role="slider"` element named "P0 at
 * (1, 2)", moved by pointer (mouse, pen, touch) and arrow keys, with an invisible hit area and a
 * focus ring. `touch-action: none` applies to this element only, so a finger elsewhere on the
 * figure still scrolls the page. A 2D point has no single number for `aria-valuenow`; its value
 * is the text "(1, 2)" (`aria-valuetext`), which is all a slider needs.
 */
export function Movable({
  label,
  at,
  onMove,
  step = 1,
  constrain,
  onRemove,
  description,
  valueText,
  displayAt,
  hitRadius = HIT_RADIUS,
  color,
  className,
  children,
}: MovableProps) {
  const { toSvg, box } = useStage();
  const { dragging, ref, handlers } = useDragGesture({ at, step, onMove, constrain, onRemove });
  const shown =
    displayAt ?? point(clamp(at.x, box.xMin, box.xMax), clamp(at.y, box.yMin, box.yMax));
  const [sx, sy] = toSvg(shown);
  const value = valueText ?? formatPoint(at);
  const name = `${label} at ${value}${description === undefined ? '' : `, ${description}`}`;
  const classes = ['kit-handle', className, dragging ? 'is-dragging' : undefined];
  return (
    <g
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      transform={`translate(${sx},${sy})`}
      tabIndex={0}
      role="slider"
      aria-label={name}
      aria-valuetext={value}
      aria-keyshortcuts={onRemove === undefined ? undefined : 'Delete'}
      // The display's marks take the colour; its text a shade of it that reads as text (palette.ts).
      style={{ color, '--kit-handle-text': textShade(color) } as CSSProperties}
      {...handlers}
    >
      <circle className="kit-handle-hit" r={hitRadius} />
      <circle className="kit-handle-focus" r={13} />
      {children}
    </g>
  );
}

/** Marker shapes, so colour is never the only cue. */
export type MarkerShape = 'circle' | 'square' | 'diamond' | 'triangle';

/** The marker's path, centred on (0, 0). */
export function markerPath(shape: MarkerShape, r: number): string {
  switch (shape) {
    case 'square':
      return `M${-r},${-r}h${2 * r}v${2 * r}h${-2 * r}Z`;
    case 'diamond':
      return `M0,${-r * 1.3}L${r * 1.3},0L0,${r * 1.3}L${-r * 1.3},0Z`;
    case 'triangle':
      return `M0,${-r * 1.3}L${r * 1.2},${r * 0.8}L${-r * 1.2},${r * 0.8}Z`;
    case 'circle':
      return `M${-r},0a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
  }
}

export type PointDisplayProps = {
  /** Marker shape. */
  readonly shape?: MarkerShape | undefined;
  /** Text drawn beside the point (decorative: the accessible name is on the gesture). */
  readonly text?: string | undefined;
  /** Where the text sits relative to the point, in viewBox units. */
  readonly textOffset?: readonly [number, number] | undefined;
};

/** The look of a point handle: a marker (filled or hollow by the handle's class) and a label. */
export function PointDisplay({
  shape = 'circle',
  text,
  textOffset = [10, -10],
}: PointDisplayProps) {
  return (
    <>
      <path className="kit-handle-mark" d={markerPath(shape, 6.5)} />
      {text !== undefined && (
        <text className="kit-handle-label" x={textOffset[0]} y={textOffset[1]} aria-hidden="true">
          {text}
        </text>
      )}
    </>
  );
}

export type HandleProps = {
  /** The point's label, which starts its accessible name ("P0 at (1, 2)") and is drawn beside it. */
  readonly label: string;
  /** Where the point is (math coordinates). */
  readonly at: Point;
  /** Called with the wanted position; the owner applies the constraint and stores the result. */
  readonly onMove: (wanted: Point, intent: MoveIntent) => void;
  /** Grid step for arrow keys (Shift: ten steps; Alt: a tenth, free of the grid). */
  readonly step?: number;
  /** The owner's constraint, so arrow keys always find a step that moves the point. */
  readonly constrain?: Constraint | undefined;
  /** Makes the point removable with Delete or Backspace (a point in a list). */
  readonly onRemove?: (() => void) | undefined;
  /** Stroke and fill colour, a CSS colour (use the `--fig-*` variables). */
  readonly color: string;
  /** Marker shape, so colour is never the only cue. */
  readonly shape?: MarkerShape;
  /** Where the label sits relative to the point, in viewBox units. */
  readonly labelOffset?: readonly [number, number];
  /** Draw the label text (the accessible name is there either way). */
  readonly showLabel?: boolean;
  /** Text drawn beside the point when it differs from `label` (e.g. "C0 = C1" for two handles in one place). */
  readonly labelText?: string;
  /**
   * Where to draw the handle; by default `at` clamped into the view. The accessible name still
   * gives the true position.
   */
  readonly displayAt?: Point;
  /** Extra words for the accessible name after the coordinates (e.g. "start of the first endpoint"). */
  readonly description?: string;
  /** Filled (e.g. a start position) or hollow (e.g. an end position): a cue that survives greyscale. */
  readonly variant?: 'filled' | 'hollow';
  /**
   * Radius of the invisible hit area in viewBox units (default HIT_RADIUS). A handle drawn on top
   * of another one at the same place takes a smaller one, so the pointer grabs the top handle at
   * the centre and the one below it on the ring around.
   */
  readonly hitRadius?: number | undefined;
};

/** Props whose value, not identity, decides whether a handle must re-render. */
const POINT_PROPS = new Set(['at', 'displayAt', 'labelOffset']);

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aa = a as Record<string, unknown>;
  const bb = b as Record<string, unknown>;
  const keys = Object.keys(aa);
  return keys.length === Object.keys(bb).length && keys.every((key) => Object.is(aa[key], bb[key]));
}

/**
 * True when a handle would draw the same: points compared by value (a scene that rebuilds a
 * clamped `displayAt` each render does not re-render the handle), everything else by identity (a
 * new `onMove` closure does re-render it, so it never calls a stale one).
 */
export function sameHandleProps(before: HandleProps, after: HandleProps): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof HandleProps>;
  for (const key of keys) {
    const equal = POINT_PROPS.has(key)
      ? sameValue(before[key], after[key])
      : Object.is(before[key], after[key]);
    if (!equal) return false;
  }
  return true;
}

/**
 * A draggable, focusable point: `Movable` with a `PointDisplay`. Memoised: while one handle is
 * dragged, the others skip rendering when their props are unchanged (give them stable `onMove`
 * callbacks to benefit).
 */
export const Handle = memo(function Handle({
  label,
  showLabel = true,
  labelText,
  labelOffset,
  shape,
  variant = 'filled',
  ...movable
}: HandleProps) {
  return (
    <Movable label={label} className={`is-${variant}`} {...movable}>
      <PointDisplay
        shape={shape}
        text={showLabel ? (labelText ?? label) : undefined}
        textOffset={labelOffset}
      />
    </Movable>
  );
}, sameHandleProps);
