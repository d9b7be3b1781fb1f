/**
 * Addresses of the API reference (/api/), shared by the page and the pages that link to it (the
 * /source/ pages and the articles' code listings).
 */

/** The npm package the core is published as (scripts/lib/, packages/geometry/). */
export const PACKAGE_NAME = '@intersections/geometry';

/** The id of a module's section on /api/ (prefixed: `vec2` is both a module and a function). */
export function apiModuleAnchor(module: string): string {
  return `module-${module}`;
}

/** The /api/ section of a geometry file, e.g. "quadratic.ts" → "/api/#module-quadratic". */
export function apiModuleUrl(fileName: string): string {
  return `/api/#${apiModuleAnchor(fileName.replace(/\.ts$/, ''))}`;
}
