/**
 * The segment-vs-sphere figure's drawing, shared by the interactive figure and the home page's
 * thumbnail: the ball on a floor grid, the segment (dashed where the ball hides it), the seed's
 * construction — the centre's foot p on the line, n from c to p, the chord 2l around p, r from c
 * to the entry: Pythagoras' triangle — the part inside, and the handles.
 */
import type { SegmentSphereInput, SegmentSphereResult } from '../../geometry';
import { BallHandles, DecorLayer, FloorStage, Handle3, HandleLayer } from '../../kit';
import { Label3, Point3Mark, Segment3, Sphere3, formatNumber, useSceneMoves } from '../../kit';
import type { MarkerShape, OrbitSceneProps } from '../../kit';
import { BALL, INSIDE, L_COLOR, LINE, N_COLOR, halfChord, lineAt, sourcePoints } from './model';
import { camera, type SphereHandle } from './state';

export type SphereSceneProps = OrbitSceneProps<
  SegmentSphereInput,
  SegmentSphereResult,
  SphereHandle,
  'radius'
> & { readonly ray: boolean; readonly source: boolean };

/** The point handles: label, colour, marker and words, in drawing order. */
export const HANDLES: readonly {
  key: SphereHandle;
  label: string;
  color: string;
  shape: MarkerShape;
  words: string;
}[] = [
  { key: 'from', label: 'S', color: LINE, shape: 'square', words: 'start of the segment' },
  { key: 'to', label: 'T', color: LINE, shape: 'triangle', words: 'end of the segment' },
  { key: 'center', label: 'C', color: BALL, shape: 'circle', words: 'centre of the sphere' },
];
/** The segment's ends: the centre's handle comes with the ball's radius knob. */
const ENDS = HANDLES.slice(0, 2);
const KEYS = HANDLES.map((handle) => handle.key);
const RADIUS = ['radius'] as const;

/** n from the centre to the foot p, the chord (l each side of p), r to the entry. */
function Construction({ input, result }: Pick<SphereSceneProps, 'input' | 'result'>) {
  const { foot, distance, tEnter, tExit } = result;
  const l = halfChord(input, result);
  return (
    <>
      <Segment3 from={input.center} to={foot} color={N_COLOR} width={3} />
      <Label3 at={foot} color={N_COLOR} offset={[8, 16]}>
        {`p; n = ${formatNumber(distance)}`}
      </Label3>
      {l !== null && tEnter !== undefined && tExit !== undefined && (
        <>
          <Segment3
            from={lineAt(input, tEnter)}
            to={lineAt(input, tExit)}
            color={L_COLOR}
            width={5}
          />
          <Segment3
            from={input.center}
            to={lineAt(input, tEnter)}
            color={BALL}
            width={1.5}
            stroke="dashed"
          />
          <Label3 at={lineAt(input, (tEnter + 3 * tExit) / 4)} color={L_COLOR} offset={[0, -10]}>
            {`l = ${formatNumber(l)}`}
          </Label3>
        </>
      )}
      <Point3Mark at={foot} color={N_COLOR} radius={4} />
    </>
  );
}

export function SphereScene(props: SphereSceneProps) {
  const { input, result, orbit, ray, source, depth = false } = props;
  const { from, to, center } = input;
  const radius = Math.max(0, input.radius);
  const ball = [{ center, radius }];
  const live = result.kind !== 'invalid-input';
  const { tEnter, tExit } = result;
  const meets = result.kind !== 'outside' && tEnter !== undefined && tExit !== undefined;
  const slipped = source ? sourcePoints(input, result) : null;
  const moves = useSceneMoves(KEYS, RADIUS, props);
  return (
    <FloorStage
      {...{ camera, orbit, input, onOrbit: props.onOrbit }}
      label="A segment and a sphere in space"
      drops={[from, to, center]}
    >
      <DecorLayer>
        <Sphere3 center={center} radius={radius} color={BALL} />
        <Segment3
          from={lineAt(input, -3)}
          to={lineAt(input, ray ? 6 : 4)}
          color={LINE}
          width={1}
          stroke="dotted"
          occluders={ball}
        />
        {live && <Construction input={input} result={result} />}
        <Segment3 from={from} to={to} color={LINE} width={3.5} occluders={ball} />
        {meets && Math.max(0, tEnter) <= Math.min(1, tExit) && (
          <Segment3
            from={lineAt(input, Math.max(0, tEnter))}
            to={lineAt(input, Math.min(1, tExit))}
            color={INSIDE}
            width={7}
          />
        )}
        {[result.enter, result.exit].map(
          (p, i) =>
            p !== undefined && <Point3Mark key={i} at={p} color={INSIDE} radius={7} hollow />,
        )}
        {slipped?.points.map((p, i) => (
          <Label3 key={i} at={p} color="var(--fig-sky)" offset={[-4, 4]}>
            {i === 0 ? '◯ source’s sᵢ' : '◯ source’s tᵢ'}
          </Label3>
        ))}
      </DecorLayer>
      {moves !== null && (
        <HandleLayer>
          {ENDS.map(({ key, label, color, shape, words }) => (
            <Handle3
              key={key}
              label={label}
              at={input[key]}
              depth={depth}
              step={camera.step}
              onMove={moves.point[key]}
              color={color}
              shape={shape}
              description={words}
            />
          ))}
          <BallHandles
            {...{ label: 'C', radiusLabel: 'r', words: 'the sphere', center, radius, color: BALL }}
            {...{
              depth,
              step: camera.step,
              onMove: moves.point.center,
              onMoveRadius: moves.radius.radius,
            }}
          />
        </HandleLayer>
      )}
    </FloorStage>
  );
}
