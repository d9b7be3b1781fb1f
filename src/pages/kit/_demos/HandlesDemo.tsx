/**
 * Handles: a free point, a point held on a line (arrow keys search for a step that moves it), a
 * velocity tip and a radius knob, on a stage whose x and y scales differ (the circle is drawn as
 * the ellipse it is on screen).
 */
import {
  Arrow,
  Circle,
  DecorLayer,
  FigureFrame,
  Handle,
  HandleLayer,
  Line,
  RadiusHandle,
  VelocityHandle,
  point,
  snapValue,
  type Constraint,
  type Point,
} from '../../../kit';
import { DemoStage, STEP, usePoints } from './shared';

/** On the line y = x / 3, at its whole points (3k, k): one grid step right rounds back. */
const onLine: Constraint = (p) => {
  const k = Math.round((3 * p.x + p.y) / 10);
  return point(3 * k, k);
};

type State = { p: Point; v: Point; q: Point; c: Point; r: number };
const START: State = {
  p: point(-3, -1),
  v: point(2, 1),
  q: point(0, 0),
  c: point(3, -0.5),
  r: 1.5,
};

export function HandlesDemo() {
  const [state, setState, move] = usePoints(START);
  const inside = Math.hypot(state.p.x - state.c.x, state.p.y - state.c.y) <= state.r;
  return (
    <FigureFrame
      name="kit-handles"
      state={state}
      caseId={inside ? 'inside' : 'outside'}
      label="Kit demo: handles"
      caption="P is free; Q stays on the line y = x/3 at its whole points, so an arrow key tries larger steps until Q moves; v is a velocity tip; r a radius knob. The x and y scales differ: the circle of radius r is an ellipse on screen."
    >
      <DemoStage x={[-6, 6]} y={[-3, 3]} width={480} height={360} label="Handles">
        <DecorLayer>
          <Line through={[point(0, 0), point(3, 1)]} color="var(--fig-muted)" stroke="dashed" />
          <Circle center={state.c} radius={state.r} color="var(--fig-green)" />
          <Arrow from={state.p} vector={state.v} color="var(--fig-blue)" />
        </DecorLayer>
        <HandleLayer>
          <Handle label="P" at={state.p} step={STEP} color="var(--fig-blue)" onMove={move('p')} />
          <VelocityHandle
            label="v"
            from={state.p}
            vector={state.v}
            step={STEP}
            color="var(--fig-blue)"
            description="velocity of P"
            onMove={move('v')}
          />
          <Handle
            label="Q"
            at={state.q}
            constrain={onLine}
            shape="diamond"
            color="var(--fig-vermillion)"
            description="on the line y = x/3"
            onMove={(wanted) => setState((s) => ({ ...s, q: onLine(wanted) }))}
          />
          <Handle
            label="C"
            at={state.c}
            step={STEP}
            shape="square"
            color="var(--fig-green)"
            onMove={move('c')}
          />
          <RadiusHandle
            label="r"
            center={state.c}
            radius={state.r}
            step={STEP}
            color="var(--fig-green)"
            description="radius of the circle around C"
            onMove={(wanted, intent) =>
              setState((s) => {
                const r = Math.max(STEP, intent.free ? wanted : snapValue(wanted, STEP));
                return r === s.r ? s : { ...s, r };
              })
            }
          />
        </HandleLayer>
      </DemoStage>
    </FigureFrame>
  );
}
