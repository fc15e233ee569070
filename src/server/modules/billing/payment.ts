import type { z } from 'zod';
import type { paymentProfile } from '@shared/api/payment';
import { fieldsToApi } from '@shared/entities/field-values';
import { paymentGatewayFields } from '@shared/entities/payment-gateways.fields';
import { paymentGatewaysEntity } from '@shared/entities/payment-gateways.schema';
import { paymentProfileFields } from '@shared/entities/payment-profiles.fields';
import { paymentProfilesEntity } from '@shared/entities/payment-profiles.schema';
import { regionFields } from '@shared/entities/regions.fields';
import { regionsEntity } from '@shared/entities/regions.schema';
import { smsProviderFields } from '@shared/entities/sms-providers.fields';
import { smsProvidersEntity } from '@shared/entities/sms-providers.schema';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { providerAuthProfile } from '../profiles/auth-token';
import { enabledProvider } from './provider';

type PaymentProfile = z.infer<typeof paymentProfile>;

/** Regions, payment gateways, payment profiles and SMS providers: plain descriptors with their rules. */
export const regions = defineEntityResource(regionsEntity, {
  toApi: async (_db, rows) =>
    rows.map((r) => ({
      region_id: r.region_id,
      ...fieldsToApi(regionFields, r),
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    })),
});

export const paymentGateways = defineEntityResource(paymentGatewaysEntity, {
  toApi: async (_db, rows) =>
    rows.map((r) => ({
      payment_gateway_id: r.payment_gateway_id,
      ...fieldsToApi(paymentGatewayFields, r),
      name: r.payment_gateway_name,
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    })),
});

/** The enabled gateway a profile names. */
export async function enabledGateway(db: Db, id: number) {
  const gateway = await db
    .selectFrom('payment_gateways')
    .selectAll()
    .where('payment_gateway_id', '=', id)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!gateway) throw unprocessable(messages.billing.gatewayDisabled, [`payment_gateway_id: ${messages.billing.gatewayDisabled}`]);
  return gateway;
}

/** A custom payload is a JSON object (or nothing). */
export function payloadOf(text: string | null | undefined): Record<string, unknown> {
  if (text === null || text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw unprocessable(messages.billing.payloadNotObject, [`custom_payload: ${messages.billing.payloadNotObject}`]);
  return parsed as Record<string, unknown>;
}

/**
 * The auth profile a payment profile of the provider names: one of the provider's own, enabled (spec 3 §3 Profiles;
 * another provider's or an account's is refused in words, whatever the scope).
 */
export async function paymentAuthProfile(db: Db, spId: number, authProfileId: number) {
  const row = await providerAuthProfile(db, spId, authProfileId);
  if (!row) throw unprocessable(messages.billing.authProfileNotProvider, [`auth_profile_id: ${messages.billing.authProfileNotProvider}`]);
  return row;
}

async function profilesToApi(db: Db, rows: Row[]) {
  if (rows.length === 0) return [];
  const gateways = await db
    .selectFrom('payment_gateways')
    .select(['payment_gateway_id', 'payment_gateway_name'])
    .where('payment_gateway_id', 'in', [...new Set(rows.map((r) => r.payment_gateway_id as number))])
    .execute();
  const authIds = [...new Set(rows.map((r) => r.auth_profile_id).filter((id): id is number => typeof id === 'number'))];
  // Only the profiles' providers' own auth profiles are named (a reference is checked on write; this keeps it so).
  const auth = authIds.length
    ? await db
        .selectFrom('auth_profiles')
        .select(['auth_profile_id', 'auth_profile_name', 'sp_id'])
        .where('auth_profile_id', 'in', authIds)
        .where('sp_id', 'in', [...new Set(rows.map((r) => r.sp_id as number))])
        .execute()
    : [];
  return rows.map((r) => ({
    payment_profile_id: r.payment_profile_id,
    ...(fieldsToApi(paymentProfileFields, r) as Pick<PaymentProfile, keyof typeof paymentProfileFields>),
    sp_id: r.sp_id,
    payment_gateway_name: gateways.find((g) => g.payment_gateway_id === r.payment_gateway_id)?.payment_gateway_name ?? '',
    auth_profile_name: auth.find((a) => a.auth_profile_id === r.auth_profile_id && a.sp_id === r.sp_id)?.auth_profile_name ?? null,
    is_enabled: r.is_enabled,
    updated_at: r.updated_at,
  }));
}

export const paymentProfiles = defineEntityResource(paymentProfilesEntity, {
  toApi: profilesToApi,
  async beforeWrite(values: Row, ctx: EntityWriteContext) {
    if (ctx.mode === 'create') await enabledProvider(ctx.trx, values.sp_id);
    if (ctx.mode === 'create' || ctx.existing?.payment_gateway_id !== values.payment_gateway_id)
      await enabledGateway(ctx.trx, values.payment_gateway_id);
    // A named auth profile is checked when it is chosen (as an account web-service profile's): disabling it later is
    // allowed, and the gateway's test then says it is gone.
    const authProfileId = values.auth_profile_id ?? null;
    if (authProfileId !== null && (ctx.mode === 'create' || ctx.existing?.auth_profile_id !== authProfileId))
      await paymentAuthProfile(ctx.trx, values.sp_id, authProfileId);
    payloadOf(values.custom_payload);
    return { request_param_variables: '[]', request_param_inputs: '[]', custom_payload: null, auth_profile_id: null, ...values };
  },
});

export const smsProviders = defineEntityResource(smsProvidersEntity, {
  toApi: async (_db, rows) =>
    rows.map((r) => ({
      sms_provider_id: r.sms_provider_id,
      ...fieldsToApi(smsProviderFields, r),
      guard_name: r.guard_name,
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    })),
  // Creating SMS providers adds guard_name admin (spec 3 §6).
  beforeWrite: async (values, ctx) => (ctx.mode === 'create' ? { ...values, guard_name: 'admin' } : values),
});
