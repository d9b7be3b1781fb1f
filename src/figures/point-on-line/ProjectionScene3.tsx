/**
 * The projection figure's 3D view, a module of its own that the figure loads when the reader
 * switches to 3D (so the orbit view stays out of the 2D page's JavaScript): the 2D scene's
 * construction in space — the line, v = p − s, the shadow from s to the foot, the perpendicular,
 * the closest point — over a floor grid where the 2D picture lies (z = 0), with drop lines for
 * the heights, 3D handles for s, t and p, and the orbit buttons.
 */
import type { ProjectionInput, ProjectionResult } from '../../geometry';
import { DecorLayer, DropLine, FloorGrid, Handle3, HandleLayer, Label3 } from '../../kit';
import { OrbitFigureControls, OrbitStage, Point3Mark, Segment3, Transform } from '../../kit';
import { formatNumber, point, point3, useOrbitSetter } from '../../kit';
import type { MoveIntent, Point3 } from '../../kit';
import type { FigureViewProps } from '../../kit/figure';
import { useKeyedCallbacks } from '../../kit/figure/useKeyedCallbacks';
import { CLOSEST, HANDLES, LINE, POINT, SHADOW } from './ProjectionScene';
import { GRID_STEP, HOME, lift, type ProjectionFields, type ProjectionHandle } from './state';

export type ProjectionScene3Props = FigureViewProps<
  ProjectionFields,
  ProjectionInput,
  ProjectionResult
> & {
  readonly onMoveHandle: (key: ProjectionHandle, wanted: Point3, intent: MoveIntent) => void;
};

const KEYS = HANDLES.map((handle) => handle.key);

export default function ProjectionScene3(props: ProjectionScene3Props) {
  const { state, input, result, update, show } = props;
  // A 2D point of the mix is drawn on the floor, where a 2D figure would draw it.
  const points = { point: lift(input.point), s: lift(input.s), t: lift(input.t) };
  const { point: p, s, t } = points;
  const { kind, u } = result;
  const valid = kind !== 'invalid-input';
  const foot = lift(result.foot);
  const closest = lift(result.closest);
  const along = (k: number) =>
    point3(s.x + k * (t.x - s.x), s.y + k * (t.y - s.y), s.z + k * (t.z - s.z));
  const moves = useKeyedCallbacks(KEYS, props.onMoveHandle);
  const onOrbit = useOrbitSetter(update);
  const zoom = state.orbit.zoom ?? 1;
  return (
    <>
      <OrbitStage
        orbit={state.orbit}
        onOrbit={onOrbit}
        width={600}
        height={440}
        extent={5.5 / zoom}
        label={`Point p and the line through s and t in space, ${valid ? 'seen' : 'mixed 2D and 3D, seen'} turned ${state.orbit.yaw}° and raised ${state.orbit.pitch}°`}
        className="pl-scene"
      >
        {/* Lowered on the screen: the points stand above the floor (z from 0 to 6). */}
        <Transform translate={point(0, -1.5)}>
          <DecorLayer>
            {show('grid') && <FloorGrid floor={0} extent={6} step={GRID_STEP} />}
            {[p, s, t].map((q, i) => (
              <DropLine key={i} at={q} floor={0} color="var(--fig-muted)" />
            ))}
            {valid && kind !== 'degenerate' && (
              <Segment3 from={along(-2)} to={along(3)} color={LINE} width={1} stroke="dotted" />
            )}
            {valid && <Segment3 from={s} to={foot} color={SHADOW} width={9} />}
            <Segment3 from={s} to={t} color={LINE} width={4} stroke={valid ? 'solid' : 'dashed'} />
            <Segment3 from={s} to={p} color={POINT} width={1.5} stroke="dashed" />
            {valid && (
              <>
                <Segment3 from={p} to={foot} color={POINT} width={1.5} stroke="dotted" />
                <Segment3 from={p} to={closest} color={CLOSEST} width={2.5} />
                <Point3Mark at={closest} color={CLOSEST} />
                <Point3Mark at={foot} radius={6} hollow color={POINT} />
                <Label3 at={foot} color={POINT} offset={[10, 18]}>
                  {`foot, u = ${formatNumber(u)}`}
                </Label3>
              </>
            )}
            {!valid && (
              <Label3 at={along(0.5)} color={LINE} offset={[0, 22]}>
                s and t have no z
              </Label3>
            )}
          </DecorLayer>
          <HandleLayer>
            {HANDLES.map(({ key, ...handle }) => (
              <Handle3
                key={key}
                {...handle}
                at={points[key]}
                depth={state.depth}
                step={GRID_STEP}
                onMove={moves[key]}
                {...(valid || key === 'point'
                  ? {}
                  : { description: 'a 2D point, drawn on the floor' })}
              />
            ))}
          </HandleLayer>
        </Transform>
      </OrbitStage>
      <OrbitFigureControls {...{ state, update, zoom }} home={HOME} />
    </>
  );
}
