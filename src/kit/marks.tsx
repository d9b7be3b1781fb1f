/**
 * Labelled points: a dot or ring with its words beside it (a foot, a hit, "t = 1"), one at a time
 * or from a table. A figure lists every mark it may show, with the result's optional points as
 * they are; a mark whose point is absent (a miss has no hit) draws nothing.
 */
import type { ReactNode } from 'react';
import type { Point } from './point';
import { Label, PointMark, type LabelProps, type PointMarkProps } from './shapes';

export type LabelledPointProps = PointMarkProps & {
  /** The words. */
  readonly children: ReactNode;
  /** The words' offset from the point in viewBox units (as `Label`: right of it and above). */
  readonly offset?: readonly [number, number];
  readonly anchor?: LabelProps['anchor'];
  /** The words' colour: the mark's unless given (the ink colour keeps long words legible). */
  readonly textColor?: string;
};

/** A `PointMark` and its `Label`; decorative like every shape. */
export function LabelledPoint(props: LabelledPointProps) {
  const { children, offset = [8, -8], anchor = 'start', textColor, ...mark } = props;
  return (
    <>
      <PointMark {...mark} />
      <Label at={mark.at} offset={offset} anchor={anchor} color={textColor ?? mark.color}>
        {children}
      </Label>
    </>
  );
}

export type LabelledMark = Omit<LabelledPointProps, 'at' | 'children'> & {
  /** Where the mark goes; `null` or `undefined` (no such point in this result) draws nothing. */
  readonly at: Point | null | undefined;
  /** The words beside the point; also the mark's key, so unique within a list. */
  readonly text: string;
};

export type LabelledMarksProps = {
  /** Drawn in order: a later mark covers an earlier one at the same place. */
  readonly marks: readonly LabelledMark[];
};

/** Each mark of the table whose point is present, as a `LabelledPoint`. */
export function LabelledMarks({ marks }: LabelledMarksProps) {
  return marks.map(({ at, text, ...mark }) =>
    at === null || at === undefined ? null : (
      <LabelledPoint key={text} at={at} {...mark}>
        {text}
      </LabelledPoint>
    ),
  );
}
