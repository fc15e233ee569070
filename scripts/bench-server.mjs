// The benches' built studio server: on SQLite in a fresh data folder with demo data, on a port of its own; started,
// stopped, and waited for until it answers /api/health.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const stop = (child) => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));

export async function healthy(base, timeoutMs = 30000) {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(50);
  }
  throw new Error('the server did not answer in time');
}

/**
 * A bench's server: `name` names its data folder, `portBase` the range of 800 ports it picks one from (benches run
 * side by side keep apart), `buildDir` the build (default dist/). start() spawns it, healthy() waits for it.
 */
export function benchServer(name, { portBase, buildDir = resolve(import.meta.dirname, '..', 'dist') }) {
  const dataDir = mkdtempSync(join(tmpdir(), `studio-bench-${name}-`));
  const port = portBase + Math.floor(Math.random() * 800);
  const base = `http://127.0.0.1:${port}`;
  const start = () =>
    spawn(process.execPath, [join(buildDir, 'server/main.js')], {
      cwd: resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIR: join(buildDir, 'client'),
        DATABASE_URL: '',
        SEED: 'demo',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  return { dataDir, base, start, healthy: () => healthy(base) };
}
