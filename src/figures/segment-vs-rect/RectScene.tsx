/**
 * The segment-vs-rectangle figure's drawing: the rectangle, its four boundary lines extended
 * across the plane (each labelled with its k, coloured by its role), the segment's line with the
 * times t_k where it meets them, the clipped part in bold, entry and exit, and the handles. Shared
 * by the interactive figure and the home page's thumbnail (which has no move callbacks).
 */
import type { ClipInput, ClipResult, LiangBarskyRow } from '../../geometry';
import {
  Axes,
  AxisLine,
  DecorLayer,
  Grid,
  HandleLayer,
  Highlightable,
  LabelledMarks,
  Line,
  PointMark,
  Rectangle,
  RectangleHandles,
  Segment,
  SegmentHandles,
  Stage,
  Transform,
  entryExitMarks,
  formatNumber,
  formatPoint,
  marksAlong,
  samePoint,
  type Box,
  type MoveIntent,
  type Point,
} from '../../kit';
import { useKeyedCallbacks } from '../../kit/figure/useKeyedCallbacks';
import { CLIPPED, ROLE_COLOR, meets } from './model';
import { GRID_STEP, PARTS, VIEW, type Part } from './state';

const SEGMENT = 'var(--fig-purple)';
export const SOURCE = 'var(--fig-orange)';
const SUBSCRIPT = ['₀', '₁', '₂', '₃', '₄'];

/** A boundary's side in words: with y down, yMin is the top edge. Only the words change. */
export function sideName(boundary: LiangBarskyRow['boundary'], yDown: boolean): string {
  if (boundary === 'xMin') return 'left';
  if (boundary === 'xMax') return 'right';
  return (boundary === 'yMin') !== yDown ? 'bottom' : 'top';
}

/** A boundary line's accessible name ("boundary 1, x = xMin = −3, entering, decides tEnter"). */
function rowWords(row: LiangBarskyRow, rect: Box): string {
  const role = row.rejects ? 'parallel, outside' : row.role;
  const decides = row.decisive ? `, decides ${row.role === 'entering' ? 'tEnter' : 'tExit'}` : '';
  return `boundary ${row.k}, ${row.k <= 2 ? 'x' : 'y'} = ${row.boundary} = ${formatNumber(rect[row.boundary])}, ${role}${decides}`;
}

export type RectSceneProps = {
  readonly input: ClipInput;
  readonly result: ClipResult;
  readonly rows: readonly LiangBarskyRow[];
  readonly yDown: boolean;
  /** Layers: grid, axes, slabs (the four lines), line (with the t_k), clip, handles. */
  readonly show: (layer: string) => boolean;
  /** Where the source's code reports its collision, when it is shown and reports one. */
  readonly sourcePoint?: Point | null | undefined;
  /** Moves an endpoint or the rectangle; absent for a static drawing (the thumbnail). */
  readonly onMove?: (part: Part, wanted: Point | Box, intent: MoveIntent) => void;
};

/** A boundary's line across the view, labelled with its k and highlighted with its rows. */
function SlabLine(props: { row: LiangBarskyRow; rect: Box; yDown: boolean; focusable: boolean }) {
  const { row, rect, yDown } = props;
  // Focusable only in the live figure: a static drawing (the gallery's thumbnail) holds no stops.
  return (
    <Highlightable id={`k${row.k}`} label={props.focusable ? rowWords(row, rect) : undefined}>
      <AxisLine
        axis={row.k <= 2 ? 'x' : 'y'}
        at={rect[row.boundary]}
        label={`${row.k} · ${row.boundary} (${sideName(row.boundary, yDown)})`}
        color={ROLE_COLOR[row.role]}
        width={row.decisive ? 3.5 : 1.5}
        stroke={row.role === 'parallel' ? 'dotted' : row.decisive ? 'solid' : 'dashed'}
      />
    </Highlightable>
  );
}

export function RectScene(props: RectSceneProps) {
  const { input, result, rows, yDown, show, sourcePoint, onMove } = props;
  const moves = useKeyedCallbacks(PARTS, onMove);
  const { p0, p1, rect } = input;
  const isPoint = samePoint(p0, p1);
  // Labelled points: where the line crosses each boundary line (t_k), entry, exit, the gist's.
  const crossings = show('line')
    ? marksAlong(
        p0,
        p1,
        rows.map(({ k, t, role }) => ({
          t,
          text: `t${SUBSCRIPT[k] ?? ''}`,
          color: ROLE_COLOR[role],
        })),
      )
    : [];
  const marks = show('clip')
    ? [
        ...entryExitMarks(result.enter, result.exit, {
          entry: ROLE_COLOR.entering,
          exit: ROLE_COLOR.leaving,
        }),
        {
          at: sourcePoint,
          text: 'the gist’s collision',
          color: SOURCE,
          radius: 9,
          hollow: true,
          width: 3,
          offset: [8, -10] as const,
          textColor: 'var(--fig-ink)',
        },
      ]
    : [];
  return (
    <Stage
      xDomain={[VIEW.xMin, VIEW.xMax]}
      yDomain={[VIEW.yMin, VIEW.yMax]}
      width={680}
      height={440}
      label={`Segment from P0 ${formatPoint(p0)} to P1 ${formatPoint(p1)} and the rectangle [${formatNumber(rect.xMin)}, ${formatNumber(rect.xMax)}] × [${formatNumber(rect.yMin)}, ${formatNumber(rect.yMax)}]${yDown ? ', y pointing down' : ''}`}
      className="svr-scene"
    >
      <Transform flipY={yDown}>
        <DecorLayer>
          {show('grid') && <Grid step={GRID_STEP} />}
          {show('axes') && <Axes labelStep={2} xName="x" yName={yDown ? 'y ↓' : 'y'} />}
          <Rectangle box={rect} color="var(--fig-ink)" width={2} fill="var(--fig-window)" />
          {show('line') && !isPoint && (
            <Line through={[p0, p1]} color="var(--fig-muted)" width={1.25} stroke="dashed" />
          )}
        </DecorLayer>
        {show('slabs') &&
          rows.map((row) => (
            <SlabLine
              key={row.k}
              row={row}
              rect={rect}
              yDown={yDown}
              focusable={onMove !== undefined}
            />
          ))}
        <DecorLayer>
          <Segment from={p0} to={p1} color={SEGMENT} width={2.5} />
          {show('clip') && meets(result) && (
            <>
              <Segment from={result.enter ?? p0} to={result.exit ?? p1} color={CLIPPED} width={7} />
              {isPoint && <PointMark at={p0} radius={7} color={CLIPPED} />}
            </>
          )}
          <LabelledMarks marks={[...crossings, ...marks]} />
        </DecorLayer>
        {show('handles') && onMove !== undefined && (
          <HandleLayer>
            <RectangleHandles
              label="R"
              box={rect}
              step={GRID_STEP}
              color="var(--fig-green)"
              onChange={moves.rect}
            />
            <SegmentHandles p0={p0} p1={p1} color={SEGMENT} step={GRID_STEP} onMove={onMove} />
          </HandleLayer>
        )}
      </Transform>
    </Stage>
  );
}
