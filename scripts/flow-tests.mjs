#!/usr/bin/env node
// `npm run flow-tests -- <task_id>… | --all`: runs tasks' flow tests through the flow engine against
// the database the studio uses (DATABASE_URL, else the SQLite file in DATA_DIR), for CI. The runner is
// src/server/cli/flow-tests.ts, bundled here with esbuild as the build does the server.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const out = resolve('node_modules/.cache/studio-cli');
mkdirSync(out, { recursive: true });
const outfile = join(out, 'flow-tests.mjs');
await build({
  entryPoints: ['src/server/cli/flow-tests.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
  alias: { '@shared': './src/shared', '@server': './src/server', '@plugins': './plugins' },
});
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main(process.argv.slice(2));
