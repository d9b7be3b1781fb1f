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
  Handle,
  HandleLayer,
  Highlightable,
  Label,
  Line,
  PointMark,
  Rectangle,
  RectangleHandles,
  Segment,
  Stage,
  Transform,
  formatNumber,
  formatPoint,
  lerpPoint,
  type Box,
  type MoveIntent,
  type Point,
} from '../../kit';
import { useKeyedCallbacks } from '../../kit/figure/useKeyedCallbacks';
import { CLIPPED, ROLE_COLOR, meets } from './model';
import { GRID_STEP, PARTS, VIEW, type Part } from './state';

const SEGMENT = 'var(--fig-purple)';
const SOURCE = 'var(--fig-orange)';
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
  const isPoint = p0.x === p1.x && p0.y === p1.y;
  // Labelled points: where the line crosses each boundary line (t_k), entry, exit, the gist's.
  const crossings = show('line')
    ? rows.flatMap(({ k, t, role }) =>
        t === undefined || Math.abs(t) > 1e6
          ? []
          : [
              {
                at: lerpPoint(p0, p1, t),
                text: `t${SUBSCRIPT[k] ?? ''}`,
                color: ROLE_COLOR[role],
                size: 4,
              },
            ],
      )
    : [];
  const marks = [
    { at: result.enter, text: 'entry', color: ROLE_COLOR.entering, size: 5.5 },
    { at: result.exit, text: 'exit', color: ROLE_COLOR.leaving, size: 5.5 },
    { at: sourcePoint, text: 'the gist’s collision', color: SOURCE, size: 9 },
  ].flatMap((mark) =>
    show('clip') && mark.at !== undefined && mark.at !== null ? [{ ...mark, at: mark.at }] : [],
  );
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
          {[...crossings, ...marks].map(({ at, text, color, size }) => (
            <g key={text}>
              <PointMark
                at={at}
                radius={size}
                hollow={size !== 5.5}
                color={color}
                width={size > 5.5 ? 3 : 2}
              />
              <Label
                at={at}
                offset={text === 'entry' ? [-9, -10] : [8, size < 5 ? 16 : -10]}
                anchor={text === 'entry' ? 'end' : 'start'}
                color={size < 5 ? color : 'var(--fig-ink)'}
              >
                {text}
              </Label>
            </g>
          ))}
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
            {(['p0', 'p1'] as const).map((key) => (
              <Handle
                key={key}
                label={key.toUpperCase()}
                labelText={`${key.toUpperCase()} (t = ${key === 'p0' ? 0 : 1})`}
                at={input[key]}
                step={GRID_STEP}
                color={SEGMENT}
                variant={key === 'p0' ? 'filled' : 'hollow'}
                // A point segment: P1 on top grabs at the centre, P0 on the ring around it.
                hitRadius={isPoint && key === 'p1' ? 11 : undefined}
                labelOffset={isPoint && key === 'p1' ? [10, 20] : [10, -10]}
                description={`${key === 'p0' ? 'start' : 'end'} of the segment`}
                onMove={moves[key]}
              />
            ))}
          </HandleLayer>
        )}
      </Transform>
    </Stage>
  );
}
