import type { RawBuilder, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Background jobs (DESIGN §9): a named job with a JSON payload, run by whichever server process takes it.
 * On PostgreSQL the queue is pg-boss; on the embedded SQLite it is a table of ours. Either way a queued
 * job survives a restart, and a process that closes gives its running jobs back to the queue.
 */
export interface JobContext {
  /** Aborted when the process closes: stop soon and throw (the job goes back to the queue). */
  signal: AbortSignal;
  /** How many times this job has started before (0 on the first run). */
  attempt: number;
}

export type JobHandler<P = any> = (payload: P, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Queue inside this transaction: the job exists exactly when the transaction commits. */
  trx?: Transaction<Database>;
  /** Run no earlier than this many milliseconds from now (timers, schedules). */
  delayMs?: number;
  /** A key of the job's own, unique within its name (a session's timer: the session and its turn): cancel finds it. */
  key?: string;
}

/** A job a write of the caller's queues with it (a turn's node-logging events): its name and payload, due at once. */
export interface QueuedJob {
  name: string;
  payload: object;
}

/** A keyed job to queue: its payload, its delay and its key (EnqueueOptions). */
export interface KeyedJob {
  payload: object;
  delayMs: number;
  key: string;
}

export interface DefineOptions {
  /**
   * Its jobs run long (a campaign's thread works through its contacts for minutes). On the embedded queue, whose
   * handlers share a few slots, long jobs together take all slots but one, so the others (timers, notifications, the
   * usage rollup) always find one. pg-boss gives every job name a worker of its own, so no name takes another's turn.
   */
  long?: boolean;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'sqlite';
  /** Registers the handler of a job name; before start(). */
  define<P>(name: string, handler: JobHandler<P>, options?: DefineOptions): void;
  enqueue<P extends object>(name: string, payload: P, options?: EnqueueOptions): Promise<void>;
  /**
   * Removes, inside the transaction, the job of this name queued with this key (EnqueueOptions.key): for a job that would
   * now run for nothing (a timer of a turn the caller answered), gone exactly when the transaction commits. A job
   * already running, or gone, is left as it is.
   */
  cancel(name: string, key: string, trx: Transaction<Database>): Promise<void>;
  /**
   * PostgreSQL (pg-boss) only: the removal of the keyed job `cancelKey` and the queueing of the keyed job `next`, each
   * as SQL for a data-modifying WITH of a statement of the caller's, so they happen exactly when that statement commits,
   * in no round trip of their own (a turn's timer in the session's write). A cancelKey equal to next's key is refused.
   */
  keyedWritesSql?(name: string, cancelKey: string | null, next: KeyedJob | null): Promise<RawBuilder<unknown>[]>;
  /** PostgreSQL (pg-boss) only: the queueing of a job due at once, as SQL for a data-modifying WITH (as keyedWritesSql). */
  queuedWriteSql?(job: QueuedJob): Promise<RawBuilder<unknown>>;
  /** Starts taking jobs, including those a previous process left queued or running. */
  start(): Promise<void>;
  /**
   * Stops taking jobs and lets the running ones finish for up to `graceMs`; then aborts them, and they
   * go back to the queue. Resolves when no handler of this process is running any more.
   */
  close(graceMs?: number): Promise<void>;
}

/** Thrown by a handler that stopped because the process is closing: the job is queued again, not failed. */
export class JobCancelled extends Error {
  constructor() {
    super('The job was stopped because the server is closing; it runs again at the next start.');
    this.name = 'JobCancelled';
  }
}

export const isCancelled = (error: unknown, signal: AbortSignal) => error instanceof JobCancelled || signal.aborted;

/** The running handlers of one process: their abort controllers, and a way to wait for them all. */
export class RunningJobs {
  private readonly running = new Set<{ controller: AbortController; done: Promise<unknown> }>();

  track(run: (signal: AbortSignal) => Promise<unknown>): Promise<unknown> {
    const controller = new AbortController();
    const entry = { controller, done: Promise.resolve() as Promise<unknown> };
    entry.done = run(controller.signal).finally(() => this.running.delete(entry));
    this.running.add(entry);
    return entry.done;
  }

  get size() {
    return this.running.size;
  }

  /** Waits up to graceMs for the running handlers, then aborts the rest and waits for them to settle. */
  async settle(graceMs: number): Promise<void> {
    const all = () => Promise.allSettled([...this.running].map((e) => e.done));
    if (this.running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([all(), grace]);
    clearTimeout(timer);
    for (const e of this.running) e.controller.abort();
    await all();
  }
}
