/**
 * Segment vs sphere, in an orbit view: drag the segment's ends S and T, the centre C and the
 * radius knob r (Shift, or "Depth drag", moves a point along the viewing direction; arrows
 * move x and y, Page Up and Page Down z); drag the background or use the buttons to orbit. The
 * case, the foot p with n and l, the points and the part inside follow, and the number line shows
 * t with tEnter, tExit and [0, 1] as Liang–Barsky's. "Source's formula" marks where the seed's
 * step puts its points (its own `data-source-case`, never `data-case`).
 *
 * Used in MDX as `<SegmentVsSphereFigure client:visible />`; layers: tline, numbers, controls.
 */
import {
  intersectSegmentSphere,
  type SegmentSphereInput,
  type SegmentSphereResult,
} from '../../geometry';
import {
  IntervalStack,
  OrbitFigureControls,
  SideViews,
  ValueTable,
  useOrbitSetter,
} from '../../kit';
import { formatNumber, formatPoint3 } from '../../kit';
import { defineFigure, useHandleMover, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import { sphereMeta } from './meta';
import { BALL, LINE, N_COLOR, describeCase, halfChord, sourcePoints, timeRows } from './model';
import { HANDLES, SphereScene } from './SphereScene';
import { camera, moveHandle, moveRadius, sphereModel, type SphereFields } from './state';

type View = FigureViewProps<SphereFields, SegmentSphereInput, SegmentSphereResult>;

function Scene({ state, input, result, update }: View) {
  const onMovePoint = useHandleMover(update, moveHandle);
  const onMoveRadius = useHandleMover(update, moveRadius);
  const onOrbit = useOrbitSetter(update);
  return <SphereScene {...state} {...{ input, result, onOrbit, onMovePoint, onMoveRadius }} />;
}

/** The orbit buttons, and the source's reading beside the case when asked for. */
function BelowScene({ state, input, result, update, show }: View) {
  const reading = state.source ? sourcePoints(input, result) : null;
  const words =
    reading === null
      ? 'no points, since the line misses the ball.'
      : reading.sourceCase === 'on-sphere'
        ? 'its points land on the sphere here, since |p − s| = |p − t| = 1.'
        : 'its points miss the sphere: the step must be l along the unit direction.';
  return (
    <>
      <OrbitFigureControls
        {...{ state, update, home: camera.home }}
        zoom={camera.zoomOf(state.orbit, input)}
        zoomable={show('zoom')}
      />
      {state.source && (
        <p className="svs-source" data-source-case={reading?.sourceCase ?? 'no-points'}>
          <strong>The source’s formula</strong> sᵢ = p + l(p − s), tᵢ = p + l(p − t): {words}
        </p>
      )}
    </>
  );
}

/** The top and front views, for a reader who prefers flat pictures to orbiting. */
function Sides({ state, input, update }: View) {
  const onMoveHandle = useHandleMover(update, moveHandle);
  if (!state.sides) return null;
  return (
    <SideViews
      points={HANDLES.map((handle) => ({ ...handle, at: input[handle.key] }))}
      balls={[{ center: input.center, radius: input.radius, color: BALL }]}
      segments={[{ from: input.from, to: input.to, color: LINE }]}
      {...{ extent: 9, step: camera.step, floor: camera.floor, onMove: onMoveHandle }}
    />
  );
}

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatNumber(value, 3);

/** n against r as two bars (the line meets the ball when n's is not the longer), then the table. */
function Numbers({ input, result }: View) {
  const n = result.distance;
  const r = Math.max(0, input.radius);
  const scale = 150 / Math.max(n, r, 1e-9);
  const bar = (y: number, value: number, color: string, name: string) => (
    <g key={name}>
      <text x={4} y={y + 9} fontSize={11}>
        {name}
      </text>
      <rect x={20} y={y} height={10} width={Math.min(value * scale, 180)} fill={color} />
    </g>
  );
  return (
    <>
      <svg viewBox="0 0 200 36" role="img" aria-label={`n = ${shown(n)} against r = ${shown(r)}`}>
        {[bar(4, n, N_COLOR, 'n'), bar(20, r, BALL, 'r')]}
      </svg>
      <ValueTable
        caption="From the foot to the points"
        rows={[
          ['foot p', formatPoint3(result.foot)],
          ['n = |c − p|', shown(n)],
          ['l = √(r² − n²)', shown(halfChord(input, result))],
          ['tEnter', shown(result.tEnter)],
          ['tExit', shown(result.tExit)],
        ]}
        answer={['the core’s answer', describeCase(result).kind]}
      />
    </>
  );
}

function TLine({ result }: View) {
  const { tEnter, tExit } = result;
  const at = [tEnter, tExit].filter((v) => v !== undefined && Number.isFinite(v)) as number[];
  const domain = [
    Math.max(-4, Math.min(-0.5, ...at) - 0.25),
    Math.min(5, Math.max(1.5, ...at) + 0.25),
  ] as const;
  const marks =
    tEnter === undefined || tExit === undefined
      ? []
      : [
          { value: tEnter, label: 'tEnter', color: BALL, anchor: 'end' as const },
          { value: tExit, label: 'tExit', color: LINE, anchor: 'start' as const },
        ];
  return (
    <IntervalStack name="t" rows={timeRows(result)} marks={marks} domain={domain} ticks={[0, 1]} />
  );
}

export const SegmentVsSphereFigure = defineFigure({
  ...sphereMeta,
  model: sphereModel,
  label: 'Segment vs sphere, in 3D',
  className: 'svs-figure',
  compute: intersectSegmentSphere,
  describe: (_, result) => describeCase(result),
  customText: 'Drag S, T, C or r; drag the background (or use the buttons) to orbit.',
  toggles: [
    { field: 'ray', label: 'Ray' },
    { field: 'source', label: 'Source’s formula' },
    { field: 'sides', label: 'Top and front views' },
  ],
  Scene,
  BelowScene,
  panels: [
    {
      layer: 'tline',
      label: 'The line’s parameter t',
      title: 'The line in the ball, and the segment',
      Panel: TLine,
    },
    { layer: 'numbers', label: 'The numbers', Panel: Numbers, usesState: false },
    { layer: 'sides', label: 'Top and front views', Panel: Sides, wide: true },
  ],
  // The embed at 400 px has room for one row of view buttons: the zoom buttons stay out.
  compactHides: ['numbers', 'zoom'],
});
