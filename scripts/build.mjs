#!/usr/bin/env node
// Builds the client (Vite) and the server (esbuild, packages left external) into dist/.
import { bundleServer } from './server-bundle.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const only = process.argv[2];
// BUILD_DIR builds somewhere other than dist/ (a second checkout of the app beside a running one).
const out = resolve(process.env.BUILD_DIR ?? 'dist');
if (!only || only === 'client') {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', join(out, 'client')], {
    stdio: 'inherit',
  });
}
if (!only || only === 'server') {
  mkdirSync(join(out, 'server'), { recursive: true });
  await bundleServer({ entry: 'src/server/main.ts', outfile: join(out, 'server/main.js'), extra: { sourcemap: true } });
}
writeFileSync(join(out, '.built'), new Date().toISOString());
