/**
 * Point handles from a table, kept on the grid inside the view by `viewConstraint`, with their
 * numbers in a `ValueTable`. Two of them start on one place: the one drawn later is grabbed at its
 * centre, the one below on the ring around it.
 */
import { useCallback, useState } from 'react';
import {
  DecorLayer,
  FigureFrame,
  HandleLayer,
  PointHandles,
  Segment,
  ValueTable,
  formatNumber,
  formatPoint,
  point,
  samePoint,
  viewConstraint,
  type MoveIntent,
  type Point,
} from '../../../kit';
import { DemoStage } from './shared';

const VIEW = { xMin: -6, xMax: 6, yMin: -3, yMax: 3 };
const constrain = viewConstraint(VIEW, 1);
type Key = 'p' | 'q' | 'r';

export function PointsDemo() {
  const [points, setPoints] = useState<Record<Key, Point>>({
    p: point(-3, -1),
    q: point(2, 1),
    r: point(2, 1),
  });
  const onMove = useCallback(
    (key: Key, wanted: Point, intent: MoveIntent) =>
      setPoints((old) => {
        const next = constrain(!intent.free)(wanted);
        return samePoint(old[key], next) ? old : { ...old, [key]: next };
      }),
    [],
  );
  const { p, q, r } = points;
  return (
    <FigureFrame
      name="kit-points"
      state={points}
      caseId={samePoint(q, r) ? 'stacked' : 'apart'}
      label="Kit demo: point handles from a table"
      caption="P, Q and R come from one table of handles; Q and R start on one place (R on top, Q on the ring). Each stays on the grid inside the view; Alt frees it."
    >
      <DemoStage
        x={[VIEW.xMin, VIEW.xMax]}
        y={[VIEW.yMin, VIEW.yMax]}
        width={480}
        height={240}
        label="Point handles"
      >
        <DecorLayer>
          <Segment from={p} to={q} color="var(--fig-blue)" />
        </DecorLayer>
        <HandleLayer>
          <PointHandles
            step={1}
            onMove={onMove}
            handles={[
              {
                key: 'p',
                label: 'P',
                at: p,
                color: 'var(--fig-blue)',
                shape: 'circle',
                labelOffset: [10, -10],
                description: 'first end',
              },
              {
                key: 'q',
                label: 'Q',
                at: q,
                color: 'var(--fig-blue)',
                shape: 'square',
                labelOffset: [10, -10],
                description: 'second end',
              },
              {
                key: 'r',
                label: 'R',
                at: r,
                color: 'var(--fig-vermillion)',
                shape: 'diamond',
                labelOffset: [-20, -10],
                description: 'a point on top',
              },
            ]}
          />
        </HandleLayer>
      </DemoStage>
      <ValueTable
        caption="The numbers"
        rows={[
          ['P', formatPoint(p)],
          ['Q', formatPoint(q)],
        ]}
        answer={['|Q − P|', formatNumber(Math.hypot(q.x - p.x, q.y - p.y))]}
      />
    </FigureFrame>
  );
}
