/**
 * The root element of every figure: the test hooks of site.md (`id`, `data-figure`,
 * `data-algorithm`, `data-state`, `data-case`, `data-permalink`, and `data-hydrated` for the
 * tests), the caption, and the frame's layout. Everything a figure shows goes inside.
 */
import type { ReactNode } from 'react';
import { useHydrated } from './hooks';

export type FigureFrameProps = {
  /** The figure's name (`data-figure`), e.g. `segment-sweeps-point`. */
  readonly name: string;
  /** The element's id, unique on the page: `#id` links to the figure. */
  readonly id?: string | undefined;
  /** The geometry core function (api.md name) whose result the figure shows (`data-algorithm`). */
  readonly algorithm?: string | undefined;
  /**
   * This figure's own query (without `?`): `data-permalink` is the page's URL with it and `#id`
   * (relative on the server, which does not know the page's address; absolute once hydrated).
   */
  readonly permalinkQuery?: string | undefined;
  /** The algorithm's current input in the geometry core's own shape (serialised into `data-state`). */
  readonly state: unknown;
  /** `kind` or `kind:reason` of the current result (`data-case`). */
  readonly caseId: string;
  /** Caption under the figure; none when absent. */
  readonly caption?: string | undefined;
  /** The figure's number in its article, shown as "Figure 2." before the caption. */
  readonly number?: number | string | undefined;
  /** Accessible name of the figure when there is no caption. */
  readonly label: string;
  /** Extra class for the figure's own layout. */
  readonly className?: string;
  /** The figure's parts. */
  readonly children: ReactNode;
};

/** The link "Copy link" gives: this page with the figure's query, scrolled to the figure. */
export function permalinkOf(query: string, id: string | undefined, absolute: boolean): string {
  const relative = `?${query}${id === undefined ? '' : `#${id}`}`;
  return absolute ? `${window.location.origin}${window.location.pathname}${relative}` : relative;
}

export function FigureFrame({
  name,
  id,
  algorithm,
  permalinkQuery,
  state,
  caseId,
  caption,
  number,
  label,
  className,
  children,
}: FigureFrameProps) {
  const hydrated = useHydrated();
  const numbered = number === undefined ? undefined : `Figure ${number}`;
  return (
    <figure
      className={className === undefined ? 'kit-figure' : `kit-figure ${className}`}
      id={id}
      data-figure={name}
      data-algorithm={algorithm}
      data-state={JSON.stringify(state)}
      data-case={caseId}
      data-permalink={
        permalinkQuery === undefined ? undefined : permalinkOf(permalinkQuery, id, hydrated)
      }
      data-hydrated={hydrated ? 'true' : undefined}
      aria-label={
        caption !== undefined ? undefined : numbered === undefined ? label : `${numbered}: ${label}`
      }
    >
      {children}
      {(caption !== undefined || numbered !== undefined) && (
        <figcaption className="kit-caption">
          {numbered !== undefined && <span className="kit-figure-number">{numbered}.</span>}
          {numbered !== undefined && caption !== undefined && ' '}
          {caption}
        </figcaption>
      )}
    </figure>
  );
}
