/**
 * A figure's numbers as a table beside its scene: one row per quantity (its name as the reader
 * sees it in the article, its current value as text), and an optional last row in bold for the
 * answer those numbers lead to.
 */
import './value-table.css';

export type ValueTableProps = {
  /** The table's heading (which construction the numbers belong to). */
  readonly caption: string;
  /** [name, value] pairs, in the order of the derivation. */
  readonly rows: readonly (readonly [string, string])[];
  /** The row the others lead to, drawn in bold under a rule. */
  readonly answer?: readonly [string, string] | undefined;
};

export function ValueTable({ caption, rows, answer }: ValueTableProps) {
  const row = ([name, value]: readonly [string, string], className?: string) => (
    <tr key={name} className={className}>
      <th scope="row">{name}</th>
      <td>{value}</td>
    </tr>
  );
  return (
    <table className="kit-values">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((r) => row(r))}
        {answer !== undefined && row(answer, 'kit-values-answer')}
      </tbody>
    </table>
  );
}
