/**
 * The gesture with other looks: `Movable` with the kit's `PointDisplay` in two shapes and a display
 * of the demo's own (a crosshair), on a triangle drawn with `Polygon`, one side with its length.
 * (The kit's other displays, `KnobDisplay`, `ArrowTipDisplay` and `EdgeDisplay`, are live in the
 * radius, velocity and rectangle handles, and `NamedBar` in `ProjectionBars`: imported here, each
 * would become one more export of a chunk that figures load.) The triangle's body moves all three corners with
 * `usePointerDrag` (a pointer convenience: each corner is a keyboard slider), and a `NumberField`
 * sets the arrow keys' step.
 */
import { useRef, useState, type ReactNode } from 'react';
import {
  DecorLayer,
  FigureFrame,
  HandleLayer,
  Movable,
  Label,
  NumberField,
  PointDisplay,
  Polygon,
  Segment,
  formatNumber,
  point,
  samePoint,
  snapToGrid,
  usePointerDrag,
  type MoveIntent,
  type Point,
} from '../../../kit';
import { DemoStage, STEP, place } from './shared';

type Corner = 'a' | 'b' | 'c';
type State = { readonly [K in Corner]: Point };
const START: State = { a: point(-4, 2), b: point(1, 3), c: point(-2, -2) };
const BOUND = { x: 5.5, y: 3.5 };

const inView = (p: Point) =>
  point(Math.max(-BOUND.x, Math.min(BOUND.x, p.x)), Math.max(-BOUND.y, Math.min(BOUND.y, p.y)));

/** The sign of the turn A → B → C: the demo's case. */
function turn({ a, b, c }: State): 'left' | 'right' | 'flat' {
  const cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  return cross > 0 ? 'left' : cross < 0 ? 'right' : 'flat';
}

/** The demo's own display: a ring with a cross through it, drawn at (0, 0) in viewBox units. */
function CrosshairDisplay() {
  return (
    <>
      <circle className="kit-handle-ring" r={8} />
      <path className="kit-handle-mark" d="M-12,0H12M0,-12V12" strokeWidth={2} />
    </>
  );
}

/** Each corner's display (the kit's, or the demo's crosshair) and whether it slides sideways only. */
const CORNERS: readonly { key: Corner; display: ReactNode; sideways: boolean }[] = [
  { key: 'a', display: <PointDisplay shape="diamond" text="A" />, sideways: false },
  { key: 'b', display: <CrosshairDisplay />, sideways: false },
  { key: 'c', display: <PointDisplay shape="square" text="C" />, sideways: true },
];

/** The triangle's body: a press anywhere on it and a drag move the three corners together. */
function Body({ state, onShift }: { state: State; onShift: (by: Point) => void }) {
  // Where the pointer held the body, moved on by each whole grid step the corners took.
  const grab = useRef<Point | null>(null);
  const { ref, handlers } = usePointerDrag({
    onStart: (pointer) => {
      grab.current = pointer;
    },
    onDrag: (pointer) => {
      const from = grab.current;
      if (from === null) return;
      const by = snapToGrid(STEP)(point(pointer.x - from.x, pointer.y - from.y));
      if (by.x === 0 && by.y === 0) return;
      onShift(by);
      grab.current = point(from.x + by.x, from.y + by.y);
    },
  });
  return (
    <g ref={ref} className="kit-demo-body" {...handlers} style={{ cursor: 'move' }}>
      <Polygon
        points={[state.a, state.b, state.c]}
        color="var(--fig-blue)"
        fill="var(--fig-blue)"
        fillOpacity={0.12}
      />
    </g>
  );
}

export function DisplaysDemo() {
  const [state, setState] = useState(START);
  const [step, setStep] = useState(STEP);
  const move =
    (key: keyof State, rule: (p: Point) => Point) => (wanted: Point, intent: MoveIntent) =>
      setState((old) => {
        const next = inView(rule(place(wanted, intent, step)));
        return samePoint(old[key], next) ? old : { ...old, [key]: next };
      });
  const shift = (by: Point) =>
    setState((old) => {
      const moved = (p: Point) => point(p.x + by.x, p.y + by.y);
      const corners = [moved(old.a), moved(old.b), moved(old.c)];
      if (corners.some((p) => !samePoint(p, inView(p)))) return old;
      const [a, b, c] = corners as [Point, Point, Point];
      return { ...old, a, b, c };
    });
  const ab = Math.hypot(state.b.x - state.a.x, state.b.y - state.a.y);
  return (
    <FigureFrame
      name="kit-displays"
      state={state}
      caseId={turn(state)}
      label="Kit demo: one gesture, several displays"
      caption="Each corner is the same focusable gesture with another look; drag the triangle's body to move all three."
    >
      <NumberField
        label="Arrow-key step"
        value={step}
        onChange={(next) => next > 0 && setStep(next)}
        step={0.5}
        bound={2}
      />
      <DemoStage
        x={[-6, 6]}
        y={[-4, 4]}
        width={480}
        height={320}
        label="A triangle with its corners"
      >
        <DecorLayer>
          <Segment from={state.a} to={state.b} color="var(--fig-vermillion)" width={3} />
          <Label
            at={point((state.a.x + state.b.x) / 2, (state.a.y + state.b.y) / 2)}
            offset={[8, -8]}
            color="var(--fig-vermillion)"
          >
            {`|AB| = ${formatNumber(ab)}`}
          </Label>
        </DecorLayer>
        <HandleLayer>
          <Body state={state} onShift={shift} />
          {CORNERS.map(({ key, display, sideways }) => {
            // C keeps its height: arrow keys search along its line, the setter holds it there.
            const rule = sideways ? (p: Point) => point(p.x, state[key].y) : undefined;
            return (
              <Movable
                key={key}
                label={key.toUpperCase()}
                at={state[key]}
                step={step}
                constrain={rule}
                description={sideways ? 'slides sideways' : undefined}
                color="var(--fig-blue)"
                onMove={move(key, rule ?? ((p) => p))}
              >
                {display}
              </Movable>
            );
          })}
        </HandleLayer>
      </DemoStage>
    </FigureFrame>
  );
}
