/**
 * The stage most figures start with: the math region of the figure's `VIEW` box, and its grid and
 * numbered axes under everything else (one `grid` layer switches both).
 */
import { Axes, Grid, type AxesProps } from './Grid';
import { DecorLayer } from './layers';
import type { Box } from './point';
import { Stage, type StageProps } from './Stage';

export type ViewStageProps = Omit<StageProps, 'xDomain' | 'yDomain'> & {
  /** The visible region in math units (a figure's `VIEW`). */
  readonly view: Box;
  /** The grid's step; `false` (a hidden grid layer, or a thumbnail) draws no grid and no axes. */
  readonly grid: number | false;
  /** The axes' numbering and names; numbers every two units unless `labelStep` says otherwise. */
  readonly axes?: AxesProps;
};

export function ViewStage({ view, grid, axes, children, ...stage }: ViewStageProps) {
  return (
    <Stage xDomain={[view.xMin, view.xMax]} yDomain={[view.yMin, view.yMax]} {...stage}>
      {grid !== false && (
        <DecorLayer>
          <Grid step={grid} />
          <Axes labelStep={2} {...axes} />
        </DecorLayer>
      )}
      {children}
    </Stage>
  );
}
