/**
 * A movable point, Mafs style: a gesture hook (`useDragGesture`) that only converts pointer and key
 * input into a wanted position, a display (`Handle`), and a pure constraint applied by the owner's
 * state setter. Keeping the three apart means a drag, an arrow key, a preset and a URL all go
 * through the same constraint, and the constraint can be unit-tested without a browser.
 */
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatPoint } from './format';
import { point, type Point } from './point';
import { useStage } from './Stage';

/** How a move was made: the owner decides from this whether to snap. */
export type MoveIntent = {
  /** Free placement requested for this move (Alt, Ctrl or Meta held during a drag). */
  readonly free: boolean;
  /** The move came from the keyboard (already a whole number of grid steps). */
  readonly keyboard: boolean;
};

/** Arrow keys → unit directions in math coordinates (y up, so ArrowUp is +y). */
const ARROWS: Readonly<Record<string, Point>> = {
  ArrowUp: { x: 0, y: 1 },
  ArrowDown: { x: 0, y: -1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/**
 * Keyboard rule shared by every handle: an arrow moves one grid step, Shift ten. Returns the
 * wanted position, or `null` for keys the handle does not use.
 */
export function keyboardTarget(key: string, shift: boolean, at: Point, step: number): Point | null {
  const direction = ARROWS[key];
  if (direction === undefined) return null;
  const distance = step * (shift ? 10 : 1);
  return point(at.x + direction.x * distance, at.y + direction.y * distance);
}

export type DragGestureOptions = {
  /** Where the handle is now (math coordinates); keyboard moves start from here. */
  readonly at: Point;
  /** Grid step in math units for arrow keys. */
  readonly step: number;
  /** Called with the wanted position; the owner constrains and stores it. */
  readonly onMove: (wanted: Point, intent: MoveIntent) => void;
};

/**
 * A ref callback that stops the browser from panning when a touch starts on this element.
 *
 * `touch-action: none` (in kit.css) is the standard way, but Chromium ignores it on SVG shapes and
 * groups, so the page would scroll and cancel the drag. A non-passive native `touchstart`
 * listener that cancels the touch does the same for this element only (React's own touch
 * listeners are passive and cannot). Pointer events still arrive; a finger that lands anywhere
 * else scrolls the page as usual.
 */
export function useNoTouchPan<E extends Element>() {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((element: E | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (element === null) return;
    const stop = (event: Event) => {
      if (event.cancelable) event.preventDefault();
    };
    element.addEventListener('touchstart', stop, { passive: false });
    cleanup.current = () => element.removeEventListener('touchstart', stop);
  }, []);
}

/**
 * Pointer and keyboard input for one handle. Pointer capture keeps the drag alive when the
 * pointer leaves the handle; the grab offset keeps the point from jumping to the pointer's tip.
 */
export function useDragGesture({ at, step, onMove }: DragGestureOptions) {
  const stage = useStage();
  const grab = useRef<{ id: number; dx: number; dy: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const ref = useNoTouchPan<SVGGElement>();

  const onPointerDown = (event: PointerEvent<SVGGElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    const pointer = stage.clientToMath(event.clientX, event.clientY);
    grab.current = { id: event.pointerId, dx: at.x - pointer.x, dy: at.y - pointer.y };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<SVGGElement>) => {
    const current = grab.current;
    if (current === null || current.id !== event.pointerId) return;
    const pointer = stage.clientToMath(event.clientX, event.clientY);
    onMove(point(pointer.x + current.dx, pointer.y + current.dy), {
      free: event.altKey || event.ctrlKey || event.metaKey,
      keyboard: false,
    });
  };
  const end = (event: PointerEvent<SVGGElement>) => {
    if (grab.current?.id !== event.pointerId) return;
    grab.current = null;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const wanted = keyboardTarget(event.key, event.shiftKey, at, step);
    if (wanted === null) return;
    event.preventDefault();
    onMove(wanted, { free: false, keyboard: true });
  };
  return {
    dragging,
    ref,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: end,
      onPointerCancel: end,
      onLostPointerCapture: end,
      onKeyDown,
    },
  };
}

export type HandleProps = {
  /** The point's label, which starts its accessible name ("P0 at (1, 2)") and is drawn beside it. */
  readonly label: string;
  /** Where the point is (math coordinates). */
  readonly at: Point;
  /** Called with the wanted position; the owner applies the constraint and stores the result. */
  readonly onMove: (wanted: Point, intent: MoveIntent) => void;
  /** Grid step for arrow keys (Shift: ten steps). */
  readonly step?: number;
  /** Stroke and fill colour, a CSS colour (use the `--fig-*` variables). */
  readonly color: string;
  /** Marker shape, so colour is never the only cue. */
  readonly shape?: 'circle' | 'square' | 'diamond' | 'triangle';
  /** Where the label sits relative to the point, in viewBox units. */
  readonly labelOffset?: readonly [number, number];
  /** Draw the label text (the accessible name is there either way). */
  readonly showLabel?: boolean;
  /** Text drawn beside the point when it differs from `label` (e.g. "C0 = C1" for two handles in one place). */
  readonly labelText?: string;
  /**
   * Where to draw the handle when `at` is outside the view (e.g. clamped to the edge); the
   * accessible name still gives the true position.
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

/** Radius of the invisible hit area in viewBox units: about 44 CSS px across on a desktop figure. */
export const HIT_RADIUS = 20;

/** The marker's path, centred on (0, 0). */
function markerPath(shape: NonNullable<HandleProps['shape']>, r: number): string {
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

/**
 * A draggable, focusable point: role "slider" with the coordinates as its value text, moved by
 * pointer (mouse, pen, touch) and by arrow keys. `touch-action: none` is set on this element only,
 * so a finger elsewhere on the figure still scrolls the page.
 */
export function Handle({
  label,
  at,
  onMove,
  step = 1,
  color,
  shape = 'circle',
  labelOffset = [10, -10],
  showLabel = true,
  labelText,
  displayAt,
  description,
  variant = 'filled',
  hitRadius = HIT_RADIUS,
}: HandleProps) {
  const stage = useStage();
  const { dragging, ref, handlers } = useDragGesture({ at, step, onMove });
  const [sx, sy] = stage.toSvg(displayAt ?? at);
  const coordinates = formatPoint(at);
  const name = `${label} at ${coordinates}${description === undefined ? '' : `, ${description}`}`;
  return (
    <g
      ref={ref}
      className={`kit-handle is-${variant}${dragging ? ' is-dragging' : ''}`}
      transform={`translate(${sx},${sy})`}
      tabIndex={0}
      role="slider"
      aria-label={name}
      aria-valuetext={coordinates}
      aria-valuenow={at.x}
      style={{ color }}
      {...handlers}
    >
      <circle className="kit-handle-hit" r={hitRadius} />
      <circle className="kit-handle-focus" r={13} />
      <path className="kit-handle-mark" d={markerPath(shape, 6.5)} />
      {showLabel && (
        <text className="kit-handle-label" x={labelOffset[0]} y={labelOffset[1]} aria-hidden="true">
          {labelText ?? label}
        </text>
      )}
    </g>
  );
}
