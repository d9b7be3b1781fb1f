/**
 * The gesture half of every handle (Mafs' `useMovable`): pointer input with capture and a grab
 * offset, arrow keys that always move a constrained point, and the touch rule (only a handle stops
 * the page from panning). It knows nothing of how a handle looks; displays are separate
 * components (Handle.tsx, handles/), so a velocity tip, a radius knob or a rectangle edge share
 * this one accessible, focusable gesture.
 */
import {
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefCallback,
} from 'react';
import { flushSync } from 'react-dom';
import { point, samePoint, type Constraint, type Point } from './point';
import { useStage } from './Stage';

/** How a move was made: the owner decides from this whether to snap. */
export type MoveIntent = {
  /** Free placement requested for this move (Alt, Ctrl or Meta held; Alt + arrow: a tenth of a step). */
  readonly free: boolean;
  /** The move came from the keyboard (already a whole number of grid steps, or tenths with Alt). */
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

/**
 * Multiples of the step an arrow key tries, in order, until the constrained point moves (Mafs'
 * search): a handle held on a slanted line or snapped to a coarse grid still answers every arrow
 * that can move it, instead of staying put because one step rounds back to where it was.
 */
export const KEY_SEARCH = [1, 2, 3, 4, 5, 10, 20, 50, 100] as const;

/** Modifier keys of a key press, as the keyboard rule reads them. */
export type KeyModifiers = { readonly shift: boolean; readonly alt: boolean };

/**
 * Where an arrow key sends a handle: one step (Shift: ten, Alt: a tenth, which also frees it from
 * the grid), then, with a `constrain`, the first of `KEY_SEARCH` steps whose constrained position
 * differs from `at`. Returns the wanted (unconstrained) position and whether it is free, or `null`
 * for other keys and for a constraint that no arrow in that direction can move.
 */
export function keyboardMove(
  key: string,
  modifiers: KeyModifiers,
  at: Point,
  step: number,
  constrain?: Constraint,
): { readonly wanted: Point; readonly free: boolean } | null {
  const direction = ARROWS[key];
  if (direction === undefined) return null;
  const unit = step * (modifiers.shift ? 10 : 1) * (modifiers.alt ? 0.1 : 1);
  const tries = constrain === undefined ? [1] : KEY_SEARCH;
  for (const multiple of tries) {
    const distance = unit * multiple;
    const wanted = point(at.x + direction.x * distance, at.y + direction.y * distance);
    if (constrain === undefined || !samePoint(constrain(wanted), at)) {
      return { wanted, free: modifiers.alt };
    }
  }
  return null;
}

/**
 * A ref callback that stops the browser from panning when a touch starts on this element.
 *
 * `touch-action: none` (in kit.css) is the standard way, but Chromium ignores it on SVG shapes and
 * groups, so the page would scroll and cancel the drag. A non-passive native `touchstart`
 * listener that cancels the touch does the same for this element only (React's own touch
 * listeners are passive and cannot). Pointer events still arrive; a finger that lands anywhere
 * else scrolls the page as usual.
 */
export function useNoTouchPan<E extends Element>(): RefCallback<E> {
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

export type PointerDragOptions = {
  /** A press started at this math position (the element has focus and the pointer captured); not a move. */
  readonly onStart?: (pointer: Point, event: PointerEvent<SVGElement>) => void;
  /** The pressed pointer moved to this math position. */
  readonly onDrag: (pointer: Point, event: PointerEvent<SVGElement>) => void;
  /** A pointer moved over the element with no button pressed (mouse or pen hover). */
  readonly onHover?: (pointer: Point, event: PointerEvent<SVGElement>) => void;
};

/**
 * Press, drag and release of one SVG element in the enclosing frame's math coordinates. Pointer
 * capture keeps the drag alive when the pointer leaves the element, and the drag ends on up,
 * cancel or a lost capture (another element took it, the window lost focus), so it never sticks.
 */
export function usePointerDrag({ onStart, onDrag, onHover }: PointerDragOptions) {
  const stage = useStage();
  const pressed = useRef<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const ref = useNoTouchPan<SVGGElement>();
  const at = (event: PointerEvent<SVGElement>) => stage.clientToMath(event.clientX, event.clientY);

  const onPointerDown = (event: PointerEvent<SVGElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    pressed.current = event.pointerId;
    setDragging(true);
    onStart?.(at(event), event);
  };
  // Rendered before the handler returns (flushSync): the browser dispatches a move at the start
  // of a frame, so the drawing follows in that same frame. Left to React's scheduler, a move's
  // render ran in a task after that frame and its drawing in the next one: two frames of work
  // and one frame later on screen.
  const onPointerMove = (event: PointerEvent<SVGElement>) => {
    if (pressed.current === event.pointerId) flushSync(() => onDrag(at(event), event));
    else if (pressed.current === null && event.pointerType !== 'touch' && onHover !== undefined) {
      flushSync(() => onHover(at(event), event));
    }
  };
  const end = (event: PointerEvent<SVGElement>) => {
    if (pressed.current !== event.pointerId) return;
    pressed.current = null;
    setDragging(false);
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
    },
  };
}

export type DragGestureOptions = {
  /** Where the handle is now (math coordinates); keyboard moves start from here. */
  readonly at: Point;
  /** Grid step in math units for arrow keys. */
  readonly step: number;
  /** Called with the wanted position; the owner constrains and stores it. */
  readonly onMove: (wanted: Point, intent: MoveIntent) => void;
  /**
   * The owner's constraint, when it has one: arrow keys then search for a step that moves the
   * constrained point (the owner still applies it; this only tells the keys where it can go).
   */
  readonly constrain?: Constraint | undefined;
  /** Called on Delete or Backspace: a handle the reader may remove from a list. */
  readonly onRemove?: (() => void) | undefined;
};

/**
 * Pointer and keyboard input for one movable point. The grab offset keeps the point from jumping
 * to the pointer's tip; arrow keys follow `keyboardMove`.
 */
export function useDragGesture({ at, step, onMove, constrain, onRemove }: DragGestureOptions) {
  const grab = useRef<Point>(point(0, 0));
  const last = useRef<Point | null>(null);
  const { dragging, ref, handlers } = usePointerDrag({
    onStart: (pointer) => {
      grab.current = point(at.x - pointer.x, at.y - pointer.y);
      last.current = null;
    },
    onDrag: (pointer, event) => {
      // Pointer events that repeat the last position (a coalesced or synthetic move) move nothing.
      const wanted = point(pointer.x + grab.current.x, pointer.y + grab.current.y);
      if (last.current !== null && samePoint(last.current, wanted)) return;
      last.current = wanted;
      onMove(wanted, {
        free: event.altKey || event.ctrlKey || event.metaKey,
        keyboard: false,
      });
    },
  });
  const onKeyDown = (event: KeyboardEvent<SVGElement>) => {
    if (onRemove !== undefined && (event.key === 'Delete' || event.key === 'Backspace')) {
      event.preventDefault();
      onRemove();
      return;
    }
    const move = keyboardMove(
      event.key,
      { shift: event.shiftKey, alt: event.altKey },
      at,
      step,
      constrain,
    );
    if (move === null) {
      if (ARROWS[event.key] !== undefined) event.preventDefault();
      return;
    }
    event.preventDefault();
    onMove(move.wanted, { free: move.free, keyboard: true });
  };
  return { dragging, ref, handlers: { ...handlers, onKeyDown } };
}
