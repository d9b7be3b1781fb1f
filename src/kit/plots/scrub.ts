/**
 * Pure helpers for the time and parameter plots: value ranges and keyboard steps. Kept apart from
 * the components so they can be unit-tested in Node.
 */

/** A polynomial c2·t² + c1·t + c0 in the kit's own terms (the kit knows no algorithm). */
export type Quadratic = { readonly a: number; readonly b: number; readonly c: number };

export function evaluateQuadratic({ a, b, c }: Quadratic, t: number): number {
  return (a * t + b) * t + c;
}

/**
 * The y range that shows the polynomial over the window: its extremes there (ends and vertex),
 * always including 0 so the t axis is in view, padded by 12 %. Identically zero → [−1, 1].
 */
export function plotRange(poly: Quadratic, window: readonly [number, number]): [number, number] {
  const [t0, t1] = window;
  const samples = [evaluateQuadratic(poly, t0), evaluateQuadratic(poly, t1), 0];
  if (poly.a !== 0) {
    const vertex = -poly.b / (2 * poly.a);
    if (vertex > t0 && vertex < t1) samples.push(evaluateQuadratic(poly, vertex));
  }
  const finite = samples.filter(Number.isFinite);
  let low = Math.min(...finite);
  let high = Math.max(...finite);
  if (high - low === 0) return [-1, 1];
  const pad = (high - low) * 0.12;
  low -= pad;
  high += pad;
  return [low, high];
}

/** c0 + c1·t + c2·t² + …: a polynomial of any degree from its coefficients, lowest first (Horner). */
export function polynomial(coefficients: readonly number[]): (t: number) => number {
  return (t) => coefficients.reduceRight((sum, c) => sum * t + c, 0);
}

/** A closed interval of t (a shaded band, a contact interval, a piece's domain). */
export type Interval = { readonly t0: number; readonly t1: number };

/** One piece of a piecewise function: `f` on [t0, t1]. */
export type PlotPiece = Interval & { readonly f: (t: number) => number };

/**
 * The y range that shows the pieces over the window, from samples (a function of t has no known
 * extremes): always including 0 so the t axis is in view, padded by 12 %; [−1, 1] when flat.
 */
export function sampledRange(
  pieces: readonly PlotPiece[],
  window: readonly [number, number],
  samples = 96,
): [number, number] {
  const values = [0];
  for (const piece of pieces) {
    const from = Math.max(window[0], piece.t0);
    const to = Math.min(window[1], piece.t1);
    if (!(to >= from)) continue;
    for (const t of sampleTimes([from, to], samples)) values.push(piece.f(t));
  }
  const finite = values.filter(Number.isFinite);
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  if (high - low === 0) return [-1, 1];
  const pad = (high - low) * 0.12;
  return [low - pad, high + pad];
}

/** Evenly spaced sample times across a window (inclusive), for a smooth curve path. */
export function sampleTimes(window: readonly [number, number], count: number): number[] {
  const [t0, t1] = window;
  return Array.from({ length: count + 1 }, (_, i) => t0 + ((t1 - t0) * i) / count);
}

/**
 * Keyboard rule for a scalar slider drawn in SVG (the time knob): arrows move by `step` (Shift:
 * ten), Home/End jump to the ends, PageUp/PageDown move ten steps. Returns `null` for other keys.
 */
export function scalarKeyTarget(
  key: string,
  shift: boolean,
  value: number,
  step: number,
  min: number,
  max: number,
): number | null {
  const big = step * 10;
  let next: number;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      next = value + (shift ? big : step);
      break;
    case 'ArrowLeft':
    case 'ArrowDown':
      next = value - (shift ? big : step);
      break;
    case 'PageUp':
      next = value + big;
      break;
    case 'PageDown':
      next = value - big;
      break;
    case 'Home':
      next = min;
      break;
    case 'End':
      next = max;
      break;
    default:
      return null;
  }
  // Round to the step so repeated key presses land on tidy values (0.3, not 0.30000000000000004).
  const rounded = Math.round(next / step) * step;
  return Math.min(max, Math.max(min, Number(rounded.toFixed(10))));
}
