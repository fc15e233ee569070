import { fieldsToApi } from '@shared/entities/field-values';
import { roleFields } from '@shared/entities/roles.fields';
import type { ScopeLevel } from '@shared/access';
import type { Role } from '@shared/api/access-admin';
import { rolesEntity } from '@shared/entities/roles.schema';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityContext, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { accessChanged } from './access-changed';
import { actorOf, assertLevel, grantable, permissionIds, rolePermissionNames } from './actor';

/** How many user-role mappings name each role. */
export async function roleUsage(db: Db, roleIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(roleIds.map((id) => [id, 0]));
  if (roleIds.length === 0) return counts;
  const rows = await db
    .selectFrom('user_roles')
    .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('role_id', 'in', [...roleIds])
    .groupBy('role_id')
    .execute();
  for (const r of rows) counts.set(r.role_id, Number(r.n));
  return counts;
}

async function toApi(db: Db, rows: Row[]): Promise<Role[]> {
  const ids = rows.map((r) => r.id as number);
  const [permissions, usage] = await Promise.all([rolePermissionNames(db, ids), roleUsage(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    ...(fieldsToApi(roleFields, r) as Pick<Role, keyof typeof roleFields>),
    is_enabled: r.is_enabled,
    permissions: permissions.get(r.id) ?? [],
    users_count: usage.get(r.id) ?? 0,
  }));
}

/**
 * The access engine treats a role whose name contains 'system' as the system role (spec 1 §6): a lower role
 * so named would give every route, a system role named otherwise would give none. The name and level agree.
 */
function assertNameFitsLevel(name: string, level: string) {
  if (name.toLowerCase().includes('system') !== (level === 'system')) throw unprocessable(messages.access.systemNameRule);
}

/** Creating adds guard_name admin (spec 3 §6); the level is never above the actor's own; permissions only those the actor holds. */
async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  const actor = actorOf(ctx.request);
  const { permissions, ...rest } = values;
  assertLevel(actor, rest.scope as ScopeLevel);
  assertNameFitsLevel(String(rest.name), String(rest.scope));
  if (ctx.mode === 'create') {
    pending.set(ctx.request, grantable(actor, [], (permissions as string[] | undefined) ?? []));
    return { ...rest, guard_name: 'admin' };
  }
  if (ctx.existing && rest.scope !== ctx.existing.scope && (await roleUsage(ctx.trx, [ctx.existing.id])).get(ctx.existing.id)) {
    throw unprocessable(messages.access.roleLevelInUse);
  }
  return rest;
}

const pending = new WeakMap<object, string[]>();

async function afterWrite(row: Row, ctx: EntityWriteContext) {
  const names = pending.get(ctx.request);
  if (ctx.mode !== 'create' || !names?.length) return;
  const ids = await permissionIds(ctx.trx, names);
  await ctx.trx
    .insertInto('role_permissions')
    .values(ids.map((permission_id) => ({ role_id: row.id, permission_id })))
    .execute();
}

/** Soft delete with undo (spec 3 §4); a system-level role that users hold stays, or they would lose the system. */
async function beforeDelete(row: Row, ctx: EntityContext) {
  if (row.scope === 'system' && (await roleUsage(ctx.trx, [row.id])).get(row.id)) throw unprocessable(messages.access.systemRoleInUse);
}

/** Every change to a role changes what its users may do: their next request is built afresh. */
export const roles = defineEntityResource(rolesEntity, {
  toApi,
  beforeWrite,
  afterWrite,
  beforeDelete,
  afterChange: (request, rows) => accessChanged(request, { roleIds: rows.map((r) => r.id as number) }),
});
