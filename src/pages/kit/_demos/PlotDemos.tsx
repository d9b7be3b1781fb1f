/**
 * The kit's plots page as one island: the plot of a function of t with the time it drives, the
 * graph of a function of t across a scene, and the figure controls with a live derivation and the
 * polynomial plot.
 */
import { ControlsDemo } from './ControlsDemo';
import { GraphDemo } from './GraphDemo';
import { PlotDemo } from './PlotDemo';

export function PlotDemos() {
  return (
    <>
      <h2 id="plots">Plots and time</h2>
      <PlotDemo />
      <h2 id="graph">A function's graph across a scene, its roots and where it is negative</h2>
      <GraphDemo />
      <h2 id="controls">Figure controls, a live derivation, the polynomial plot</h2>
      <ControlsDemo />
    </>
  );
}
