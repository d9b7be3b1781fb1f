/**
 * Helpers for tests of figures and of the kit: not part of the kit's public surface (src/kit/index.ts),
 * and never imported by code that ships to the browser.
 */
export { shownTexPieces, texPieces } from './LiveDerivation';
export { makeTransform } from './Stage';
export { pressed3, pressedRadius, walkFromEveryPreset } from './orbit/testing';
