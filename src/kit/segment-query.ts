/**
 * The case label of a segment query: a segment p0 → p1 (t from 0 to 1) against a body, a
 * rectangle (Liang–Barsky) or a sphere, whose answers share one vocabulary (algorithms.md §3 and
 * §6): inside, enters, exits, crosses, or outside for a reason, with tEnter ≤ tExit where the
 * segment's line enters and leaves the body. The words are the kit's; the case is the figure's
 * algorithm's, passed in as its result, and nothing here decides one.
 */
import type { CaseLabelProps } from './controls';
import { formatNumber, formatPoint } from './format';
import type { Point } from './point';

export type SegmentQueryResult = {
  readonly kind: 'inside' | 'enters' | 'exits' | 'crosses' | 'outside' | 'invalid-input';
  /** Only for `outside`: the first reason that applies. */
  readonly reason?: string | undefined;
  /** −Infinity for a point segment (no line, so no entry time). */
  readonly tEnter: number;
  readonly tExit: number;
  readonly enter?: Point | undefined;
  readonly exit?: Point | undefined;
  /** tEnter = tExit: the line only touches the body. */
  readonly touches: boolean;
};

export type SegmentQueryWords = {
  /** The body, for a point segment inside it ("the closed rectangle"). */
  readonly body: string;
  /** Why an `invalid-input` is invalid. */
  readonly invalid: string;
  /** Words for reasons besides point, line-misses, ahead and behind (Liang–Barsky's `parallel`). */
  readonly reasons?: Readonly<Record<string, string>>;
  /** The result's further flags in words, after the detail ("along an edge"). */
  readonly flags?: readonly string[];
};

const t = (value: number) => formatNumber(value, 3);

/** The kind, the times that decided it and the flags, as the case label shows them. */
export function segmentQueryLabel(
  result: SegmentQueryResult,
  p0: Point,
  words: SegmentQueryWords,
): CaseLabelProps {
  const { kind, reason, tEnter, tExit } = result;
  if (kind === 'invalid-input')
    return { kind: 'invalid input', tone: 'miss', detail: words.invalid };
  if (kind === 'outside') {
    const because: Readonly<Record<string, string>> = {
      point: 'Δ = 0 and the point is outside',
      'line-misses': `tEnter = ${t(tEnter)} > tExit = ${t(tExit)}: the line misses`,
      ahead: `tEnter = ${t(tEnter)} > 1: it stops short, heading towards it`,
      behind: `tExit = ${t(tExit)} < 0: it starts past it, heading away`,
      ...words.reasons,
    };
    const why = reason ?? 'point';
    return { kind: `outside: ${reason ?? ''}`, tone: 'miss', detail: because[why] ?? why };
  }
  const at = (time: number, p: Point | undefined) => `at t = ${t(time)}, ${formatPoint(p ?? p0)}`;
  const detail = {
    inside:
      tEnter === -Infinity
        ? `Δ = 0 and the point is in ${words.body}`
        : `tEnter = ${t(tEnter)} ≤ 0 and tExit = ${t(tExit)} ≥ 1`,
    enters: `in ${at(tEnter, result.enter)}`,
    exits: `out ${at(tExit, result.exit)}`,
    crosses: `in at t = ${t(tEnter)}, out at t = ${t(tExit)}`,
  }[kind];
  const flags = [...(result.touches ? ['touches: tEnter = tExit'] : []), ...(words.flags ?? [])];
  return { kind, tone: 'contact', detail: [detail, ...flags].join(' · ') };
}
