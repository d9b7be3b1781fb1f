/**
 * What every orbit figure wires the same way: its stage (camera, zoom, floor and drop lines), the
 * camera's setter (turns and tilts keep the zoom), the controls under the scene (orbit buttons,
 * zoom buttons and + / − keys, the depth toggle), and a ball's two handles (its centre in 3D, its
 * radius knob beside the projected centre).
 */
import { useCallback, type ReactNode } from 'react';
import type { MoveIntent } from '../gesture';
import type { MarkerShape } from '../Handle';
import { useKeyedCallbacks } from '../figure/useKeyedCallbacks';
import { RadiusHandle } from '../handles';
import { DecorLayer } from '../layers';
import {
  DropLine,
  FloorGrid,
  Handle3,
  OrbitControls,
  OrbitStage,
  useProjection,
} from './OrbitView';
import type { Orbit, Point3 } from './projection';
import type { OrbitView } from './codec';
import { stepZoom, type OrbitCamera } from './view3d';

/**
 * What an orbit figure's scene takes: the algorithm's input and answer, the camera, and the
 * handles' callbacks (a point by key, a radius by key; both absent for a static drawing, e.g. a
 * thumbnail).
 */
export type OrbitSceneProps<I, R, P, Q> = {
  readonly input: I;
  readonly result: R;
  readonly orbit: OrbitView;
  readonly depth?: boolean;
  readonly onOrbit?: (orbit: Orbit) => void;
  readonly onMovePoint?: (key: P, wanted: Point3, intent: MoveIntent) => void;
  readonly onMoveRadius?: (key: Q, radius: number, intent: MoveIntent) => void;
};

/**
 * One stable callback per point key and per radius key, for the scene's handles (memoised handles
 * that did not move then skip rendering); null for a static drawing.
 */
export function useSceneMoves<P extends PropertyKey, Q extends PropertyKey>(
  points: readonly P[],
  radii: readonly Q[],
  props: Pick<OrbitSceneProps<unknown, unknown, P, Q>, 'onMovePoint' | 'onMoveRadius'>,
) {
  const point = useKeyedCallbacks(points, props.onMovePoint);
  const radius = useKeyedCallbacks(radii, props.onMoveRadius);
  const live = props.onMovePoint !== undefined && props.onMoveRadius !== undefined;
  return live ? { point, radius } : null;
}

type WithCamera = { readonly orbit: OrbitView; readonly depth: boolean };
type Update<S> = (change: (state: S) => S) => void;

/** The camera's setter for `OrbitStage` and `OrbitControls`: a turn keeps the zoom, home resets it. */
export function useOrbitSetter<S extends WithCamera>(update: Update<S>) {
  return useCallback(
    (orbit: Orbit) => update((s) => ({ ...s, orbit: { ...s.orbit, ...orbit } })),
    [update],
  );
}

export type OrbitFigureControlsProps<S extends WithCamera> = {
  readonly state: S;
  readonly update: Update<S>;
  /** Where "Reset view" returns: its zoom null, so the view fits the content again. */
  readonly home: OrbitView;
  /** The zoom shown (the reader's, or the fit). */
  readonly zoom: number;
  /** False leaves the zoom buttons out (a compact embed short of room); the fit still frames. */
  readonly zoomable?: boolean;
};

/**
 * Orbit and zoom buttons (+ and − keys while the focus is on them) and the depth toggle. Its
 * callbacks stay the same while the camera does, so the memoised controls skip a drag's renders
 * (React would otherwise set the checkbox's name and type again on every step).
 */
export function OrbitFigureControls<S extends WithCamera>({
  state,
  update,
  home,
  zoom,
  zoomable = true,
}: OrbitFigureControlsProps<S>) {
  const onOrbit = useOrbitSetter(update);
  const onDepth = useCallback((depth: boolean) => update((s) => ({ ...s, depth })), [update]);
  const onZoom = useCallback(
    (direction: 1 | -1) =>
      update((s) => ({ ...s, orbit: { ...s.orbit, zoom: stepZoom(zoom, direction) } })),
    [update, zoom],
  );
  return (
    <OrbitControls
      orbit={state.orbit}
      onOrbit={onOrbit}
      home={home}
      depth={state.depth}
      onDepth={onDepth}
      zoom={zoom}
      onZoom={zoomable ? onZoom : undefined}
    />
  );
}

export type BallHandlesProps = {
  /** The centre's name ("C"), the radius knob's ("r"), and the words after them. */
  readonly label: string;
  readonly radiusLabel: string;
  readonly words: string;
  readonly center: Point3;
  readonly radius: number;
  readonly color: string;
  readonly shape?: MarkerShape;
  readonly depth: boolean;
  readonly step: number;
  readonly onMove: (wanted: Point3, intent: MoveIntent) => void;
  readonly onMoveRadius: (radius: number, intent: MoveIntent) => void;
};

/** A ball's centre handle ("C at (1, 2, 0), centre of …") and its radius knob, in a `HandleLayer`. */
export function BallHandles(props: BallHandlesProps) {
  const { label, radiusLabel, words, center, radius, color, step } = props;
  const projectAt = useProjection();
  return (
    <>
      <Handle3
        label={label}
        at={center}
        depth={props.depth}
        step={step}
        onMove={props.onMove}
        color={color}
        shape={props.shape ?? 'circle'}
        description={`centre of ${words}`}
      />
      <RadiusHandle
        label={radiusLabel}
        center={projectAt(center)}
        radius={Math.max(0, radius)}
        step={0.5}
        color={color}
        description={`radius of ${words}`}
        onMove={props.onMoveRadius}
      />
    </>
  );
}

export type FloorStageProps<I> = {
  readonly camera: OrbitCamera<I>;
  readonly orbit: OrbitView;
  /** The algorithm's input: the fitted zoom frames it. */
  readonly input: I;
  readonly onOrbit?: ((orbit: Orbit) => void) | undefined;
  readonly label: string;
  /** Points that get a drop line and a shadow on the floor. */
  readonly drops: readonly Point3[];
  /** The scene's own layers, over the floor. */
  readonly children: ReactNode;
};

/** An orbit figure's stage (640 × 480) at the camera's zoom: floor grid and drop lines first. */
export function FloorStage<I>({
  camera,
  orbit,
  input,
  drops,
  children,
  ...stage
}: FloorStageProps<I>) {
  return (
    <OrbitStage
      {...stage}
      orbit={orbit}
      width={640}
      height={480}
      extent={camera.extentOf(orbit, input)}
    >
      <DecorLayer>
        <FloorGrid floor={camera.floor} extent={8} step={2} />
        {drops.map((at, index) => (
          <DropLine key={index} at={at} floor={camera.floor} color="var(--fig-muted)" />
        ))}
      </DecorLayer>
      {children}
    </OrbitStage>
  );
}
