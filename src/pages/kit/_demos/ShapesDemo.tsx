/** Shapes: every kit shape in math coordinates, the capsule's ends draggable. */
import {
  Arrow,
  Capsule,
  DecorLayer,
  FigureFrame,
  Ghosts,
  HandleLayer,
  Label,
  MotionPath,
  PointMark,
  Ray,
  Rectangle,
  Segment,
  lerpPoint,
  point,
  useMovablePoint,
  type Point,
} from '../../../kit';
import { DemoStage, STEP } from './shared';

type State = { a: Point; b: Point };
const START: State = { a: point(-4, 2), b: point(-1, 3) };
const MOVER_FROM = point(1, -3);
const MOVER_TO = point(4, -1);

export function ShapesDemo() {
  // The one-liner for a point with its own state (no permalink): Mafs' useMovablePoint.
  const a = useMovablePoint(START.a, { label: 'A', step: STEP, color: 'var(--fig-blue)' });
  const b = useMovablePoint(START.b, {
    label: 'B',
    step: STEP,
    color: 'var(--fig-blue)',
    variant: 'hollow',
  });
  const state = { a: a.point, b: b.point };
  return (
    <FigureFrame
      name="kit-shapes"
      state={state}
      caseId="shapes"
      label="Kit demo: shapes"
      caption="Segment, ray, arrow, rectangle, capsule (drag A and B), a point's motion path with ghosts, marks and labels."
    >
      <DemoStage x={[-6, 6]} y={[-4, 4]} width={480} height={320} label="Shapes">
        <DecorLayer>
          <Capsule
            from={state.a}
            to={state.b}
            radius={0.75}
            color="var(--fig-blue)"
            fill="var(--fig-window)"
          />
          <Segment from={state.a} to={state.b} color="var(--fig-blue)" />
          <Rectangle
            box={{ xMin: 1, xMax: 4, yMin: 1, yMax: 3 }}
            color="var(--fig-green)"
            stroke="dashed"
          />
          <Ray origin={point(-5, -1)} direction={point(1, -0.5)} color="var(--fig-vermillion)" />
          <Arrow from={point(-2, 0)} vector={point(1.5, 1)} color="var(--fig-ink)" />
          <MotionPath from={MOVER_FROM} to={MOVER_TO} color="var(--fig-orange)" />
          <Ghosts
            times={[0.25, 0.5, 0.75]}
            render={(t) => (
              <PointMark at={lerpPoint(MOVER_FROM, MOVER_TO, t)} color="var(--fig-orange)" />
            )}
          />
          <PointMark at={MOVER_FROM} color="var(--fig-orange)" />
          <PointMark at={MOVER_TO} color="var(--fig-orange)" hollow />
          <Label at={MOVER_TO}>C(1)</Label>
        </DecorLayer>
        <HandleLayer>
          {a.element}
          {b.element}
        </HandleLayer>
      </DemoStage>
    </FigureFrame>
  );
}
