/**
 * The sphere-vs-sphere figure's drawing, shared by the interactive figure and the home page's
 * thumbnail: both balls over a floor grid, the centre line d, the triangle c1–c2–q with sides
 * r1 and r2 in a plane through the centres, x from c1 to the circle's plane, the circle with its
 * centre and normal, the Gram–Schmidt vectors u and v that draw it, and the handles.
 */
import type { SpheresInput, SpheresResult } from '../../geometry';
import { BallHandles, Circle3, DecorLayer, FloorStage, HandleLayer, Label3 } from '../../kit';
import { Point3Mark, Segment3, Sphere3, formatNumber, useSceneMoves } from '../../kit';
import type { OrbitSceneProps, Point3 } from '../../kit';
import { BASIS, CIRCLE, SPHERE_A, SPHERE_B, X_COLOR, along, construction } from './model';
import { camera, type PairHandle, type PairRadius } from './state';

export type PairSceneProps = OrbitSceneProps<
  SpheresInput,
  SpheresResult,
  PairHandle,
  PairRadius
> & {
  readonly basis: boolean;
};

/** The two spheres: handle keys, labels and colours, in drawing order. */
export const SPHERES = [
  { key: 'c1', radiusKey: 'r1', side: 'a', label: 'C1', color: SPHERE_A, words: 'sphere 1' },
  { key: 'c2', radiusKey: 'r2', side: 'b', label: 'C2', color: SPHERE_B, words: 'sphere 2' },
] as const;
const KEYS = SPHERES.map((s) => s.key);
const RADIUS_KEYS = SPHERES.map((s) => s.radiusKey);

/** A stroke from `from` along the unit vector `w`, named at its tip. */
type DirectionProps = { from: Point3; w: Point3; name: string; reach: number };
function Direction({ from, w, name, reach }: DirectionProps) {
  const tip = along(from, w, reach);
  const stroke = name === 'n' ? 'solid' : 'dotted';
  return (
    <>
      <Segment3 from={from} to={tip} color={BASIS} width={2} stroke={stroke} />
      <Label3 at={tip} color={BASIS} offset={[6, -6]}>
        {name}
      </Label3>
    </>
  );
}

/** The triangle, x, the circle, its normal and (when asked, and there is a circle) u and v. */
function Construction(props: Pick<PairSceneProps, 'input' | 'result' | 'basis'>) {
  const { a, b } = props.input;
  const built = construction(props.input, props.result);
  if (built === null) return null;
  const { center, radius, normal, x, u, v, q } = built;
  const reach = Math.max(radius, 1.5);
  const directions = props.basis && radius > 0 ? { n: normal, u, v } : { n: normal };
  return (
    <>
      <Segment3 from={a.center} to={q} color={SPHERE_A} width={1.5} stroke="dashed" />
      <Segment3 from={b.center} to={q} color={SPHERE_B} width={1.5} stroke="dashed" />
      <Segment3 from={a.center} to={center} color={X_COLOR} width={5} />
      <Label3 at={along(a.center, normal, x / 2)} color={X_COLOR} offset={[0, -12]}>
        {`x = ${formatNumber(x)}`}
      </Label3>
      {radius > 0 && (
        <>
          <Circle3 center={center} normal={normal} radius={radius} color={CIRCLE} width={3} />
          <Segment3 from={center} to={q} color={CIRCLE} width={2} />
          <Label3 at={q} color={CIRCLE} offset={[8, 14]}>
            {`q; ρ = ${formatNumber(radius)}`}
          </Label3>
        </>
      )}
      {Object.entries(directions).map(([name, w]) => (
        <Direction key={name} from={center} w={w} name={name} reach={reach} />
      ))}
      <Point3Mark at={center} color={CIRCLE} radius={5} />
    </>
  );
}

export function PairScene(props: PairSceneProps) {
  const { input, result, orbit, basis, depth = false } = props;
  const moves = useSceneMoves(KEYS, RADIUS_KEYS, props);
  return (
    <FloorStage
      {...{ camera, orbit, input, onOrbit: props.onOrbit }}
      label="Two spheres in space"
      drops={[input.a.center, input.b.center]}
    >
      <DecorLayer>
        {SPHERES.map(({ side, color }) => (
          <Sphere3 key={side} {...input[side]} color={color} />
        ))}
        <Segment3 from={input.a.center} to={input.b.center} color="var(--fig-ink)" width={1} />
        {result.kind !== 'invalid-input' && (
          <Construction input={input} result={result} basis={basis} />
        )}
      </DecorLayer>
      {moves !== null && (
        <HandleLayer>
          {SPHERES.map(({ key, radiusKey, side, label, color, words }) => (
            <BallHandles
              key={key}
              {...{ label, radiusLabel: radiusKey, words, color, depth, step: camera.step }}
              {...input[side]}
              shape={side === 'a' ? 'circle' : 'square'}
              onMove={moves.point[key]}
              onMoveRadius={moves.radius[radiusKey]}
            />
          ))}
        </HandleLayer>
      )}
    </FloorStage>
  );
}
