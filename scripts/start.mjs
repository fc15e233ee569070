#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the studio
// (migrations, demo seed on an empty database, http://localhost:8080 unless PORT says otherwise).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const built = existsSync('dist/.built') && existsSync('dist/server/main.js') && existsSync('dist/client/index.html')
  ? statSync('dist/.built').mtimeMs
  : 0;
const sources = Math.max(newest('src'), existsSync('plugins') ? newest('plugins') : 0, statSync('package.json').mtimeMs);
if (built < sources) {
  console.log('Building the studio…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
