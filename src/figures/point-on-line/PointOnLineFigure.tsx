/**
 * Projecting a point onto a line: drag s, t and p; the foot, its position u along s → t (on a
 * number line under the scene), the segment's closest point and the numbers follow. "3D view"
 * turns the scene into an orbit view with a z for each point (a module loaded on that switch).
 *
 * Used in MDX as `<PointOnLineFigure client:visible />`; layers: grid, numberLine, zones, numbers,
 * controls.
 */
import { Suspense, lazy } from 'react';
import {
  projectPointOnLine,
  type ProjectionInput,
  type ProjectionResult,
  type Vec2,
  type Vec3,
} from '../../geometry';
import { NumberLine, ValueTable, formatNumber, type CaseLabelProps } from '../../kit';
import { defineFigure, useHandleMover, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import { projectionMeta } from './meta';
import { ProjectionScene } from './ProjectionScene';
import { moveHandle, projectionModel, type ProjectionFields } from './state';

type Result = ProjectionResult;
type View = FigureViewProps<ProjectionFields, ProjectionInput, Result>;

/** The 3D view's module: fetched when a reader first points at or focuses the figure. */
const load3d = () => import('./ProjectionScene3');
const ProjectionScene3 = lazy(load3d);
const preload = () => void load3d().catch(() => undefined); // the switch itself retries

const coordinates = (p: Vec2 | Vec3): number[] => ('z' in p ? [p.x, p.y, p.z] : [p.x, p.y]);
const tuple = (values: readonly number[]) => `(${values.map((v) => formatNumber(v)).join(', ')})`;
const shown = (p: Vec2 | Vec3) => tuple(coordinates(p));

const WHERE: Readonly<Record<Result['kind'], string>> = {
  before: 'before s',
  'on-segment': 'on the segment',
  after: 'after t',
  degenerate: 'no line (s = t)',
  'invalid-input': 'invalid input',
};

/** The case label's detail for each kind, given "u = …" and the foot. */
const DETAIL: Readonly<Record<Result['kind'], (u: string, foot: string) => string>> = {
  'on-segment': (u, foot) =>
    `${u}: the foot ${foot} lies between s and t, and is the closest point`,
  before: (u) => `${u} < 0: the foot lies before s, so the segment's closest point is s`,
  after: (u) => `${u} > 1: the foot lies past t, so the segment's closest point is t`,
  degenerate: () => 's = t: no direction, the foot is s',
  'invalid-input': () => 'p has a z, s and t have none: 2D and 3D mixed are rejected, not guessed',
};

export function describeCase({ kind, u, foot }: Result): CaseLabelProps {
  return {
    kind: kind === 'degenerate' ? kind : WHERE[kind],
    tone: kind === 'on-segment' ? 'contact' : kind === 'invalid-input' ? 'miss' : 'neutral',
    detail: DETAIL[kind](`u = ${formatNumber(u)}`, shown(foot)),
  };
}

function Scene(view: View) {
  const onMoveHandle = useHandleMover(view.update, moveHandle);
  const { input, result } = view;
  if (view.state.space) {
    return (
      <Suspense fallback={<p style={{ aspectRatio: '600 / 440' }}>Loading the 3D view…</p>}>
        <ProjectionScene3 {...view} onMoveHandle={onMoveHandle} />
      </Suspense>
    );
  }
  return <ProjectionScene {...{ input, result, onMoveHandle }} grid={view.show('grid')} />;
}

const ZONES = ['before', 'on-segment', 'after'] as const;

function ULine({ result, show }: View) {
  if (!show('numberLine')) return null;
  const { u, kind } = result;
  const clamped = Math.min(1, Math.max(0, u));
  const marks = [
    { value: u, tone: kind === 'on-segment' ? ('hit' as const) : ('miss' as const), label: 'u' },
    ...(clamped === u ? [] : [{ value: clamped, tone: 'current' as const }]),
  ];
  return (
    <>
      <NumberLine
        name="u"
        domain={[-1.5, 2.5]}
        ticks={[-1, 0, 0.5, 1, 2]}
        marks={kind === 'invalid-input' ? [] : marks}
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
  if (result.kind === 'invalid-input') {
    const rows = Object.entries({ p: input.point, s: input.s, t: input.t }).map(
      ([name, q]) => [`${name}, ${coordinates(q).length}D`, shown(q)] as const,
    );
    return <ValueTable caption="The input" rows={rows} answer={['answer', 'invalid input']} />;
  }
  const [p = [], s = [], t = []] = [input.point, input.s, input.t].map(coordinates);
  const minus = (a: number[], b: number[]) => a.map((value, i) => value - b[i]!);
  const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);
  const [v, w, closest] = [minus(p, s), minus(t, s), coordinates(result.closest)];
  const rows: readonly (readonly [string, string])[] = [
    ['v = p − s', tuple(v)],
    ['w = t − s', tuple(w)],
    ['v · w', formatNumber(dot(v, w))],
    ['|w|²', formatNumber(dot(w, w))],
    ['u = v · w / |w|²', formatNumber(result.u)],
    ['foot = s + u·w', shown(result.foot)],
    ['closest on the segment', tuple(closest)],
    ['distance to the segment', formatNumber(Math.hypot(...minus(p, closest)))],
  ];
  return <ValueTable caption="The projection" rows={rows} />;
}

export const PointOnLineFigure = defineFigure({
  ...projectionMeta,
  model: projectionModel,
  label: 'Projecting a point onto a line',
  className: 'pl-figure',
  compute: (input: ProjectionInput): Result => projectPointOnLine(input),
  describe: (_, result) => describeCase(result),
  customText: 'Drag p, s or t; the label above says where the foot lies.',
  toggles: [{ field: 'space', label: '3D view' }],
  Scene,
  BelowScene: ULine,
  panels: [{ layer: 'numbers', label: 'The numbers', Panel: Numbers }],
  // The embed keeps the scene, the number line and the case: the rest would not fit 720 px.
  compactHides: ['numbers', 'zones'],
  // The 3D view's module loads when a pointer or the focus reaches the figure (so the switch
  // rarely waits). A block: client:visible watches the island's first element.
  Around: ({ children }) => (
    <div onPointerEnter={preload} onFocus={preload}>
      {children}
    </div>
  ),
});
