import type { Db } from '../index';
import { nowIso } from '../index';

/** Northwind Retail's and Bluebird Support's DNIS pool, with a few numbers of its range (issue 28). */
export async function seedDemoQueues(trx: Db, accounts: { ac_id: number; sp_id: number; first: number; last: number }[]): Promise<void> {
  const now = nowIso();
  const stamps = { is_enabled: 1, created_by: null, updated_by: null, created_at: now, updated_at: now };
  for (const a of accounts) {
    const { pool_id } = await trx
      .insertInto('dnis_pools')
      .values({ ...stamps, sp_id: a.sp_id, ac_id: a.ac_id, pool_name: 'Transfer data pool', description: 'Numbers that carry a caller\'s data to the agent on a transfer.', range_start: `+${a.first}`, range_end: `+${a.last}` })
      .returning('pool_id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('dnis_pool_numbers').values([0, 1, 2].map((n) => ({ pool_id, ac_id: a.ac_id, pool_number: `+${a.first + n}`, created_by: null, created_at: now }))).execute();
  }
}
