import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import { qformeQueueFields } from '@shared/entities/qforme-queues.fields';
import { qformeQueuesEntity } from '@shared/entities/qforme-queues.schema';
import type { QformeQueue } from '@shared/api/qforme';
import type { Db } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { accountRows } from '../../http/tenant-repo';
import { assertWithinLimit } from '../plans/usage';

/** How many callers wait in each queue (one query for an answer's queues of one account). */
export async function waitingCounts(db: Db, acId: number, queueIds: readonly number[]): Promise<Map<number, number>> {
  if (queueIds.length === 0) return new Map();
  const rows = await accountRows(db, acId)
    .selectFrom('qfm_waiters')
    .select(['queue_id', (e) => e.fn.countAll().as('n')])
    .where('queue_id', 'in', queueIds as number[])
    .where('status', '=', 'waiting')
    .groupBy('queue_id')
    .execute();
  return new Map(rows.map((r) => [r.queue_id, Number(r.n)]));
}

async function toApi(db: Db, rows: Row[]): Promise<QformeQueue[]> {
  const counts = new Map<number, number>();
  for (const acId of new Set(rows.map((r) => r.ac_id as number))) {
    for (const [id, n] of await waitingCounts(
      db,
      acId,
      rows.filter((r) => r.ac_id === acId).map((r) => r.queue_id),
    ))
      counts.set(id, n);
  }
  return rows.map((r) => ({
    queue_id: r.queue_id,
    ac_id: r.ac_id,
    ...(fieldsToApi(qformeQueueFields, r) as Pick<QformeQueue, keyof typeof qformeQueueFields>),
    waiting: counts.get(r.queue_id) ?? 0,
    is_enabled: r.is_enabled,
    updated_at: r.updated_at,
  }));
}

/**
 * An account's QforMe queues (spec 3 §3, §4 soft delete, §5 "queue: name", §7 /qforme/queues and
 * /qforme/validate-name): a name unique among the account's enabled queues, and no more enabled queues than the
 * account plan's qfm_queue limit (a create or an undo past it is refused with the plan's message).
 */
export const qformeQueues = defineEntityResource(qformeQueuesEntity, {
  toApi,
  fromApi: (input, ctx) => fieldsFromApi(qformeQueueFields, input, ctx.mode),
  async beforeWrite(values, ctx) {
    const enabling = ctx.mode === 'create' || (ctx.existing?.is_enabled === 0 && values.is_enabled === 1);
    if (enabling) await assertWithinLimit(ctx.trx, values.ac_id, 'queues', 1);
    const account = await accountRows(ctx.trx, values.ac_id).selectFrom('accounts').select('sp_id').executeTakeFirstOrThrow();
    return { ...values, sp_id: account.sp_id, description: values.description ?? null, max_waiters: values.max_waiters ?? null };
  },
});
