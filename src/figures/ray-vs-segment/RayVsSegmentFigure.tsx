/**
 * Ray vs segment: drag the ray's origin O and its direction's tip D, and the segment's ends A and
 * B; the case label, the construction and the numbers follow. Two views of one answer: the notes'
 * projections and similar triangles, or the cross-product form ("Cross products"); and "One step"
 * reads the ray as one step of a moving point (its own `data-step-case`, never `data-case`).
 *
 * Used in MDX as `<RayVsSegmentFigure client:visible />`; layers: grid, construction, numbers,
 * controls.
 */
import { intersectRaySegment, raySegmentProjections, type RaySegmentInput } from '../../geometry';
import { ReadingNote, ValueTable, formatNumber } from '../../kit';
import { defineFigure, useHandleMover, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import { rayMeta } from './meta';
import { crossForm, describeCase, similarTriangles, stepReading, type RayShown } from './model';
import { RAY, RayScene } from './RayScene';
import { moveHandle, rayModel, type RayFields } from './state';

type View = FigureViewProps<RayFields, RaySegmentInput, RayShown>;

function Scene({ state, input, result, update, show }: View) {
  const onMoveHandle = useHandleMover(update, moveHandle);
  return (
    <RayScene
      input={input}
      result={result}
      cross={state.cross}
      step={state.step}
      layers={{ grid: show('grid'), construction: show('construction') }}
      onMoveHandle={onMoveHandle}
    />
  );
}

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatNumber(value);

/** The moving-point reading, under the scene while "One step" is on. */
function StepNote({ state, input, result }: View) {
  if (!state.step) return null;
  const reading = stepReading(input, result);
  const words =
    reading.caseId === 'hit'
      ? `hit at t = ${shown(reading.t)} of the step`
      : reading.caseId === 'miss:beyond-step'
        ? `no contact in this step: the ray's hit is at t = ${shown(reading.t)}, beyond its end`
        : 'no contact: the ray itself misses';
  return (
    <ReadingNote attribute="data-step-case" caseId={reading.caseId} color={RAY}>
      As one step of a moving point from O to O + D: {words}.
    </ReadingNote>
  );
}

/** The numbers of the view shown; both end in the same distance and s. */
function Numbers({ state, input, result }: View) {
  const { b1, b2, c1, c2, directionLength } = result.projections;
  const triangles = similarTriangles(result.projections);
  const { numerator, denominator, lambda } = crossForm(input);
  const rows: readonly (readonly [string, string])[] = state.cross
    ? [
        ['(a − o) × (b − a)', shown(numerator)],
        ['d × (b − a)', shown(denominator)],
        ['λ = ratio of the two', shown(lambda)],
        ['|d|', shown(directionLength)],
        ['distance = |d|·λ', shown(lambda === null ? null : lambda * directionLength)],
      ]
    : [
        ['b₁ = (a − o)·d̂', shown(b1)],
        ['b₂ = (b − o)·d̂', shown(b2)],
        ['c₁ = (a − o)·n̂', shown(c1)],
        ['c₂ = (b − o)·n̂', shown(c2)],
        ['|c₁| / (|c₁| + |c₂|)', shown(triangles?.ratio)],
        ['distance = b₁ + (b₂ − b₁)·ratio', shown(triangles?.distance)],
      ];
  const answer =
    result.kind === 'hit'
      ? `distance ${shown(result.distance)}, s = ${shown(result.s)}`
      : result.kind === 'miss'
        ? `miss: ${result.reason ?? ''}`
        : 'invalid input';
  return (
    <ValueTable
      caption={state.cross ? 'Cross products' : 'Projections and similar triangles'}
      rows={rows}
      answer={['the core’s answer', answer]}
    />
  );
}

export const RayVsSegmentFigure = defineFigure({
  ...rayMeta,
  model: rayModel,
  label: 'Ray vs segment',
  className: 'rs-figure',
  compute: (input: RaySegmentInput): RayShown => ({
    ...intersectRaySegment(input),
    projections: raySegmentProjections(input),
  }),
  describe: (_, result) => describeCase(result),
  customText: 'Drag O, the tip D, A or B; the label above says what the algorithm finds.',
  toggles: [
    { field: 'cross', label: 'Cross products' },
    { field: 'step', label: 'One step' },
  ],
  Scene,
  BelowScene: StepNote,
  panels: [{ layer: 'numbers', label: 'The numbers', Panel: Numbers }],
  // The embed keeps the scene and the case; the table would push them past a 720 px frame.
  compactHides: ['numbers'],
});
