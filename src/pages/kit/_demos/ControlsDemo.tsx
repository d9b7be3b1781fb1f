/**
 * The figure chrome and the time plot of a quadratic: a toolbar with a preset menu, number fields,
 * reset and the share menu (its link and embed open the quadratic-roots figure in these numbers),
 * the case label, a live derivation (its TeX typeset at build time, its numbers live;
 * the equation and root rows are the kit's `quadraticRows`) and the polynomial plot. The roots come from the textbook formula: a kit demo shows the parts,
 * not an algorithm.
 */
import { useCallback, useState } from 'react';
import {
  CaseLabel,
  FigureFrame,
  LiveDerivation,
  NumberFields,
  PolynomialPlot,
  PresetMenu,
  PresetNote,
  ResetButton,
  ShareMenu,
  Toolbar,
  formatNumber,
  num,
  quadraticRows,
  tex,
  when,
  type PresetOption,
  type Quadratic,
} from '../../../kit';

const PRESETS: readonly (PresetOption & { readonly value: Quadratic })[] = [
  {
    id: 'two',
    name: 'Two roots',
    note: 'The parabola crosses the axis twice.',
    value: { a: 1, b: -1, c: 0.1875 },
  },
  {
    id: 'one',
    name: 'One root',
    note: 'The parabola touches the axis.',
    value: { a: 1, b: -1, c: 0.25 },
  },
  {
    id: 'none',
    name: 'No root',
    note: 'The parabola stays above the axis.',
    value: { a: 1, b: -1, c: 0.5 },
  },
];
const START = PRESETS[0]!.value;

function rootsOf({ a, b, c }: Quadratic): number[] {
  const d = b * b - 4 * a * c;
  if (a === 0) return b === 0 ? [] : [-c / b];
  if (d < 0) return [];
  if (d === 0) return [-b / (2 * a)];
  return [(-b - Math.sqrt(d)) / (2 * a), (-b + Math.sqrt(d)) / (2 * a)];
}

const COEFFICIENTS = ['a', 'b', 'c'] as const;

/** The quadratic-roots figure's page (article or embed) in these numbers, as an absolute link. */
const figureLink = (path: string, { a, b, c }: Quadratic) =>
  new URL(`${path}?${new URLSearchParams({ a: `${a}`, b: `${b}`, c: `${c}` })}`, location.href)
    .href;

export function ControlsDemo() {
  const [q, setQ] = useState(START);
  const [t, setT] = useState(0.5);
  const preset = PRESETS.find((p) => p.value.a === q.a && p.value.b === q.b && p.value.c === q.c);
  const roots = rootsOf(q);
  const d = q.b * q.b - 4 * q.a * q.c;
  const kind = ['none', 'one', 'two'][roots.length]!;
  const set = useCallback(
    (key: keyof Quadratic, value: number) =>
      setQ((old) => (old[key] === value ? old : { ...old, [key]: value })),
    [],
  );
  return (
    <FigureFrame
      name="kit-controls"
      state={q}
      caseId={kind}
      label="Kit demo: figure controls, a live derivation and the polynomial plot"
      caption="Pick a preset or type coefficients; the derivation's numbers and the plot follow."
    >
      <Toolbar>
        <PresetMenu
          presets={PRESETS}
          value={preset?.id ?? null}
          onSelect={(id) => setQ(PRESETS.find((p) => p.id === id)?.value ?? START)}
        />
        <ResetButton onReset={() => setQ(START)} />
        <ShareMenu
          link={() => figureLink('/articles/quadratic-roots/', q)}
          embedLink={() => figureLink('/embed/quadratic-roots/', q)}
          title="Quadratic roots"
        />
      </Toolbar>
      <PresetNote presets={PRESETS} value={preset?.id ?? null} />
      <NumberFields
        label="Coefficients"
        names={COEFFICIENTS}
        values={q}
        onChange={set}
        bound={100}
      />
      <CaseLabel
        kind={`${kind} root${roots.length === 1 ? '' : 's'}`}
        tone={roots.length > 0 ? 'contact' : 'miss'}
        detail={roots.length > 0 ? `t = ${roots.map((r) => formatNumber(r)).join(', ')}` : 'D < 0'}
      />
      <LiveDerivation
        label="Derivation with the current numbers"
        rows={[
          { key: 'd', lhs: [tex('D')], rhs: [tex('{} = b^2 - 4ac = {}'), num(formatNumber(d))] },
          {
            key: 'r',
            lhs: [tex('t')],
            rhs: [tex('{} = \\frac{-b \\pm \\sqrt{D}}{2a}')],
          },
          ...quadraticRows(q, {
            rootCount: roots.length,
            root: (index) => {
              const root = roots[index] ?? 0;
              const inStep = root >= 0 && root <= 1;
              return {
                t: root,
                hit: inStep,
                after: [],
                why: [when(!inStep, [tex('\\;t \\notin [0, 1]')])],
              };
            },
            everyT: '\\text{for every } t',
          }),
        ]}
      />
      <PolynomialPlot
        coefficients={q}
        roots={roots.map((root) => ({ t: root, valid: root >= 0 && root <= 1 }))}
        t={t}
        onScrub={(next) => setT((old) => (old === next ? old : next))}
      />
    </FigureFrame>
  );
}
