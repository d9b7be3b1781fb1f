/**
 * The kit's 3D page as one island (one entry chunk for the modules only the kit uses): the orbit
 * view's pieces, and a 3D figure made with `defineFigure` and the orbit camera.
 */
import { Defined3dDemo } from './Defined3dDemo';
import { OrbitDemo } from './OrbitDemo';

export function OrbitDemos() {
  return (
    <>
      <OrbitDemo />
      <h2 id="defined-3d">A 3D figure made with defineFigure</h2>
      <Defined3dDemo />
    </>
  );
}
