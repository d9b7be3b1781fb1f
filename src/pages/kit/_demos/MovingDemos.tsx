/**
 * The kit's moving-circle page as one island: the moving circle's pieces with a choice group, a
 * list of segments (walls), parts loaded on demand, and a figure made with `defineFigure` (the
 * time plots' chunk that its time setter needs already loads with the scrubber's figures).
 */
import { DefinedDemo } from './DefinedDemo';
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
      <h2 id="defined">A figure made with defineFigure</h2>
      <DefinedDemo />
    </>
  );
}
