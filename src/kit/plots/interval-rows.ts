/**
 * The rows and marks of an `IntervalStack` for "which t of the step [0, 1] does every constraint
 * allow": each constraint as a half-line (t ≥ a or t ≤ b), every t or no t; the window [0, 1];
 * the part the algorithm kept; and its entry and exit times. The figure passes the algorithm's
 * numbers (its table, its tEnter and tExit): nothing here decides a case.
 */
import { formatNumber } from '../format';
import type { IntervalMark, IntervalRow } from './IntervalStack';

export type HalfLine = {
  /** The row's id (shared with a table row and a scene part for highlighting). */
  readonly id: string;
  /** Words before the condition: "1" gives "1: t ≥ 0.5". */
  readonly name: string;
  /** The bound; undefined when the constraint allows every t, or (`empty`) none. */
  readonly bound: number | undefined;
  /** `lower`: t ≥ bound (an entering constraint); `upper`: t ≤ bound (a leaving one). */
  readonly side: 'lower' | 'upper';
  /** With no bound: the constraint allows no t at all (rather than every t). */
  readonly empty?: boolean;
  readonly color: string;
  /** Drawn bold: the constraint that decides. */
  readonly emphasis?: boolean;
};

/** One constraint as a row; `parameter` names the variable in the words. */
export function halfLineRow(line: HalfLine, parameter = 't'): IntervalRow {
  const { id, name, bound, side, empty = false, color, emphasis = false } = line;
  const [from, to, words] =
    bound === undefined
      ? empty
        ? [1, 0, `no ${parameter}`]
        : [-Infinity, Infinity, `every ${parameter}`]
      : side === 'lower'
        ? [bound, Infinity, `${parameter} ≥ ${formatNumber(bound)}`]
        : [-Infinity, bound, `${parameter} ≤ ${formatNumber(bound)}`];
  return { id, label: `${name}: ${words}`, from, to, color, emphasis };
}

/**
 * The window [0, 1] (dashed, in ink) and what the algorithm kept of it, `kept` = [from, to], or
 * nothing (null): the last rows, the answer drawn bold in `color` and named by `label`.
 */
export function windowRows(
  kept: readonly [number, number] | null,
  answer: { readonly label: string; readonly color: string },
): IntervalRow[] {
  const [from, to] = kept ?? [1, 0];
  return [
    { id: 'window', label: 'window', from: 0, to: 1, color: 'var(--fig-ink)', dashed: true },
    { id: 'clipped', label: answer.label, from, to, color: answer.color, emphasis: true },
  ];
}

/** Marks at the entry and exit times, each where it is finite (a point segment has none). */
export function entryExitTimes(
  tEnter: number,
  tExit: number,
  colors: { readonly entry: string; readonly exit: string },
): IntervalMark[] {
  return [
    { value: tEnter, label: 'tEnter', color: colors.entry, anchor: 'end' as const },
    { value: tExit, label: 'tExit', color: colors.exit, anchor: 'start' as const },
  ].filter((mark) => Number.isFinite(mark.value));
}
