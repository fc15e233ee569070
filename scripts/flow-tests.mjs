#!/usr/bin/env node
// `npm run flow-tests -- <task_id>… | --all`: runs tasks' flow tests through the flow engine against
// the database the studio uses (DATABASE_URL, else the SQLite file in DATA_DIR), for CI. The runner is
// src/server/cli/flow-tests.ts, bundled here with esbuild as the build does the server.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer } from './server-bundle.mjs';

const out = resolve('node_modules/.cache/studio-cli');
mkdirSync(out, { recursive: true });
const outfile = join(out, 'flow-tests.mjs');
await bundleServer({ entry: 'src/server/cli/flow-tests.ts', outfile });
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main(process.argv.slice(2));
