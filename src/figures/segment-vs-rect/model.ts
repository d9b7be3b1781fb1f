/**
 * What the segment-vs-rectangle figure says about a result, pure and unit-tested: the case label's
 * words, the set of t each boundary allows, and the source's reading (the gist's `collides()`)
 * shown beside the case, never in it.
 */
import type { ClipInput, ClipResult, LiangBarskyRow } from '../../geometry';
import {
  formatPoint,
  halfLineRow,
  segmentQueryLabel,
  windowRows,
  type CaseLabelProps,
  type IntervalRow,
  type Point,
} from '../../kit';

/** The segment and the rectangle have a common point. */
export function meets(result: ClipResult): boolean {
  return result.kind !== 'outside' && result.kind !== 'invalid-input';
}

/** The case label's words: the kind, the times that decided it, the flags. */
export function describeCase(input: ClipInput, result: ClipResult): CaseLabelProps {
  return segmentQueryLabel(result, input.p0, {
    body: 'the closed rectangle',
    invalid: 'not a rectangle (min > max)',
    reasons: { parallel: 'parallel to a boundary, on its far side (p = 0, q < 0)' },
    flags: result.alongEdge ? ['along an edge'] : [],
  });
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
  const boundaries = result.rows.map(({ k, t: tk, role, rejects, decisive }) =>
    halfLineRow({
      id: `k${k}`,
      name: `${k}`,
      bound: tk,
      side: role === 'entering' ? 'lower' : 'upper',
      empty: rejects,
      color: ROLE_COLOR[role],
      emphasis: decisive,
    }),
  );
  const kept = meets(result)
    ? ([Math.max(result.tEnter, 0), Math.min(result.tExit, 1)] as const)
    : null;
  return [...boundaries, ...windowRows(kept, { label: 'all five', color: CLIPPED })];
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
