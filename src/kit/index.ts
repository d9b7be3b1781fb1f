/**
 * The figure kit: React + SVG parts every figure is built from. It knows no algorithm: figures
 * pass it numbers (points, coefficients, roots, times) and get pictures and controls back.
 * README.md in this folder is the guide; every prop has its TSDoc.
 *
 * Curated: each public name is listed here on purpose (no `export *`), test helpers live in
 * ./testing, and parts that only some figures use sit in their own modules (handles, highlight,
 * lists, FunctionPlot), so a figure's bundle carries only what it imports.
 */

// Points, constraints, numbers
export {
  clamp,
  clampToBox,
  clean,
  compose,
  isFinitePoint,
  lerpPoint,
  onVerticalLine,
  point,
  samePoint,
  snapToGrid,
  snapValue,
  type Box,
  type Constraint,
  type Point,
} from './point';
export { placeBox, sameBox, viewConstraint } from './placement';
export { formatNumber, formatPoint, mathFactor, mathNumber } from './format';
export {
  addPoints,
  alongVector,
  lineCrossing,
  midpoint,
  subtractPoints,
  unitFrame,
  type LineCrossing,
} from './vectors';

// Permalinks
export {
  booleanCodec,
  enumCodec,
  formatNumberForUrl,
  hasAnyKey,
  numberCodec,
  ownQuery,
  parseNumber,
  parseNumbers,
  pointCodec,
  readState,
  writeState,
  type FieldCodec,
  type StateSchema,
} from './permalink';
export {
  LIST_SEPARATOR,
  boxCodec,
  listCodec,
  point3Codec,
  rayCodec,
  segmentCodec,
  type RayValue,
  type SegmentValue,
} from './permalink-lists';
export {
  queryString,
  useHydrated,
  usePrefersReducedMotion,
  useUrlSync,
  type UrlSyncOptions,
} from './hooks';

// The stage, frames and layers
export { Stage, useStage, type StageProps, type StageTransform } from './Stage';
export { ViewStage, type ViewStageProps } from './ViewStage';
export { Transform, frameMatrix, type TransformProps } from './Transform';
export type { Affine } from './scale';
export { DecorLayer, HandleLayer, type LayerProps } from './layers';
export { Axes, Grid, type AxesProps, type GridProps } from './Grid';

// Shapes
export {
  Arrow,
  Ghosts,
  Label,
  Line,
  MotionPath,
  PointMark,
  Polygon,
  Ray,
  Segment,
  type ArrowProps,
  type GhostsProps,
  type LabelProps,
  type LineProps,
  type MotionPathProps,
  type PointMarkProps,
  type Paint,
  type PolygonProps,
  type RayProps,
  type SegmentProps,
  type StrokeStyle,
} from './shapes';
export { textShade } from './palette';
export { AxisLine, type AxisLineProps } from './guides';
export {
  NamedBar,
  ProjectionBars,
  ShadedArea,
  UnitFrameArrows,
  type BarStyle,
  type NamedBarProps,
  type ProjectionBarsProps,
  type ShadedAreaProps,
  type UnitFrameArrowsProps,
} from './constructions';
export {
  LabelledMarks,
  LabelledPoint,
  type LabelledMark,
  type LabelledMarksProps,
  type LabelledPointProps,
} from './marks';
export { SignedArea, type SignedAreaProps } from './signed-area';
export {
  Capsule,
  Circle,
  Rectangle,
  type CapsuleProps,
  type CircleProps,
  type RectangleProps,
} from './bodies';

// Handles: the gesture, its displays, and handles built on them
export {
  usePointerDrag,
  type DragGestureOptions,
  type MoveIntent,
  type PointerDragOptions,
} from './gesture';
export {
  HIT_RADIUS,
  Handle,
  Movable,
  PointDisplay,
  useDragGesture,
  type HandleProps,
  type MarkerShape,
  type MovableProps,
  type PointDisplayProps,
} from './Handle';
export {
  ArrowTipDisplay,
  EdgeDisplay,
  KnobDisplay,
  RadiusHandle,
  RectangleHandles,
  VelocityHandle,
  moveRectanglePart,
  type ArrowTipDisplayProps,
  type EdgeDisplayProps,
  type RadiusHandleProps,
  type RectangleHandlesProps,
  type RectanglePart,
  type VelocityHandleProps,
} from './handles';
export { useMovablePoint, type MovablePointOptions } from './useMovablePoint';
export {
  segmentQueryLabel,
  type SegmentQueryResult,
  type SegmentQueryWords,
} from './segment-query';
export {
  SegmentHandles,
  entryExitMarks,
  marksAlong,
  type LineTime,
  type SegmentEnd,
  type SegmentHandlesProps,
} from './segment-parts';
export { PointHandles, type PointHandleSpec, type PointHandlesProps } from './PointHandles';
export {
  MotionHandles,
  SegmentAt,
  SweptSegment,
  type MotionHandlesProps,
  type MovingPoint,
  type SegmentAtProps,
  type SweptSegmentProps,
} from './motion';
export { ItemList, addItem, removeItem, replaceItem, type ItemListProps } from './lists';
export {
  HighlightGroup,
  HighlightTable,
  type HighlightGroupProps,
  Highlightable,
  useHighlight,
  type HighlightRow,
  type HighlightTableProps,
  type HighlightableProps,
} from './highlight';

// Plots and time
export { FunctionPlot, type FunctionPlotProps, type RootMark } from './plots/FunctionPlot';
export { PolynomialPlot, type PolynomialPlotProps } from './plots/PolynomialPlot';
export { NumberLine, type NumberLineMark, type NumberLineProps } from './plots/NumberLine';
export {
  CandidatePlot,
  IMPACT_CANDIDATE_WORDS,
  type Candidate,
  type CandidatePlotProps,
  type CandidateWords,
} from './plots/CandidatePlot';
export { gapToPoint, gapToSegment, impactGap } from './plots/distance';
export {
  IntervalStack,
  type IntervalMark,
  type IntervalRow,
  type IntervalStackProps,
} from './plots/IntervalStack';
export { entryExitTimes, halfLineRow, windowRows, type HalfLine } from './plots/interval-rows';
export {
  evaluateQuadratic,
  polynomial,
  type Interval,
  type PlotPiece,
  type Quadratic,
} from './plots/scrub';
export { TimeScrubber, type TimeScrubberProps } from './TimeScrubber';
export { polylinePath } from './polyline';
export { FunctionGraph, type FunctionGraphProps } from './graph';
export { NumberFields, type NumberFieldsProps } from './number-fields';

// Derivations
export {
  LiveDerivation,
  brk,
  gap,
  num,
  op,
  tex,
  when,
  type BreakPart,
  type DerivationPart,
  type DerivationRow,
  type GapPart,
  type InlinePart,
  type LiveDerivationProps,
  type TexPart,
  type TextPart,
  type WhenPart,
} from './LiveDerivation';
export { signedTerm, vectorParts } from './derivation-parts';
export {
  impactNumbers,
  impactRows,
  type ImpactNumbers,
  type ImpactProblem,
} from './impact-derivation';
export {
  quadraticRows,
  type QuadraticRootParts,
  type QuadraticRowsOptions,
} from './quadratic-rows';

// Figure chrome
export {
  CaseLabel,
  NumberField,
  PresetMenu,
  PresetNote,
  ResetButton,
  ShareMenu,
  Toggle,
  Toolbar,
  iframeSnippet,
  type CaseLabelProps,
  type NumberFieldProps,
  type PresetMenuProps,
  type PresetNoteProps,
  type PresetOption,
  type ResetButtonProps,
  type ShareMenuProps,
  type ToggleProps,
  type ToolbarProps,
} from './controls';
export { FigureFrame, type FigureFrameProps } from './FigureFrame';
export { ValueTable, type ValueTableProps } from './ValueTable';
export { ColorTag, ReadingNote, type ColorTagProps, type ReadingNoteProps } from './annotations';

// A circle moving over a step, and lists of segments (walls)
export {
  CircleBody,
  ImpactMarks,
  MovingCircleHandles,
  SweptCircle,
  type CircleBodyProps,
  type ImpactMarksProps,
  type MovingCircleHandlesProps,
  type SweptCircleProps,
} from './moving-circle';
export { positionAlongPath } from './bent-path';
export { BentMotion, type BentMotionProps } from './bent-motion';
export {
  circleFields,
  movingCircleOf,
  placeRadius,
  placeTip,
  relativeCircle,
  type CircleKeys,
  type MovingCircleValue,
} from './moving-circle-state';
export {
  CapsuleObstacle,
  CircleFieldHandles,
  CircleObstacle,
  ImpactingCircle,
  type CapsuleObstacleProps,
  type CircleFieldHandlesProps,
  type CircleObstacleProps,
  type Impact,
  type ImpactingCircleProps,
} from './moving-circle-parts';
export { impactCaseLabel, type ImpactResult } from './impact-label';
export {
  SegmentItemList,
  SegmentLines,
  SegmentListHandles,
  moveSegmentEnd,
  type SegmentItemListProps,
  type SegmentListHandlesProps,
} from './segment-list';

export { ChoiceGroup, type ChoiceGroupProps } from './choices';

// Parts loaded on demand (the server renders them in place)
export {
  OnDemand,
  onDemandPart,
  useModuleWhen,
  type OnDemandPartSpec,
  type OnDemandProps,
} from './OnDemand';

// 3D: the orbit view (its own modules, loaded only by 3D figures)
export {
  DropLine,
  FloorGrid,
  Handle3,
  Label3,
  OrbitControls,
  OrbitStage,
  Point3Mark,
  Segment3,
  Sphere3,
  Circle3,
  formatPoint3,
  useProjection,
  type FloorGridProps,
  type Handle3Props,
  type OrbitControlsProps,
  type OrbitStageProps,
} from './orbit/OrbitView';
export {
  alongDepth,
  farToNear,
  normalizeOrbit,
  point3,
  project,
  unproject,
  viewBasis,
  type Occluder,
  type Orbit,
  type Point3,
  type Projected,
} from './orbit/projection';
export { ZOOMS, orbitCodec, orbitView, orbitViewCodec, type OrbitView } from './orbit/codec';
export { SideView, SideViews, type SideViewProps } from './orbit/SideView';
export {
  fitZoom,
  orbitCamera,
  orbitMoves,
  point3Field,
  radiusField,
  stepZoom,
  type OrbitCamera,
} from './orbit/view3d';
export {
  BallHandles,
  FloorStage,
  OrbitFigureControls,
  useOrbitSetter,
  useSceneMoves,
  type BallHandlesProps,
  type FloorStageProps,
  type OrbitFigureControlsProps,
  type OrbitSceneProps,
} from './orbit/figure3d';
