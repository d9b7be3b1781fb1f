/**
 * The orbit view: a segment through a ball and a circle in space, on a floor grid. Drag the
 * background (mouse or pen) or use the buttons to orbit; drag A, B or C in the screen's plane
 * (Shift, or "Depth drag", along the viewing direction); arrows move x and y, Page Up and
 * Page Down z; r sets the ball's radius (`BallHandles`, its value in a `Label3` on the ball's
 * top); − and + zoom; the top and front views move the points in their planes. The 3D modules
 * load on the kit page and on 3D articles only.
 */
import { useState } from 'react';
import {
  BallHandles,
  Circle3,
  DecorLayer,
  DropLine,
  FigureFrame,
  FloorGrid,
  Handle3,
  HandleLayer,
  Label3,
  OrbitControls,
  OrbitStage,
  Point3Mark,
  Segment3,
  SideViews,
  Sphere3,
  hasAnyKey,
  orbitCodec,
  point3,
  readState,
  stepZoom,
  useUrlSync,
  writeState,
  type MoveIntent,
  type Orbit,
  type Point3,
} from '../../../kit';
import '../../../kit/kit.css';

type Key = 'a' | 'b' | 'c';
const HANDLES = [
  ['a', 'var(--fig-vermillion)', 'square'],
  ['b', 'var(--fig-vermillion)', 'triangle'],
  ['c', 'var(--fig-blue)', 'circle'],
] as const;
const HOME: Orbit = { yaw: -25, pitch: 30 };
const SCHEMA = { orbit: orbitCodec };
const FLOOR = -3;
const snap = (v: number, intent: MoveIntent) =>
  Math.max(-4, Math.min(4, intent.free ? Math.round(v * 1000) / 1000 : Math.round(v)));

export function OrbitDemo() {
  const [orbit, setOrbit] = useState(HOME);
  const [depth, setDepth] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [radius, setRadius] = useState(2);
  const [points, setPoints] = useState<Readonly<Record<Key, Point3>>>({
    a: point3(-4, -1, 1),
    b: point3(4, 2, 0),
    c: point3(0, 1, 0),
  });
  useUrlSync({
    enabled: true,
    state: { orbit },
    read: (params) => (hasAnyKey(SCHEMA, params) ? readState(SCHEMA, params, { orbit }) : null),
    write: (value, params) => writeState(SCHEMA, value, params),
    restore: (value) => setOrbit(value.orbit),
  });
  const move = (key: Key) => (wanted: Point3, intent: MoveIntent) =>
    setPoints((old) => ({
      ...old,
      [key]: point3(snap(wanted.x, intent), snap(wanted.y, intent), snap(wanted.z, intent)),
    }));
  const ball = { center: points.c, radius };
  return (
    <FigureFrame
      name="kit-orbit"
      state={{ ...points, orbit }}
      caseId="orbit"
      label="Kit demo: the orbit view"
      caption="A segment through a ball (radius 2 at first), the ball’s equator and a tilted circle: the parts behind the ball and the far halves of the circles are dashed; drop lines and shadows give each point’s height above the floor."
    >
      <OrbitStage
        orbit={orbit}
        onOrbit={setOrbit}
        width={480}
        height={360}
        extent={5.5 / zoom}
        label="A segment and a ball in space"
      >
        <DecorLayer>
          <FloorGrid floor={FLOOR} extent={4} step={1} />
          {(['a', 'b', 'c'] as const).map((key) => (
            <DropLine key={key} at={points[key]} floor={FLOOR} color="var(--fig-muted)" />
          ))}
          <Sphere3 center={points.c} radius={ball.radius} color="var(--fig-blue)" />
          <Circle3
            center={points.c}
            normal={point3(0.6, 0, 0.8)}
            radius={3}
            color="var(--fig-green)"
          />
          <Segment3
            from={points.a}
            to={points.b}
            color="var(--fig-vermillion)"
            occluders={[ball]}
          />
          <Point3Mark at={points.c} color="var(--fig-blue)" radius={3} />
          <Label3 at={point3(points.c.x, points.c.y, points.c.z + radius)} color="var(--fig-blue)">
            {`r = ${radius}`}
          </Label3>
        </DecorLayer>
        <HandleLayer>
          {HANDLES.slice(0, 2).map(([key, color, shape]) => (
            <Handle3
              key={key}
              label={key.toUpperCase()}
              at={points[key]}
              depth={depth}
              onMove={move(key)}
              color={color}
              shape={shape}
            />
          ))}
          <BallHandles
            {...{ label: 'C', radiusLabel: 'r', words: 'the ball', center: points.c, radius }}
            {...{ color: 'var(--fig-blue)', depth, step: 1, onMove: move('c') }}
            onMoveRadius={(r, intent) => setRadius(snap(Math.max(0, r), intent))}
          />
        </HandleLayer>
      </OrbitStage>
      <SideViews
        points={HANDLES.map(([key, color, shape]) => ({
          key,
          label: key.toUpperCase(),
          at: points[key],
          color,
          shape,
        }))}
        balls={[{ ...ball, color: 'var(--fig-blue)' }]}
        segments={[{ from: points.a, to: points.b, color: 'var(--fig-vermillion)' }]}
        extent={5}
        step={1}
        floor={FLOOR}
        onMove={(key, wanted, intent) => move(key)(wanted, intent)}
      />
      <OrbitControls
        orbit={orbit}
        onOrbit={setOrbit}
        home={HOME}
        depth={depth}
        onDepth={setDepth}
        zoom={zoom}
        onZoom={(direction) => setZoom((old) => stepZoom(old, direction))}
      />
    </FigureFrame>
  );
}
