import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleServer, root } from '../../scripts/server-bundle.mjs';
import { jobSchemaOf } from '@server/jobs/index';
import { PgBossJobQueue, pgBossTimings, type PgBossTimings } from '@server/jobs/pg-boss-queue';
import { engine, testDatabase, type TestDatabase } from './support/studio';

/**
 * On PostgreSQL a job whose process dies (kill -9: no chance to give the job back) is taken up again by another
 * process within 30 s, exactly once; a job that runs long in a live process is never taken up twice. The dying
 * process is a real one: the queue's own code, bundled and run by node, killed with SIGKILL while it runs a job.
 */
let database: TestDatabase | null = null;
const queues: PgBossJobQueue[] = [];
let child: ChildProcess | null = null;
afterEach(async () => {
  child?.kill('SIGKILL');
  for (const q of queues.splice(0)) await q.close(0);
  await database?.drop();
  database = null;
});

/** The dying process: starts a queue, queues one job and runs it for ever, saying 'started'. */
async function dyingWorker(url: string, schema: string, timings: PgBossTimings): Promise<ChildProcess> {
  const dir = join(root, 'node_modules', '.cache', 'studio-test');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, 'dying-worker.mjs');
  await bundleServer({
    source: [
      "import { PgBossJobQueue } from './src/server/jobs/pg-boss-queue';",
      'const queue = new PgBossJobQueue(process.env.JOB_DB_URL, process.env.JOB_SCHEMA, () => {}, JSON.parse(process.env.JOB_TIMINGS));',
      "queue.define('export', async () => { console.log('started'); await new Promise(() => {}); });",
      'await queue.start();',
      "await queue.enqueue('export', { n: 1 });",
    ].join('\n'),
    outfile,
  });
  const worker = spawn(process.execPath, [outfile], {
    cwd: root,
    env: { ...process.env, JOB_DB_URL: url, JOB_SCHEMA: schema, JOB_TIMINGS: JSON.stringify(timings) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((started, failed) => {
    worker.stdout!.on('data', (chunk) => String(chunk).includes('started') && started());
    worker.once('exit', (code) => failed(new Error(`the worker exited (${code}) before it started its job`)));
  });
  return worker;
}

async function jobRow(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`select state, retry_count from ${schema}.job where name = 'export'`);
  await client.end();
  return rows as { state: string; retry_count: number }[];
}

describe.skipIf(engine !== 'postgres')('jobs of a process that died (pg-boss)', () => {
  it("with the studio's settings, a job of a process killed with -9 runs again within 30 s, exactly once", async () => {
    const t = pgBossTimings;
    expect(t.staleSeconds + t.superviseSeconds + t.retryDelay + 0.5).toBeLessThan(30);
    expect(t.heartbeatSeconds * 3).toBeLessThanOrEqual(t.staleSeconds);
    database = await testDatabase();
    const [url, schema] = [database.databaseUrl!, jobSchemaOf(undefined)];
    child = await dyingWorker(url, schema, t);
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));

    let runs = 0;
    const queue = new PgBossJobQueue(url, schema, () => {}, t);
    queues.push(queue);
    queue.define('export', async () => void runs++);
    await queue.start();
    await expect
      .poll(async () => (await jobRow(url, schema)).map((r) => r.state), { timeout: 30_000, interval: 250 })
      .toEqual(['completed']);
    expect(runs).toBe(1);
    expect((await jobRow(url, schema))[0].retry_count).toBe(1);
  }, 60_000);

  it('a job running longer than the expiry in a live process keeps its heartbeat and runs once', async () => {
    const quick: PgBossTimings = { heartbeatSeconds: 0.5, staleSeconds: 2, superviseSeconds: 0.5, retryDelay: 0, maxRunSeconds: 60 };
    database = await testDatabase();
    const [url, schema] = [database.databaseUrl!, jobSchemaOf(undefined)];
    let runs = 0;
    const queue = new PgBossJobQueue(url, schema, () => {}, quick);
    queues.push(queue);
    queue.define('export', async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 6000));
    });
    await queue.start();
    await queue.enqueue('export', { n: 1 });
    await expect
      .poll(async () => (await jobRow(url, schema)).map((r) => r.state), { timeout: 20_000, interval: 250 })
      .toEqual(['completed']);
    expect(runs).toBe(1);
    expect((await jobRow(url, schema))[0].retry_count).toBe(0);
  }, 40_000);
});
