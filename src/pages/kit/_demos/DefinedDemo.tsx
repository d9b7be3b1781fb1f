/**
 * A figure made the way the article figures are (`kit/figure`): `figureModel` gives the state,
 * presets and permalink (`pointFields`, `movePoint`), `defineFigure` the component in the shared
 * shell (toolbar with presets, snap, reset and share, case label, caption, test hooks), and the
 * scene's handles and time control take `useHandleMover` and `useTimeSetter`. Its "algorithm" is
 * a point moving from A to B over the step, so the demo shows the machinery, not geometry.
 */
import {
  DecorLayer,
  HandleLayer,
  PointHandles,
  PointMark,
  Segment,
  TimeScrubber,
  ValueTable,
  ViewStage,
  booleanCodec,
  formatNumber,
  formatPoint,
  lerpPoint,
  numberCodec,
  point,
  pointCodec,
  viewConstraint,
  type Point,
} from '../../../kit';
import {
  defineFigure,
  figureModel,
  movePoint,
  pointFields,
  useHandleMover,
  useTimeSetter,
  type FigureViewProps,
  type WithPreset,
} from '../../../kit/figure';

type Input = { readonly a: Point; readonly b: Point };
type Shown = { readonly kind: 'moving' | 'still'; readonly length: number };
type Fields = Input & { readonly t: number; readonly snap: boolean };
type View = FigureViewProps<Fields, Input, Shown>;
type Key = keyof Input;

const VIEW = { xMin: -6, xMax: 6, yMin: -4, yMax: 4 } as const;
const placement = viewConstraint(VIEW, 1);

const PRESETS = [
  {
    id: 'across',
    name: 'Across',
    note: 'A long step from left to right.',
    input: { a: point(-4, -2), b: point(4, 2) },
  },
  {
    id: 'still',
    name: 'Standing still',
    note: 'A and B at one place: the point does not move.',
    input: { a: point(1, 1), b: point(1, 1) },
  },
];

const model = figureModel({
  fields: {
    ...pointFields(['a', 'b'] as const, pointCodec(50)),
    t: numberCodec(0, 1),
    snap: booleanCodec,
  },
  defaults: { a: point(0, 0), b: point(0, 0), t: 0.5, snap: true },
  presets: PRESETS,
  defaultPreset: 'across',
  inputOf: ({ a, b }: Fields): Input => ({ a, b }),
});

/** The pure move rule: on the grid inside the view (three decimals when free). */
function moveHandle(state: WithPreset<Fields>, key: Key, wanted: Point, free: boolean) {
  return model.settle(state, movePoint(state, key, wanted, placement(state.snap && !free)));
}

const HANDLE = { color: 'var(--fig-blue)', labelOffset: [10, -10] as const };

function Scene({ state, input, update }: View) {
  const onMove = useHandleMover(update, moveHandle);
  return (
    <ViewStage view={VIEW} grid={1} width={480} height={320} label="A point moving from A to B">
      <DecorLayer>
        <Segment from={input.a} to={input.b} color="var(--fig-muted)" stroke="dashed" />
        <PointMark at={lerpPoint(input.a, input.b, state.t)} color="var(--fig-vermillion)" />
      </DecorLayer>
      <HandleLayer>
        <PointHandles
          step={1}
          onMove={onMove}
          handles={[
            { ...HANDLE, key: 'a', label: 'A', at: input.a, shape: 'circle', description: 'start' },
            { ...HANDLE, key: 'b', label: 'B', at: input.b, shape: 'square', description: 'end' },
          ]}
        />
      </HandleLayer>
    </ViewStage>
  );
}

function Time({ state, update }: View) {
  const onTime = useTimeSetter(update);
  return <TimeScrubber t={state.t} onChange={onTime} contacts={[]} />;
}

function Numbers({ state, input, result }: View) {
  return (
    <ValueTable
      caption="Where the point is"
      rows={[
        ['|AB|', formatNumber(result.length)],
        ['P(t) = A + t (B − A)', formatPoint(lerpPoint(input.a, input.b, state.t))],
      ]}
    />
  );
}

export const DefinedDemo = defineFigure({
  name: 'kit-defined',
  title: 'Kit demo: a defined figure',
  label: 'Kit demo: a figure made with defineFigure',
  algorithm: 'lerpPoint',
  model,
  compute: ({ a, b }: Input): Shown => {
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    return { kind: length === 0 ? 'still' : 'moving', length };
  },
  describe: (_input, { kind, length }) =>
    kind === 'still'
      ? { kind: 'still', tone: 'miss', detail: 'A = B: the point stays put' }
      : { kind: 'moving', tone: 'contact', detail: `over ${formatNumber(length)} units` },
  customText: 'Drag A or B, or scrub the time; the link in Share restores this state.',
  Scene,
  BelowScene: Time,
  panels: [{ layer: 'numbers', label: 'Where the point is', Panel: Numbers }],
});
