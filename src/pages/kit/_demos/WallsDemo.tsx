/**
 * A list of segments (segment-list.tsx): walls drawn with a square handle on each end, the
 * end-moving rule that never shrinks a wall to a point (the permalink's segmentCodec refuses
 * one), and the list control that adds and removes walls; the list as a permalink writes it.
 */
import { useState } from 'react';
import {
  DecorLayer,
  FigureFrame,
  SegmentItemList,
  SegmentLines,
  SegmentListHandles,
  listCodec,
  moveSegmentEnd,
  ownQuery,
  point,
  segmentCodec,
  type SegmentValue,
} from '../../../kit';
import { DemoStage, STEP, place } from './shared';

const WALL = 'var(--fig-vermillion)';
const MAX_WALLS = 4;
const SCHEMA = { walls: listCodec(segmentCodec(50), { max: MAX_WALLS }) };
type State = { walls: readonly SegmentValue[] };
const START: State = {
  walls: [
    { from: point(-5, -2), to: point(-1, -2) },
    { from: point(1, 3), to: point(4, 0) },
  ],
};
const ADDED: SegmentValue = { from: point(-4, 2), to: point(-2, 3) };

export function WallsDemo() {
  const [state, setState] = useState(START);
  const store = (walls: readonly SegmentValue[]) =>
    setState((s) => (walls === s.walls ? s : { walls }));
  return (
    <FigureFrame
      name="kit-walls"
      state={state}
      caseId={`walls:${state.walls.length}`}
      label="Kit demo: a list of walls"
      caption="Drag a wall's ends W1a, W1b, …; an end dropped on the wall's other end stays where it was (a wall is never a point). Add or remove walls with the buttons."
    >
      <DemoStage x={[-6, 6]} y={[-4, 4]} width={480} height={320} label="Walls">
        <DecorLayer>
          <SegmentLines segments={state.walls} color={WALL} />
        </DecorLayer>
        <SegmentListHandles
          {...{ segments: state.walls, prefix: 'W', color: WALL, step: STEP }}
          description="wall end"
          onMove={(index, end, wanted, intent) =>
            setState((s) => {
              const walls = moveSegmentEnd(s.walls, index, end, place(wanted, intent));
              return walls === s.walls ? s : { walls };
            })
          }
        />
      </DemoStage>
      <SegmentItemList
        {...{ segments: state.walls, prefix: 'W', noun: 'wall', max: MAX_WALLS, added: ADDED }}
        onChange={store}
      />
      <p className="kit-caption">
        In a permalink: <code data-testid="walls-query">?{ownQuery(SCHEMA, state)}</code>
      </p>
    </FigureFrame>
  );
}
