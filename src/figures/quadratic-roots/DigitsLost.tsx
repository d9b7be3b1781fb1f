/**
 * "Digits lost": the small root of x² − 10^k·x + 1 by the textbook formula and by the stable one,
 * digit by digit against the exact value. Agreeing digits are green and upright; wrong digits are
 * vermillion and struck through, so the loss reads without colour too.
 */
import { memo, useId } from 'react';
import { formatNumber } from '../../kit';
import { K_MAX, K_MIN } from './state';
import { digitsReport, SHOWN_DIGITS, type Decimal } from './digits';

export type DigitsLostProps = {
  /** The exponent k (b = −10^k). */
  readonly k: number;
  /** Called with a new k from the slider. */
  readonly onChange: (k: number) => void;
};

function Digits({
  decimal,
  agreed,
}: {
  readonly decimal: Decimal | null;
  readonly agreed: number;
}) {
  if (decimal === null) return <span className="qr-digits is-wrong">0 (every digit lost)</span>;
  const shown = decimal.digits.padEnd(SHOWN_DIGITS, '0');
  const head = shown.slice(0, agreed);
  const tail = shown.slice(agreed);
  const withPoint = (text: string, offset: number) =>
    offset === 0 && text.length > 0 ? `${text[0]}.${text.slice(1)}` : text;
  return (
    <span className="qr-digits">
      <span className="is-right">{withPoint(head, 0)}</span>
      <span className="is-wrong">{agreed === 0 ? withPoint(tail, 0) : tail}</span>
      <span className="qr-exponent">
        {' '}
        × 10<sup>{formatNumber(decimal.exponent)}</sup>
      </span>
    </span>
  );
}

/** Memoised: it depends on k alone, so a drag of the parabola does not re-render it. */
export const DigitsLost = memo(function DigitsLost({ k, onChange }: DigitsLostProps) {
  const inputId = useId();
  const report = digitsReport(k);
  return (
    <div className="qr-digits-panel" role="group" aria-label="Digits lost to cancellation">
      <div className="qr-digits-head">
        <p className="qr-panel-title">Digits lost</p>
        <div className="kit-range">
          <label className="kit-range-name" htmlFor={inputId}>
            Exponent k (b = −10<sup>k</sup>)
          </label>
          <input
            id={inputId}
            type="range"
            min={K_MIN}
            max={K_MAX}
            step={1}
            value={k}
            onChange={(event) => onChange(Number(event.currentTarget.value))}
          />
          <output className="kit-range-value" htmlFor={inputId}>
            {k}
          </output>
        </div>
      </div>
      <p className="qr-digits-note">
        Small root of x² − 10<sup>{k}</sup>x + 1 = 0 (a = c = 1, so b²/4ac = 10<sup>{2 * k}</sup>
        /4).
      </p>
      {/* On a phone the table scrolls sideways, so a keyboard must be able to focus it. The
      article's script drops the stop while the table fits; a table React makes anew keeps it. */}
      <table className="qr-digits-table" tabIndex={0}>
        <thead>
          <tr>
            <th scope="col">Formula</th>
            <th scope="col">Small root, {SHOWN_DIGITS} significant digits</th>
            <th scope="col">Correct</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Textbook (−b − √D)/2a</th>
            <td>
              <Digits decimal={report.textbook.decimal} agreed={report.textbook.agreed} />
            </td>
            <td className="qr-count">{report.textbook.agreed}</td>
          </tr>
          <tr>
            <th scope="row">Stable c/q</th>
            <td>
              <Digits decimal={report.stable.decimal} agreed={report.stable.agreed} />
            </td>
            <td className="qr-count">{report.stable.agreed}</td>
          </tr>
          <tr>
            <th scope="row">Exact (BigInt)</th>
            <td>
              <Digits decimal={report.exact} agreed={SHOWN_DIGITS} />
            </td>
            <td className="qr-count">—</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
});
