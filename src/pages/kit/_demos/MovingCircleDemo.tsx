/**
 * A circle moving over a step (moving-circle.tsx): its handles (centre, radius knob, motion's
 * tip), the band it sweeps, the circle at the scrubbed time, the first contact with a floor, and
 * the position along a path that bends there (a slide); `ChoiceGroup` picks what happens after the
 * contact. The contact with the line y = −3 is one division done here: the kit computes nothing.
 */
import { useState } from 'react';
import {
  ChoiceGroup,
  CircleBody,
  DecorLayer,
  FigureFrame,
  HandleLayer,
  ImpactMarks,
  MovingCircleHandles,
  Segment,
  SweptCircle,
  TimeScrubber,
  Toggle,
  point,
  positionAlongPath,
  samePoint,
  snapValue,
  type MoveIntent,
  type Point,
} from '../../../kit';
import { DemoStage, STEP, place } from './shared';

const BODY = 'var(--fig-blue)';
const FILL = 'var(--fig-fill)';
const FLOOR_COLOR = 'var(--fig-vermillion)';
const CONTACT = 'var(--fig-green)';
const FLOOR = -3;
const AFTER = { stop: 'stop', slide: 'slide along the floor', through: 'pass through' };
type After = keyof typeof AFTER;
type State = {
  c: Point;
  r: number;
  v: Point;
  t: number;
  after: After;
  band: boolean;
};
const START: State = {
  c: point(-4, 2),
  r: 1,
  v: point(6, -6),
  t: 0.75,
  after: 'slide',
  band: true,
};

/** When the circle first touches the floor during the step (null: it does not). */
function floorContact({ c, r, v }: State): number | null {
  const gap = c.y - r - FLOOR;
  if (gap < 0 || v.y >= 0) return null;
  const t = gap / -v.y;
  return t <= 1 ? t : null;
}

export function MovingCircleDemo() {
  const [state, setState] = useState(START);
  const { c, r, v, t, after } = state;
  const hit = floorContact(state);
  const end = point(c.x + v.x, c.y + v.y);
  const at = hit === null ? null : point(c.x + hit * v.x, c.y + hit * v.y);
  // The centre's path: straight, or bent at the contact (held there, or along the floor).
  const positions =
    at === null || after === 'through'
      ? [c, end]
      : [c, at, after === 'stop' ? at : point(end.x, FLOOR + r)];
  const times = positions.length === 3 && hit !== null ? [hit] : [];
  const setPoint = (key: 'c' | 'v') => (wanted: Point, intent: MoveIntent) =>
    setState((s) => {
      const next = place(wanted, intent);
      return samePoint(s[key], next) ? s : { ...s, [key]: next };
    });
  return (
    <FigureFrame
      name="kit-moving-circle"
      state={state}
      caseId={
        // A circle that starts through the floor is no miss: say so rather than "no-contact".
        c.y - r < FLOOR ? 'overlap' : hit === null ? 'no-contact' : `contact:${after}`
      }
      label="Kit demo: a circle moving over a step"
      caption="Drag the centre P, the radius knob r and the motion's tip v. The dashed band is what the circle sweeps over the step; the green ghost, point and arrow mark its first contact with the floor; the filled circle is where it is at t, on a path that stops, slides or passes on at the contact."
    >
      <DemoStage
        x={[-7, 7]}
        y={[-4, 4]}
        width={560}
        height={320}
        label="A moving circle and a floor"
      >
        <DecorLayer>
          <Segment from={point(-7, FLOOR)} to={point(7, FLOOR)} color={FLOOR_COLOR} width={3} />
          {state.band && (
            <SweptCircle center={c} velocity={v} radius={r} color={BODY} fill={FILL} />
          )}
          {at !== null && (
            <ImpactMarks
              center={at}
              radius={r}
              contact={point(at.x, FLOOR)}
              normal={point(0, 1)}
              color={CONTACT}
            />
          )}
          <CircleBody
            at={positionAlongPath(positions, times, t)}
            radius={r}
            color={BODY}
            fill={FILL}
          />
        </DecorLayer>
        <HandleLayer>
          <MovingCircleHandles
            {...{ name: 'P', suffixed: false, center: c, radius: r, velocity: v }}
            {...{ color: BODY, step: STEP }}
            onCenter={setPoint('c')}
            onVelocity={setPoint('v')}
            onRadius={(wanted, intent) =>
              setState((s) => {
                const radius = Math.max(0, intent.free ? wanted : snapValue(wanted, STEP));
                return radius === s.r ? s : { ...s, r: radius };
              })
            }
          />
        </HandleLayer>
      </DemoStage>
      <TimeScrubber
        t={t}
        onChange={(time) => setState((s) => ({ ...s, t: time }))}
        contacts={hit === null ? [] : [hit]}
      />
      <ChoiceGroup
        className="kit-choices"
        legend="After the contact"
        options={AFTER}
        value={after}
        onChange={(choice) => setState((s) => ({ ...s, after: choice }))}
      >
        <Toggle
          label="Swept band"
          checked={state.band}
          onChange={(band) => setState((s) => ({ ...s, band }))}
        />
      </ChoiceGroup>
    </FigureFrame>
  );
}
