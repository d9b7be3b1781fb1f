/**
 * Parts loaded on demand (OnDemand.tsx): a panel the server renders and the browser keeps as the
 * server's markup until A or B first moves or the pointer enters it (`onDemandPart`), and a layer
 * whose module loads the first time its toggle is on (`useModuleWhen`).
 */
import {
  DecorLayer,
  FigureFrame,
  Handle,
  HandleLayer,
  Segment,
  Toggle,
  onDemandPart,
  point,
  useModuleWhen,
  type Point,
} from '../../../kit';
import { DistancePanel, type DistanceProps } from './distance-part';
import { DemoStage, STEP, usePoints } from './shared';

const Distance = onDemandPart<DistanceProps>({
  className: 'kit-on-demand',
  Server: import.meta.env.SSR ? DistancePanel : null,
  load: () => import('./on-demand-parts').then((parts) => parts.DistancePanel),
  follows: ({ a, b }) => [a, b],
});
const loadBisector = () => import('./bisector-layer');

type State = { a: Point; b: Point; bisector: boolean };
const START: State = { a: point(-3, -1), b: point(2, 2), bisector: false };

export function OnDemandDemo() {
  const [state, setState, move] = usePoints(START);
  const { a, b } = state;
  const bisector = useModuleWhen(loadBisector, state.bisector);
  return (
    <FigureFrame
      name="kit-on-demand"
      state={state}
      caseId={state.bisector ? 'bisector' : 'plain'}
      label="Kit demo: parts loaded on demand"
      caption="The numbers under the scene are the server's until A or B first moves (or the pointer enters them): then their module loads and they follow. The bisector's module loads the first time its toggle is on."
    >
      <DemoStage x={[-6, 6]} y={[-4, 4]} width={480} height={320} label="A and B">
        <DecorLayer>
          <Segment from={a} to={b} color="var(--fig-blue)" />
          {state.bisector && bisector !== null && <bisector.BisectorLayer a={a} b={b} />}
        </DecorLayer>
        <HandleLayer>
          <Handle label="A" at={a} step={STEP} color="var(--fig-blue)" onMove={move('a')} />
          <Handle label="B" at={b} step={STEP} color="var(--fig-blue)" onMove={move('b')} />
        </HandleLayer>
      </DemoStage>
      <Distance a={a} b={b} />
      <Toggle
        label="Perpendicular bisector"
        checked={state.bisector}
        onChange={(on) => setState((s) => ({ ...s, bisector: on }))}
      />
    </FigureFrame>
  );
}
