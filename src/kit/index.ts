/**
 * The figure kit: React + SVG parts every figure is built from. It knows no algorithm: figures
 * pass it numbers (points, coefficients, roots, times) and get pictures and controls back.
 */
export * from './point';
export * from './format';
export * from './permalink';
export * from './hooks';
export * from './Stage';
export * from './Grid';
export * from './Handle';
export * from './shapes';
export * from './plots/scrub';
export * from './plots/PolynomialPlot';
export * from './plots/NumberLine';
export * from './TimeScrubber';
export * from './LiveDerivation';
export * from './controls';
export * from './FigureFrame';
