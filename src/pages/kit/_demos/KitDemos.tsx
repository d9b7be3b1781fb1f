/**
 * All 2D demos of the kit page as one island: one entry chunk holds every module only the kit page
 * uses, so the bundler never files them in a chunk the article figures share. Plots with the figure
 * controls (/kit/plots/) and the 3D orbit view (/kit/3d/) have their own pages, so each page stays
 * within the JavaScript budget of a figure page.
 */
import { ConstructionsDemo } from './ConstructionsDemo';
import { DisplaysDemo } from './DisplaysDemo';
import { FrameDemo } from './FrameDemo';
import { HandlesDemo } from './HandlesDemo';
import { MotionDemo } from './MotionDemo';
import { PointsDemo } from './PointsDemo';
import { RaysDemo } from './RaysDemo';
import { RectangleDemo } from './RectangleDemo';
import { ShapesDemo } from './ShapesDemo';

export function KitDemos() {
  return (
    <>
      <h2 id="handles">Handles</h2>
      <HandlesDemo />
      <h2 id="displays">One gesture, other looks: Movable and the displays</h2>
      <DisplaysDemo />
      <h2 id="point-handles">Point handles from a table, and a table of values</h2>
      <PointsDemo />
      <h2 id="shapes">Shapes</h2>
      <ShapesDemo />
      <h2 id="constructions">Construction pieces and a segment's parts</h2>
      <ConstructionsDemo />
      <h2 id="rectangle">Rectangle handles and a linked table</h2>
      <RectangleDemo />
      <h2 id="lists">Lists of handles and their permalink</h2>
      <RaysDemo />
      <h2 id="frames">Nested frames</h2>
      <FrameDemo />
      <h2 id="motion">Motion over a step</h2>
      <MotionDemo />
    </>
  );
}
