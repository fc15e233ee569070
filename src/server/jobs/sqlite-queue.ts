import type { Transaction } from 'kysely';
import { nowIso, type Db } from '../db/index';
import { precompiled } from '../db/precompiled';
import type { Database } from '../db/schema';
import { isCancelled, RunningJobs, type DefineOptions, type EnqueueOptions, type JobHandler, type JobQueue } from './types';

/** How many times a job starts before it is failed for good, and the wait before a retry. */
const maxAttempts = 3;
const retryDelayMs = 2000;
/** Handlers of this process running at once (their database writes queue behind SQLite's one writer). */
const concurrency = 4;
/** Of those, what long jobs (DefineOptions.long) may take together: one slot always stays for the others. */
const longSlots = concurrency - 1;
/** The longest sleep between looks for delayed jobs. */
const maxSleepMs = 60_000;

/** A queued job's row: built and compiled once (a turn queues one or two: its timer, its node-logging events). */
const insertJob = precompiled(5, (db, name, payload, runAt, createdAt, key) =>
  db.insertInto('jobs').values({ name, payload, status: 'queued', attempts: 0, run_at: runAt, created_at: createdAt, job_key: key }),
);

interface Claimed {
  job_id: number;
  name: string;
  payload: string;
  attempts: number;
}

/**
 * The embedded engine's queue: jobs are rows of the `jobs` table, so a restart resumes them. One process
 * owns an SQLite file, so claiming needs no lock: a job is taken by moving it from queued to running, and
 * a job still running when a process died is queued again at the next start. A finished job's row goes;
 * a failed one stays with its error.
 */
export class SqliteJobQueue implements JobQueue {
  readonly kind = 'sqlite' as const;
  private readonly handlers = new Map<string, JobHandler>();
  /** The names of long jobs, and how many of them run now. */
  private readonly long = new Set<string>();
  private longRunning = 0;
  private readonly running = new RunningJobs();
  private started = false;
  private closing = false;
  private draining = false;
  private wakeAgain = false;
  private timer: NodeJS.Timeout | undefined;
  /** When the pending timer fires (ms since the epoch); undefined while none is set. */
  private timerAt: number | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown, job: string) => void,
  ) {}

  define<P>(name: string, handler: JobHandler<P>, options: DefineOptions = {}): void {
    this.handlers.set(name, handler as JobHandler);
    if (options.long) this.long.add(name);
    else this.long.delete(name);
  }

  async enqueue<P extends object>(name: string, payload: P, options: EnqueueOptions = {}): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`No job handler is defined for '${name}'.`);
    const now = new Date();
    const runAt = new Date(now.getTime() + Math.max(0, options.delayMs ?? 0)).toISOString();
    await insertJob(options.trx ?? this.db, name, JSON.stringify(payload), runAt, now.toISOString(), options.key ?? null);
    // A delayed job (a session's no-input timer: one a turn) needs no look now when the queue's timer already fires
    // no later than the job is due: that look finds it. Only outside a transaction (the job is in the table) and
    // while no drain runs (a drain's last look may have been taken before the insert).
    if (!options.trx && !this.draining && this.timerAt !== undefined && this.timerAt <= Date.parse(runAt)) return;
    // Inside a transaction the claim waits for the connection, so it sees the job once the transaction commits.
    setImmediate(() => this.wake());
  }

  async start(): Promise<void> {
    await this.db.updateTable('jobs').set({ status: 'queued', started_at: null }).where('status', '=', 'running').execute();
    this.started = true;
    this.wake();
  }

  async cancel(name: string, key: string, trx: Transaction<Database>): Promise<void> {
    await trx.deleteFrom('jobs').where('name', '=', name).where('job_key', '=', key).where('status', '=', 'queued').execute();
  }

  async close(graceMs = 5000): Promise<void> {
    this.closing = true;
    clearTimeout(this.timer);
    await this.running.settle(graceMs);
  }

  private wake(): void {
    if (!this.started || this.closing) return;
    if (this.draining) {
      this.wakeAgain = true;
      return;
    }
    void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      do {
        this.wakeAgain = false;
        while (!this.closing && this.running.size < concurrency) {
          const claimed = await this.claim(concurrency - this.running.size);
          if (claimed.length === 0) break;
          for (const job of claimed) {
            const long = this.long.has(job.name);
            if (long) this.longRunning++;
            void this.running
              .track((signal) => this.run(job, signal))
              .then(() => {
                if (long) this.longRunning--;
                this.wake();
              });
          }
        }
      } while (this.wakeAgain && !this.closing);
      await this.sleepUntilNextDue();
    } catch (error) {
      if (!this.closing) this.onError(error, 'queue');
    } finally {
      this.draining = false;
    }
    // A job that finished while this drain was ending asked for another look.
    if (this.wakeAgain) this.wake();
  }

  /**
   * Takes up to `count` due jobs, oldest first, and long ones only while a slot stays for the others: the due jobs
   * are looked at (without the long ones when they have every slot they may), the first that fit are taken. (One
   * process owns the file and one drain claims at a time, so nothing comes between the look and the take.)
   */
  private async claim(count: number): Promise<Claimed[]> {
    const now = nowIso();
    const longFree = longSlots - this.longRunning;
    let due = this.db.selectFrom('jobs').select(['job_id', 'name']).where('status', '=', 'queued').where('run_at', '<=', now);
    if (longFree <= 0 && this.long.size) due = due.where('name', 'not in', [...this.long]);
    const candidates = await due
      .orderBy('run_at')
      .orderBy('job_id')
      .limit(count + longSlots)
      .execute();
    const taken: number[] = [];
    let longs = 0;
    for (const c of candidates) {
      if (taken.length >= count) break;
      if (this.long.has(c.name) && longs++ >= longFree) continue;
      taken.push(c.job_id);
    }
    if (taken.length === 0) return [];
    return this.db
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), started_at: now }))
      .where('job_id', 'in', taken)
      .returning(['job_id', 'name', 'payload', 'attempts'])
      .execute();
  }

  private async run(job: Claimed, signal: AbortSignal): Promise<void> {
    const handler = this.handlers.get(job.name);
    const done = (values: Record<string, unknown>) => this.db.updateTable('jobs').set(values).where('job_id', '=', job.job_id).execute();
    try {
      if (!handler) throw new Error(`No job handler is defined for '${job.name}'.`);
      await handler(JSON.parse(job.payload), { signal, attempt: job.attempts - 1 });
      await this.db.deleteFrom('jobs').where('job_id', '=', job.job_id).execute();
    } catch (error) {
      const message = String((error as Error)?.message ?? error);
      if (isCancelled(error, signal)) {
        await done({ status: 'queued', attempts: job.attempts - 1, started_at: null });
      } else if (job.attempts < maxAttempts) {
        await done({ status: 'queued', error: message, run_at: new Date(Date.now() + retryDelayMs).toISOString() });
      } else {
        this.onError(error, job.name);
        await done({ status: 'failed', error: message, finished_at: nowIso() });
      }
    }
  }

  /**
   * Sets a timer for the next delayed job, so a job due later runs on time without polling. (Jobs due now
   * wait for a running one to finish, and each finish wakes the queue.) The earliest queued job is looked at
   * whether or not it is due yet: a timer may fire a millisecond early, so a job can become due between the
   * claim that found it not yet due and this look; it then gets a prompt timer instead of being forgotten.
   */
  private async sleepUntilNextDue(): Promise<void> {
    clearTimeout(this.timer);
    this.timerAt = undefined;
    if (this.closing) return;
    // With the long jobs' slots taken, the next job that could run is the next of the others.
    let queued = this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.min('run_at').as('run_at'))
      .where('status', '=', 'queued');
    if (this.longRunning >= longSlots && this.long.size) queued = queued.where('name', 'not in', [...this.long]);
    const next = await queued.executeTakeFirst();
    if (!next?.run_at || this.closing) return;
    const wait = new Date(next.run_at).getTime() - Date.now();
    // Due now with every slot busy: the next finish wakes the queue.
    if (wait <= 0 && this.running.size >= concurrency) return;
    const delay = Math.min(maxSleepMs, Math.max(5, wait));
    this.timerAt = Date.now() + delay;
    this.timer = setTimeout(() => {
      this.timerAt = undefined;
      this.wake();
    }, delay);
    this.timer.unref();
  }
}
