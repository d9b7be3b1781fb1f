/**
 * The figure machinery: `figureModel` (state, presets, permalink; pure), `defineFigure` (the
 * component in the shared shell), and `FigureShell` with `useFigureState` for a figure that
 * composes its own state.
 */
export {
  caseIdOf,
  figureModel,
  instanceId,
  queryPrefix,
  sameData,
  type FigureMeta,
  type FigureModel,
  type FigureModelSpec,
  type FigurePreset,
  type WithPreset,
} from './model';
export {
  defineFigure,
  type DefinedFigure,
  type FigureDefinition,
  type FigurePanel,
  type FigureProps,
  type FigureToggle,
  type FigureViewProps,
} from './defineFigure';
export { FigureShell, type FigureShellProps, type ShellToggle } from './FigureShell';
export { useHandleMover } from './useHandleMover';
export { derivationPanel, liveDerivationOf, type DerivationRowsOf } from './derivationPanel';
export { useKeyedCallbacks } from './useKeyedCallbacks';
export { movePoint, pointFields, withTime } from './fields';
export { presetInput, type FieldsOf } from './model-parts';
export { viewConstraint } from '../placement';
export { useTimeSetter } from './useTimeSetter';
export { useFigureState, type FigureStateApi, type FigureStateOptions } from './useFigureState';
