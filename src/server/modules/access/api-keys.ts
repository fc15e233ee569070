import { apiKeyFields } from '@shared/entities/api-keys.fields';
import { fieldsToApi } from '@shared/entities/field-values';
import type { FastifyRequest } from 'fastify';
import type { ApiKey } from '@shared/api/access-admin';
import { apiKeysEntity } from '@shared/entities/api-keys.schema';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { randomToken, sha256 } from '../auth/crypto';

/** Keys start with this, so a bearer token that is a key is told from a session token at a glance. */
export const apiKeyPrefix = 'stk_';
const shownChars = 8;

export const hashApiKey = (key: string) => sha256(key);
export const maskApiKey = (prefix: string) => `${prefix}${'•'.repeat(12)}`;

async function toApi(db: Db, rows: Row[]): Promise<ApiKey[]> {
  const userIds = [...new Set(rows.map((r) => r.user_id as number))];
  const users = userIds.length ? await db.selectFrom('users').select(['user_id', 'email']).where('user_id', 'in', userIds).execute() : [];
  return rows.map((r) => ({
    user_api_key_id: r.user_api_key_id,
    user_id: r.user_id,
    user_email: users.find((u) => u.user_id === r.user_id)?.email ?? '',
    sp_id: r.sp_id ?? null,
    ...(fieldsToApi(apiKeyFields, r) as Pick<ApiKey, keyof typeof apiKeyFields>),
    api_key: maskApiKey(r.key_prefix),
    is_enabled: r.is_enabled,
    created_at: r.created_at,
  }));
}

/** The whole key of a create, kept only until its answer is sent. */
const shownOnce = new WeakMap<FastifyRequest, string>();

/**
 * A new key belongs to the signed-in user and to the selected provider (none at system scope: a system key), and to
 * the key the request was made with, if any; only its hash and first characters are stored. An edit renames it; nothing else of a key changes.
 */
async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  if (ctx.mode === 'update')
    return { ...values, user_id: ctx.existing!.user_id, key_hash: ctx.existing!.key_hash, key_prefix: ctx.existing!.key_prefix };
  const key = apiKeyPrefix + randomToken(32);
  shownOnce.set(ctx.request, key);
  // A key made with a key is tied to it: it never outlives the key that made it.
  const parent = ctx.request.auth?.apiKey?.id ?? null;
  return {
    ...values,
    user_id: ctx.userId,
    sp_id: values.sp_id ?? null,
    key_hash: hashApiKey(key),
    key_prefix: key.slice(0, shownChars),
    guard_name: 'admin',
    last_used_at: null,
    parent_api_key_id: parent,
  };
}

export const apiKeys = defineEntityResource(apiKeysEntity, {
  toApi,
  beforeWrite,
  createAnswer: (request) => ({ api_key: shownOnce.get(request) }),
});
