import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@server/db/index';
import { migrateToLatest } from '@server/db/migrate';
import { JobCancelled, openJobQueue, type JobQueue } from '@server/jobs/index';
import { engine, testDatabase, type TestDatabase } from './support/studio';

/** A queue on a database of its own (SQLite in memory, or a fresh PostgreSQL schema), as the server opens it. */
let open: { handle: DbHandle; database: TestDatabase; queues: JobQueue[] } | null = null;
/** What the queues reported as failed for good. */
let reported: string[] = [];
async function queueOnFreshDb() {
  const database = await testDatabase();
  const handle = openDb({ url: database.databaseUrl ?? ':memory:' });
  await migrateToLatest(handle);
  open = { handle, database, queues: [] };
  return () => {
    const q = openJobQueue(handle, database.databaseUrl, { error: (o: { job?: string }) => void reported.push(o.job ?? '?') });
    open!.queues.push(q);
    return q;
  };
}
afterEach(async () => {
  if (!open) return;
  for (const q of open.queues) await q.close(0);
  await open.handle.close();
  await open.database.drop();
  open = null;
  reported = [];
});

const until = async (check: () => boolean, what: string, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe(`the job queue (${engine === 'postgres' ? 'pg-boss' : 'SQLite jobs table'})`, () => {
  it('runs every queued job once, with its payload', async () => {
    const queue = (await queueOnFreshDb())();
    const seen: number[] = [];
    queue.define<{ n: number }>('count', async ({ n }) => void seen.push(n));
    await queue.start();
    // Queued faster than they run, so jobs finish while the queue is still looking for more.
    for (let n = 0; n < 400; n += 20) await Promise.all(Array.from({ length: 20 }, (_, k) => queue.enqueue('count', { n: n + k })));
    await until(() => seen.length >= 400, '400 jobs');
    await new Promise((r) => setTimeout(r, 100));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 400 }, (_, n) => n));
  });

  it('keeps a job queued in a transaction only when the transaction commits', async () => {
    const makeQueue = await queueOnFreshDb();
    const queue = makeQueue();
    const seen: string[] = [];
    queue.define<{ tag: string }>('tagged', async ({ tag }) => void seen.push(tag));
    await queue.start();
    await open!.handle.db.transaction().execute(async (trx) => queue.enqueue('tagged', { tag: 'committed' }, { trx }));
    await expect(
      open!.handle.db.transaction().execute(async (trx) => {
        await queue.enqueue('tagged', { tag: 'rolled back' }, { trx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await until(() => seen.length >= 1, 'the committed job');
    await new Promise((r) => setTimeout(r, 700));
    expect(seen).toEqual(['committed']);
  });

  it('does not run a delayed job before its time', async () => {
    const queue = (await queueOnFreshDb())();
    const ranAt: number[] = [];
    queue.define('later', async () => void ranAt.push(Date.now()));
    await queue.start();
    const queuedAt = Date.now();
    await queue.enqueue('later', {}, { delayMs: 1500 });
    await until(() => ranAt.length === 1, 'the delayed job');
    expect(ranAt[0] - queuedAt).toBeGreaterThanOrEqual(1400);
  });

  it("keeps a slot for other jobs while long jobs (a campaign's threads) wait for theirs: the others run at once and on time", async () => {
    const queue = (await queueOnFreshDb())();
    let longNow = 0;
    let longMost = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    queue.define(
      'thread',
      async (_p, { signal }) => {
        longNow++;
        longMost = Math.max(longMost, longNow);
        await Promise.race([released, new Promise((resolve) => signal.addEventListener('abort', resolve))]);
        longNow--;
      },
      { long: true },
    );
    const ran: string[] = [];
    const ranAt: number[] = [];
    queue.define<{ tag: string }>('short', async ({ tag }) => void (ran.push(tag), ranAt.push(Date.now())));
    await queue.start();
    for (let n = 0; n < 10; n++) await queue.enqueue('thread', { n });
    // pg-boss hands a worker its next batch only once its last one is done: a long name has several workers, so a long
    // job queued after another that runs still starts.
    await until(() => longNow >= (engine === 'postgres' ? 2 : 3), 'the long jobs to take their slots');
    await queue.enqueue('short', { tag: 'now' });
    const queuedAt = Date.now();
    await queue.enqueue('short', { tag: 'later' }, { delayMs: 1000 });
    // Ten long jobs are due and none finishes, yet both short jobs run: the one due now at once, the delayed one on time.
    await until(() => ran.length === 2, 'the short jobs beside the long ones');
    expect(ran).toEqual(['now', 'later']);
    expect(ranAt[1]! - queuedAt).toBeLessThan(engine === 'postgres' ? 3000 : 1500);
    // The embedded queue's four slots: long jobs take three at most; pg-boss runs each job name on a worker of its own.
    if (engine === 'sqlite') expect(longMost).toBe(3);
    release();
    await until(() => longNow === 0, 'the long jobs to finish');
  });

  it('retries a failing job, then gives up and reports it once', async () => {
    const queue = (await queueOnFreshDb())();
    const attempts: number[] = [];
    queue.define('broken', async (_p, { attempt }) => {
      attempts.push(attempt);
      throw new Error('always fails');
    });
    queue.define('flaky', async (_p, { attempt }) => {
      if (attempt < 1) throw new Error('first try fails');
    });
    await queue.start();
    await queue.enqueue('broken', {});
    await queue.enqueue('flaky', {});
    await until(() => reported.length === 1, 'the failure report', 30_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(attempts).toEqual([0, 1, 2]);
    expect(reported).toEqual(['broken']);
  }, 45_000);

  it('gives a job it is running back to the queue when it closes, and a restarted queue finishes it', async () => {
    const makeQueue = await queueOnFreshDb();
    const first = makeQueue();
    let started = 0;
    let finished = 0;
    const handler = async (_p: object, { signal }: { signal: AbortSignal }) => {
      started++;
      if (started === 1) {
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        throw new JobCancelled();
      }
      finished++;
    };
    first.define('long', handler);
    await first.start();
    await first.enqueue('long', {});
    await until(() => started === 1, 'the first run');
    await first.close(0);
    expect(finished).toBe(0);

    const second = makeQueue();
    second.define('long', handler);
    await second.start();
    await until(() => finished === 1, 'the run after the restart', 20_000);
    expect(started).toBe(2);
  });

  it('takes every job that was waiting when it started, given back or never begun', async () => {
    const makeQueue = await queueOnFreshDb();
    const first = makeQueue();
    let begun = 0;
    first.define('waiting', (_p, { signal }) => {
      begun++;
      return new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new JobCancelled())));
    });
    await first.start();
    for (let n = 0; n < 300; n += 20) await Promise.all(Array.from({ length: 20 }, (_, k) => first.enqueue('waiting', { n: n + k })));
    await until(() => begun > 0, 'the first jobs to begin');
    await first.close(0);

    const second = makeQueue();
    const seen = new Set<number>();
    second.define<{ n: number }>('waiting', async ({ n }) => void seen.add(n));
    await second.start();
    await until(() => seen.size === 300, `all 300 jobs (${seen.size} so far)`, 20_000);
  });
});
