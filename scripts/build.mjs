#!/usr/bin/env node
// Builds the client (Vite) and the server (esbuild, packages left external) into dist/.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const only = process.argv[2];
if (!only || only === 'client') {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
if (!only || only === 'server') {
  mkdirSync('dist/server', { recursive: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    alias: { '@shared': './src/shared', '@server': './src/server', '@plugins': './plugins' },
  });
}
writeFileSync('dist/.built', new Date().toISOString());
