// The servers of `npm run load`: a fresh PostgreSQL database of its own (dropped afterwards), and two processes of
// the built server on it with the Redis adapter under a unique prefix. Loopback only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const adminUrl = process.env.LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * `options.env`: more of the servers' environment; `options.cpuProf`: a folder where each process writes a CPU profile
 * when it stops (a process killed with SIGKILL writes none).
 */
export async function startCluster(root, count = 2, options = {}) {
  const tag = `studio_load_${process.pid}_${Date.now().toString(36)}`;
  await admin(`create database ${tag}`);
  const url = new URL(adminUrl);
  url.pathname = `/${tag}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-load-'));
  const ports = Array.from({ length: count }, (_, i) => 21000 + Math.floor(Math.random() * 4000) + i * 5000);
  const procs = new Array(count).fill(null);
  const env = (i) => ({
    ...process.env,
    PORT: String(ports[i]),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url.href,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: tag,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...options.env,
  });
  const start = async (i) => {
    const profile = options.cpuProf
      ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProf}`, `--cpu-prof-name=server-${i}-${Date.now()}.cpuprofile`]
      : [];
    const child = spawn(process.execPath, [...profile, join(root, 'dist/server/main.js')], {
      cwd: root,
      env: env(i),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    procs[i] = child;
    child.on('exit', () => {
      if (procs[i] === child) procs[i] = null;
    });
    for (let waited = 0; ; waited += 50) {
      if (waited > 30000) throw new Error(`server ${i} did not answer in 30 s`);
      if (!procs[i]) throw new Error(`server ${i} exited while starting`);
      try {
        if ((await fetch(`http://127.0.0.1:${ports[i]}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const cluster = {
    ports,
    url: url.href,
    /** The process id of server i (null while it is down). */
    pid: (i) => procs[i]?.pid ?? null,
    tag,
    start,
    kill(i) {
      const child = procs[i];
      procs[i] = null;
      child?.kill('SIGKILL');
      return child ? new Promise((r) => (child.exitCode !== null || child.signalCode ? r() : child.once('exit', r))) : Promise.resolve();
    },
    async stop() {
      await Promise.all(
        procs.map((child, i) => {
          if (!child) return null;
          procs[i] = null;
          const gone = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          const hard = setTimeout(() => child.kill('SIGKILL'), 5000);
          return gone.then(() => clearTimeout(hard));
        }),
      );
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`drop database if exists ${tag} with (force)`);
    },
  };
  try {
    // One after the other: the first migrates and seeds the fresh database, the second finds it ready.
    for (let i = 0; i < count; i++) await start(i);
  } catch (err) {
    await cluster.stop().catch(() => {});
    throw err;
  }
  return cluster;
}
