import type { Db } from '../db/index';
import type { JobHandler, JobQueue } from './types';

/** The one-row tables (id 1) that keep a chain's generation. */
export type ChainStateTable = 'usage_rollup_state' | 'alert_evaluator_state';

export interface ChainPayload {
  generation: number;
}

export interface JobChain {
  /** The job's handler: runs the work if its generation is the current one, then queues the next. */
  handler: JobHandler<ChainPayload>;
  /** Begins this process's generation of the chain (at start). */
  start(): Promise<void>;
}

/**
 * A job that runs every `everyMs` as a chain of delayed jobs, one generation at a time: each start of the studio
 * begins a new generation (stored in `state`), and the jobs of an older one end without a successor, so a restart
 * never doubles the chain. With `nextAfterFailure` the next job is queued even when a run fails (a failed run is
 * then not retried); without it a failed run is the queue's to retry, and queues the next once it succeeds.
 */
export function jobChain(
  deps: { db: Db; jobs: JobQueue },
  o: { name: string; state: ChainStateTable; everyMs: number; nextAfterFailure?: boolean; run(): Promise<void> },
): JobChain {
  const next = (generation: number) => deps.jobs.enqueue<ChainPayload>(o.name, { generation }, { delayMs: o.everyMs });
  return {
    handler: async ({ generation }) => {
      const state = await deps.db.selectFrom(o.state).select('generation').where('id', '=', 1).executeTakeFirst();
      if (!state || state.generation !== generation) return;
      if (!o.nextAfterFailure) {
        await o.run();
        return next(generation);
      }
      try {
        await o.run();
      } finally {
        await next(generation);
      }
    },
    start: async () => {
      const generation = await deps.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom(o.state).select('generation').where('id', '=', 1).executeTakeFirstOrThrow();
        await trx
          .updateTable(o.state)
          .set({ generation: row.generation + 1 })
          .where('id', '=', 1)
          .execute();
        return row.generation + 1;
      });
      await next(generation);
    },
  };
}
