#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the studio
// (migrations, demo seed on an empty database, http://localhost:8080 unless PORT says otherwise).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeOlderStudio } from './older-studio-data.mjs';

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

// The migration screens read the older studio's export files: the demo makes a small set when there is none.
const studio6Dir = resolve(process.env.STUDIO6_DATA_DIR ?? join(process.env.DATA_DIR ?? 'data', 'studio6'));
if (!existsSync(join(studio6Dir, 'groups.json'))) {
  const made = writeOlderStudio(studio6Dir, { providers: 3, groups: 40, tasks: 3, nodes: 30 });
  console.log(`Older studio data for the migration screens: ${made.groups.length} groups in ${studio6Dir}`);
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
