import { sql } from 'kysely';
import { timeBuckets } from '@shared/traffic';
import { dayAfter } from '@shared/usage';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';

/** The node traffic's summed columns: sessions, where they ended, and the histogram of time spent (migration 044). */
export const trafficSums = ['sessions', 'ended', 'hang_up', 'errors', 'no_input', ...timeBuckets.map((b) => b.column)] as const;
export type TrafficSum = (typeof trafficSums)[number];

const keys = ['task_version', 'channel', 'node_id', 'to_node_id'] as const;
/** The UTC day (YYYY-MM-DD) of an hour (YYYY-MM-DDTHH): its first 10 characters. */
const dayOfHour = sql<string>`substr(hour, 1, 10)`;

/** The tasks an account's hourly node traffic counts in one hour. */
export async function trafficTasksOfHour(trx: Db, acId: number, hour: string): Promise<number[]> {
  const rows = await accountRows(trx, acId).selectFrom('node_traffic').select('task_id').distinct().where('hour', '=', hour).execute();
  return rows.map((r) => r.task_id);
}

/**
 * Sums the account's hourly node traffic of one UTC day again into its daily rows, for the tasks given (those whose
 * hour was just replaced): called in the rollup's transaction, so the two layers never disagree.
 */
export async function refreshTrafficDay(trx: Db, acId: number, day: string, taskIds: readonly number[]): Promise<void> {
  if (taskIds.length === 0) return;
  await accountRows(trx, acId).deleteFrom('node_traffic_daily').where('day', '=', day).where('task_id', 'in', taskIds).execute();
  const summed = accountRows(trx, acId)
    .selectFrom('node_traffic')
    .select(['ac_id', 'task_id', dayOfHour.as('day'), ...keys])
    .select((eb) => trafficSums.map((c) => eb.fn.sum<number>(c).as(c)))
    .where('task_id', 'in', taskIds)
    .where('hour', '>=', day)
    .where('hour', '<', dayAfter(day))
    .groupBy(['ac_id', 'task_id', dayOfHour, ...keys]);
  await trx
    .insertInto('node_traffic_daily')
    .columns(['ac_id', 'task_id', 'day', ...keys, ...trafficSums])
    .expression(summed)
    .execute();
}
