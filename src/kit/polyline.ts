/**
 * An SVG path through sampled points, broken where a point is not finite: what d3-shape's
 * `line().defined(finite)` draws with its linear curve. The kit builds it itself because
 * d3-shape ships one pre-bundled file whose curve classes the bundler cannot drop: importing
 * `line` from it put every curve (about 2 KB gzip) on each page with a plot.
 */
export function polylinePath(points: readonly (readonly [number, number])[]): string {
  let path = '';
  let run = 0; // points in the current subpath
  for (const [x, y] of points) {
    if (Number.isFinite(x) && Number.isFinite(y)) {
      path += `${run === 0 ? 'M' : 'L'}${x},${y}`;
      run += 1;
    } else {
      // A lone point closes on itself, as d3 draws it (a dot with a round cap).
      if (run === 1) path += 'Z';
      run = 0;
    }
  }
  return run === 1 ? `${path}Z` : path;
}
