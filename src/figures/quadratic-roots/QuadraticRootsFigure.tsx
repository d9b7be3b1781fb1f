/**
 * Interactive figure for the article "Robust quadratic roots": drag three heights (or type a, b,
 * c) and watch the roots, the case and the derivation follow; below, the textbook formula loses
 * its digits as b² outgrows 4ac while the stable one keeps them.
 *
 * Used in MDX as `<QuadraticRootsFigure client:visible />`; layers: grid, axes, curve, roots,
 * handles, coefficients, derivation, digits, controls.
 */
import { useCallback } from 'react';
import { solveQuadratic, type QuadraticResult } from '../../geometry';
import { NumberFields, formatNumber, type CaseLabelProps } from '../../kit';
import {
  defineFigure,
  derivationPanel,
  useHandleMover,
  type FigureViewProps,
} from '../../kit/figure';
import '../../kit/kit.css';
import '../figures.css';
import { derivationRows } from './derivation';
import { DigitsLost } from './DigitsLost';
import { quadraticMeta } from './meta';
import { QuadraticScene } from './QuadraticScene';
import {
  moveHandle,
  quadraticModel,
  setCoefficient,
  type Coefficients,
  type QuadraticFields,
} from './state';

type View = FigureViewProps<QuadraticFields, Coefficients, QuadraticResult>;

/** The case label's words for a result. */
export function describeCase(
  result: QuadraticResult,
  a: number,
  b: number,
  c: number,
): CaseLabelProps {
  const [first = 0, second = 0] = result.roots;
  switch (result.kind) {
    case 'two':
      return {
        kind: 'two roots',
        tone: 'contact',
        detail: `at x = ${formatNumber(first)} and x = ${formatNumber(second)}`,
      };
    case 'double':
      return {
        kind: 'double root',
        tone: 'contact',
        detail: `at x = ${formatNumber(first)}: the parabola touches the axis`,
      };
    case 'one':
      return {
        kind: 'one root',
        tone: 'contact',
        detail: `at x = ${formatNumber(first)}: a = 0, a straight line`,
      };
    case 'all':
      return { kind: 'every x', tone: 'neutral', detail: 'a = b = c = 0: the whole axis' };
    case 'none':
      return {
        kind: 'no real roots',
        tone: 'miss',
        detail:
          a === 0
            ? `a = b = 0 and c = ${formatNumber(c)}`
            : `D = ${formatNumber(b * b - 4 * a * c)} < 0`,
      };
    case 'invalid-input':
      return {
        kind: 'invalid input',
        tone: 'miss',
        detail: 'a coefficient is not a finite number',
      };
  }
}

function Scene({ input, result, update, show }: View) {
  const onMoveHandle = useHandleMover(update, moveHandle);
  return (
    <QuadraticScene
      coefficients={input}
      result={result}
      layers={{
        grid: show('grid'),
        axes: show('axes'),
        curve: show('curve'),
        roots: show('roots'),
        handles: show('handles'),
      }}
      onMoveHandle={onMoveHandle}
    />
  );
}

const COEFFICIENTS = ['a', 'b', 'c'] as const;

function CoefficientFields({ state, update }: View) {
  const onChange = useCallback(
    (name: 'a' | 'b' | 'c', value: number) => update((s) => setCoefficient(s, name, value)),
    [update],
  );
  return (
    <NumberFields label="Coefficients" names={COEFFICIENTS} values={state} onChange={onChange} />
  );
}

function Digits({ state, update }: View) {
  const onChange = useCallback((k: number) => update((s) => ({ ...s, k })), [update]);
  return <DigitsLost k={state.k} onChange={onChange} />;
}

export const QuadraticRootsFigure = defineFigure({
  ...quadraticMeta,
  model: quadraticModel,
  label: 'Quadratic roots figure',
  className: 'qr-figure',
  compute: ({ a, b, c }: Coefficients) => solveQuadratic(a, b, c),
  describe: (input, result) => describeCase(result, input.a, input.b, input.c),
  customText: 'Drag the three heights or type a, b and c.',
  Scene,
  panels: [
    { layer: 'coefficients', Panel: CoefficientFields },
    derivationPanel(
      ({ a, b, c }: Coefficients, result: QuadraticResult) => derivationRows(a, b, c, result),
      { className: 'qr-derivation' },
    ),
    { layer: 'digits', Panel: Digits, wide: true },
  ],
  compactHides: ['derivation', 'digits'],
});
