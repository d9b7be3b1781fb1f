/**
 * A function of t with the candidate roots of a decision: each root marked on the t axis (filled
 * when kept) and, when `listed`, a list under the plot that says for each candidate whether it was
 * kept and why. The decision is the figure's algorithm's (passed in as its candidates), the words
 * are the figure's or, for a time of impact, `IMPACT_CANDIDATE_WORDS`.
 */
import { formatNumber } from '../format';
import { FunctionPlot, type FunctionPlotProps } from './FunctionPlot';

/** One candidate root: its name, its time (null when there is none), kept or not, and why. */
export type Candidate<N extends string, V extends string> = {
  readonly name: N;
  readonly t: number | null;
  readonly kept: boolean;
  readonly why: V;
};

/** The words of candidates' names and verdicts. */
export type CandidateWords<N extends string, V extends string> = {
  readonly names: Readonly<Record<N, string>>;
  readonly verdicts: Readonly<Record<V, string>>;
};

export type CandidatePlotProps<N extends string, V extends string> = Omit<
  FunctionPlotProps,
  'marks'
> & {
  /** Every candidate, in the order the decision meets them. */
  readonly candidates: readonly Candidate<N, V>[];
  readonly words: CandidateWords<N, V>;
  /** Show the list of candidates under the plot. */
  readonly listed: boolean;
  /** Accessible name of the list. */
  readonly listLabel?: string;
};

/** The candidate roots of a time of impact, as `timeOfImpactCandidates` names and judges them. */
export const IMPACT_CANDIDATE_WORDS = {
  names: {
    start: 't = 0 rule',
    entry: 'entry',
    exit: 'exit',
    side: 'side line',
    'far-side': 'far side line',
    'cap-a': 'cap A',
    'cap-b': 'cap B',
  },
  verdicts: {
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
  },
} as const;

export function CandidatePlot<N extends string, V extends string>(props: CandidatePlotProps<N, V>) {
  const { candidates, words, listed, listLabel = 'Candidate roots', ...plot } = props;
  return (
    <>
      <FunctionPlot
        {...plot}
        marks={candidates.flatMap(({ t, kept }) => (t === null ? [] : [{ t, valid: kept }]))}
      />
      {listed && (
        <ul className="kit-candidates" aria-label={listLabel}>
          {candidates.map(({ name, t, kept, why }) => (
            <li key={name} className={kept ? 'is-valid' : undefined}>
              {kept ? '✓' : '✗'} {words.names[name]}
              {t === null ? '' : ` t = ${formatNumber(t, 3)}`}: {words.verdicts[why]}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
