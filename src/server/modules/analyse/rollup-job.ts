import type { UsageEvent } from '@shared/realtime';
import { roomOf } from '@shared/realtime';
import type { JobHandler } from '../../jobs/index';
import type { Services } from '../../services';
import { monthPartitions } from '../../db/usage-partitions';
import { nowIso } from '../../db/index';
import { rollupUsage } from './rollup';

export const rollupJobName = 'usage-rollup';
/** How often the rollup job runs: usage views also catch up when they are read, so this only bounds the pushed events' delay. */
export const rollupEveryMs = 60_000;

interface RollupPayload {
  generation: number;
}

/** Tells the accounts' open usage screens that their usage changed (virtual-agent usage and chatbot usage, spec 3 §7). */
export function emitUsage(services: Services, acIds: readonly number[]) {
  const at = nowIso();
  for (const ac_id of acIds) {
    const event: UsageEvent = { ac_id, at };
    services.realtime?.to(roomOf.account(ac_id)).emit('usage:virtual-agent', event);
    services.realtime?.to(roomOf.account(ac_id)).emit('usage:chatbot', event);
  }
}

/**
 * The rollup job: a chain of delayed jobs, one generation at a time. Each start of the studio begins a new
 * generation and the jobs of an older one end without a successor, so a restart never doubles the chain.
 * On PostgreSQL each run also makes the coming months' partitions of the usage records.
 */
export const rollupHandler =
  (services: Services): JobHandler<RollupPayload> =>
  async ({ generation }) => {
    const db = services.db;
    const state = await db.selectFrom('usage_rollup_state').select('generation').where('id', '=', 1).executeTakeFirst();
    if (!state || state.generation !== generation) return;
    if (services.engine === 'postgres') await monthPartitions(db, nowIso(), nowIso());
    emitUsage(services, await rollupUsage(db, services.engine));
    await services.jobs.enqueue<RollupPayload>(rollupJobName, { generation }, { delayMs: rollupEveryMs });
  };

/** Begins this process's generation of the chain (at start). */
export async function startRollups(services: Services) {
  const generation = await services.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('usage_rollup_state').select('generation').where('id', '=', 1).executeTakeFirstOrThrow();
    await trx
      .updateTable('usage_rollup_state')
      .set({ generation: row.generation + 1 })
      .where('id', '=', 1)
      .execute();
    return row.generation + 1;
  });
  await services.jobs.enqueue<RollupPayload>(rollupJobName, { generation }, { delayMs: rollupEveryMs });
}
