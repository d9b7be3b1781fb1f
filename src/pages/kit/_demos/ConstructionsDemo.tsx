/**
 * Construction pieces and a segment query's parts: the stage of a view box (`ViewStage`), a
 * point's projection onto a ray's line (`ProjectionBars`, `UnitFrameArrows`, `ShadedArea`), where
 * the ray's line crosses the segment's (`lineCrossing`, `LabelledPoint`), the segment's end
 * handles with a time marked along it (`SegmentHandles`, `marksAlong`, `LabelledMarks`), and the
 * words beside the scene (`ReadingNote`, `ColorTag`).
 */
import { useCallback, useState } from 'react';
import {
  ColorTag,
  DecorLayer,
  FigureFrame,
  HandleLayer,
  LabelledMarks,
  LabelledPoint,
  ProjectionBars,
  ReadingNote,
  Segment,
  SegmentHandles,
  ShadedArea,
  UnitFrameArrows,
  ViewStage,
  addPoints,
  alongVector,
  formatNumber,
  lineCrossing,
  marksAlong,
  samePoint,
  subtractPoints,
  unitFrame,
  useMovablePoint,
  viewConstraint,
  type MoveIntent,
  type Point,
  type SegmentEnd,
} from '../../../kit';

const VIEW = { xMin: -6, xMax: 6, yMin: -4, yMax: 4 };
const constrain = viewConstraint(VIEW, 0.5);
const BLUE = 'var(--fig-blue)';
const RED = 'var(--fig-vermillion)';

export function ConstructionsDemo() {
  const origin = useMovablePoint({ x: -5, y: -3 }, { label: 'O', step: 0.5, color: RED });
  const target = useMovablePoint({ x: 1, y: 3 }, { label: 'P', step: 0.5, color: BLUE });
  const [segment, setSegment] = useState({ p0: { x: 2, y: -3 }, p1: { x: 4, y: 2 } });
  const onMove = useCallback(
    (end: SegmentEnd, wanted: Point, intent: MoveIntent) =>
      setSegment((old) => {
        const placed = constrain(!intent.free)(wanted);
        return samePoint(old[end], placed) ? old : { ...old, [end]: placed };
      }),
    [],
  );
  const o = origin.point;
  const direction = { x: 2, y: 1 };
  const { along } = unitFrame(direction);
  const v = subtractPoints(target.point, o);
  const distance = v.x * along.x + v.y * along.y;
  const foot = alongVector(o, along, distance);
  // Where the ray's line crosses the segment's: a time s along the segment, on it for 0 ≤ s ≤ 1.
  const crossing = lineCrossing(
    segment.p0,
    subtractPoints(segment.p1, segment.p0),
    o,
    addPoints(o, direction),
  );
  const s = crossing.lambda;
  const onSegment = s !== null && s >= 0 && s <= 1;
  return (
    <FigureFrame
      name="kit-constructions"
      state={{ o, p: target.point, ...segment }}
      caseId={onSegment ? 'crosses-segment' : 'misses-segment'}
      label="Kit demo: construction pieces"
      caption="Drag O and P: P's projection onto the line from O along (2, 1) as two named bars. Drag the segment's ends: the ray's line crosses its line at time s."
    >
      <ViewStage view={VIEW} grid={1} width={480} height={320} label="Constructions">
        <DecorLayer>
          <ShadedArea points={[o, foot, target.point]} color="var(--fig-sky)" />
          <ProjectionBars
            origin={o}
            direction={direction}
            distance={distance}
            point={target.point}
            nudge={-0.25}
            along={{ name: 'b', color: 'var(--fig-purple)', width: 4 }}
            across={{ name: 'c', color: 'var(--fig-orange)', width: 3 }}
          />
          <UnitFrameArrows at={o} direction={direction} names={['d̂', 'n̂']} colors={[RED, 'grey']} />
          <Segment from={segment.p0} to={segment.p1} color={BLUE} width={3} />
          <LabelledMarks
            marks={marksAlong(segment.p0, segment.p1, [
              { t: s ?? undefined, text: `s = ${formatNumber(s ?? 0)}`, color: BLUE },
            ])}
          />
          <LabelledPoint at={foot} radius={5} hollow color={RED} offset={[8, -10]}>
            foot
          </LabelledPoint>
        </DecorLayer>
        <HandleLayer>
          {origin.element}
          {target.element}
          <SegmentHandles {...segment} color={BLUE} step={0.5} onMove={onMove} />
        </HandleLayer>
      </ViewStage>
      <ReadingNote attribute="data-demo-case" caseId={onSegment ? 'on' : 'off'} color={BLUE}>
        <ColorTag color={BLUE} strong={onSegment}>
          {onSegment ? 'The line crosses the segment' : 'The line misses the segment'}
        </ColorTag>{' '}
        at s = {s === null ? '— (parallel)' : formatNumber(s)}.
      </ReadingNote>
    </FigureFrame>
  );
}
