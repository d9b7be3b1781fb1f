/**
 * The quadratic figure's drawing: grid, axes, the parabola, its real roots and the three height
 * handles. Shared by the interactive figure and the home page's static thumbnail (which leaves the
 * handles out).
 */
import { memo } from 'react';
import type { QuadraticResult } from '../../geometry';
import {
  Axes,
  FunctionGraph,
  Grid,
  Handle,
  Label,
  PointMark,
  Stage,
  clamp,
  evaluateQuadratic,
  formatNumber,
  point,
  useStage,
  type MoveIntent,
  type Point,
} from '../../kit';
import { useKeyedCallbacks } from '../../kit/figure/useKeyedCallbacks';
import {
  GRID_STEP,
  HANDLE_XS,
  VIEW,
  handleHeights,
  type Coefficients,
  type HandleX,
} from './state';

/** Parts of the drawing a page can leave out. */
export type SceneLayers = {
  readonly grid: boolean;
  readonly axes: boolean;
  readonly curve: boolean;
  readonly roots: boolean;
  readonly handles: boolean;
};

export type QuadraticSceneProps = {
  /** The coefficients. */
  readonly coefficients: Coefficients;
  /** The solver's answer for them. */
  readonly result: QuadraticResult;
  /** Which layers to draw. */
  readonly layers: SceneLayers;
  /** Called when a handle is dragged or moved by keys; absent for a static drawing. */
  readonly onMoveHandle?: (x: HandleX, wanted: Point, intent: MoveIntent) => void;
};

export const SCENE_WIDTH = 600;
export const SCENE_HEIGHT = 480;

const HANDLE_NAMES: Record<HandleX, string> = { [-1]: 'f(−1)', 0: 'f(0)', 1: 'f(1)' } as Record<
  HandleX,
  string
>;

/** The parabola, kept while only other parts of the state change. */
const Curve = memo(function Curve({ coefficients }: { readonly coefficients: Coefficients }) {
  return <FunctionGraph f={(v) => evaluateQuadratic(coefficients, v)} className="qr-curve" />;
});

function Roots({ result }: { readonly result: QuadraticResult }) {
  const { x, y } = useStage();
  if (result.kind === 'all') {
    return (
      <path
        className="qr-all-roots"
        d={`M${x(VIEW.xMin)},${y(0)}H${x(VIEW.xMax)}`}
        aria-hidden="true"
      />
    );
  }
  const visible = result.roots.filter((r) => r >= VIEW.xMin && r <= VIEW.xMax);
  return (
    <g aria-hidden="true">
      {/* Keyed by position: a drag moves the marks (new attributes), it does not replace them. */}
      {visible.map((root, index) => (
        <g key={index}>
          <PointMark
            at={point(root, 0)}
            radius={result.kind === 'double' ? 8 : 6.5}
            color="var(--fig-green)"
            className="qr-root"
          />
          {result.kind === 'double' && (
            <PointMark at={point(root, 0)} radius={3} color="var(--bg)" />
          )}
          <Label
            at={point(root, 0)}
            offset={result.kind === 'two' ? (index === 0 ? [-6, 24] : [6, 24]) : [0, 24]}
            anchor={result.kind === 'two' ? (index === 0 ? 'end' : 'start') : 'middle'}
            color="var(--fig-ink)"
          >
            {result.kind === 'two'
              ? `x${index === 0 ? '₁' : '₂'} = ${formatNumber(root)}`
              : `x = ${formatNumber(root)}`}
          </Label>
        </g>
      ))}
    </g>
  );
}

export function QuadraticScene({
  coefficients,
  result,
  layers,
  onMoveHandle,
}: QuadraticSceneProps) {
  const moves = useKeyedCallbacks(HANDLE_XS, onMoveHandle);
  const heights = handleHeights(coefficients);
  const { a, b, c } = coefficients;
  return (
    <Stage
      xDomain={[VIEW.xMin, VIEW.xMax]}
      yDomain={[VIEW.yMin, VIEW.yMax]}
      width={SCENE_WIDTH}
      height={SCENE_HEIGHT}
      label={`Parabola y = a·x² + b·x + c with a = ${formatNumber(a)}, b = ${formatNumber(b)}, c = ${formatNumber(c)}`}
      className="qr-scene"
    >
      {/* Everything drawn is decoration for the pointer: only the handles, on top, take it. */}
      <g className="kit-decor">
        {layers.grid && <Grid step={GRID_STEP} />}
        {layers.axes && <Axes labelStep={2} xName="x" yName="y" />}
        {layers.curve && <Curve coefficients={coefficients} />}
        {layers.roots && <Roots result={result} />}
      </g>
      {layers.handles && onMoveHandle !== undefined && (
        <g className="kit-handles">
          {HANDLE_XS.map((hx) => {
            const at = point(hx, heights[hx]);
            const shown = point(hx, clamp(at.y, VIEW.yMin + 0.15, VIEW.yMax - 0.15));
            return (
              <Handle
                key={hx}
                label={HANDLE_NAMES[hx]}
                at={at}
                displayAt={shown}
                step={GRID_STEP}
                color="var(--fig-vermillion)"
                shape="square"
                labelOffset={shown.y > VIEW.yMax - 1 ? [10, 20] : [9, -11]}
                description="moves up and down"
                onMove={moves[hx]}
              />
            );
          })}
        </g>
      )}
    </Stage>
  );
}
