/**
 * A defined figure's live derivation as a panel: the rows come from the algorithm's input and
 * result alone, so the panel skips the renders where only the time or a toggle changes, and every
 * figure names it the same way (its browser tests find it by that name).
 */
import { useMemo, type ReactNode } from 'react';
import { LiveDerivation, type DerivationRow } from '../LiveDerivation';

/** The accessible name of every figure's live derivation. */
export const DERIVATION_LABEL = 'Derivation with the current numbers';

/** The rows a figure derives from its input and result (computed again only when either changes). */
export type DerivationRowsOf<I, R> = (input: I, result: R) => readonly DerivationRow[];

/**
 * The figure's derivation as a component of its input and result, e.g. the server's part of a
 * panel loaded on demand (`onDemandPart`). `className` sets its font size.
 */
export function liveDerivationOf<I, R>(
  rowsOf: DerivationRowsOf<I, R>,
  className?: string,
): (props: { readonly input: I; readonly result: R }) => ReactNode {
  return function Derivation({ input, result }) {
    const rows = useMemo(() => rowsOf(input, result), [input, result]);
    const look = className === undefined ? {} : { className };
    return <LiveDerivation rows={rows} label={DERIVATION_LABEL} {...look} />;
  };
}

/**
 * The `derivation` layer's panel of a defined figure:
 * `panels: [derivationPanel((input, result) => rows, { title: 'The numbers' })]`.
 */
export function derivationPanel<I, R>(
  rowsOf: DerivationRowsOf<I, R>,
  { title, className }: { readonly title?: ReactNode; readonly className?: string } = {},
) {
  return {
    layer: 'derivation',
    ...(title === undefined ? {} : { title }),
    usesState: false,
    Panel: liveDerivationOf(rowsOf, className),
  } as const;
}
