/**
 * The impact demo's candidates panel: the gap (squared distance minus r²; for two circles in Q's
 * frame) over t with the core's candidate roots and their verdicts. The server renders it in
 * place; the browser loads it (through impact-parts.ts) once the input first changes, so the
 * page's JavaScript before interaction stays within a figure page's budget.
 */
import { useCallback, useMemo } from 'react';
import { timeOfImpactCandidates } from '../../../geometry';
import { CandidatePlot, IMPACT_CANDIDATE_WORDS, gapToPoint, gapToSegment } from '../../../kit';
import { withTime } from '../../../kit/figure';
import type { ImpactView } from './ImpactDemo';

export function CandidatesPanel({ state, input, update }: ImpactView) {
  const onTime = useCallback((t: number) => update((s) => withTime(s, t)), [update]);
  const { f, line } = useMemo(() => {
    if ('center' in input)
      return gapToSegment(input.center, input.velocity, input.a, input.b, input.radius);
    // Circle a in b's frame (relativeCircle, inlined: see bodyOf in ImpactDemo.tsx).
    const { a, b } = input;
    const velocity = { x: a.velocity.x - b.velocity.x, y: a.velocity.y - b.velocity.y };
    return {
      f: gapToPoint(a.center, velocity, b.center, a.radius + b.radius),
      line: undefined,
    };
  }, [input]);
  const candidates = useMemo(() => timeOfImpactCandidates(input), [input]);
  return (
    <CandidatePlot
      {...{ f, compare: line, candidates, words: IMPACT_CANDIDATE_WORDS, listed: true }}
      bands={[{ t0: 0, t1: 1 }]}
      t={state.t}
      onScrub={onTime}
      label="Squared distance to the obstacle minus the squared radius, over t"
    />
  );
}
