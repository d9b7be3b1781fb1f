/**
 * The slide along walls (slideAlongWalls), loaded when "Slide along walls" is switched on: the
 * extra walls with their handles and their list, the path through the contacts, and the circle
 * at the scrubbed time along it.
 */
import { useMemo } from 'react';
import {
  BentMotion,
  DecorLayer,
  SegmentItemList,
  SegmentLines,
  SegmentListHandles,
  moveSegmentEnd,
  point,
  type SegmentValue,
} from '../../kit';
import { BODY, BODY_FILL, OBSTACLE, type View } from './CircleTimeOfImpactFigure';
import { GRID_STEP, MAX_WALLS, place, slideOf, toiModel, type ToiState } from './state';

const setWalls = (state: ToiState, walls: readonly SegmentValue[]) =>
  toiModel.settle(state, { ...state, walls });

export function SlideLayer({ state, update, show }: View) {
  const { positions, contacts } = useMemo(() => slideOf(state), [state]);
  const times = contacts.filter((c) => c.time > 0).map((c) => c.time);
  return (
    <>
      <DecorLayer>
        <SegmentLines segments={state.walls} color={OBSTACLE} />
        <BentMotion
          {...{ positions, times, t: state.t, radius: state.r }}
          color={BODY}
          fill={BODY_FILL}
        />
      </DecorLayer>
      {show('handles') && (
        <SegmentListHandles
          segments={state.walls}
          {...{ prefix: 'W', color: OBSTACLE, step: GRID_STEP, description: 'wall end' }}
          onMove={(index, end, wanted, intent) =>
            update((s) => {
              const placed = place(s.snap && !intent.free)(wanted);
              return setWalls(s, moveSegmentEnd(s.walls, index, end, placed));
            })
          }
        />
      )}
    </>
  );
}

export function WallList({ state, update }: View) {
  const added = { from: point(-6, -4), to: point(6, -4) };
  return (
    <SegmentItemList
      {...{ segments: state.walls, prefix: 'W', noun: 'wall', max: MAX_WALLS, added }}
      onChange={(walls) => update((s) => setWalls(s, walls))}
    />
  );
}
