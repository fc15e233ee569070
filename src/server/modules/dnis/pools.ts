import { dnisPoolFields } from '@shared/entities/dnis-pools.fields';
import { dnisPoolsEntity } from '@shared/entities/dnis-pools.schema';
import { fieldsToApi } from '@shared/entities/field-values';
import type { DnisPool } from '@shared/api/dnis';
import { inRange } from '@shared/e164';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';

/** How many numbers each pool holds (one query for the answer's pools). */
async function numberCounts(db: Db, acId: number, poolIds: number[]): Promise<Map<number, number>> {
  if (poolIds.length === 0) return new Map();
  const rows = await accountRows(db, acId)
    .selectFrom('dnis_pool_numbers')
    .select(['pool_id', (e) => e.fn.countAll().as('n')])
    .where('pool_id', 'in', poolIds)
    .groupBy('pool_id')
    .execute();
  return new Map(rows.map((r) => [r.pool_id, Number(r.n)]));
}

async function toApi(db: Db, rows: Row[]): Promise<DnisPool[]> {
  const byAccount = new Map<number, number[]>();
  for (const r of rows) byAccount.set(r.ac_id, [...(byAccount.get(r.ac_id) ?? []), r.pool_id]);
  const counts = new Map<number, number>();
  for (const [acId, ids] of byAccount) for (const [id, n] of await numberCounts(db, acId, ids)) counts.set(id, n);
  return rows.map((r) => ({
    pool_id: r.pool_id,
    ac_id: r.ac_id,
    ...(fieldsToApi(dnisPoolFields, r) as Pick<DnisPool, keyof typeof dnisPoolFields>),
    number_count: counts.get(r.pool_id) ?? 0,
    is_enabled: r.is_enabled,
    updated_at: r.updated_at,
  }));
}

const refuse = (field: string, text: string) => unprocessable(text, [`${field}: ${text}`]);

/**
 * An account's DNIS pools (spec 3 §3, §5 "pool: name", §7 /dnis-pool/pools and /dnis-pool/validate-name): a name
 * unique among the account's enabled pools and a range of E.164 numbers of one length, the first not above the
 * last; a changed range must keep every number the pool holds.
 */
export const dnisPools = defineEntityResource(dnisPoolsEntity, {
  toApi,
  async beforeWrite(values, ctx) {
    if (values.range_start.length !== values.range_end.length) throw refuse('range_end', messages.dnis.rangeLength);
    if (values.range_start > values.range_end) throw refuse('range_end', messages.dnis.rangeOrder);
    if (ctx.mode === 'update') {
      const numbers = accountRows(ctx.trx, values.ac_id).selectFrom('dnis_pool_numbers').where('pool_id', '=', values.pool_id);
      const outside = (await numbers.select('pool_number').execute()).filter(
        (n) => !inRange(n.pool_number, values.range_start, values.range_end),
      );
      if (outside.length) throw refuse('range_start', fill(messages.dnis.rangeLeavesNumbers, { count: outside.length }));
    }
    const account = await accountRows(ctx.trx, values.ac_id).selectFrom('accounts').select('sp_id').executeTakeFirstOrThrow();
    return { ...values, sp_id: account.sp_id, description: values.description ?? null };
  },
});
