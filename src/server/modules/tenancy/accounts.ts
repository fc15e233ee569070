import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { accountFields } from '@shared/entities/accounts.fields';
import { accountsEntity } from '@shared/entities/accounts.schema';
import { fieldsFromApi } from '@shared/entities/field-values';
import { messages } from '@shared/messages';
import { roomOf } from '@shared/realtime';
import type { Db } from '../../db/index';
import type { AccountsTable } from '../../db/schema';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { notFound, unprocessable } from '../../http/errors';
import { toAccount } from './rows';
import { accountRows } from '../../http/tenant-repo';

/** Rows → accounts as the API answers them: the provider's name and the domain map loaded once per answer. */
async function toApi(db: Db, rows: Row[]) {
  if (rows.length === 0) return [];
  const spIds = [...new Set(rows.map((r) => r.sp_id as number))];
  const acIds = rows.map((r) => r.ac_id as number);
  const sps = await db.selectFrom('service_providers').select(['sp_id', 'sp_name']).where('sp_id', 'in', spIds).execute();
  const domains = await db.selectFrom('ac_domain_map').select(['ac_id', 'domain_id']).where('ac_id', 'in', acIds).orderBy('id').execute();
  const spName = new Map(sps.map((s) => [s.sp_id, s.sp_name]));
  return rows.map((r) =>
    toAccount(
      r as Selectable<AccountsTable>,
      spName.get(r.sp_id) ?? '',
      domains.filter((d) => d.ac_id === r.ac_id).map((d) => d.domain_id),
    ),
  );
}

/**
 * The declared fields and the provider chosen at system scope; settings are stored as JSON, an update merging the
 * given keys into the stored ones.
 */
function fromApi(input: Row, ctx: EntityWriteContext): Row {
  const columns = { ...('sp_id' in input ? { sp_id: input.sp_id } : {}), ...fieldsFromApi(accountFields, input, ctx.mode) };
  if (input.ac_setting === undefined) return columns;
  const stored = ctx.existing ? (JSON.parse(ctx.existing.ac_setting || '{}') as Row) : {};
  return { ...columns, ac_setting: JSON.stringify({ ...stored, ...input.ac_setting }) };
}

/** An account belongs to an enabled provider: named in the body only at system scope (the tenant gives it otherwise). */
async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  if (ctx.mode === 'update') return values;
  if (values.sp_id === undefined || values.sp_id === null)
    throw unprocessable(messages.entities.providerRequired, [`sp_id: ${messages.entities.providerRequired}`]);
  const sp = await ctx.trx
    .selectFrom('service_providers')
    .select(['sp_id', 'is_enabled'])
    .where('sp_id', '=', values.sp_id)
    .executeTakeFirst();
  if (!sp) throw notFound(messages.entities.providerNotFound);
  if (sp.is_enabled !== 1) throw unprocessable(messages.entities.providerDisabled);
  return { account_enabled: 1, ...values };
}

/** ac_domain_map follows the account's domain (spec 3 §3: ac_domain_map with domain_id). */
async function afterWrite(row: Row, ctx: EntityWriteContext): Promise<void> {
  if (ctx.mode === 'update' && ctx.existing?.domain_id === row.domain_id) return;
  await accountRows(ctx.trx, row.ac_id).deleteFrom('ac_domain_map').execute();
  if (row.domain_id) await ctx.trx.insertInto('ac_domain_map').values({ ac_id: row.ac_id, domain_id: row.domain_id }).execute();
}

/**
 * After every account change the switcher's source is refreshed (spec 3 §4): the session users are
 * rebuilt on their next request, and the users who may see the provider's accounts are told at once.
 */
export async function accountsChanged(request: FastifyRequest, rows: Row[]): Promise<void> {
  const { directory, realtime, db } = request.server.studio;
  directory.invalidate();
  if (!realtime) return;
  const spIds = [...new Set(rows.map((r) => r.sp_id as number))];
  const mapped = await db
    .selectFrom('user_account_mappings')
    .select('user_id')
    .where('sp_id', 'in', spIds)
    .where('ac_id', 'is', null)
    .execute();
  const system = await db.selectFrom('users').select('user_id').where('user_type', '=', 'system').where('is_enabled', '=', 1).execute();
  const users = [...new Set([...mapped, ...system].map((u) => u.user_id))];
  for (const row of rows) realtime.to(users.map(roomOf.user)).emit('refresh', { resource: 'accounts', ac_id: row.ac_id });
}

export const accounts = defineEntityResource(accountsEntity, { toApi, fromApi, beforeWrite, afterWrite, afterChange: accountsChanged });
