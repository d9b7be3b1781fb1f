/**
 * Projecting a point onto a line: drag s, t and p; the foot, its position u along s → t (on a
 * number line under the scene), the segment's closest point and the numbers follow.
 *
 * Used in MDX as `<PointOnLineFigure client:visible />`; layers: grid, numberLine, zones, numbers,
 * controls.
 */
import {
  projectPointOnLine,
  type ProjectionInput,
  type ProjectionResult,
  type Vec2,
} from '../../geometry';
import { NumberLine, ValueTable, formatNumber, formatPoint, type CaseLabelProps } from '../../kit';
import { defineFigure, useHandleMover, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import { projectionMeta } from './meta';
import { ProjectionScene } from './ProjectionScene';
import { moveHandle, projectionModel, type ProjectionFields } from './state';

type Input = ProjectionInput<Vec2>;
type Result = ProjectionResult<Vec2>;
type View = FigureViewProps<ProjectionFields, Input, Result>;

export function describeCase(result: Result): CaseLabelProps {
  const u = `u = ${formatNumber(result.u)}`;
  switch (result.kind) {
    case 'on-segment':
      return {
        kind: 'on the segment',
        tone: 'contact',
        detail: `${u}: the foot ${formatPoint(result.foot)} lies between s and t, and is the closest point`,
      };
    case 'before':
      return {
        kind: 'before s',
        tone: 'neutral',
        detail: `${u} < 0: the foot lies before s, so the segment's closest point is s`,
      };
    case 'after':
      return {
        kind: 'after t',
        tone: 'neutral',
        detail: `${u} > 1: the foot lies past t, so the segment's closest point is t`,
      };
    case 'degenerate':
      return { kind: 'degenerate', tone: 'neutral', detail: 's = t: no direction, the foot is s' };
    case 'invalid-input':
      return { kind: 'invalid input', tone: 'miss', detail: 'a coordinate is not a finite number' };
  }
}

function Scene({ input, result, update, show }: View) {
  const onMoveHandle = useHandleMover(update, moveHandle);
  return (
    <ProjectionScene
      input={input}
      result={result}
      grid={show('grid')}
      onMoveHandle={onMoveHandle}
    />
  );
}

const WHERE: Readonly<Record<Result['kind'], string>> = {
  before: 'before s',
  'on-segment': 'on the segment',
  after: 'after t',
  degenerate: 'no line (s = t)',
  'invalid-input': 'invalid input',
};

const ZONES = ['before', 'on-segment', 'after'] as const;

function ULine({ result, show }: View) {
  if (!show('numberLine')) return null;
  const { u, kind } = result;
  const clamped = Math.min(1, Math.max(0, u));
  return (
    <>
      <NumberLine
        name="u"
        domain={[-1.5, 2.5]}
        ticks={[-1, 0, 0.5, 1, 2]}
        marks={[
          { value: u, tone: kind === 'on-segment' ? 'hit' : 'miss', label: 'u' },
          ...(clamped === u ? [] : [{ value: clamped, tone: 'current' as const }]),
        ]}
        label={`Number line for u: u = ${formatNumber(u)}, ${WHERE[kind]}; the segment is u from 0 to 1`}
      />
      {/* The three zones of the line in words, the foot's one in bold (hidden: the case says it). */}
      {show('zones') && (
        <p className="pl-zones" aria-hidden="true">
          {ZONES.map((zone, i) => (
            <span key={zone}>
              {i > 0 && ' · '}
              {zone === kind ? <strong>{WHERE[zone]}</strong> : WHERE[zone]}
            </span>
          ))}
        </p>
      )}
    </>
  );
}

function Numbers({ input, result }: View) {
  const { point: p, s, t } = input;
  const v = { x: p.x - s.x, y: p.y - s.y };
  const w = { x: t.x - s.x, y: t.y - s.y };
  const rows: readonly (readonly [string, string])[] = [
    ['v = p − s', formatPoint(v)],
    ['w = t − s', formatPoint(w)],
    ['v · w', formatNumber(v.x * w.x + v.y * w.y)],
    ['|w|²', formatNumber(w.x * w.x + w.y * w.y)],
    ['u = v · w / |w|²', formatNumber(result.u)],
    ['foot = s + u·w', formatPoint(result.foot)],
    ['closest on the segment', formatPoint(result.closest)],
    [
      'distance to the segment',
      formatNumber(Math.hypot(p.x - result.closest.x, p.y - result.closest.y)),
    ],
  ];
  return <ValueTable caption="The projection" rows={rows} />;
}

export const PointOnLineFigure = defineFigure({
  ...projectionMeta,
  model: projectionModel,
  label: 'Projecting a point onto a line',
  className: 'pl-figure',
  compute: (input: Input): Result => projectPointOnLine(input),
  describe: (_, result) => describeCase(result),
  customText: 'Drag p, s or t; the label above says where the foot lies.',
  Scene,
  BelowScene: ULine,
  panels: [{ layer: 'numbers', label: 'The numbers', Panel: Numbers }],
  // The embed keeps the scene, the number line and the case: the rest would not fit 720 px.
  compactHides: ['numbers', 'zones'],
});
