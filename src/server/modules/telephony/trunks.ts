import { secureMask } from '@shared/api/content';
import type { Trunk, TrunkRegistrant } from '@shared/api/telephony';
import { fieldsToApi } from '@shared/entities/field-values';
import { trunkFields } from '@shared/entities/trunks.fields';
import { trunksEntity } from '@shared/entities/trunks.schema';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { trunkProblems } from './trunk-state';

/** The trunks' registrants, each with its password as the mask. */
export async function registrantsOf(db: Db, trunkIds: readonly number[]): Promise<TrunkRegistrant[]> {
  if (trunkIds.length === 0) return [];
  const rows = await db
    .selectFrom('trunk_registrants')
    .selectAll()
    .where('trunk_id', 'in', trunkIds as number[])
    .orderBy('trunk_registrant_id')
    .execute();
  return rows.map((r) => ({
    trunk_registrant_id: r.trunk_registrant_id,
    trunk_id: r.trunk_id,
    username: r.username,
    registrar: r.registrar,
    registrar_port: r.registrar_port,
    expires_seconds: r.expires_seconds,
    password: r.password ? secureMask : null,
    is_enabled: r.is_enabled,
  }));
}

async function toApi(db: Db, rows: Row[]): Promise<Trunk[]> {
  const registrants = await registrantsOf(
    db,
    rows.map((r) => r.trunk_id as number),
  );
  const spIds = [...new Set(rows.map((r) => r.sp_id as number | null).filter((id): id is number => id !== null))];
  const providers = spIds.length
    ? await db.selectFrom('service_providers').select(['sp_id', 'sp_name']).where('sp_id', 'in', spIds).execute()
    : [];
  return rows.map((r) => {
    const mine = registrants.filter((g) => g.trunk_id === r.trunk_id);
    return {
      trunk_id: r.trunk_id,
      sp_id: r.sp_id ?? null,
      sp_name: providers.find((p) => p.sp_id === r.sp_id)?.sp_name ?? null,
      ...fieldsToApi(trunkFields, r),
      trunk_registrants: mine,
      validation_state: trunkProblems(r, mine).length === 0 ? 'valid' : 'invalid',
      is_enabled: r.is_enabled,
      created_at: r.created_at,
      updated_at: r.updated_at,
    } as Trunk;
  });
}

/** A trunk made at system scope names its provider, or none: a system trunk. The provider must exist and be enabled. */
async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  if (ctx.mode === 'update' || values.sp_id === undefined || values.sp_id === null) return { ...values, sp_id: values.sp_id ?? null };
  const sp = await ctx.trx
    .selectFrom('service_providers')
    .select('sp_id')
    .where('sp_id', '=', values.sp_id)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!sp)
    throw unprocessable(fill(messages.telephony.trunkProviderNotFound, { id: values.sp_id }), [
      `sp_id: ${fill(messages.telephony.trunkProviderNotFound, { id: values.sp_id })}`,
    ]);
  return values;
}

/** Trunks: a provider's or the platform's, with registrants (trunk-routes.ts) and SBC addresses. */
export const trunks = defineEntityResource(trunksEntity, {
  toApi,
  beforeWrite,
});
