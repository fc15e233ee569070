import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { CompiledQuery, sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import {
  isCancelled,
  RunningJobs,
  type DefineOptions,
  type EnqueueOptions,
  type JobHandler,
  type JobQueue,
  type KeyedJob,
  type QueuedJob,
} from './types';

/** Jobs fetched per look; a full batch makes the worker look again at once instead of after the interval. */
const batchSize = 100;
const pollingIntervalSeconds = 0.5;
/**
 * Workers per long job name in each process. A pg-boss worker fetches its next batch only once the whole last batch is
 * done, so one batch of long jobs (a campaign's threads, running for minutes) would keep every later job of the name
 * (another campaign's threads, a thread coming back) waiting; with several workers an idle one takes them.
 */
const longWorkers = 4;

/**
 * How a job of a process that died (killed, crashed) is taken up again: the process running a job beats for it
 * every `heartbeatSeconds` (the job's started_on moves on), and every process looks every `superviseSeconds` for
 * active jobs whose beat is older than `staleSeconds`: one of them (an atomic update) puts each back to retry after
 * `retryDelay`, and any process takes it. A job of a dead process therefore runs again within stale + supervise +
 * retry delay + polling (22.5 s), exactly once; a job that runs long in a live process keeps beating and is never
 * taken twice. pg-boss's own expiry (expire_in, which its worker also enforces on a running handler) is only the
 * longest a job may run, `maxRunSeconds`.
 */
export interface PgBossTimings {
  heartbeatSeconds: number;
  staleSeconds: number;
  superviseSeconds: number;
  retryDelay: number;
  maxRunSeconds: number;
}
export const pgBossTimings: PgBossTimings = {
  heartbeatSeconds: 5,
  staleSeconds: 15,
  superviseSeconds: 5,
  retryDelay: 2,
  maxRunSeconds: 6 * 60 * 60,
};

/** The pg-boss id of a keyed job (EnqueueOptions.key): a UUID from a hash of its name and key, so cancel finds it. */
export function keyedId(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** pg-boss runs its SQL through our transaction, so a job queued in it exists exactly when it commits. */
const throughTransaction = (trx: Transaction<Database>): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as any[] }),
});

/**
 * The queue on PostgreSQL: pg-boss (docs/architecture.md says why), in a schema of its own beside ours.
 * Any server process on the database takes jobs; a job whose process dies is retried once its heartbeat stops
 * (pgBossTimings), and one a closing process gives back is retried at once by the next worker.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler>();
  /** Each job name's workers (several for a long name). */
  private readonly workers = new Map<string, string[]>();
  private readonly long = new Set<string>();
  private readonly running = new RunningJobs();
  private closing = false;
  private started = false;
  /** Each job name's queue and worker, made at start (or at definition, after start). */
  private readonly registered = new Map<string, Promise<void>>();
  private lastRegistered: Promise<void> = Promise.resolve();

  /** The jobs this process runs, by queue name: their heartbeat. */
  private readonly active = new Map<string, Set<string>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private supervisor: NodeJS.Timeout | null = null;
  private readonly queueOptions: { retryLimit: number; retryDelay: number; expireInSeconds: number };

  constructor(
    connectionString: string,
    private readonly schema: string,
    private readonly onError: (error: unknown, job: string) => void,
    private readonly timings: PgBossTimings = pgBossTimings,
  ) {
    this.queueOptions = { retryLimit: 2, retryDelay: timings.retryDelay, expireInSeconds: timings.maxRunSeconds };
    this.boss = new PgBoss({ connectionString, schema, max: 6, schedule: false, ...this.queueOptions });
    this.boss.on('error', (error) => {
      if (!this.closing) onError(error, 'queue');
    });
  }

  private sql(text: string, values: unknown[]): Promise<unknown> {
    return this.boss
      .getDb()
      .executeSql(text, values)
      .catch((error: unknown) => void (!this.closing && this.onError(error, 'heartbeat')));
  }

  /** Moves the running jobs' started_on on: their process is alive. */
  private async beat(): Promise<void> {
    for (const [name, ids] of this.active) {
      if (ids.size)
        await this.sql(`UPDATE ${this.schema}.job SET started_on = now() WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`, [
          name,
          [...ids],
        ]);
    }
  }

  /** Puts the active jobs whose beat stopped back to retry (or fails them when no retry is left), each once. */
  private supervise(): Promise<unknown> {
    const retry = 'retry_count < retry_limit';
    return this.sql(
      `UPDATE ${this.schema}.job SET
         state = (CASE WHEN ${retry} THEN 'retry' ELSE 'failed' END)::${this.schema}.job_state,
         start_after = CASE WHEN ${retry} THEN now() + retry_delay * interval '1 second' ELSE start_after END,
         completed_on = CASE WHEN ${retry} THEN NULL ELSE now() END,
         output = '{"message":"the process running the job stopped"}'::jsonb
       WHERE state = 'active' AND started_on < now() - $1 * interval '1 second'`,
      [this.timings.staleSeconds],
    );
  }

  /** Every name has workers of its own here, so no job takes another name's turn; a long name has several (longWorkers). */
  define<P>(name: string, handler: JobHandler<P>, options: DefineOptions = {}): void {
    this.handlers.set(name, handler as JobHandler);
    if (options.long) this.long.add(name);
    else this.long.delete(name);
    if (this.started) this.registered.set(name, this.register(name, handler as JobHandler));
  }

  async enqueue<P extends object>(name: string, payload: P, options: EnqueueOptions = {}): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`No job handler is defined for '${name}'.`);
    await this.registered.get(name);
    const startAfter = options.delayMs ? new Date(Date.now() + options.delayMs) : undefined;
    await this.boss.send(name, payload, {
      ...(startAfter ? { startAfter } : {}),
      ...(options.key !== undefined ? { id: keyedId(name, options.key) } : {}),
      ...(options.trx ? { db: throughTransaction(options.trx) } : {}),
    });
    // Wake this process's worker rather than wait for its next look (a queued-in-transaction job is seen after the commit).
    const workers = this.workers.get(name);
    if (workers && !startAfter) setTimeout(() => !this.closing && this.notify(workers), options.trx ? 10 : 0).unref();
  }

  async keyedWritesSql(name: string, cancelKey: string | null, next: KeyedJob | null): Promise<RawBuilder<unknown>[]> {
    if (!this.handlers.has(name)) throw new Error(`No job handler is defined for '${name}'.`);
    if (next && cancelKey === next.key) throw new Error('A job is not removed and queued again in one statement.');
    const writes: RawBuilder<unknown>[] = [];
    // The job name as a literal: the job table is partitioned by name (one partition per queue), and a prepared
    // statement (db/prepared.ts) with its name as a value would be planned over every queue's partition, each run.
    if (cancelKey !== null)
      writes.push(
        sql`DELETE FROM ${sql.table(`${this.schema}.job`)} WHERE name = ${sql.lit(name)} AND id = ${keyedId(name, cancelKey)}::uuid AND state IN ('created', 'retry')`,
      );
    if (next)
      writes.push(await this.sendSql(name, next.payload, { startAfter: new Date(Date.now() + next.delayMs), id: keyedId(name, next.key) }));
    return writes;
  }

  async queuedWriteSql({ name, payload }: QueuedJob): Promise<RawBuilder<unknown>> {
    if (!this.handlers.has(name)) throw new Error(`No job handler is defined for '${name}'.`);
    return this.sendSql(name, payload, {});
  }

  /** pg-boss's own statement of a job, as its send makes it (not run: kept with its values), as SQL of ours. */
  private async sendSql(name: string, payload: object, options: PgBoss.SendOptions): Promise<RawBuilder<unknown>> {
    await this.registered.get(name);
    let made: { text: string; values: unknown[] } | undefined;
    const keep: PgBoss.Db = { executeSql: async (text, values) => ((made = { text, values: values ?? [] }), { rows: [] }) };
    await this.boss.send(name, payload, { ...options, db: keep });
    if (!made) throw new Error('pg-boss made no statement of the job.');
    const { text, values } = made;
    // Its $n placeholders as values of ours (numbered anew in the statement it joins).
    const pieces = text.split(/\$(\d+)/);
    return sql.join(
      pieces.map((piece, i) => (i % 2 ? sql.val(values[Number(piece) - 1]) : sql.raw(piece))),
      sql.raw(''),
    );
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    this.heartbeat = setInterval(() => void this.beat(), this.timings.heartbeatSeconds * 1000);
    this.supervisor = setInterval(() => void this.supervise(), this.timings.superviseSeconds * 1000);
    for (const timer of [this.heartbeat, this.supervisor]) timer.unref();
    for (const [name, handler] of this.handlers) this.registered.set(name, this.register(name, handler));
    await Promise.all(this.registered.values());
  }

  /** One after another: making two queues at once deadlocks (each attaches a partition to the job table). */
  private register(name: string, handler: JobHandler): Promise<void> {
    const made = this.lastRegistered.then(() => this.makeQueue(name, handler));
    this.lastRegistered = made.catch(() => undefined);
    return made;
  }

  private async makeQueue(name: string, handler: JobHandler): Promise<void> {
    await this.boss.createQueue(name, { name, ...this.queueOptions });
    // A queue made by an earlier version keeps its settings unless they are set again.
    await this.boss.updateQueue(name, { name, ...this.queueOptions });
    const ids: string[] = [];
    for (let n = this.long.has(name) ? longWorkers : 1; n > 0; n--)
      ids.push(
        await this.boss.work<any>(name, { batchSize, pollingIntervalSeconds, includeMetadata: true }, (jobs) =>
          this.runBatch(name, handler, jobs),
        ),
      );
    this.workers.set(name, ids);
  }

  /** Wakes a name's workers (a busy one looks again as soon as its batch is done). */
  private notify(ids: string[]): void {
    for (const id of ids) this.boss.notifyWorker(id);
  }

  async cancel(name: string, key: string, trx: Transaction<Database>): Promise<void> {
    // Only a job not yet taken: a running one completes (or is retried) as pg-boss keeps it.
    await throughTransaction(trx).executeSql(
      `DELETE FROM ${this.schema}.job WHERE name = $1 AND id = $2::uuid AND state IN ('created', 'retry')`,
      [name, keyedId(name, key)],
    );
  }

  async close(graceMs = 5000): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await Promise.allSettled(this.registered.values());
    for (const name of this.workers.keys()) await this.boss.offWork(name);
    await this.running.settle(graceMs);
    for (const timer of [this.heartbeat, this.supervisor]) if (timer) clearInterval(timer);
    await this.boss.stop({ graceful: false, close: true, wait: true });
  }

  /** Runs a batch side by side; completes, retries or fails each job on its own. */
  private async runBatch(name: string, handler: JobHandler, jobs: PgBoss.JobWithMetadata<any>[]): Promise<void> {
    const active = this.active.get(name) ?? new Set<string>();
    this.active.set(name, active);
    for (const job of jobs) active.add(job.id);
    const outcomes = await Promise.all(
      jobs.map((job) =>
        this.running.track((signal) =>
          handler(job.data, { signal, attempt: job.retryCount }).then(
            () => null,
            (error: unknown) => ({ error, cancelled: isCancelled(error, signal) }),
          ),
        ),
      ),
    );
    const done: string[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      const job = jobs[i];
      if (!outcome) done.push(job.id);
      else {
        const { error, cancelled } = outcome as { error: unknown; cancelled: boolean };
        if (!cancelled && job.retryCount >= job.retryLimit) this.onError(error, name);
        await this.boss.fail(name, job.id, { message: String((error as Error)?.message ?? error) });
      }
    }
    if (done.length) await this.boss.complete(name, done);
    for (const job of jobs) active.delete(job.id);
    const workers = this.workers.get(name);
    if (jobs.length === batchSize && workers && !this.closing) this.notify(workers);
  }
}
