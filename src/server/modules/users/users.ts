import type { FastifyRequest } from 'fastify';
import { fieldsFromApi } from '@shared/entities/field-values';
import { userFields } from '@shared/entities/users.fields';
import { usersEntity } from '@shared/entities/users.schema';
import { messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { defineEntityResource, type EntityAction, type EntityContext, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { forbidden, unprocessable } from '../../http/errors';
import { closeSessionSockets } from '../../realtime/server';
import { revokeAllSessions } from '../auth/sessions';
import { checkAccounts, checkRoles, providerOf } from './grants';
import { sendInvite } from './invites';
import { assertWithinLimit } from '../plans/usage';
import { toUsers } from './rows';

/** What a write gives beyond the users row: roles and account mappings, kept per write until afterWrite. */
interface Grants {
  roles?: number[];
  acIds?: number[];
  spId?: number;
}
const pending = new WeakMap<EntityWriteContext, Grants>();

/** A password that matches no input: an invited user has none until the invitation is accepted. */
export const noPassword = '!';

function fromApi(input: Row, ctx: EntityWriteContext): Row {
  const { roles, account_mappings, sp_id, user_status } = input;
  pending.set(ctx, { roles, acIds: account_mappings, spId: sp_id });
  const rest = fieldsFromApi(userFields, input, ctx.mode);
  if (ctx.mode === 'update') {
    // Restoring sets user_status to 1 (spec 3 §4): enabled again; active when the invitation was accepted.
    return user_status === 1 ? { ...rest, is_enabled: 1, user_status: ctx.existing?.password_hash === noPassword ? 0 : 1 } : rest;
  }
  const email = String(rest.email).toLowerCase();
  return {
    ...rest,
    email,
    display_name: rest.display_name ?? email.split('@')[0],
    password_hash: noPassword,
    language: 'en',
    timezone: null,
    display_date_format: null,
    user_status: 0,
    twofa_enabled: 0,
    twofa_secret: null,
    system_controlled_twofa: 0,
    idp: null,
    meta: '{}',
  };
}

/** Whether a provider-level actor's user is also mapped to a provider the actor does not manage. */
async function sharedElsewhere(ctx: EntityContext, userId: number): Promise<boolean> {
  if (ctx.tenant.level !== 'sp' || ctx.tenant.spIds === 'any') return false;
  const spIds = ctx.tenant.spIds as number[];
  return !!(await ctx.trx
    .selectFrom('user_account_mappings')
    .select('sp_id')
    .where('user_id', '=', userId)
    .where('sp_id', 'not in', spIds)
    .executeTakeFirst());
}

/** The user's own fields (name, status) are the user's, not one provider's: with another provider sharing the user, only the system role changes them. */
const ownFields = ['display_name', 'is_enabled', 'user_status'] as const;

/** The grant rules on invite and edit: the roles and accounts must be the actor's to give. */
async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  const grants = pending.get(ctx)!;
  if (
    ctx.mode === 'update' &&
    ownFields.some((f) => f in values && values[f] !== ctx.existing?.[f]) &&
    (await sharedElsewhere(ctx, values.user_id as number))
  ) {
    throw forbidden(messages.users.sharedProfile);
  }
  if (ctx.mode === 'update' && grants.roles === undefined && grants.acIds === undefined) return values;
  if (ctx.mode === 'update' && ctx.existing?.user_type === 'system') throw forbidden(messages.noManagePermission);
  const roleIds =
    grants.roles ??
    (await ctx.trx.selectFrom('user_roles').select('role_id').where('user_id', '=', values.user_id).orderBy('id').execute()).map(
      (r) => r.role_id,
    );
  const roles = await checkRoles(ctx.trx, ctx.request, roleIds);
  if (roles.some((r) => r.scope === 'system')) {
    if (ctx.mode === 'update') throw forbidden(messages.noManagePermission);
    if (grants.acIds?.length) throw unprocessable(messages.users.systemNoAccounts);
    return { ...values, user_type: 'system' };
  }
  const spId = await providerOf(ctx.trx, ctx.tenant, grants.spId);
  const acIds =
    grants.acIds ??
    (
      await ctx.trx
        .selectFrom('user_account_mappings')
        .select('ac_id')
        .where('user_id', '=', values.user_id)
        .where('sp_id', '=', spId)
        .execute()
    ).flatMap((m) => (m.ac_id === null ? [] : [m.ac_id]));
  await checkAccounts(ctx.trx, spId, acIds);
  grants.spId = spId;
  grants.acIds = [...new Set(acIds)];
  grants.roles = roles.map((r) => r.id);
  return { ...values, user_type: acIds.length ? 'ac' : 'sp' };
}

/** Roles and mappings of the provider written are replaced; another provider's are left as they are. */
async function afterWrite(row: Row, ctx: EntityWriteContext): Promise<void> {
  const grants = pending.get(ctx)!;
  if (grants.roles === undefined) return;
  const roles = await ctx.trx.selectFrom('roles').select(['id', 'scope']).where('id', 'in', grants.roles).execute();
  const spId = row.user_type === 'system' ? null : (grants.spId as number);
  let oldRoles = ctx.trx.deleteFrom('user_roles').where('user_id', '=', row.user_id);
  oldRoles = spId === null ? oldRoles.where('sp_id', 'is', null) : oldRoles.where('sp_id', '=', spId);
  await oldRoles.execute();
  for (const id of grants.roles) {
    const scope = roles.find((r) => r.id === id)!.scope;
    await ctx.trx.insertInto('user_roles').values({ user_id: row.user_id, role_id: id, scope, sp_id: spId, ac_id: null }).execute();
  }
  if (spId === null) return;
  await ctx.trx.deleteFrom('user_account_mappings').where('user_id', '=', row.user_id).where('sp_id', '=', spId).execute();
  const maps = grants.acIds!.length
    ? grants.acIds!.map((ac_id) => ({ user_id: row.user_id, sp_id: spId, ac_id }))
    : [{ user_id: row.user_id, sp_id: spId, ac_id: null }];
  await ctx.trx.insertInto('user_account_mappings').values(maps).execute();
  // An account's plan may limit how many users it has (spec 3 §3 feature limits): counted with this mapping.
  for (const acId of grants.acIds!) await assertWithinLimit(ctx.trx, acId, 'users');
}

/** Not oneself, not the last system administrator, not a user another provider shares (spec 3 §4). */
async function beforeDelete(row: Row, ctx: EntityContext & { force: boolean }): Promise<void> {
  if (row.user_id === ctx.userId) throw unprocessable(messages.users.notYourself);
  if (row.user_type === 'system') {
    const others = await ctx.trx
      .selectFrom('users')
      .select('user_id')
      .where('user_type', '=', 'system')
      .where('is_enabled', '=', 1)
      .where('user_id', '!=', row.user_id)
      .executeTakeFirst();
    if (!others) throw unprocessable(messages.users.lastSystemAdmin);
  }
  if (await sharedElsewhere(ctx, row.user_id as number)) throw forbidden(messages.users.otherProviders);
  if (!ctx.force) await ctx.trx.updateTable('users').set({ updated_at: nowIso() }).where('user_id', '=', row.user_id).execute();
}

/** A changed user's next request sees the change; a disabled or deleted one is signed out at once; an invited one gets the e-mail. */
async function afterChange(request: FastifyRequest, rows: Row[], action: EntityAction): Promise<void> {
  const studio = request.server.studio;
  for (const row of rows) {
    studio.directory.invalidate(row.user_id);
    if (action === 'delete' || action === 'force_delete') closeSessionSockets(studio, await revokeAllSessions(studio.db, row.user_id));
    if (action === 'create') await sendInvite(request.server, row.user_id);
  }
}

export const users = defineEntityResource(usersEntity, {
  toApi: toUsers,
  answerTables: ['users', 'user_account_mappings', 'user_roles', 'roles', 'service_providers', 'accounts'],
  searchIndex: { table: 'users_search', columns: ['display_name', 'email'] },
  fromApi,
  beforeWrite,
  afterWrite,
  beforeDelete,
  afterChange,
});
