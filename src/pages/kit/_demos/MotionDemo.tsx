/**
 * Motion over a step: start and end handles of moving points (a still point's two handles stack,
 * "C0 = C1"), the segment where it starts and ends with ghosts along the way, and the signed area
 * that C − P and Q − P span at the middle of the step.
 */
import { useCallback, useState } from 'react';
import {
  FigureFrame,
  HandleLayer,
  MotionHandles,
  SignedArea,
  SegmentAt,
  SweptSegment,
  DecorLayer,
  lerpPoint,
  point,
  type MoveIntent,
  type MovingPoint,
  type Point,
} from '../../../kit';
import { movePoint, viewConstraint } from '../../../kit/figure';
import { DemoStage, STEP } from './shared';

type Key = 'p0' | 'p1' | 'q0' | 'q1' | 'c0' | 'c1';
const START: Readonly<Record<Key, Point>> = {
  p0: point(-4, -2),
  p1: point(-2, 2),
  q0: point(0, -3),
  q1: point(4, 1),
  c0: point(1, 0),
  c1: point(1, 0),
};
const VIEW = { xMin: -6, xMax: 6, yMin: -4, yMax: 4 };
const MOVING: readonly MovingPoint<Key>[] = [
  {
    start: 'p0',
    end: 'p1',
    name: 'P',
    words: 'first end',
    color: 'var(--fig-blue)',
    shape: 'circle',
  },
  {
    start: 'q0',
    end: 'q1',
    name: 'Q',
    words: 'second end',
    color: 'var(--fig-blue)',
    shape: 'square',
  },
  {
    start: 'c0',
    end: 'c1',
    name: 'C',
    words: 'point',
    color: 'var(--fig-vermillion)',
    shape: 'diamond',
  },
];
const GHOSTS = [0.25, 0.5, 0.75];

export function MotionDemo() {
  const [points, setPoints] = useState(START);
  const onMove = useCallback((key: Key, wanted: Point, intent: MoveIntent) => {
    setPoints((old) => movePoint(old, key, wanted, viewConstraint(VIEW, STEP)(!intent.free)));
  }, []);
  const [p, q, c] = [
    lerpPoint(points.p0, points.p1, 0.5),
    lerpPoint(points.q0, points.q1, 0.5),
    lerpPoint(points.c0, points.c1, 0.5),
  ];
  const area = (c.x - p.x) * (q.y - p.y) - (c.y - p.y) * (q.x - p.x);
  return (
    <FigureFrame
      name="kit-motion"
      state={points}
      caseId={area > 0 ? 'area:positive' : area < 0 ? 'area:negative' : 'area:zero'}
      label="Kit demo: motion over a step"
      caption="Drag where P, Q and C start (filled) and end (hollow). At t = 0.5 the segment is drawn where it is and the parallelogram of C − P and Q − P is shaded by the sign of its area."
    >
      <DemoStage
        x={[VIEW.xMin, VIEW.xMax]}
        y={[VIEW.yMin, VIEW.yMax]}
        width={480}
        height={320}
        label="A moving segment and a point"
      >
        <DecorLayer>
          <SweptSegment
            start={[points.p0, points.q0]}
            end={[points.p1, points.q1]}
            color="var(--fig-blue)"
            ghosts={GHOSTS}
          />
          <SegmentAt from={p} to={q} color="var(--fig-blue)" />
          <SignedArea
            from={p}
            u={point(c.x - p.x, c.y - p.y)}
            w={point(q.x - p.x, q.y - p.y)}
            uColor="var(--fig-vermillion)"
            wColor="var(--fig-blue)"
          />
        </DecorLayer>
        <HandleLayer>
          <MotionHandles points={points} moving={MOVING} step={STEP} onMove={onMove} />
        </HandleLayer>
      </DemoStage>
    </FigureFrame>
  );
}
