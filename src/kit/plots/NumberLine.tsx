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
  /** Accessible name. */
  readonly label?: string;
};

const WIDTH = 360;
const HEIGHT = 64;

export function NumberLine({ name, marks, domain = [-0.5, 1.5], label }: NumberLineProps) {
  const x = linearScale(domain, [16, WIDTH - 22]);
  const axisY = 36;
  return (
    <svg
      className="kit-stage kit-number-line"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label ?? `Number line for ${name}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect className="kit-plot-step" x={x(0)} y={axisY - 10} width={x(1) - x(0)} height={20} />
      <path className="kit-axis" d={`M${x(domain[0])},${axisY}H${x(domain[1])}`} />
      {[0, 0.5, 1].map((tick) => (
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
