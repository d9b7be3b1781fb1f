/**
 * The two pairs the core answers in the plane through its 3D tests, drawn with kit pieces: two
 * still circles are two spheres centred at z = 0 (`intersectSpheres`), and a point moving from P0
 * to P1 against a circle is the segment P0P1 against a sphere at z = 0 (`intersectSegmentSphere`).
 * Presets: the core's fixtures of those functions that lie in the plane z = 0.
 */
import type { ReactNode } from 'react';
import {
  intersectSegmentSphere,
  intersectSpheres,
  type SegmentSphereInput,
  type SegmentSphereResult,
  type SpheresInput,
  type SpheresResult,
  type Vec3,
} from '../../../geometry';
import {
  Arrow,
  Axes,
  Circle,
  DecorLayer,
  Grid,
  HandleLayer,
  Label,
  PointHandles,
  PointMark,
  Stage,
  booleanCodec,
  formatNumber,
  numberCodec,
  point,
  pointCodec,
  viewConstraint,
  type CaseLabelProps,
  type Point,
} from '../../../kit';
import { figureModel, movePoint, pointFields, type FigureViewProps } from '../../../kit/figure';
import { definePairFigure } from '../pair-figure';
import { circlePresets, pathPresets } from '../plane-presets';
import { Knob, radiusWords } from './radius-knob';

const VIEW = { xMin: -9.5, xMax: 9.5, yMin: -7, yMax: 7 } as const;
const FIRST = 'var(--fig-blue)';
const SECOND = 'var(--fig-vermillion)';
const MEET = 'var(--fig-green)';
const place = viewConstraint(VIEW, 1);
const FRAME = {
  xDomain: [VIEW.xMin, VIEW.xMax] as [number, number],
  yDomain: [VIEW.yMin, VIEW.yMax] as [number, number],
  width: 600,
  height: 440,
};
const inPlane = (p: Point): Vec3 => ({ x: p.x, y: p.y, z: 0 });
const coordinates = pointCodec(1024);
const radius = numberCodec(0, 1024);

/** The plane's scene: grid, axes, the note that z = 0, shapes, then the handles. */
function PlaneStage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stage {...FRAME} label={label}>
      <DecorLayer>
        <Grid step={1} />
        <Axes labelStep={2} />
        <Label at={point(VIEW.xMin, VIEW.yMax)} offset={[8, 18]}>
          the plane z = 0 of the 3D test
        </Label>
      </DecorLayer>
      {children}
    </Stage>
  );
}

// Two still circles: intersectSpheres with both centres at z = 0.
type CirclesFields = { a: Point; ra: number; b: Point; rb: number; snap: boolean };
const circlesModel = figureModel({
  fields: {
    ...pointFields(['a', 'b'] as const, coordinates),
    ra: radius,
    rb: radius,
    snap: booleanCodec,
  },
  defaults: { a: point(0, 0), ra: 0, b: point(0, 0), rb: 0, snap: true },
  presets: circlePresets,
  defaultPreset: 'circle',
  inputOf: ({ a, ra, b, rb }: CirclesFields): SpheresInput => ({
    a: { center: inPlane(a), radius: ra },
    b: { center: inPlane(b), radius: rb },
  }),
  withPresetInput: (state, { input }) => ({
    ...state,
    a: point(input.a.center.x, input.a.center.y),
    ra: input.a.radius,
    b: point(input.b.center.x, input.b.center.y),
    rb: input.b.radius,
  }),
});

/** Where the spheres' circle of intersection (or tangent point) crosses the plane z = 0. */
function planePoints(result: SpheresResult): Point[] {
  const { center, radius: r = 0, normal } = result;
  if (center === undefined || normal === undefined) return [];
  const across = point(-normal.y * r, normal.x * r);
  return r === 0
    ? [point(center.x, center.y)]
    : [
        point(center.x + across.x, center.y + across.y),
        point(center.x - across.x, center.y - across.y),
      ];
}

function CirclesScene({
  state,
  result,
  update,
}: FigureViewProps<CirclesFields, SpheresInput, SpheresResult>) {
  const disks = [
    {
      key: 'a' as const,
      field: 'ra' as const,
      name: 'A',
      disk: { c: state.a, r: state.ra },
      color: FIRST,
    },
    {
      key: 'b' as const,
      field: 'rb' as const,
      name: 'B',
      disk: { c: state.b, r: state.rb },
      color: SECOND,
    },
  ];
  return (
    <PlaneStage label="Two circles in the plane">
      <DecorLayer>
        {disks.map(({ key, disk, color }) => (
          <Circle key={key} center={disk.c} radius={disk.r} color={color} width={2} />
        ))}
        {planePoints(result).map((p) => (
          <PointMark key={`${p.x},${p.y}`} at={p} radius={6} color={MEET} />
        ))}
      </DecorLayer>
      <HandleLayer>
        <PointHandles
          step={1}
          onMove={(key: 'a' | 'b', wanted, intent) =>
            update((s) => movePoint(s, key, wanted, place(s.snap && !intent.free)))
          }
          handles={disks.map(({ key, name, disk, color }) => ({
            key,
            label: name,
            at: disk.c,
            color,
            shape: 'circle' as const,
            labelOffset: [10, -10] as const,
            description: `centre of circle ${name}, ${radiusWords(disk.r)}`,
          }))}
        />
        {disks.map(({ field, name, disk, color }) => (
          <Knob
            key={field}
            name={`r${name}`}
            disk={disk}
            color={color}
            field={field}
            update={update}
          />
        ))}
      </HandleLayer>
    </PlaneStage>
  );
}

const SPHERES_WORDS: Readonly<Record<SpheresResult['kind'], string>> = {
  separate: 'the circles are apart',
  'external-tangent': 'they touch from outside at one point',
  contained: 'one lies inside the other without touching',
  'internal-tangent': 'one touches the other from inside',
  circle: 'they cross at two points, where the spheres’ circle meets z = 0',
  coincident: 'they are the same circle',
  'invalid-input': 'a radius is negative',
};

function describeCircles(_: SpheresInput, result: SpheresResult): CaseLabelProps {
  const meets = !['separate', 'contained', 'invalid-input'].includes(result.kind);
  return {
    kind: result.kind,
    tone: meets ? 'contact' : 'miss',
    detail: SPHERES_WORDS[result.kind],
  };
}

export const CirclesPair = definePairFigure('circle.circle', {
  name: 'playground',
  title: 'Two circles',
  label: 'Two circles',
  algorithm: 'intersectSpheres',
  model: circlesModel,
  compute: intersectSpheres,
  describe: describeCircles,
  customText: 'Drag the centres A and B, or the radius knobs rA and rB.',
  Scene: CirclesScene,
});

// A point moving from P0 to P1 against a still circle: intersectSegmentSphere at z = 0.
type PathFields = { p0: Point; p1: Point; c: Point; r: number; snap: boolean };
const pathModel = figureModel({
  fields: {
    ...pointFields(['p0', 'p1', 'c'] as const, coordinates),
    r: radius,
    snap: booleanCodec,
  },
  defaults: { p0: point(0, 0), p1: point(0, 0), c: point(0, 0), r: 0, snap: true },
  presets: pathPresets,
  defaultPreset: 'spell-pierces-target',
  inputOf: ({ p0, p1, c, r }: PathFields): SegmentSphereInput => ({
    from: inPlane(p0),
    to: inPlane(p1),
    center: inPlane(c),
    radius: r,
  }),
  withPresetInput: (state, { input }) => ({
    ...state,
    p0: point(input.from.x, input.from.y),
    p1: point(input.to.x, input.to.y),
    c: point(input.center.x, input.center.y),
    r: input.radius,
  }),
});

type PathView = FigureViewProps<PathFields, SegmentSphereInput, SegmentSphereResult>;

function PathScene({ state, result, update }: PathView) {
  const { p0, p1, c, r } = state;
  const contacts = [result.enter, result.exit].filter((p) => p !== undefined);
  return (
    <PlaneStage label="A point moving from P0 to P1, and a circle">
      <DecorLayer>
        <Circle center={c} radius={r} color={FIRST} width={2} />
        <Arrow from={p0} vector={point(p1.x - p0.x, p1.y - p0.y)} color={SECOND} width={2} />
        {contacts.map((p) => (
          <PointMark key={`${p.x},${p.y}`} at={point(p.x, p.y)} radius={6} color={MEET} />
        ))}
      </DecorLayer>
      <HandleLayer>
        <PointHandles
          step={1}
          onMove={(key: 'p0' | 'p1' | 'c', wanted, intent) =>
            update((s) => movePoint(s, key, wanted, place(s.snap && !intent.free)))
          }
          handles={[
            {
              key: 'c',
              label: 'C',
              at: c,
              color: FIRST,
              shape: 'square',
              labelOffset: [10, -10],
              description: `centre of the circle, ${radiusWords(r)}`,
            },
            {
              key: 'p0',
              label: 'P0',
              at: p0,
              color: SECOND,
              shape: 'circle',
              labelOffset: [-22, -10],
              description: 'the moving point at t = 0',
            },
            {
              key: 'p1',
              label: 'P1',
              at: p1,
              color: SECOND,
              shape: 'circle',
              labelOffset: [10, -10],
              description: 'the moving point at t = 1',
            },
          ]}
        />
        <Knob name="r" disk={{ c, r }} color={FIRST} field="r" update={update} />
      </HandleLayer>
    </PlaneStage>
  );
}

const PATH_WORDS: Readonly<Record<SegmentSphereResult['kind'], string>> = {
  inside: 'the point stays in the circle for the whole step',
  enters: 'it enters during the step and stays',
  exits: 'it starts inside and leaves',
  crosses: 'it enters and leaves during the step',
  outside: 'no contact during the step',
  'invalid-input': 'the radius is negative',
};

function describePath(_: SegmentSphereInput, result: SegmentSphereResult): CaseLabelProps {
  const times = [
    result.enter === undefined ? '' : `in at t = ${formatNumber(result.tEnter ?? 0)}`,
    result.exit === undefined ? '' : `out at t = ${formatNumber(result.tExit ?? 0)}`,
  ].filter((words) => words !== '');
  return {
    kind: result.reason === undefined ? result.kind : `${result.kind}: ${result.reason}`,
    tone: result.kind === 'outside' || result.kind === 'invalid-input' ? 'miss' : 'contact',
    detail: [PATH_WORDS[result.kind], ...times].join('; '),
  };
}

export const PathCirclePair = definePairFigure('moving-point.circle', {
  name: 'playground',
  title: 'A moving point and a circle',
  label: 'A moving point and a circle',
  algorithm: 'intersectSegmentSphere',
  model: pathModel,
  compute: intersectSegmentSphere,
  describe: describePath,
  customText: 'Drag the path’s ends P0 and P1, the centre C, or the radius knob r.',
  Scene: PathScene,
});
