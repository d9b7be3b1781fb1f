/**
 * The case label of the moving-circle figure: kind, reason and the key numbers. Pure; the numbers
 * of the plot and the derivation, needed only once the reader changes something, are in
 * numbers.ts (loaded on demand).
 */
import type { TimeOfImpact } from '../../geometry';
import { formatNumber, formatPoint, type CaseLabelProps } from '../../kit';
import type { ToiInput } from './state';

const FEATURES: Readonly<Record<string, string>> = {
  side: ', on the side',
  'cap-a': ', on the cap at A',
  'cap-b': ', on the cap at B',
};
const REASONS = {
  separating: 'touching or overlapping at t = 0 but not approaching: let go',
  'no-motion': 'no (relative) motion in this step',
  'no-contact': 'no contact within the step',
};

/** The case label: kind, reason and the key numbers, as the live region announces them. */
export function describeCase(_: ToiInput, result: TimeOfImpact): CaseLabelProps {
  const { kind, reason = 'no-contact', t = 0, point = { x: 0, y: 0 } } = result;
  if (kind === 'invalid-input') {
    return {
      kind: 'invalid input',
      tone: 'miss',
      detail: 'a number is not finite or a radius is negative',
    };
  }
  if (kind === 'miss') return { kind: `miss: ${reason}`, tone: 'miss', detail: REASONS[reason] };
  const contact = `contact at ${formatPoint(point)}${FEATURES[result.feature ?? ''] ?? ''}`;
  const detail =
    kind === 'penetrating'
      ? `overlapping and moving deeper: stop at t = 0, ${contact}`
      : `at t = ${formatNumber(t, 3)}, ${contact}`;
  return { kind, tone: 'contact', detail };
}
