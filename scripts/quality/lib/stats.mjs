// Small statistics for the benchmark reports.

/**
 * The p-th percentile (0 ≤ p ≤ 100) by linear interpolation between closest ranks (the "R-7"
 * definition, as in NumPy's default and most spreadsheets). Returns NaN for an empty list.
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const clamped = Math.min(100, Math.max(0, p));
  const rank = (clamped / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

export function median(values) {
  return percentile(values, 50);
}

export function maximum(values) {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}
