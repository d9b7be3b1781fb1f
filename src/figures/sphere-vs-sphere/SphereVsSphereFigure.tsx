/**
 * Sphere vs sphere, in an orbit view: drag the centres C1 and C2 and the radius knobs r1 and r2
 * (Shift, or "Depth drag", moves a centre along the viewing direction; arrows move x and y, Page
 * Up and Page Down z); drag the background or use the buttons to orbit. The kind, the triangle
 * d, r1, r2, x along the centre line, the circle with its centre, radius and normal, and the
 * Gram–Schmidt vectors u and v follow; the number line shows d against |r1 − r2| and r1 + r2.
 *
 * Used in MDX as `<SphereVsSphereFigure client:visible />`; layers: dline, numbers.
 */
import { intersectSpheres, type SpheresInput, type SpheresResult } from '../../geometry';
import { NumberLine, OrbitFigureControls, ValueTable, formatNumber, formatPoint3 } from '../../kit';
import { useOrbitSetter } from '../../kit';
import { defineFigure, useHandleMover, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import { pairMeta } from './meta';
import { construction, describeCase, distances } from './model';
import { PairScene } from './PairScene';
import { camera, moveCentre, moveRadius, pairModel, type PairFields } from './state';

type View = FigureViewProps<PairFields, SpheresInput, SpheresResult>;

function Scene({ state, input, result, update }: View) {
  const { basis, depth, orbit } = state;
  const onMovePoint = useHandleMover(update, moveCentre);
  const onMoveRadius = useHandleMover(update, moveRadius);
  const onOrbit = useOrbitSetter(update);
  return (
    <PairScene {...{ input, result, basis, depth, orbit, onOrbit, onMovePoint, onMoveRadius }} />
  );
}

function BelowScene({ state, input, update }: View) {
  const zoom = camera.zoomOf(state.orbit, input);
  return <OrbitFigureControls {...{ state, update, zoom }} home={camera.home} />;
}

/** d on a line where [|r1 − r2|, r1 + r2] is shaded: inside the band the spheres meet. */
function DLine({ input, result }: View) {
  const { d, inner, outer } = distances(input);
  const meets = result.kind.endsWith('tangent') || result.kind === 'circle';
  const top = Math.max(outer, d, 1) * 1.15;
  return (
    <NumberLine
      name="d"
      label="d against |r1 − r2| and r1 + r2"
      domain={[0, top]}
      ticks={[0, inner, outer].map((v) => Math.round(v * 1000) / 1000)}
      shaded={outer >= inner ? [{ t0: inner, t1: outer }] : []}
      marks={[{ value: d, tone: meets ? 'hit' : 'miss', label: `d = ${formatNumber(d)}` }]}
    />
  );
}

const shown = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, 3));

function Numbers({ input, result }: View) {
  const { d, inner, outer } = distances(input);
  const built = construction(input, result);
  return (
    <ValueTable
      caption="From the two spheres to the circle"
      rows={[
        ['d = |c2 − c1|', shown(d)],
        ['|r1 − r2|, r1 + r2', `${shown(inner)}, ${shown(outer)}`],
        ['x = (d² − r2² + r1²)/(2d)', shown(built?.x)],
        ['centre c1 + x·n', built ? formatPoint3(built.center) : '—'],
        ['radius ρ = √(r1² − x²)', shown(built?.radius)],
        ['normal n = (c2 − c1)/d', built ? formatPoint3(built.normal) : '—'],
        ['u, v (Gram–Schmidt)', built ? `${formatPoint3(built.u)}, ${formatPoint3(built.v)}` : '—'],
      ]}
      answer={['the core’s answer', result.kind]}
    />
  );
}

export const SphereVsSphereFigure = defineFigure({
  ...pairMeta,
  model: pairModel,
  label: 'Sphere vs sphere, in 3D',
  className: 'svs-pair-figure',
  compute: intersectSpheres,
  describe: describeCase,
  customText: 'Drag C1, C2, r1 or r2; drag the background (or use the buttons) to orbit.',
  toggles: [{ field: 'basis', label: 'u and v' }],
  Scene,
  BelowScene,
  panels: [
    { layer: 'dline', label: 'd against the radii', title: 'Where d lies', Panel: DLine },
    { layer: 'numbers', label: 'The numbers', Panel: Numbers, usesState: false },
  ],
  compactHides: ['numbers'],
});
