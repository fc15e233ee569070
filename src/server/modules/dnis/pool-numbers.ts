import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { poolNumber, poolNumbersCreate, poolNumbersQuery } from '@shared/api/dnis';
import { inRange, isE164 } from '@shared/e164';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import type { EntityContext, Row } from '../../http/entity-resource';
import { notFound, unprocessable } from '../../http/errors';
import { listAnswer, runList } from '../../http/list';
import { accountRows, type Tenant } from '../../http/tenant-repo';
import { dnisPools } from './pools';

/** A number given for a pool, with the line it came from (a CSV row; its place in a request's list). */
export interface GivenNumber {
  row: number;
  pool_number: string;
}
export interface NumberError extends GivenNumber {
  message: string;
}

const acIdOf = (tenant: Tenant) => (tenant.level === 'ac' ? tenant.acId : -1);

/**
 * Every given number's errors, for a pool: a valid E.164 number, within the pool's range, not twice in what was
 * given, not already in one of the account's enabled pools. All or nothing: the caller writes none when any errs.
 */
export async function numberErrors(db: Db, pool: Row, given: readonly GivenNumber[]): Promise<NumberError[]> {
  const errors: NumberError[] = [];
  const seen = new Map<string, number>();
  const valid: GivenNumber[] = [];
  for (const g of given) {
    const number = g.pool_number.trim();
    const err = (message: string) => errors.push({ ...g, message });
    if (!isE164(number)) err(messages.dnis.invalidNumber);
    else if (!inRange(number, pool.range_start, pool.range_end))
      err(fill(messages.dnis.outsideRange, { number, start: pool.range_start, end: pool.range_end }));
    else if (seen.has(number)) err(fill(messages.dnis.csvDuplicate, { number, row: seen.get(number)! }));
    else {
      seen.set(number, g.row);
      valid.push({ ...g, pool_number: number });
    }
  }
  // Already in a pool of the account (an enabled one, or this pool whatever its state), asked in chunks.
  const numbers = valid.map((v) => v.pool_number);
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = accountRows(db, pool.ac_id);
    const taken = await rows
      .selectFrom('dnis_pool_numbers')
      .select(['pool_number', 'pool_id'])
      .where('pool_number', 'in', numbers.slice(i, i + 500))
      .execute();
    const poolIds = [...new Set(taken.map((t) => t.pool_id))];
    const holding =
      poolIds.length === 0
        ? []
        : await rows
            .selectFrom('dnis_pools')
            .select(['pool_id', 'pool_name'])
            .where('pool_id', 'in', poolIds)
            .where((e) => e.or([e('is_enabled', '=', 1), e('pool_id', '=', pool.pool_id)]))
            .execute();
    const nameOf = new Map(holding.map((p) => [p.pool_id, p.pool_name]));
    const poolOf = new Map(taken.filter((t) => nameOf.has(t.pool_id)).map((t) => [t.pool_number, nameOf.get(t.pool_id)!]));
    for (const v of valid.slice(i, i + 500)) {
      const name = poolOf.get(v.pool_number);
      if (name !== undefined) errors.push({ ...v, message: fill(messages.dnis.numberInPool, { number: v.pool_number, pool: name }) });
    }
  }
  return errors.sort((a, b) => a.row - b.row);
}

/** Adds numbers to a pool (already checked), in the caller's transaction, with one activity entry. */
export async function addNumbers(
  ctx: EntityContext,
  pool: Row,
  numbers: readonly string[],
  action: 'update' | 'import_csv',
): Promise<void> {
  const now = nowIso();
  const rows = numbers.map((pool_number) => ({
    pool_id: pool.pool_id,
    ac_id: pool.ac_id,
    pool_number: pool_number.trim(),
    created_by: ctx.userId,
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await ctx.trx
      .insertInto('dnis_pool_numbers')
      .values(rows.slice(i, i + 500))
      .execute();
  await accountRows(ctx.trx, pool.ac_id)
    .updateTable('dnis_pools')
    .set({ updated_by: ctx.userId, updated_at: now })
    .where('pool_id', '=', pool.pool_id)
    .execute();
  await recordActivity(ctx.trx, ctx.request, {
    subject_type: 'DnisPool',
    subject_id: pool.pool_id,
    action,
    summary: { after: { added_numbers: rows.length } },
  });
}

/** The refusal of numbers with errors: the first error, and every row's. */
export const numbersRefused = (errors: NumberError[], field: string) =>
  unprocessable(
    errors.length === 1 ? errors[0].message : fill(messages.dnis.importRefused, { count: new Set(errors.map((e) => e.row)).size }),
    errors.map((e) => `${field}.${e.row}: ${e.message}`),
  );

/** A pool's numbers (spec 3 §7 /dnis-pool/pool-numbers): listed and searched by any part, added, removed. */
export async function poolNumberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['DnisPool'];
  const db = () => root.studio.db;
  const read = { access: (request: Parameters<typeof dnisPools.authorize>[0]) => dnisPools.authorize(request, 'read') };
  const write = { access: (request: Parameters<typeof dnisPools.authorize>[0]) => dnisPools.authorize(request, 'write') };
  const transact = <T>(request: Parameters<typeof dnisPools.authorize>[0], tenant: Tenant, fn: (ctx: EntityContext) => Promise<T>) =>
    db()
      .transaction()
      .execute((trx) => fn({ trx, request, tenant, userId: request.auth?.user.user_id ?? null }));

  app.get(
    '/dnis-pool/pool-numbers',
    { config: read, schema: { tags, querystring: poolNumbersQuery, response: { 200: listAnswer(poolNumber) } } },
    async (request) => {
      const tenant = dnisPools.authorize(request, 'read');
      const pool = await dnisPools.find(db(), tenant, request.query.pool_id, true);
      const base = accountRows(db(), pool.ac_id).selectFrom('dnis_pool_numbers').where('pool_id', '=', pool.pool_id);
      const spec = {
        searchFields: ['pool_number'],
        defaultSearch: ['pool_number'],
        sortFields: ['pool_number', 'created_at'],
        defaultSort: { column: 'pool_number', direction: 'asc' as const },
        idColumn: 'pool_number_id',
      };
      // The digits of a search match the number whether or not it was typed with its plus or spaces.
      const search = request.query.search?.replace(/[\s()-]/g, '');
      const { rows, meta } = await runList(base, { ...request.query, search }, spec);
      return {
        data: rows.map((r) => ({
          pool_number_id: r.pool_number_id,
          pool_id: r.pool_id,
          pool_number: r.pool_number,
          created_at: r.created_at,
        })),
        ...(meta ? { meta } : {}),
      };
    },
  );

  app.post(
    '/dnis-pool/pool-numbers',
    {
      config: write,
      schema: { tags, body: poolNumbersCreate, response: { 201: envelope(z.object({ pool_id: z.number(), added: z.number() })) } },
    },
    async (request, reply) => {
      const tenant = dnisPools.authorize(request, 'write');
      const added = await transact(request, tenant, async (ctx) => {
        const pool = await dnisPools.find(ctx.trx, tenant, request.body.pool_id);
        const given = request.body.pool_numbers.map((pool_number, row) => ({ row, pool_number }));
        const errors = await numberErrors(ctx.trx, pool, given);
        if (errors.length) throw numbersRefused(errors, 'pool_numbers');
        await addNumbers(
          ctx,
          pool,
          given.map((g) => g.pool_number),
          'update',
        );
        return given.length;
      });
      return reply.status(201).send({ data: { pool_id: request.body.pool_id, added } });
    },
  );

  const numberParams = z.object({ pool_number_id: z.coerce.number().int().positive() });
  app.delete(
    '/dnis-pool/pool-numbers/:pool_number_id',
    { config: write, schema: { tags, params: numberParams, response: { 200: envelope(z.object({ pool_number_id: z.number() })) } } },
    async (request) => {
      const tenant = dnisPools.authorize(request, 'write');
      const acId = acIdOf(tenant);
      const id = request.params.pool_number_id;
      await transact(request, tenant, async (ctx) => {
        const row = await accountRows(ctx.trx, acId)
          .selectFrom('dnis_pool_numbers')
          .selectAll()
          .where('pool_number_id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound(messages.dnis.numberNotFound);
        // The pool must be one the request may change (enabled, of the account).
        await dnisPools.find(ctx.trx, tenant, row.pool_id);
        await accountRows(ctx.trx, acId).deleteFrom('dnis_pool_numbers').where('pool_number_id', '=', id).execute();
        await accountRows(ctx.trx, acId)
          .updateTable('dnis_pools')
          .set({ updated_by: ctx.userId, updated_at: nowIso() })
          .where('pool_id', '=', row.pool_id)
          .execute();
        await recordActivity(ctx.trx, request, {
          subject_type: 'DnisPool',
          subject_id: row.pool_id,
          action: 'update',
          summary: { before: { pool_number: row.pool_number } },
        });
      });
      return { data: { pool_number_id: id } };
    },
  );
}
