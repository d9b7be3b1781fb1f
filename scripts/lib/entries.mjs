// The package's entry points, read from the core's public surface (src/geometry/index.ts) rather
// than listed by hand: a module the core starts exporting becomes a subpath of the package, and a
// subpath exports exactly what index.ts takes from that module (internal helpers stay internal).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicModules as modulesOf } from '../../src/components/api-reference.ts';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const geometryDirectory = join(root, 'src/geometry');
export const libDirectory = join(root, 'lib');
export const templateDirectory = join(root, 'packages/geometry');

/** The modules src/geometry/index.ts re-exports from (see src/components/api-reference.ts). */
export function publicModules(
  indexSource = readFileSync(join(geometryDirectory, 'index.ts'), 'utf8'),
) {
  return modulesOf(indexSource);
}
