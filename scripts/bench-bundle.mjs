// The bench scripts import the studio's TypeScript modules through one esbuild bundle each, written under
// node_modules/.cache so that its packages resolve from the repo's node_modules.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer, root } from './server-bundle.mjs';

export { root };

/** Bundles `exports` (lines of `export … from './src/…'`) as `<name>.mjs` and imports it. */
export async function importBundle(name, exports) {
  const cache = join(root, 'node_modules', '.cache', 'studio-bench');
  mkdirSync(cache, { recursive: true });
  const outfile = join(cache, `${name}.mjs`);
  await bundleServer({ source: exports.join('\n'), outfile });
  return import(pathToFileURL(outfile).href);
}
