/**
 * A 3D figure made the way the sphere figures are: `orbitCamera` (home view, fitted zoom, cube,
 * floor) and `orbitMoves` give the state's camera fields and the handles' move rules,
 * `FloorStage` draws the floor and drop lines, `BallHandles` move a ball's centre and radius
 * through `useSceneMoves`, and `OrbitFigureControls` (with `useOrbitSetter` inside, and on the
 * stage's background drag) turn, tilt and zoom. Its "algorithm" is the ball's height over the
 * floor: the demo shows the machinery, not geometry.
 */
import {
  BallHandles,
  DecorLayer,
  FloorStage,
  HandleLayer,
  OrbitFigureControls,
  Sphere3,
  formatNumber,
  orbitCamera,
  orbitMoves,
  point3,
  point3Field,
  radiusField,
  useOrbitSetter,
  useSceneMoves,
  type Occluder,
} from '../../../kit';
import {
  defineFigure,
  figureModel,
  useHandleMover,
  type FieldsOf,
  type FigureViewProps,
} from '../../../kit/figure';

type Shown = { readonly kind: 'above' | 'touching' | 'through'; readonly gap: number };
type View = FigureViewProps<Fields, Occluder, Shown>;
type Fields = FieldsOf<typeof model>;

const FLOOR = -4;
const camera = orbitCamera({
  home: { yaw: -30, pitch: 55 },
  extent: 8,
  ...{ bound: 6, step: 1, floor: FLOOR },
  content: (ball: Occluder) => [ball],
});

const model = figureModel({
  fields: { c: point3Field, r: radiusField, ...camera.fields },
  defaults: { c: point3(0, 0, 0), r: 2, ...camera.defaults },
  presets: [
    {
      id: 'floating',
      name: 'Floating',
      note: 'The ball hangs above the floor.',
      input: { center: point3(1, 1, 0), radius: 2 },
    },
    {
      id: 'resting',
      name: 'Resting',
      note: 'The ball touches the floor.',
      input: { center: point3(0, 0, -2), radius: 2 },
    },
  ],
  defaultPreset: 'floating',
  withPresetInput: (state, { input }) => ({
    ...state,
    c: input.center,
    r: input.radius,
    orbit: camera.refit(state.orbit),
  }),
  inputOf: ({ c, r }) => ({ center: c, radius: r }),
});

const { movePoint, moveRadius } = orbitMoves(model, camera, { points: ['c'], radii: ['r'] });

function Scene({ state, input, update }: View) {
  const onMovePoint = useHandleMover(update, movePoint);
  const onMoveRadius = useHandleMover(update, moveRadius);
  const onOrbit = useOrbitSetter(update);
  const moves = useSceneMoves(['c'] as const, ['r'] as const, { onMovePoint, onMoveRadius });
  const { orbit, depth } = state;
  return (
    <FloorStage
      {...{ camera, orbit, input, onOrbit }}
      label="A ball over the floor"
      drops={[input.center]}
    >
      <DecorLayer>
        <Sphere3 {...input} color="var(--fig-blue)" />
      </DecorLayer>
      <HandleLayer>
        {moves && (
          <BallHandles
            {...{ label: 'C', radiusLabel: 'r', words: 'the ball', depth, step: camera.step }}
            {...input}
            color="var(--fig-blue)"
            onMove={moves.point.c}
            onMoveRadius={moves.radius.r}
          />
        )}
      </HandleLayer>
    </FloorStage>
  );
}

function Controls({ state, input, update }: View) {
  const zoom = camera.zoomOf(state.orbit, input);
  return <OrbitFigureControls {...{ state, update, zoom }} home={camera.home} />;
}

export const Defined3dDemo = defineFigure({
  name: 'kit-defined-3d',
  title: 'Kit demo: a defined 3D figure',
  label: 'Kit demo: a 3D figure made with defineFigure and the orbit camera',
  algorithm: 'fitZoom',
  model,
  compute: ({ center, radius }: Occluder): Shown => {
    const gap = center.z - radius - FLOOR;
    return { kind: gap > 0 ? 'above' : gap === 0 ? 'touching' : 'through', gap };
  },
  describe: (_input, { kind, gap }) => ({
    kind,
    tone: kind === 'above' ? 'miss' : 'contact',
    detail: `lowest point ${formatNumber(gap)} over the floor`,
  }),
  customText: 'Drag the centre C or the radius knob r; drag the background to orbit.',
  Scene,
  BelowScene: Controls,
});
