/**
 * The moving-circle figure's plot panel: the squared distance in t with every candidate root of
 * the core (timeOfImpactCandidates), kept or rejected and why. Loaded on demand (on-demand.ts);
 * the server renders it in place.
 */
import { useMemo } from 'react';
import {
  timeOfImpactCandidates,
  type ToiCandidateName,
  type ToiCandidateVerdict,
} from '../../geometry';
import { FunctionPlot, formatNumber } from '../../kit';
import { useTimeSetter } from '../../kit/figure';
import type { View } from './CircleTimeOfImpactFigure';
import { distanceFunctions } from './numbers';

const CANDIDATE_NAMES: Readonly<Record<ToiCandidateName, string>> = {
  start: 't = 0 rule',
  entry: 'entry',
  exit: 'exit',
  side: 'side line',
  'far-side': 'far side line',
  'cap-a': 'cap A',
  'cap-b': 'cap B',
};

const VERDICTS: Readonly<Record<ToiCandidateVerdict, string>> = {
  'first-contact': 'first contact',
  'contact-at-start': 'in contact at t = 0 and approaching',
  'moving-apart': 'in contact at t = 0, moving apart',
  'start-decides': 'the t = 0 rule decides',
  exit: 'where the circle leaves',
  'no-real-root': 'no real root',
  'not-approaching': 'not moving towards the line',
  'outside-step': 'outside the step',
  'foot-outside': 'foot outside the segment',
  'not-earliest': 'not the earliest',
  tie: 'the same instant as the cap, which the tie rule names',
};

export function Plot({ state, input, update, show }: View) {
  const onTime = useTimeSetter(update);
  const { f, line } = useMemo(() => distanceFunctions(input), [input]);
  const candidates = useMemo(() => timeOfImpactCandidates(input), [input]);
  return (
    <>
      <FunctionPlot
        f={f}
        compare={line}
        bands={[{ t0: 0, t1: 1 }]}
        t={state.t}
        onScrub={onTime}
        marks={candidates.flatMap(({ t, kept }) => (t === null ? [] : [{ t, valid: kept }]))}
        label="Squared distance to the obstacle minus the squared radius, over t from −0.25 to 1.25"
      />
      {show('candidates') && (
        <ul className="toi-candidates" aria-label="Candidate roots">
          {candidates.map(({ name, t, kept, why }) => (
            <li key={name} className={kept ? 'is-valid' : undefined}>
              {kept ? '✓' : '✗'} {CANDIDATE_NAMES[name]}
              {t === null ? '' : ` t = ${formatNumber(t, 3)}`}: {VERDICTS[why]}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
