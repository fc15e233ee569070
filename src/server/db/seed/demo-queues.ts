import type { Db } from '../index';
import { nowIso } from '../index';

/**
 * Northwind Retail's and Bluebird Support's DNIS pool, with a few numbers of its range, and a QforMe queue with a
 * caller waiting for a callback.
 */
export async function seedDemoQueues(trx: Db, accounts: { ac_id: number; sp_id: number; first: number; last: number }[]): Promise<void> {
  const now = nowIso();
  const stamps = { is_enabled: 1, created_by: null, updated_by: null, created_at: now, updated_at: now };
  for (const a of accounts) {
    const { pool_id } = await trx
      .insertInto('dnis_pools')
      .values({
        ...stamps,
        sp_id: a.sp_id,
        ac_id: a.ac_id,
        pool_name: 'Transfer data pool',
        description: "Numbers that carry a caller's data to the agent on a transfer.",
        range_start: `+${a.first}`,
        range_end: `+${a.last}`,
      })
      .returning('pool_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('dnis_pool_numbers')
      .values([0, 1, 2].map((n) => ({ pool_id, ac_id: a.ac_id, pool_number: `+${a.first + n}`, created_by: null, created_at: now })))
      .execute();
    const { queue_id } = await trx
      .insertInto('qfm_queues')
      .values({
        ...stamps,
        sp_id: a.sp_id,
        ac_id: a.ac_id,
        queue_name: 'Callback queue',
        description: 'Callers who chose a callback instead of holding.',
        max_waiters: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const waiter = {
      queue_id,
      ac_id: a.ac_id,
      callback_number: `+${a.first + 50}`,
      plan_type: 'IVA',
      task_id: null,
      priority: 0,
      status: 'waiting',
      created_by: null,
      created_at: now,
      updated_at: now,
    };
    const { waiter_id } = await trx.insertInto('qfm_waiters').values(waiter).returning('waiter_id').executeTakeFirstOrThrow();
    await trx
      .insertInto('qfm_queue_call_logs')
      .values({
        queue_id,
        ac_id: a.ac_id,
        waiter_id,
        event: 'enqueued',
        callback_number: waiter.callback_number,
        task_id: null,
        user_id: null,
        created_at: now,
      })
      .execute();
  }
}
