/**
 * The kit's moving-circle page as one island: the moving circle's pieces with a choice group, a
 * list of segments (walls), and parts loaded on demand.
 */
import { MovingCircleDemo } from './MovingCircleDemo';
import { OnDemandDemo } from './OnDemandDemo';
import { WallsDemo } from './WallsDemo';

export function MovingDemos() {
  return (
    <>
      <h2 id="moving-circle">A circle moving over a step, and a choice</h2>
      <MovingCircleDemo />
      <h2 id="walls">A list of segments (walls)</h2>
      <WallsDemo />
      <h2 id="on-demand">Parts loaded on demand</h2>
      <OnDemandDemo />
    </>
  );
}
