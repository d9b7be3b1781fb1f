/**
 * Every algorithm's named cases in one place: the figures' presets and the tests' expectations
 * (`*.fixtures.ts`, one case per kind, reason and flag). Figures import them from here instead of
 * reaching into each file.
 */
export * from './clip-segment-rect.fixtures';
export * from './project-point.fixtures';
export * from './project-point-3d.fixtures';
export * from './quadratic.fixtures';
export * from './ray-segment.fixtures';
export * from './segment-sphere.fixtures';
export * from './spheres.fixtures';
export * from './sweep-segment-point.fixtures';
export * from './time-of-impact.fixtures';
