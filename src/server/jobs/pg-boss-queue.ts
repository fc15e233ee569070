import PgBoss from 'pg-boss';
import { CompiledQuery, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isCancelled, RunningJobs, type EnqueueOptions, type JobHandler, type JobQueue } from './types';

/** Jobs fetched per look; a full batch makes the worker look again at once instead of after the interval. */
const batchSize = 100;
const pollingIntervalSeconds = 0.5;
const queueOptions = { retryLimit: 2, retryDelay: 2, expireInSeconds: 15 * 60 };

/** pg-boss runs its SQL through our transaction, so a job queued in it exists exactly when it commits. */
const throughTransaction = (trx: Transaction<Database>): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as any[] }),
});

/**
 * The queue on PostgreSQL: pg-boss (docs/architecture.md says why), in a schema of its own beside ours.
 * Any server process on the database takes jobs; a job whose process dies is retried when pg-boss
 * expires it, and one a closing process gives back is retried at once by the next worker.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workers = new Map<string, string>();
  private readonly running = new RunningJobs();
  private closing = false;
  private started = false;
  /** Each job name's queue and worker, made at start (or at definition, after start). */
  private readonly registered = new Map<string, Promise<void>>();
  private lastRegistered: Promise<void> = Promise.resolve();

  constructor(
    connectionString: string,
    schema: string,
    private readonly onError: (error: unknown, job: string) => void,
  ) {
    this.boss = new PgBoss({ connectionString, schema, max: 6, schedule: false, ...queueOptions });
    this.boss.on('error', (error) => {
      if (!this.closing) onError(error, 'queue');
    });
  }

  define<P>(name: string, handler: JobHandler<P>): void {
    this.handlers.set(name, handler as JobHandler);
    if (this.started) this.registered.set(name, this.register(name, handler as JobHandler));
  }

  async enqueue<P extends object>(name: string, payload: P, options: EnqueueOptions = {}): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`No job handler is defined for '${name}'.`);
    await this.registered.get(name);
    const startAfter = options.delayMs ? new Date(Date.now() + options.delayMs) : undefined;
    await this.boss.send(name, payload, { ...(startAfter ? { startAfter } : {}), ...(options.trx ? { db: throughTransaction(options.trx) } : {}) });
    // Wake this process's worker rather than wait for its next look (a queued-in-transaction job is seen after the commit).
    const worker = this.workers.get(name);
    if (worker && !startAfter) setTimeout(() => !this.closing && this.boss.notifyWorker(worker), options.trx ? 10 : 0).unref();
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
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
    await this.boss.createQueue(name, { name, ...queueOptions });
    const id = await this.boss.work<any>(name, { batchSize, pollingIntervalSeconds, includeMetadata: true }, (jobs) => this.runBatch(name, handler, jobs));
    this.workers.set(name, id);
  }

  async close(graceMs = 5000): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await Promise.allSettled(this.registered.values());
    for (const name of this.workers.keys()) await this.boss.offWork(name);
    await this.running.settle(graceMs);
    await this.boss.stop({ graceful: false, close: true, wait: true });
  }

  /** Runs a batch side by side; completes, retries or fails each job on its own. */
  private async runBatch(name: string, handler: JobHandler, jobs: PgBoss.JobWithMetadata<any>[]): Promise<void> {
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
    const worker = this.workers.get(name);
    if (jobs.length === batchSize && worker && !this.closing) this.boss.notifyWorker(worker);
  }
}
