/**
 * Words beside a figure that carry its colours: a reading note under the scene (what the source's
 * code answers, the ray read as one step) with its own test attribute, and a tag that puts a bar
 * of a scene colour beside a table cell's words.
 */
import type { ReactNode } from 'react';
import './annotations.css';

export type ReadingNoteProps = {
  /**
   * The attribute that states the reading's own case for tests and scripts, e.g.
   * `data-source-case`; never `data-case`, which stays the algorithm's answer.
   */
  readonly attribute: `data-${string}`;
  /** The reading's case, the attribute's value. */
  readonly caseId: string;
  /** The bar at its side: the colour of the reading's mark in the scene. */
  readonly color: string;
  readonly children: ReactNode;
};

/** A second reading of the same input, set apart from the case label it must not be taken for. */
export function ReadingNote({ attribute, caseId, color, children }: ReadingNoteProps) {
  return (
    <p className="kit-reading" style={{ borderLeftColor: color }} {...{ [attribute]: caseId }}>
      {children}
    </p>
  );
}

export type ColorTagProps = {
  /** The scene colour of what the words name (a CSS value, a `--fig-*` variable). */
  readonly color: string;
  /** Bold: the row that decides. */
  readonly strong?: boolean;
  readonly children: ReactNode;
};

/** Words with their scene colour as a bar beside them: coloured text would be too faint to read. */
export function ColorTag({ color, strong = false, children }: ColorTagProps) {
  return (
    <span
      className={strong ? 'kit-color-tag is-strong' : 'kit-color-tag'}
      style={{ borderLeftColor: color }}
    >
      {children}
    </span>
  );
}
