import type { UsageEvent } from '@shared/realtime';
import { roomOf } from '@shared/realtime';
import { jobChain } from '../../jobs/chain';
import type { Services } from '../../services';
import { monthPartitions } from '../../db/usage-partitions';
import { nowIso } from '../../db/index';
import { rollupUsage } from './rollup';

export const rollupJobName = 'usage-rollup';
/** How often the rollup job runs: usage views also catch up when they are read, so this only bounds the pushed events' delay. */
export const rollupEveryMs = 60_000;

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
 * The rollup job, a job chain (one generation per start of the studio, so a restart never doubles it). On PostgreSQL
 * each run also makes the coming months' partitions of the usage records.
 */
export const rollupChain = (services: Services) =>
  jobChain(services, {
    name: rollupJobName,
    state: 'usage_rollup_state',
    everyMs: rollupEveryMs,
    run: async () => {
      if (services.engine === 'postgres') await monthPartitions(services.db, nowIso(), nowIso());
      emitUsage(services, await rollupUsage(services.db, services.engine));
    },
  });
