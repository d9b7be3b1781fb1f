/**
 * The moving-circle figure's plot panel: the squared distance in t with every candidate root of
 * the core (timeOfImpactCandidates), kept or rejected and why. Loaded on demand (on-demand.ts);
 * the server renders it in place.
 */
import { useCallback, useMemo } from 'react';
import { timeOfImpactCandidates } from '../../geometry';
import { CandidatePlot, IMPACT_CANDIDATE_WORDS, impactGap } from '../../kit';
import { withTime } from '../../kit/figure';
import type { View } from './CircleTimeOfImpactFigure';
import { problemOf } from './derivation';

export function Plot({ state, input, update, show }: View) {
  // Not the kit's useTimeSetter: its module's name would join the figure's list of chunks to load.
  const onTime = useCallback((t: number) => update((s) => withTime(s, t)), [update]);
  const { f, line } = useMemo(() => impactGap(problemOf(input)), [input]);
  const candidates = useMemo(() => timeOfImpactCandidates(input), [input]);
  return (
    <CandidatePlot
      {...{ f, compare: line, candidates, words: IMPACT_CANDIDATE_WORDS }}
      bands={[{ t0: 0, t1: 1 }]}
      t={state.t}
      onScrub={onTime}
      listed={show('candidates')}
      label="Squared distance to the obstacle minus the squared radius, over t from −0.25 to 1.25"
    />
  );
}
