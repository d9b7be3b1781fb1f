/**
 * The orbit view: a 3D scene drawn in SVG through an orthographic camera the reader turns. It is
 * a kit `Stage` whose math coordinates are the screen plane's (world units, y up), so every 2D
 * shape and handle of the kit works in it; the parts here take 3D points and add the depth cues
 * (floor grid, drop lines and shadows, shaded spheres, circles with their far half dashed, lines
 * dashed behind a sphere). Drag the background with a mouse or pen to orbit; `OrbitControls` does
 * it by buttons (keyboard, touch, screen readers). The whole picture renders on the server.
 */
import {
  createContext,
  memo,
  useContext,
  useId,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Circle } from '../bodies';
import { formatNumber } from '../format';
import type { MoveIntent } from '../gesture';
import { Movable, PointDisplay, type MarkerShape } from '../Handle';
import { point, type Point } from '../point';
import { Segment, PointMark, Label, type StrokeStyle } from '../shapes';
import { Stage, useStage } from '../Stage';
import { Transform } from '../Transform';
import './orbit.css';
import {
  alongDepth,
  circlePieces,
  normalizeOrbit,
  occludedPieces,
  planeFrame,
  point3,
  project,
  unproject,
  type Occluder,
  type Orbit,
  type Piece,
  type Point3,
} from './projection';

const OrbitContext = createContext<Orbit>({ yaw: 0, pitch: 90 });

/** The screen position of a 3D point under the enclosing orbit view's camera. */
export function useProjection(): (p: Point3) => Point {
  const orbit = useContext(OrbitContext);
  return (p) => {
    const q = project(p, orbit);
    return point(q.x, q.y);
  };
}

/** "(1, 2, 0)": a 3D point for labels and accessible names. */
export function formatPoint3(p: Point3): string {
  return `(${formatNumber(p.x)}, ${formatNumber(p.y)}, ${formatNumber(p.z)})`;
}

export type OrbitStageProps = {
  /** The camera. */
  readonly orbit: Orbit;
  /** Called while the reader drags the background (mouse or pen; a finger scrolls the page). */
  readonly onOrbit?: ((orbit: Orbit) => void) | undefined;
  /** ViewBox size. */
  readonly width: number;
  readonly height: number;
  /** Half the visible height, in world units (the width follows: one scale for both axes). */
  readonly extent: number;
  /** Accessible name of the drawing. */
  readonly label: string;
  readonly className?: string | undefined;
  readonly children: ReactNode;
};

/** Degrees of orbit per CSS pixel of a background drag. */
const DEGREES_PER_PIXEL = 0.4;

/** The Stage of a 3D scene, with the camera in context and the background that orbits it. */
export function OrbitStage({
  orbit,
  onOrbit,
  width,
  height,
  extent,
  label,
  className,
  children,
}: OrbitStageProps) {
  const half = (extent * width) / height;
  const drag = useRef<{ id: number; x: number; y: number; from: Orbit } | null>(null);
  const onPointerDown = (event: PointerEvent<SVGRectElement>) => {
    if (onOrbit === undefined || event.pointerType === 'touch' || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, from: orbit };
  };
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const start = drag.current;
    if (onOrbit === undefined || start === null || start.id !== event.pointerId) return;
    onOrbit(
      normalizeOrbit({
        yaw: Math.round(start.from.yaw - (event.clientX - start.x) * DEGREES_PER_PIXEL),
        pitch: Math.round(start.from.pitch + (event.clientY - start.y) * DEGREES_PER_PIXEL),
      }),
    );
  };
  const end = () => {
    drag.current = null;
  };
  return (
    <Stage
      xDomain={[-half, half]}
      yDomain={[-extent, extent]}
      width={width}
      height={height}
      label={label}
      {...(className === undefined ? {} : { className })}
    >
      {onOrbit !== undefined && (
        <rect
          className="kit-orbit-background"
          width={width}
          height={height}
          fill="transparent"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={end}
          onPointerCancel={end}
          onLostPointerCapture={end}
        />
      )}
      <OrbitContext.Provider value={orbit}>{children}</OrbitContext.Provider>
    </Stage>
  );
}

/** A polyline through projected points. */
function Path3({
  points,
  color,
  width = 2.5,
  dash,
  opacity,
}: {
  points: readonly Point3[];
  color: string;
  width?: number | undefined;
  dash?: string | undefined;
  opacity?: number | undefined;
}) {
  const { toSvg } = useStage();
  const projectAt = useProjection();
  const d = points
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${toSvg(projectAt(p))
          .map((v) => v.toFixed(1))
          .join(',')}`,
    )
    .join('');
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeDasharray={dash}
      strokeLinecap="round"
      opacity={opacity}
    />
  );
}

/** Visible pieces solid (or as asked), hidden ones dashed and fainter. */
function Pieces({
  pieces,
  color,
  width,
  stroke,
}: {
  pieces: readonly Piece[];
  color: string;
  width?: number | undefined;
  stroke?: StrokeStyle | undefined;
}) {
  return pieces.map((piece, index) => (
    <Path3
      key={index}
      points={piece.points}
      color={color}
      width={piece.hidden ? Math.min(width ?? 2.5, 2) : width}
      dash={
        piece.hidden
          ? '6 5'
          : stroke === 'dotted'
            ? '1.5 5'
            : stroke === 'dashed'
              ? '7 5'
              : undefined
      }
      opacity={piece.hidden ? 0.55 : undefined}
    />
  ));
}

export type FloorGridProps = {
  /** Height of the floor (the grid lies in the plane z = floor). */
  readonly floor: number;
  /** The grid covers x and y in [−extent, extent]. */
  readonly extent: number;
  readonly step: number;
};

/** The floor: a grid in the plane z = floor, the x and y axes drawn darker and labelled. */
export const FloorGrid = memo(function FloorGrid({ floor, extent, step }: FloorGridProps) {
  const lines: ReactNode[] = [];
  for (let v = -extent; v <= extent + 1e-9; v += step) {
    const axis = Math.abs(v) < 1e-9;
    const color = axis ? 'var(--fig-axis)' : 'var(--fig-grid)';
    const width = axis ? 1.2 : 0.8;
    lines.push(
      <Path3
        key={`x${v}`}
        points={[point3(-extent, v, floor), point3(extent, v, floor)]}
        color={color}
        width={width}
      />,
      <Path3
        key={`y${v}`}
        points={[point3(v, -extent, floor), point3(v, extent, floor)]}
        color={color}
        width={width}
      />,
    );
  }
  return (
    <g className="kit-floor">
      {lines}
      <Label3 at={point3(extent, 0, floor)} color="var(--fig-muted)">
        x
      </Label3>
      <Label3 at={point3(0, extent, floor)} color="var(--fig-muted)">
        y
      </Label3>
    </g>
  );
});

/** A segment in space, dashed where a sphere of `occluders` hides it. */
export const Segment3 = memo(function Segment3({
  from,
  to,
  color,
  width,
  stroke,
  occluders = [],
}: {
  readonly from: Point3;
  readonly to: Point3;
  readonly color: string;
  readonly width?: number;
  readonly stroke?: StrokeStyle;
  readonly occluders?: readonly Occluder[];
}) {
  const orbit = useContext(OrbitContext);
  return (
    <Pieces
      pieces={occludedPieces(from, to, occluders, orbit)}
      color={color}
      width={width}
      stroke={stroke}
    />
  );
});

/** A circle in space (centre, unit normal, radius): its projected ellipse, the far half dashed. */
export const Circle3 = memo(function Circle3({
  center,
  normal,
  radius,
  color,
  width = 2,
}: {
  readonly center: Point3;
  readonly normal: Point3;
  readonly radius: number;
  readonly color: string;
  readonly width?: number;
}) {
  const orbit = useContext(OrbitContext);
  return (
    <Pieces pieces={circlePieces(center, normal, radius, orbit)} color={color} width={width} />
  );
});

/** A ball: a disk shaded as if lit from the upper left, its silhouette, and its equator. */
export const Sphere3 = memo(function Sphere3({
  center,
  radius,
  color,
}: {
  readonly center: Point3;
  readonly radius: number;
  readonly color: string;
}) {
  const id = useId();
  const { toSvg, unitX } = useStage();
  const projectAt = useProjection();
  const [cx, cy] = toSvg(projectAt(center));
  const r = Math.max(0, radius) * unitX;
  return (
    <g className="kit-sphere">
      <defs>
        <radialGradient id={id} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor={color} stopOpacity={0.08} />
          <stop offset="1" stopColor={color} stopOpacity={0.4} />
        </radialGradient>
      </defs>
      <circle cx={cx} cy={cy} r={r} fill={`url(#${id})`} stroke={color} strokeWidth={2} />
      {radius > 0 && (
        <Circle3 center={center} normal={point3(0, 0, 1)} radius={radius} color={color} width={1} />
      )}
    </g>
  );
});

/** A dot at a 3D point. */
export const Point3Mark = memo(function Point3Mark({
  at,
  color,
  radius = 5,
  hollow = false,
}: {
  readonly at: Point3;
  readonly color: string;
  readonly radius?: number;
  readonly hollow?: boolean;
}) {
  const projectAt = useProjection();
  return <PointMark at={projectAt(at)} color={color} radius={radius} hollow={hollow} />;
});

/** Text beside a 3D point. */
export const Label3 = memo(function Label3({
  at,
  color,
  offset = [6, -6],
  children,
}: {
  readonly at: Point3;
  readonly color: string;
  readonly offset?: readonly [number, number];
  readonly children: ReactNode;
}) {
  const projectAt = useProjection();
  return (
    <Label at={projectAt(at)} color={color} offset={offset}>
      {children}
    </Label>
  );
});

/** A point's height made visible: a dotted drop line to the floor and a shadow where it lands. */
export const DropLine = memo(function DropLine({
  at,
  floor,
  color,
}: {
  readonly at: Point3;
  readonly floor: number;
  readonly color: string;
}) {
  const projectAt = useProjection();
  const orbit = useContext(OrbitContext);
  const foot = point3(at.x, at.y, floor);
  return (
    <>
      <Segment from={projectAt(at)} to={projectAt(foot)} color={color} width={1} stroke="dotted" />
      <Transform matrix={planeFrame(orbit, floor)}>
        <Circle
          center={point(at.x, at.y)}
          radius={0.3}
          color="none"
          fill="var(--fig-muted)"
          opacity={0.45}
        />
      </Transform>
    </>
  );
});

/** Arrow keys move x and y, Page Up and Page Down move z, in world units (one grid step). */
const KEYS_3D: Readonly<Record<string, Point3>> = {
  ArrowRight: point3(1, 0, 0),
  ArrowLeft: point3(-1, 0, 0),
  ArrowUp: point3(0, 1, 0),
  ArrowDown: point3(0, -1, 0),
  PageUp: point3(0, 0, 1),
  PageDown: point3(0, 0, -1),
};

export type Handle3Props = {
  /** Starts the accessible name: "C at (1, 2, 0)". */
  readonly label: string;
  readonly at: Point3;
  /** Called with the wanted point; the owner snaps, clamps and stores it. */
  readonly onMove: (wanted: Point3, intent: MoveIntent) => void;
  /** Grid step for keys (Shift: ten; Alt: a tenth, free). */
  readonly step?: number;
  /** Drag along the viewing direction instead of the screen plane (the touch toggle; Shift does it too). */
  readonly depth?: boolean;
  readonly color: string;
  readonly shape?: MarkerShape;
  readonly labelOffset?: readonly [number, number];
  readonly description?: string;
  readonly hitRadius?: number;
};

/**
 * A 3D point handle: a drag moves it in the plane through it parallel to the screen (Shift, or
 * `depth`, moves it along the viewing direction: up is nearer); arrows move x and y, Page Up and
 * Page Down z.
 */
export function Handle3({
  label,
  at,
  onMove,
  step = 1,
  depth = false,
  color,
  shape,
  labelOffset,
  description,
  hitRadius,
}: Handle3Props) {
  const orbit = useContext(OrbitContext);
  const screen = project(at, orbit);
  const start = useRef<{ point: Point3; y: number; depth: boolean } | null>(null);
  const onKeyDownCapture = (event: KeyboardEvent<SVGGElement>) => {
    const direction = KEYS_3D[event.key];
    if (direction === undefined) return;
    // Caught before the 2D gesture sees it: the keys move the point in world axes.
    event.preventDefault();
    event.stopPropagation();
    const k = step * (event.shiftKey ? 10 : 1) * (event.altKey ? 0.1 : 1);
    onMove(point3(at.x + k * direction.x, at.y + k * direction.y, at.z + k * direction.z), {
      free: event.altKey,
      keyboard: true,
    });
  };
  const onDrag = (wanted: Point, intent: MoveIntent) => {
    const from = start.current ?? { point: at, y: screen.y, depth };
    onMove(
      from.depth
        ? alongDepth(from.point, orbit, wanted.y - from.y)
        : unproject(wanted, orbit, from.point),
      intent,
    );
  };
  return (
    <g
      onKeyDownCapture={onKeyDownCapture}
      onPointerDownCapture={(event) => {
        start.current = { point: at, y: screen.y, depth: depth || event.shiftKey };
      }}
    >
      <Movable
        label={label}
        at={point(screen.x, screen.y)}
        onMove={onDrag}
        step={step}
        valueText={formatPoint3(at)}
        description={description}
        color={color}
        hitRadius={hitRadius}
        className="is-filled"
      >
        <PointDisplay shape={shape} text={label} textOffset={labelOffset} />
      </Movable>
    </g>
  );
}

export type OrbitControlsProps = {
  readonly orbit: Orbit;
  readonly onOrbit: (orbit: Orbit) => void;
  /** The view the reset button ("Reset view", ⌂) returns to. */
  readonly home: Orbit;
  /** The touch toggle: drags move points along the depth axis. */
  readonly depth?: boolean | undefined;
  readonly onDepth?: ((depth: boolean) => void) | undefined;
  /** With `onZoom`: the zoom shown, and its − and + buttons (and keys, while the focus is here). */
  readonly zoom?: number | undefined;
  readonly onZoom?: ((direction: 1 | -1) => void) | undefined;
};

const ZOOM_KEYS: Readonly<Record<string, 1 | -1>> = { '+': 1, '=': 1, '-': -1, '−': -1 };

/** Degrees per press of a turn or tilt button. */
const TURN = 15;

const ORBIT_BUTTONS = [
  ['⟲', 'Turn left', -TURN, 0],
  ['⟳', 'Turn right', TURN, 0],
  ['▲', 'Look from higher', 0, TURN],
  ['▼', 'Look from lower', 0, -TURN],
] as const;

const ZOOM_BUTTONS = [
  ['−', 'Zoom out', -1],
  ['+', 'Zoom in', 1],
] as const;

/**
 * Buttons that orbit (and, with `onZoom`, zoom) the view (keyboard, touch, screen readers) and
 * the depth toggle. Memoised: give it stable callbacks and a drag that moves no camera skips it.
 */
export const OrbitControls = memo(function OrbitControls(props: OrbitControlsProps) {
  const { orbit, onOrbit, home, depth, onDepth, zoom = 1, onZoom } = props;
  const turn = (yaw: number, pitch: number) => () =>
    onOrbit(normalizeOrbit({ yaw: orbit.yaw + yaw, pitch: orbit.pitch + pitch }));
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = ZOOM_KEYS[event.key];
    if (onZoom === undefined || direction === undefined || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onZoom(direction);
  };
  const zoomed = onZoom === undefined ? '' : `, zoom ×${formatNumber(zoom)} (+ and − keys)`;
  return (
    <div
      className="kit-orbit-controls"
      role="group"
      aria-label={`View: turned ${formatNumber(orbit.yaw)}°, raised ${formatNumber(orbit.pitch)}°${zoomed}`}
      onKeyDown={onKeyDown}
    >
      {ORBIT_BUTTONS.map(([icon, words, yaw, pitch]) => (
        <button
          key={words}
          type="button"
          aria-label={words}
          title={words}
          onClick={turn(yaw, pitch)}
        >
          {icon}
        </button>
      ))}
      <button
        type="button"
        aria-label="Reset view"
        title="Reset view"
        onClick={() => onOrbit(home)}
      >
        ⌂
      </button>
      {onZoom !== undefined &&
        ZOOM_BUTTONS.map(([icon, words, direction]) => (
          <button
            key={words}
            type="button"
            aria-label={words}
            title={`${words} (${icon})`}
            onClick={() => onZoom(direction)}
          >
            {icon}
          </button>
        ))}
      {onDepth !== undefined && (
        <label>
          <input
            type="checkbox"
            checked={depth === true}
            onChange={(event) => onDepth(event.currentTarget.checked)}
          />{' '}
          <span title="Drags move a point towards or away from you (as Shift does)">
            Depth drag
          </span>
        </label>
      )}
    </div>
  );
});
