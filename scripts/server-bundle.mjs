// How the studio's server code is bundled for Node, wherever it is bundled: the build (dist/server), the benches,
// the flow-tests command and the tests that start a server in a process of its own. One place for the target, the
// packages left to node_modules and the import aliases of tsconfig.json.
import { build } from 'esbuild';
import { resolve } from 'node:path';

/** The repository's root: the aliases and entry points are resolved from it. */
export const root = resolve(import.meta.dirname, '..');

/** esbuild's options for a server bundle: ESM for Node 20, packages external, the @shared/@server/@plugins aliases. */
export const serverBundleOptions = Object.freeze({
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
  absWorkingDir: root,
  alias: { '@shared': './src/shared', '@server': './src/server', '@plugins': './plugins' },
});

/**
 * Bundles the server code into `outfile`: from `entry` (a path from the root, such as 'src/server/main.ts') or from
 * `source` (lines of TypeScript, such as `export { x } from './src/server/…'`). `extra` adds esbuild options (sourcemap).
 */
export function bundleServer({ entry, source, outfile, extra = {} }) {
  return build({
    ...serverBundleOptions,
    ...(entry ? { entryPoints: [resolve(root, entry)] } : { stdin: { contents: source, resolveDir: root, loader: 'ts' } }),
    outfile,
    ...extra,
  });
}
