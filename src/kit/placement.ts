/**
 * Placing handles on the grid and boxes by a constraint: apart from point.ts so figures that do not
 * use them (their module would ride along in the chunk every figure shares) do not load them.
 */
import { clampToBox, compose, point, snapToGrid, type Box, type Constraint } from './point';

/**
 * The usual handle placement of a figure: snapped, on the grid lines inside `view`; free (a
 * modifier held, or snapping off), anywhere in the view with three decimals, which is plenty for a
 * picture and keeps links short.
 */
export function viewConstraint(view: Box, step: number): (snap: boolean) => Constraint {
  const onGrid = (v: number, round: (x: number) => number) => round(v / step) * step;
  const grid = clampToBox({
    xMin: onGrid(view.xMin, Math.ceil),
    xMax: onGrid(view.xMax, Math.floor),
    yMin: onGrid(view.yMin, Math.ceil),
    yMax: onGrid(view.yMax, Math.floor),
  });
  const snapped = compose(snapToGrid(step), grid);
  const free = compose(clampToBox(view), (p) =>
    point(Number(p.x.toFixed(3)), Number(p.y.toFixed(3))),
  );
  return (snap) => (snap ? snapped : free);
}

/**
 * A box whose min and max corners went through a constraint (a snap, a clamp). A monotone
 * constraint keeps min ≤ max; the same box comes back when nothing moved, so no re-render.
 */
export function placeBox(box: Box, place: Constraint): Box {
  const low = place(point(box.xMin, box.yMin));
  const high = place(point(box.xMax, box.yMax));
  const placed = { xMin: low.x, yMin: low.y, xMax: high.x, yMax: high.y };
  return sameBox(placed, box) ? box : placed;
}

/** Two boxes with the same sides. */
export function sameBox(a: Box, b: Box): boolean {
  return a.xMin === b.xMin && a.xMax === b.xMax && a.yMin === b.yMin && a.yMax === b.yMax;
}
