/**
 * A rectangle whose corners and edges keep min ≤ max, and a table whose rows highlight with the
 * slabs they describe (hover or focus a row, or a slab in the drawing), and the same slabs as
 * intervals on a stacked number line (IntervalStack).
 */
import { useState } from 'react';
import {
  AxisLine,
  FigureFrame,
  HandleLayer,
  HighlightGroup,
  HighlightTable,
  Highlightable,
  IntervalStack,
  Rectangle,
  RectangleHandles,
  formatNumber,
  placeBox,
  sameBox,
  snapToGrid,
  type Box,
} from '../../../kit';
import { DemoStage, STEP } from './shared';

const VIEW: Box = { xMin: -5, xMax: 5, yMin: -4, yMax: 4 };
const START: Box = { xMin: -2, xMax: 2.5, yMin: -1, yMax: 2 };

/** The two lines that bound a slab, across the whole view (AxisLine), labelled. */
function SlabLines({ axis, values }: { axis: 'x' | 'y'; values: readonly [number, number] }) {
  return values.map((v, i) => (
    <AxisLine
      key={i}
      axis={axis}
      at={v}
      label={`${axis}${i === 0 ? 'Min' : 'Max'}`}
      color={axis === 'x' ? 'var(--fig-blue)' : 'var(--fig-vermillion)'}
      stroke={axis === 'x' ? 'dashed' : 'dotted'}
      width={2.5}
    />
  ));
}

export function RectangleDemo() {
  const [box, setBox] = useState(START);
  return (
    <FigureFrame
      name="kit-rectangle"
      state={box}
      caseId={box.xMin === box.xMax || box.yMin === box.yMax ? 'degenerate' : 'box'}
      label="Kit demo: rectangle handles and a linked table"
      caption="Drag a corner or an edge past its opposite: it stops there, so min ≤ max always holds. Hover or focus a row of the table, or a slab in the drawing: both light up."
    >
      <HighlightGroup>
        <DemoStage
          x={[VIEW.xMin, VIEW.xMax]}
          y={[VIEW.yMin, VIEW.yMax]}
          width={400}
          height={320}
          label="Rectangle"
        >
          <Highlightable id="x" label="x slab">
            <SlabLines axis="x" values={[box.xMin, box.xMax]} />
          </Highlightable>
          <Highlightable id="y" label="y slab">
            <SlabLines axis="y" values={[box.yMin, box.yMax]} />
          </Highlightable>
          <Rectangle box={box} color="var(--fig-green)" fill="var(--fig-window)" />
          <HandleLayer>
            <RectangleHandles
              label="R"
              box={box}
              step={STEP}
              color="var(--fig-green)"
              onChange={(wanted, intent) =>
                setBox((old) => {
                  const next = intent.free ? wanted : placeBox(wanted, snapToGrid(STEP));
                  return sameBox(old, next) ? old : next;
                })
              }
            />
          </HandleLayer>
        </DemoStage>
        <HighlightTable
          caption="The rectangle's slabs"
          columns={['slab', 'min', 'max']}
          rows={[
            { id: 'x', cells: ['x', formatNumber(box.xMin), formatNumber(box.xMax)] },
            { id: 'y', cells: ['y', formatNumber(box.yMin), formatNumber(box.yMax)] },
          ]}
        />
        <IntervalStack
          name="x, y"
          domain={[VIEW.xMin, VIEW.xMax]}
          ticks={[-4, -2, 0, 2, 4]}
          rows={[
            { id: 'x', label: 'x slab', from: box.xMin, to: box.xMax, color: 'var(--fig-blue)' },
            {
              id: 'y',
              label: 'y slab',
              from: box.yMin,
              to: box.yMax,
              color: 'var(--fig-vermillion)',
            },
          ]}
          label={`The slabs as intervals: x from ${formatNumber(box.xMin)} to ${formatNumber(box.xMax)}, y from ${formatNumber(box.yMin)} to ${formatNumber(box.yMax)}`}
        />
      </HighlightGroup>
    </FigureFrame>
  );
}
