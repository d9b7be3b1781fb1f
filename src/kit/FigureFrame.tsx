/**
 * The root element of every figure: the test hooks of site.md (`data-figure`, `data-state`,
 * `data-case`, `data-hydrated`), the caption, and the frame's layout. Everything a figure shows goes
 * inside.
 */
import type { ReactNode } from 'react';
import { useHydrated } from './hooks';

export type FigureFrameProps = {
  /** The figure's name (`data-figure`), e.g. `segment-sweeps-point`. */
  readonly name: string;
  /** The algorithm's current input in the geometry core's own shape (serialised into `data-state`). */
  readonly state: unknown;
  /** `kind` or `kind:reason` of the current result (`data-case`). */
  readonly caseId: string;
  /** Caption under the figure; none when absent. */
  readonly caption?: string | undefined;
  /** Accessible name of the figure when there is no caption. */
  readonly label: string;
  /** Extra class for the figure's own layout. */
  readonly className?: string;
  /** The figure's parts. */
  readonly children: ReactNode;
};

export function FigureFrame({
  name,
  state,
  caseId,
  caption,
  label,
  className,
  children,
}: FigureFrameProps) {
  const hydrated = useHydrated();
  return (
    <figure
      className={className === undefined ? 'kit-figure' : `kit-figure ${className}`}
      data-figure={name}
      data-state={JSON.stringify(state)}
      data-case={caseId}
      data-hydrated={hydrated ? 'true' : undefined}
      aria-label={caption === undefined ? label : undefined}
    >
      {children}
      {caption !== undefined && <figcaption className="kit-caption">{caption}</figcaption>}
    </figure>
  );
}
