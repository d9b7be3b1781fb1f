/**
 * The slide along walls (slideAlongWalls), loaded when "Slide along walls" is switched on: the
 * extra walls with their handles and their list, the path through the contacts, and the circle
 * at the scrubbed time along it.
 */
import { useMemo } from 'react';
import {
  DecorLayer,
  Handle,
  HandleLayer,
  ItemList,
  MotionPath,
  Segment,
  addItem,
  formatPoint,
  point,
  removeItem,
  replaceItem,
  type Point,
} from '../../kit';
import { BODY, Body, OBSTACLE, alongVector, type View } from './CircleTimeOfImpactFigure';
import { GRID_STEP, MAX_WALLS, place, slideOf, toiModel, type ToiState } from './state';

/** Moves one end of an extra wall; a wall never shrinks to a point (the permalink refuses it). */
export function moveWallEnd(
  state: ToiState,
  index: number,
  end: 'from' | 'to',
  wanted: Point,
  free: boolean,
) {
  const wall = state.walls[index];
  if (wall === undefined) return state;
  const moved = { ...wall, [end]: place(state.snap && !free)(wanted) };
  const same = moved[end].x === wall[end].x && moved[end].y === wall[end].y;
  if (same || (moved.from.x === moved.to.x && moved.from.y === moved.to.y)) return state;
  return toiModel.settle(state, { ...state, walls: replaceItem(state.walls, index, moved) });
}

/** The centre at time t (a fraction of the step): linear between the contacts. */
function slidePosition({ positions, contacts }: ReturnType<typeof slideOf>, t: number): Point {
  const times = [0, ...contacts.filter((c) => c.time > 0).map((c) => c.time), 1];
  for (let i = 0; i + 1 < positions.length; i += 1) {
    const [t0 = 0, t1 = 1] = [times[i], times[i + 1]];
    const [from = point(0, 0), to = from] = [positions[i], positions[i + 1]];
    if (t <= t1 || i + 2 === positions.length) {
      const f = t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 1;
      return alongVector(from, { x: to.x - from.x, y: to.y - from.y }, f);
    }
  }
  return positions[0] ?? point(0, 0);
}

export function SlideLayer({ state, update, show }: View) {
  const slide = useMemo(() => slideOf(state), [state]);
  const { positions } = slide;
  return (
    <>
      <DecorLayer>
        {state.walls.map((wall, i) => (
          <Segment key={i} from={wall.from} to={wall.to} color={OBSTACLE} width={4} />
        ))}
        {positions.slice(1).map((to, i) => (
          <MotionPath
            key={i}
            from={positions[i] ?? to}
            to={to}
            color={BODY}
            arrow={i === positions.length - 2}
          />
        ))}
        <Body at={slidePosition(slide, state.t)} radius={state.r} inner={null} />
      </DecorLayer>
      {show('handles') && (
        <HandleLayer>
          {state.walls.flatMap((wall, index) =>
            (['from', 'to'] as const).map((end) => (
              <Handle
                key={`${index}${end}`}
                label={`W${index + 1}${end === 'from' ? 'a' : 'b'}`}
                at={wall[end]}
                step={GRID_STEP}
                color={OBSTACLE}
                shape="square"
                description="wall end"
                onMove={(wanted, intent) =>
                  update((s) => moveWallEnd(s, index, end, wanted, intent.free))
                }
              />
            )),
          )}
        </HandleLayer>
      )}
    </>
  );
}

export function WallList({ state, update }: View) {
  const names = state.walls.map(
    (w, i) => `W${i + 1} from ${formatPoint(w.from)} to ${formatPoint(w.to)}`,
  );
  const wall = { from: point(-6, -4), to: point(6, -4) };
  return (
    <ItemList
      noun="wall"
      max={MAX_WALLS}
      names={names}
      onAdd={() => update((s) => ({ ...s, walls: addItem(s.walls, wall, MAX_WALLS) }))}
      onRemove={(i) => update((s) => ({ ...s, walls: removeItem(s.walls, i, 0) }))}
    />
  );
}
