/**
 * The figure machinery: `figureModel` (state, presets, permalink; pure), `defineFigure` (the
 * component with the shared shell) and `useFigureState` for figures that compose their own shell.
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
  type FigureDefinition,
  type FigurePanel,
  type FigureProps,
  type FigureToggle,
  type FigureViewProps,
} from './defineFigure';
export { useFigureState, type FigureStateApi, type FigureStateOptions } from './useFigureState';
