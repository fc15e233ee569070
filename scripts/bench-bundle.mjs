// The bench scripts import the studio's TypeScript modules through one esbuild bundle each, written under
// node_modules/.cache so that its packages resolve from the repo's node_modules.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = resolve(import.meta.dirname, '..');

/** Bundles `exports` (lines of `export … from './src/…'`) as `<name>.mjs` and imports it. */
export async function importBundle(name, exports) {
  const cache = join(root, 'node_modules', '.cache', 'studio-bench');
  mkdirSync(cache, { recursive: true });
  const outfile = join(cache, `${name}.mjs`);
  await build({
    stdin: { contents: exports.join('\n'), resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    alias: { '@shared': './src/shared', '@server': './src/server', '@plugins': './plugins' },
  });
  return import(pathToFileURL(outfile).href);
}
