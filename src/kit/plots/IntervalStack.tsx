/**
 * Intervals of one parameter stacked on a shared axis: each row a set of t (a half-line, the whole
 * line, nothing, or a closed interval), the last rows typically the window and the intersection of
 * them all. It shows "intersect these constraints" as a picture: Liang–Barsky's four half-lines of
 * t, the slabs of a ray against a box. Unbounded ends and ends beyond the drawn range end in an
 * arrow at the edge. Rows with an id highlight with their table row and scene part (highlight.tsx).
 */
import { formatNumber } from '../format';
import { Highlightable } from '../highlight';
import { textShade } from '../palette';
import { linearScale } from '../scale';

/** One row: the set of values from `from` to `to` (either may be infinite; from > to is empty). */
export type IntervalRow = {
  /** Key, and the highlight id shared with a table row or a scene part. */
  readonly id: string;
  /** Short text at the row's left (e.g. "1 · xMin"). */
  readonly label: string;
  readonly from: number;
  readonly to: number;
  /** Stroke colour (a CSS value, e.g. a `--fig-*` variable). */
  readonly color: string;
  /** Draw thicker: the row that decides the result. */
  readonly emphasis?: boolean | undefined;
  /** Dashed, for a row that only frames the others (a window). */
  readonly dashed?: boolean | undefined;
};

/** A value marked across every row (tEnter, tExit). */
export type IntervalMark = {
  readonly value: number;
  readonly label: string;
  readonly color: string;
  /** Where the label sits: centred on the line, or ending or starting there (two marks close by). */
  readonly anchor?: 'start' | 'middle' | 'end' | undefined;
};

export type IntervalStackProps = {
  /** The parameter's name, drawn at the axis's right end. */
  readonly name: string;
  readonly rows: readonly IntervalRow[];
  readonly marks?: readonly IntervalMark[] | undefined;
  /** The range drawn. */
  readonly domain?: readonly [number, number] | undefined;
  /** Numbered ticks on the axis. */
  readonly ticks?: readonly number[] | undefined;
  /** Accessible name; by default each row's label and range in words. */
  readonly label?: string | undefined;
};

const WIDTH = 360;
const ROW = 20;
const LEFT = 92;
const TOP = 16;

/** The drawn part of [from, to] within the domain, with which ends run off it; null when empty. */
export function visiblePart(from: number, to: number, domain: readonly [number, number]) {
  if (from > to || to < domain[0] || from > domain[1]) return null;
  return {
    from: Math.max(from, domain[0]),
    to: Math.min(to, domain[1]),
    openLow: from < domain[0],
    openHigh: to > domain[1],
  };
}

export function IntervalStack({
  name,
  rows,
  marks = [],
  domain = [-1, 2],
  ticks = [-1, 0, 0.5, 1, 2],
  label,
}: IntervalStackProps) {
  const words = rows.map((row) =>
    row.from > row.to
      ? `${row.label}: none`
      : `${row.label}: ${name} from ${formatNumber(row.from)} to ${formatNumber(row.to)}`,
  );
  const x = linearScale(domain, [LEFT, WIDTH - 18]);
  const axisY = TOP + rows.length * ROW + 6;
  const height = axisY + 24;
  return (
    <svg
      className="kit-stage kit-interval-stack"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={label ?? words.join('; ')}
      xmlns="http://www.w3.org/2000/svg"
    >
      {marks.map((mark) => {
        const cx = x(Math.min(domain[1], Math.max(domain[0], mark.value)));
        const inside = mark.value >= domain[0] && mark.value <= domain[1];
        return (
          <g key={mark.label} color={mark.color}>
            <path
              d={`M${cx},${TOP - 4}V${axisY}`}
              stroke="currentColor"
              strokeDasharray={inside ? '3 3' : '1 4'}
            />
            <text
              className="kit-tick"
              x={cx + (mark.anchor === 'end' ? 2 : mark.anchor === 'start' ? -2 : 0)}
              y={TOP - 6}
              textAnchor={mark.anchor ?? 'middle'}
              fill={textShade(mark.color)}
            >
              {inside ? mark.label : `${mark.label} ${mark.value < domain[0] ? '←' : '→'}`}
            </text>
          </g>
        );
      })}
      {rows.map((row, index) => {
        const y = TOP + index * ROW + ROW / 2;
        const part = visiblePart(row.from, row.to, domain);
        const width = row.emphasis === true ? 5 : 2.5;
        return (
          <Highlightable key={row.id} id={row.id}>
            <rect x={0} y={y - ROW / 2} width={WIDTH} height={ROW} fill="transparent" />
            <text className="kit-tick" x={4} y={y + 4}>
              {row.label}
            </text>
            {part === null ? (
              <text className="kit-tick" x={LEFT} y={y + 4}>
                ∅ (no {name})
              </text>
            ) : (
              <g color={row.color}>
                <path
                  d={`M${x(part.from)},${y}H${x(part.to)}`}
                  stroke="currentColor"
                  strokeWidth={width}
                  strokeDasharray={row.dashed === true ? '6 4' : undefined}
                  strokeLinecap="round"
                />
                {part.openLow ? (
                  <path
                    d={`M${x(part.from) + 6},${y - 5}L${x(part.from)},${y}L${x(part.from) + 6},${y + 5}`}
                    stroke="currentColor"
                    fill="none"
                  />
                ) : (
                  <circle cx={x(part.from)} cy={y} r={3.5} fill="currentColor" />
                )}
                {part.openHigh ? (
                  <path
                    d={`M${x(part.to) - 6},${y - 5}L${x(part.to)},${y}L${x(part.to) - 6},${y + 5}`}
                    stroke="currentColor"
                    fill="none"
                  />
                ) : (
                  <circle cx={x(part.to)} cy={y} r={3.5} fill="currentColor" />
                )}
              </g>
            )}
          </Highlightable>
        );
      })}
      <path className="kit-axis" d={`M${x(domain[0])},${axisY}H${x(domain[1])}`} />
      {ticks.map((tick) => (
        <g key={tick}>
          <path className="kit-axis" d={`M${x(tick)},${axisY - 4}v8`} />
          <text className="kit-tick" x={x(tick)} y={axisY + 18} textAnchor="middle">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      <text className="kit-axis-name" x={WIDTH - 4} y={axisY + 18} textAnchor="end">
        {name}
      </text>
    </svg>
  );
}
