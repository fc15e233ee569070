import { fieldsToApi } from '@shared/entities/field-values';
import { phoneNumberFields } from '@shared/entities/phone-numbers.fields';
import { sql } from 'kysely';
import { numbersSummary, type PhoneNumber } from '@shared/api/telephony';
import { phoneNumbersEntity } from '@shared/entities/phone-numbers.schema';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { notFound, unprocessable } from '../../http/errors';
import { numberSearchTerm, parseNumber } from './number-parse';
import { accountRows } from '../../http/tenant-repo';

const m = messages.telephony;
const refuse = (field: string, message: string) => unprocessable(message, [`${field}: ${message}`]);

/** Stored numbers → answers, with their account's and task's names. */
export async function numbersToApi(db: Db, rows: Row[]): Promise<PhoneNumber[]> {
  const acIds = [...new Set(rows.map((r) => r.ac_id).filter((id) => id != null))] as number[];
  const taskIds = [...new Set(rows.map((r) => r.task_id).filter((id) => id != null))] as number[];
  const accounts = acIds.length ? await db.selectFrom('accounts').select(['ac_id', 'ac_name']).where('ac_id', 'in', acIds).execute() : [];
  const tasks = taskIds.length
    ? await db.selectFrom('tasks').select(['task_id', 'task_name']).where('task_id', 'in', taskIds).execute()
    : [];
  return rows.map((r) => ({
    phone_number_id: r.phone_number_id,
    ...(fieldsToApi(phoneNumberFields, r) as Pick<PhoneNumber, keyof typeof phoneNumberFields>),
    sp_id: r.sp_id,
    ac_name: accounts.find((a) => a.ac_id === r.ac_id)?.ac_name ?? null,
    task_id: r.task_id ?? null,
    task_name: tasks.find((t) => t.task_id === r.task_id)?.task_name ?? null,
    in_use: r.task_id == null ? 0 : 1,
    is_enabled: r.is_enabled,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/** The number typed (with its region) as stored columns, or a refusal naming the field. */
export function numberColumns(input: string, region: string | null | undefined) {
  const parsed = parseNumber(input, region);
  if ('error' in parsed) throw refuse('phone_number', parsed.error);
  return { phone_number: parsed.e164, display_number: parsed.display, region: parsed.region };
}

/** The provider must be enabled; an account, one of its enabled accounts; a trunk, one of its own or a system trunk. */
export async function assertOwners(
  db: Db,
  spId: number,
  acId: number | null | undefined,
  trunkId: number | null | undefined,
): Promise<void> {
  const sp = await db
    .selectFrom('service_providers')
    .select('sp_id')
    .where('sp_id', '=', spId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!sp) throw refuse('sp_id', fill(m.trunkProviderNotFound, { id: spId }));
  if (acId != null) {
    const ac = await accountRows(db, acId)
      .selectFrom('accounts')
      .select('ac_id')
      .where('sp_id', '=', spId)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    if (!ac) throw refuse('ac_id', fill(m.accountNotFound, { id: acId }));
  }
  if (trunkId != null) {
    const trunk = await db
      .selectFrom('trunks')
      .select('trunk_id')
      .where('trunk_id', '=', trunkId)
      .where('is_enabled', '=', 1)
      .where((eb) => eb.or([eb('sp_id', '=', spId), eb('sp_id', 'is', null)]))
      .executeTakeFirst();
    if (!trunk) throw refuse('trunk_id', fill(m.trunkNotFound, { id: trunkId }));
  }
}

function fromApi(input: Row, ctx: EntityWriteContext): Row {
  const { phone_number, region, ...rest } = input;
  const values: Row = { ...rest };
  if (phone_number !== undefined) Object.assign(values, numberColumns(phone_number, region === undefined ? ctx.existing?.region : region));
  else if (region !== undefined && ctx.existing) Object.assign(values, numberColumns(ctx.existing.phone_number, region));
  return values;
}

async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  if (ctx.mode === 'create') {
    if (values.sp_id == null) throw refuse('sp_id', messages.entities.providerRequired);
    await assertOwners(ctx.trx, values.sp_id, values.ac_id, values.trunk_id);
    return {
      is_virtual: 0,
      is_campaign: 0,
      use_studio_6: 0,
      ...values,
      ac_id: values.ac_id ?? null,
      trunk_id: values.trunk_id ?? null,
      task_id: null,
    };
  }
  if (ctx.input.trunk_id != null) await assertOwners(ctx.trx, ctx.existing!.sp_id, null, ctx.input.trunk_id);
  // The task a number is on changes only through the studio's update-numbers call.
  return { ...values, task_id: ctx.existing!.task_id };
}

/**
 * Phone numbers: a provider's E.164 numbers, each valid for its region, once on the platform; the list
 * answers the summary (total, in use, available) of the numbers its filters reach, and a search typed as a number
 * matches its digits wherever they are.
 */
export const phoneNumbers = defineEntityResource(phoneNumbersEntity, {
  toApi: numbersToApi,
  fromApi,
  beforeWrite,
  // The palette's entity search names no field: a number typed there is found by its digits, a word by the label.
  defaultSearch: ['phone_number', 'label'],
  searchTerm: numberSearchTerm,
  // SQLite: the trigram index of migration 036 (PostgreSQL: LIKE, answered from the pg_trgm indexes of migration 062).
  searchIndex: { table: 'phone_numbers_search', columns: ['phone_number', 'label'] },
  summary: {
    schema: numbersSummary,
    async compute(db, filtered) {
      const row = (await filtered
        .select([sql<number>`count(*)`.as('total'), sql<number>`count(task_id)`.as('in_use')])
        .executeTakeFirst()) as { total: number; in_use: number } | undefined;
      const total = Number(row?.total ?? 0);
      const inUse = Number(row?.in_use ?? 0);
      return { total, in_use: inUse, available: total - inUse };
    },
  },
});

/** One enabled number of the tenant, or 404 naming it. */
export async function findNumber(db: Db, tenant: Parameters<typeof phoneNumbers.find>[1], id: number): Promise<Row> {
  return phoneNumbers.find(db, tenant, id).catch(() => {
    throw notFound(fill(m.numberNotFound, { id }));
  });
}
