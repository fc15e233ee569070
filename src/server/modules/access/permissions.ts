import { fieldsToApi } from '@shared/entities/field-values';
import { permissionFields } from '@shared/entities/permissions.fields';
import type { Permission } from '@shared/api/access-admin';
import { permissionsEntity } from '@shared/entities/permissions.schema';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityContext, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';

const toApi = async (_db: Db, rows: Row[]): Promise<Permission[]> =>
  rows.map((r) => ({
    id: r.id,
    ...(fieldsToApi(permissionFields, r) as Pick<Permission, keyof typeof permissionFields>),
    is_enabled: r.is_enabled,
    section: String(r.name).split('.')[0],
  }));

async function inUse(db: Db, id: number): Promise<boolean> {
  const byRole = await db.selectFrom('role_permissions').select('role_id').where('permission_id', '=', id).executeTakeFirst();
  const byUser = await db.selectFrom('user_permissions').select('user_id').where('permission_id', '=', id).executeTakeFirst();
  return !!(byRole || byUser);
}

/** A permission given by roles or to users is neither renamed nor disabled under them: that would change their access silently. */
async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  if (ctx.mode === 'create') return { ...values, guard_name: 'admin' };
  if (ctx.existing && values.name !== ctx.existing.name && (await inUse(ctx.trx, ctx.existing.id)))
    throw unprocessable(messages.access.permissionInUse);
  return values;
}

async function beforeDelete(row: Row, ctx: EntityContext) {
  if (await inUse(ctx.trx, row.id)) throw unprocessable(messages.access.permissionInUse);
}

export const permissions = defineEntityResource(permissionsEntity, {
  toApi,
  beforeWrite,
  beforeDelete,
  afterChange: (request) => request.server.studio.directory.invalidate(),
});
