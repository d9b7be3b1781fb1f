/**
 * Segment vs rectangle (Liang–Barsky): drag the segment's ends and the rectangle's corners or
 * edges; the four boundary lines, the live table of p_k, q_k and t_k, and the four half-lines of t
 * whose intersection with [0, 1] is the clipped part follow. A row of the table, its boundary line
 * and its half-line highlight together. Toggles: y-down (screen) axes, and the source's reading.
 *
 * Used in MDX as `<SegmentVsRectFigure client:visible />`; layers: grid, axes, slabs, line, clip,
 * handles, table, tline, controls.
 */
import { useCallback } from 'react';
import {
  clipSegmentRect,
  liangBarskyTable,
  type ClipInput,
  type ClipResult,
  type LiangBarskyRow,
} from '../../geometry';
import {
  ColorTag,
  HighlightGroup,
  HighlightTable,
  IntervalStack,
  ReadingNote,
  entryExitTimes,
  formatNumber,
  type Box,
  type MoveIntent,
  type Point,
} from '../../kit';
import { defineFigure, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import '../figures.css';
import { rectMeta } from './meta';
import { ROLE_COLOR, describeCase, sourceReading, timeRows } from './model';
import { RectScene, SOURCE, sideName } from './RectScene';
import { moveTo, rectModel, type Part, type RectFields } from './state';

/** The core's answer with its table (the scene, the table and the t lines share it). */
type Shown = ClipResult & { readonly rows: readonly LiangBarskyRow[] };
type View = FigureViewProps<RectFields, ClipInput, Shown>;

function Scene({ state, input, result, update, show }: View) {
  const onMove = useCallback(
    (part: Part, wanted: Point | Box, intent: MoveIntent) =>
      update((s) => moveTo(s, part, wanted, intent.free)),
    [update],
  );
  return (
    <RectScene
      input={input}
      result={result}
      rows={result.rows}
      yDown={state.yDown}
      sourcePoint={state.source ? sourceReading(input, result).at : null}
      show={show}
      onMove={onMove}
    />
  );
}

/** The source's reading, beside the case (its own attribute; `data-case` never changes). */
function SourceNote({ state, input, result }: View) {
  if (!state.source) return null;
  const reading = sourceReading(input, result);
  return (
    <ReadingNote attribute="data-source-case" caseId={reading.sourceCase} color={SOURCE}>
      <strong>The gist’s collides():</strong> {reading.words}
    </ReadingNote>
  );
}

function Table({ state, input, result }: View) {
  const rows = result.rows.map((row) => ({
    id: `k${row.k}`,
    cells: [
      row.k,
      `${row.boundary} (${sideName(row.boundary, state.yDown)}) = ${formatNumber(input.rect[row.boundary])}`,
      formatNumber(row.p, 3),
      formatNumber(row.q, 3),
      row.t === undefined ? '—' : formatNumber(row.t, 3),
      <ColorTag key="role" color={ROLE_COLOR[row.role]} strong={row.decisive}>
        {row.rejects ? 'parallel, q < 0: outside' : row.role}
        {row.decisive && (row.role === 'entering' ? ' → tEnter' : ' → tExit')}
      </ColorTag>,
    ],
  }));
  return (
    <HighlightTable
      caption="The Liang–Barsky table: p, q and t = q/p for each boundary k"
      columns={['k', 'boundary', 'p', 'q', 't = q/p', 'role']}
      rows={rows}
      dense
    />
  );
}

function TLines({ result }: View) {
  const colors = { entry: ROLE_COLOR.entering, exit: ROLE_COLOR.leaving };
  const marks =
    result.kind === 'invalid-input' ? [] : entryExitTimes(result.tEnter, result.tExit, colors);
  return <IntervalStack name="t" rows={timeRows(result)} marks={marks} />;
}

export const SegmentVsRectFigure = defineFigure({
  ...rectMeta,
  model: rectModel,
  label: 'Segment vs rectangle: the Liang–Barsky algorithm',
  className: 'svr-figure',
  compute: (input: ClipInput): Shown => ({
    ...clipSegmentRect(input),
    rows: liangBarskyTable(input),
  }),
  describe: describeCase,
  customText: 'Drag the segment’s ends P0 and P1, or the rectangle’s corners and edges.',
  toggles: [
    { field: 'yDown', label: 'y down (screen axes)' },
    { field: 'source', label: 'The gist’s reading' },
  ],
  Scene,
  BelowScene: SourceNote,
  panels: [
    {
      layer: 'tline',
      label: 'Four half-lines of t and the window',
      title: 'Each boundary allows a half-line of t',
      Panel: TLines,
    },
    { layer: 'table', Panel: Table, wide: true },
  ],
  compactHides: ['table'],
  Around: HighlightGroup,
});
