/**
 * A number line for a parameter such as s, the position along a segment: [0, 1] shaded, marks for
 * values (hits, misses, the current value). Values outside the drawn range are pinned to its ends
 * with an arrow, so a far-away miss still shows which side it is on.
 */
import { linearScale } from '../scale';
import { formatNumber } from '../format';

/** A value on the line. */
export type NumberLineMark = {
  /** Where the mark goes. */
  readonly value: number;
  /** hit: filled green; miss: hollow vermillion; current: the value at the scene's time. */
  readonly tone: 'hit' | 'miss' | 'current';
  /** Short text drawn above the mark (e.g. "s₁"). */
  readonly label?: string;
};

export type NumberLineProps = {
  /** The parameter's name, drawn at the right end (e.g. "s"). */
  readonly name: string;
  /** Marks to draw. */
  readonly marks: readonly NumberLineMark[];
  /** The range drawn. */
  readonly domain?: readonly [number, number];
  /** Accessible name; by default the marks in words ("Number line for s: hit at 0.5, current at 0.3"). */
  readonly label?: string;
  /** Numbered ticks (default 0, ½ and 1). */
  readonly ticks?: readonly number[] | undefined;
  /** Shaded intervals (default the segment's own [0, 1]). */
  readonly shaded?: readonly { readonly t0: number; readonly t1: number }[] | undefined;
};

const UNIT_TICKS: readonly number[] = [0, 0.5, 1];
const UNIT: readonly { readonly t0: number; readonly t1: number }[] = [{ t0: 0, t1: 1 }];

const WIDTH = 360;
const HEIGHT = 64;

function marksInWords(marks: readonly NumberLineMark[]): string {
  if (marks.length === 0) return 'no values';
  return marks.map((mark) => `${mark.tone} at ${formatNumber(mark.value)}`).join(', ');
}

/** A number line for any parameter: a domain, shaded intervals, ticks and marks. */
export function NumberLine({
  name,
  marks,
  domain = [-0.5, 1.5],
  label,
  ticks = UNIT_TICKS,
  shaded = UNIT,
}: NumberLineProps) {
  const x = linearScale(domain, [16, WIDTH - 22]);
  const axisY = 36;
  return (
    <svg
      className="kit-stage kit-number-line"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label ?? `Number line for ${name}: ${marksInWords(marks)}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      {shaded.map(({ t0, t1 }) => {
        const from = x(Math.max(domain[0], t0));
        const to = x(Math.min(domain[1], t1));
        return (
          <rect
            key={`${t0}-${t1}`}
            className="kit-plot-step"
            x={from}
            y={axisY - 10}
            width={Math.max(0, to - from)}
            height={20}
          />
        );
      })}
      <path className="kit-axis" d={`M${x(domain[0])},${axisY}H${x(domain[1])}`} />
      {ticks.map((tick) => (
        <g key={tick}>
          <path className="kit-axis" d={`M${x(tick)},${axisY - 4}v8`} />
          <text className="kit-tick" x={x(tick)} y={axisY + 22} textAnchor="middle">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      <text className="kit-axis-name" x={WIDTH - 4} y={axisY + 4} textAnchor="end">
        {name}
      </text>
      {marks.map((mark, index) => {
        const pinned = mark.value < domain[0] ? 'low' : mark.value > domain[1] ? 'high' : null;
        const cx = x(Math.min(domain[1], Math.max(domain[0], mark.value)));
        const key = `${mark.tone}-${index}`;
        if (pinned !== null) {
          const dir = pinned === 'low' ? -1 : 1;
          return (
            <path
              key={key}
              className={`kit-mark is-${mark.tone}`}
              d={`M${cx - dir * 2},${axisY - 6}L${cx + dir * 6},${axisY}L${cx - dir * 2},${axisY + 6}Z`}
            />
          );
        }
        return (
          <g key={key} className={`kit-mark is-${mark.tone}`}>
            {mark.tone === 'current' ? (
              <path d={`M${cx},${axisY - 11}V${axisY + 11}`} />
            ) : (
              <circle cx={cx} cy={axisY} r={5.5} />
            )}
            {mark.label !== undefined && (
              <text className="kit-mark-label" x={cx} y={axisY - 15} textAnchor="middle">
                {mark.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
