/**
 * What the segment-vs-rectangle figure says about a result, pure and unit-tested: the case label's
 * words, the set of t each boundary allows, and the source's reading (the gist's `collides()`)
 * shown beside the case, never in it.
 */
import type { ClipInput, ClipResult, LiangBarskyRow } from '../../geometry';
import {
  formatNumber,
  formatPoint,
  type CaseLabelProps,
  type IntervalRow,
  type Point,
} from '../../kit';

/** The segment and the rectangle have a common point. */
export function meets(result: ClipResult): boolean {
  return result.kind !== 'outside' && result.kind !== 'invalid-input';
}

const t = (value: number) => formatNumber(value, 3);

const REASON_WORDS: Readonly<Record<NonNullable<ClipResult['reason']>, (r: ClipResult) => string>> =
  {
    point: () => 'Δ = 0 and the point is outside',
    parallel: () => 'parallel to a boundary, on its far side (p = 0, q < 0)',
    'line-misses': (r) => `tEnter = ${t(r.tEnter)} > tExit = ${t(r.tExit)}: the line misses`,
    ahead: (r) => `tEnter = ${t(r.tEnter)} > 1: it stops short, heading towards it`,
    behind: (r) => `tExit = ${t(r.tExit)} < 0: it starts past it, heading away`,
  };

/** The case label's words: the kind, the times that decided it, the flags. */
export function describeCase(input: ClipInput, result: ClipResult): CaseLabelProps {
  const { kind, reason, tEnter, tExit } = result;
  if (kind === 'invalid-input') {
    return { kind: 'invalid input', tone: 'miss', detail: 'not a rectangle (min > max)' };
  }
  if (kind === 'outside') {
    return {
      kind: `outside: ${reason ?? ''}`,
      tone: 'miss',
      detail: REASON_WORDS[reason ?? 'point'](result),
    };
  }
  const at = (time: number, p: Point | undefined) =>
    `at t = ${t(time)}, ${formatPoint(p ?? input.p0)}`;
  const detail = {
    inside:
      tEnter === -Infinity
        ? 'Δ = 0 and the point is in the closed rectangle'
        : `tEnter = ${t(tEnter)} ≤ 0 and tExit = ${t(tExit)} ≥ 1`,
    enters: `in ${at(tEnter, result.enter)}`,
    exits: `out ${at(tExit, result.exit)}`,
    crosses: `in at t = ${t(tEnter)}, out at t = ${t(tExit)}`,
  }[kind];
  const flags = [
    result.touches ? 'touches: tEnter = tExit' : '',
    result.alongEdge ? 'along an edge' : '',
  ].filter((words) => words !== '');
  return { kind, tone: 'contact', detail: [detail, ...flags].join(' · ') };
}

/** One colour per role, the same in the scene, the table, the t lines and the article's formulas. */
export const ROLE_COLOR: Readonly<Record<LiangBarskyRow['role'], string>> = {
  entering: 'var(--fig-blue)',
  leaving: 'var(--fig-vermillion)',
  parallel: 'var(--fig-muted)',
};
export const CLIPPED = 'var(--fig-green)';

/**
 * The rows of the t panel: the set of t each boundary allows (a half-line, every t, or none), the
 * window [0, 1], and what all five allow, [max(tEnter, 0), min(tExit, 1)].
 */
export function timeRows(
  result: ClipResult & { readonly rows: readonly LiangBarskyRow[] },
): IntervalRow[] {
  const boundaries = result.rows.map(({ k, t: tk, role, rejects, decisive }) => {
    const entering = role === 'entering';
    const [from, to, words] =
      tk === undefined
        ? rejects
          ? [1, 0, 'no t']
          : [-Infinity, Infinity, 'every t']
        : [
            entering ? tk : -Infinity,
            entering ? Infinity : tk,
            `t ${entering ? '≥' : '≤'} ${formatNumber(tk)}`,
          ];
    return {
      id: `k${k}`,
      label: `${k}: ${words}`,
      from,
      to,
      color: ROLE_COLOR[role],
      emphasis: decisive,
    };
  });
  const [from, to] = meets(result)
    ? [Math.max(result.tEnter, 0), Math.min(result.tExit, 1)]
    : [1, 0];
  return [
    ...boundaries,
    { id: 'window', label: 'window', from: 0, to: 1, color: 'var(--fig-ink)', dashed: true },
    { id: 'clipped', label: 'all five', from, to, color: CLIPPED, emphasis: true },
  ];
}

/** What the gist's `collides()` answers: its test applied to the exact tEnter (u1) and tExit (u2). */
export function sourceReading(input: ClipInput, result: ClipResult) {
  const rejected = result.kind === 'invalid-input' || result.reason === 'parallel';
  const { tEnter, tExit } = result;
  if (!rejected && tEnter <= tExit && tEnter >= 0 && tEnter <= 1) {
    const at: Point = result.enter ?? input.p0;
    const why =
      result.enter === undefined ? 'P0 is on the boundary, so u1 = 0 passes its test' : 'it agrees';
    return {
      sourceCase: 'collision',
      at,
      words: `collision at ${formatPoint(at)}: ${why}.`,
    } as const;
  }
  const startsInside = result.kind === 'inside' || result.kind === 'exits';
  const words = startsInside
    ? 'no collision, since u1 < 0: the segment starts inside. Right in its game, where a body never starts inside a wall; wrong as a general answer.'
    : 'no collision: it agrees.';
  return { sourceCase: 'no-collision', at: null, words } as const;
}
