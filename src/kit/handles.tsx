/**
 * Handles with other looks on the one gesture (`Movable`): a velocity tip, a radius knob, and a
 * rectangle's corners and edges that keep min ≤ max. Each is `Movable` plus a display drawn at
 * (0, 0), so each is focusable, named "v at (1, 2)", moved by pointer and arrow keys, and hit by a
 * touch target of at least 44 CSS px. Kept apart from Handle.tsx so figures that only use points
 * do not load them.
 */
import { formatNumber, formatPoint } from './format';
import type { MoveIntent } from './gesture';
import { Movable, PointDisplay } from './Handle';
import { point, type Box, type Constraint, type Point } from './point';
import { useStage } from './Stage';

export type ArrowTipDisplayProps = {
  /** Direction the head points, in degrees from +x, clockwise on screen (SVG's `rotate`). */
  readonly angle: number;
};

/** An arrow head pointing along +x, rotated by `angle` degrees (viewBox convention, y down). */
export function ArrowTipDisplay({ angle }: ArrowTipDisplayProps) {
  return (
    <path
      className="kit-handle-mark"
      d="M9,0L-6,-7L-3,0L-6,7Z"
      transform={`rotate(${angle})`}
      strokeLinejoin="round"
    />
  );
}

/** A round knob with a ring: a handle that sets one length (a radius). */
export function KnobDisplay() {
  return (
    <>
      <circle className="kit-handle-ring" r={9} />
      <circle className="kit-handle-mark" r={4.5} />
    </>
  );
}

export type EdgeDisplayProps = {
  /** The edge's direction: a vertical edge (left, right) is dragged sideways. */
  readonly orientation: 'horizontal' | 'vertical';
};

/** A short bar along an edge, across which the edge is dragged. */
export function EdgeDisplay({ orientation }: EdgeDisplayProps) {
  const [w, h] = orientation === 'horizontal' ? [26, 7] : [7, 26];
  return <rect className="kit-handle-mark" x={-w / 2} y={-h / 2} width={w} height={h} rx={3} />;
}

type CommonProps = {
  /** The label that starts the accessible name ("v", "r", "R"). */
  readonly label: string;
  /** Colour (a CSS colour, e.g. a `--fig-*` variable). */
  readonly color: string;
  /** Grid step for arrow keys (Shift: ten; Alt: a tenth, free). */
  readonly step?: number | undefined;
  /** Extra words for the accessible name. */
  readonly description?: string | undefined;
};

export type VelocityHandleProps = CommonProps & {
  /** The arrow's tail (e.g. the body's position). */
  readonly from: Point;
  /** The velocity: the tip is at `from + vector`. */
  readonly vector: Point;
  /** Called with the wanted vector (tip minus tail); the owner constrains and stores it. */
  readonly onMove: (wanted: Point, intent: MoveIntent) => void;
};

/** The tip of a velocity arrow: dragging it sets the vector; the head points along it. */
export function VelocityHandle({ from, vector, onMove, ...common }: VelocityHandleProps) {
  const { toSvg } = useStage();
  const tip = point(from.x + vector.x, from.y + vector.y);
  const [x0, y0] = toSvg(from);
  const [x1, y1] = toSvg(tip);
  const angle = x1 === x0 && y1 === y0 ? 0 : (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  return (
    <Movable
      {...common}
      at={tip}
      valueText={formatPoint(vector)}
      onMove={(wanted, intent) => onMove(point(wanted.x - from.x, wanted.y - from.y), intent)}
    >
      <ArrowTipDisplay angle={angle} />
    </Movable>
  );
}

/** The unit vector along `v`, or +x for a zero vector. */
function unit(v: Point): Point {
  const length = Math.hypot(v.x, v.y);
  return length === 0 ? point(1, 0) : point(v.x / length, v.y / length);
}

/** The radius a knob on the ray from `center` along `direction` gives when asked to go to `wanted`. */
export function radiusFromKnob(center: Point, direction: Point, wanted: Point): number {
  const u = unit(direction);
  return Math.max(0, (wanted.x - center.x) * u.x + (wanted.y - center.y) * u.y);
}

export type RadiusHandleProps = CommonProps & {
  /** The circle's centre. */
  readonly center: Point;
  /** The radius now (math units). */
  readonly radius: number;
  /** Where the knob sits as seen from the centre (default +x). */
  readonly direction?: Point | undefined;
  /** Called with the wanted radius (never negative); the owner snaps and stores it. */
  readonly onMove: (radius: number, intent: MoveIntent) => void;
};

/**
 * A knob on the circle that sets its radius: it slides along the ray from the centre, so arrow
 * keys along that ray grow and shrink the circle (the key search skips the other arrows).
 */
export function RadiusHandle({
  center,
  radius,
  direction = point(1, 0),
  onMove,
  ...common
}: RadiusHandleProps) {
  const u = unit(direction);
  const knob = point(center.x + u.x * radius, center.y + u.y * radius);
  const onRay: Constraint = (wanted) => {
    const r = radiusFromKnob(center, u, wanted);
    return point(center.x + u.x * r, center.y + u.y * r);
  };
  return (
    <Movable
      {...common}
      at={knob}
      valueText={formatNumber(radius)}
      constrain={onRay}
      onMove={(wanted, intent) => onMove(radiusFromKnob(center, u, wanted), intent)}
    >
      <KnobDisplay />
    </Movable>
  );
}

/** A part of a rectangle a handle moves: a corner or an edge. */
export type RectanglePart =
  'bottom-left' | 'bottom-right' | 'top-left' | 'top-right' | 'left' | 'right' | 'bottom' | 'top';

const MOVES_X_MIN = new Set<RectanglePart>(['bottom-left', 'top-left', 'left']);
const MOVES_X_MAX = new Set<RectanglePart>(['bottom-right', 'top-right', 'right']);
const MOVES_Y_MIN = new Set<RectanglePart>(['bottom-left', 'bottom-right', 'bottom']);
const MOVES_Y_MAX = new Set<RectanglePart>(['top-left', 'top-right', 'top']);

/**
 * The box after `part` was asked to go to `wanted`: the part's sides follow, stopped at the
 * opposite side (plus `minSize`), so min ≤ max always holds and a side never swaps with its
 * opposite under the pointer. Returns `box` itself when nothing changes.
 */
export function moveRectanglePart(box: Box, part: RectanglePart, wanted: Point, minSize = 0): Box {
  const next = {
    xMin: MOVES_X_MIN.has(part) ? Math.min(wanted.x, box.xMax - minSize) : box.xMin,
    xMax: MOVES_X_MAX.has(part) ? Math.max(wanted.x, box.xMin + minSize) : box.xMax,
    yMin: MOVES_Y_MIN.has(part) ? Math.min(wanted.y, box.yMax - minSize) : box.yMin,
    yMax: MOVES_Y_MAX.has(part) ? Math.max(wanted.y, box.yMin + minSize) : box.yMax,
  };
  const same =
    next.xMin === box.xMin &&
    next.xMax === box.xMax &&
    next.yMin === box.yMin &&
    next.yMax === box.yMax;
  return same ? box : next;
}

/** Where a part's handle sits on the box. */
export function rectanglePartAt(box: Box, part: RectanglePart): Point {
  const midX = (box.xMin + box.xMax) / 2;
  const midY = (box.yMin + box.yMax) / 2;
  const x = MOVES_X_MIN.has(part) ? box.xMin : MOVES_X_MAX.has(part) ? box.xMax : midX;
  const y = MOVES_Y_MIN.has(part) ? box.yMin : MOVES_Y_MAX.has(part) ? box.yMax : midY;
  return point(x, y);
}

const CORNERS: readonly RectanglePart[] = ['bottom-left', 'bottom-right', 'top-right', 'top-left'];
const EDGES: readonly RectanglePart[] = ['left', 'right', 'bottom', 'top'];

export type RectangleHandlesProps = CommonProps & {
  /** The rectangle (min ≤ max on both axes). */
  readonly box: Box;
  /** Called with the wanted box (min ≤ max kept); the owner snaps and stores it. */
  readonly onChange: (box: Box, intent: MoveIntent) => void;
  /** Smallest width and height the handles allow (default 0: a rectangle may close to a segment). */
  readonly minSize?: number | undefined;
  /** Leave out the edge handles. */
  readonly cornersOnly?: boolean | undefined;
};

/** Four corner handles and four edge handles of an axis-aligned rectangle. */
export function RectangleHandles({
  label,
  box,
  onChange,
  minSize = 0,
  cornersOnly = false,
  color,
  step,
}: RectangleHandlesProps) {
  const parts = cornersOnly ? CORNERS : [...EDGES, ...CORNERS];
  return (
    <>
      {parts.map((part) => {
        const at = rectanglePartAt(box, part);
        const edge = EDGES.includes(part);
        const vertical = part === 'left' || part === 'right';
        // An edge moves across itself only: the key search then skips the arrows along it.
        const constrain: Constraint = (wanted) =>
          rectanglePartAt(moveRectanglePart(box, part, wanted, minSize), part);
        return (
          <Movable
            key={part}
            label={`${label} ${part} ${edge ? 'edge' : 'corner'}`}
            at={at}
            valueText={
              edge ? `${vertical ? 'x' : 'y'} = ${formatNumber(vertical ? at.x : at.y)}` : undefined
            }
            step={step}
            constrain={constrain}
            color={color}
            hitRadius={edge ? 14 : undefined}
            onMove={(wanted, intent) =>
              onChange(moveRectanglePart(box, part, wanted, minSize), intent)
            }
          >
            {edge ? (
              <EdgeDisplay orientation={vertical ? 'vertical' : 'horizontal'} />
            ) : (
              <PointDisplay shape="square" />
            )}
          </Movable>
        );
      })}
    </>
  );
}
