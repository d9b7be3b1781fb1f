/**
 * The case label of a time of impact: a body moving over the step (t from 0 to 1) against an
 * obstacle, answered as a first contact (`hit`), an overlap that deepens at t = 0
 * (`penetrating`), or a miss for a reason (algorithms.md §5). The words are the kit's; the case is
 * the figure's algorithm's, passed in as its result, and nothing here decides one.
 */
import type { CaseLabelProps } from './controls';
import { formatNumber, formatPoint } from './format';
import type { Point } from './point';

export type ImpactResult = {
  readonly kind: 'hit' | 'penetrating' | 'miss' | 'invalid-input';
  /** Only for `miss`. */
  readonly reason?: 'separating' | 'no-motion' | 'no-contact' | undefined;
  /** The time of first contact, in [0, 1]. */
  readonly t?: number | undefined;
  /** The contact point. */
  readonly point?: Point | undefined;
  /** The obstacle's part that is hit (a capsule's `side`, `cap-a` or `cap-b`). */
  readonly feature?: string | undefined;
};

const CAPSULE_FEATURES: Readonly<Record<string, string>> = {
  side: ', on the side',
  'cap-a': ', on the cap at A',
  'cap-b': ', on the cap at B',
};
const REASONS = {
  separating: 'touching or overlapping at t = 0 but not approaching: let go',
  'no-motion': 'no (relative) motion in this step',
  'no-contact': 'no contact within the step',
};

/**
 * The kind, the reason or the time and place of contact, as the live region announces them;
 * `features` words the obstacle's parts after the contact point (default: a capsule's).
 */
export function impactCaseLabel(
  result: ImpactResult,
  features: Readonly<Record<string, string>> = CAPSULE_FEATURES,
): CaseLabelProps {
  const { kind, reason = 'no-contact', t = 0, point = { x: 0, y: 0 } } = result;
  if (kind === 'invalid-input') {
    const detail = 'a number is not finite or a radius is negative';
    return { kind: 'invalid input', tone: 'miss', detail };
  }
  if (kind === 'miss') return { kind: `miss: ${reason}`, tone: 'miss', detail: REASONS[reason] };
  const contact = `contact at ${formatPoint(point)}${features[result.feature ?? ''] ?? ''}`;
  const detail =
    kind === 'penetrating'
      ? `overlapping and moving deeper: stop at t = 0, ${contact}`
      : `at t = ${formatNumber(t, 3)}, ${contact}`;
  return { kind, tone: 'contact', detail };
}
