/**
 * Nested frames: the same two moving bodies seen from the world or from B (B held still, A moving
 * with the relative velocity), with y up or y down. The handles sit inside the frame, so dragging
 * one maps the pointer back through the frame's inverse and stores world coordinates.
 */
import {
  Arrow,
  Axes,
  Circle,
  DecorLayer,
  FigureFrame,
  Grid,
  Handle,
  HandleLayer,
  Label,
  Stage,
  Toggle,
  Transform,
  point,
  type Point,
} from '../../../kit';
import { STEP, usePoints } from './shared';

type State = { a: Point; b: Point; relative: boolean; yDown: boolean };
const START: State = { a: point(-3, -1), b: point(2, 1), relative: false, yDown: false };
const VA = point(2, 1);
const VB = point(-1, 0.5);
const RADIUS = 1;

export function FrameDemo() {
  const [state, setState, move] = usePoints(START);
  const { a, b, relative, yDown } = state;
  // In B's frame every world point w is drawn at w − b(t): B sits at the origin, A moves with va − vb.
  const origin = relative ? point(-b.x, -b.y) : point(0, 0);
  const va = relative ? point(VA.x - VB.x, VA.y - VB.y) : VA;
  const vb = relative ? point(0, 0) : VB;
  return (
    <FigureFrame
      name="kit-frame"
      state={state}
      caseId={relative ? 'frame:relative' : 'frame:world'}
      label="Kit demo: nested frames"
      caption="Seen from B, B stands still and A moves with va − vb. The y-down view flips the axes. Drag A or B in either view: the pointer maps back through the frame."
    >
      <div className="kit-toolbar">
        <Toggle
          label="Seen from B"
          checked={relative}
          onChange={(value) => setState((s) => ({ ...s, relative: value }))}
        />
        <Toggle
          label="y down"
          checked={yDown}
          onChange={(value) => setState((s) => ({ ...s, yDown: value }))}
        />
      </div>
      <Stage xDomain={[-6, 6]} yDomain={[-4, 4]} width={480} height={320} label="Two bodies">
        <Transform flipY={yDown}>
          <Grid step={1} />
          <Axes labelStep={2} yName={yDown ? 'y ↓' : 'y'} />
          <Transform translate={origin}>
            <DecorLayer>
              <Circle center={a} radius={RADIUS} color="var(--fig-blue)" />
              <Arrow from={a} vector={va} color="var(--fig-blue)" />
              <Circle center={b} radius={RADIUS} color="var(--fig-vermillion)" />
              <Arrow from={b} vector={vb} color="var(--fig-vermillion)" />
              <Label at={b} offset={[14, 18]}>
                B
              </Label>
            </DecorLayer>
            <HandleLayer>
              <Handle label="A" at={a} step={STEP} color="var(--fig-blue)" onMove={move('a')} />
              <Handle
                label="B"
                at={b}
                step={STEP}
                shape="square"
                color="var(--fig-vermillion)"
                showLabel={false}
                onMove={move('b')}
              />
            </HandleLayer>
          </Transform>
        </Transform>
      </Stage>
    </FigureFrame>
  );
}
