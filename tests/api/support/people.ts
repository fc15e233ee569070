import { hashPassword } from '@server/modules/auth/crypto';
import type { Db } from '@server/db/index';
import { demoPassword } from './studio';

/**
 * Users and roles of a test's own, written straight into the database (the users screens are tested apart): a role with the given permissions, and a user holding it, mapped to a provider or accounts.
 */
export async function addRole(db: Db, name: string, scope: 'system' | 'sp' | 'ac', permissions: string[]): Promise<number> {
  const { id } = await db
    .insertInto('roles')
    .values({ name, scope, guard_name: 'admin', is_enabled: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length) {
    const ids = await db.selectFrom('permissions').select('id').where('name', 'in', permissions).execute();
    await db
      .insertInto('role_permissions')
      .values(ids.map((p) => ({ role_id: id, permission_id: p.id })))
      .execute();
  }
  return id;
}

let hash: string | null = null;

export async function addUser(
  db: Db,
  o: { email: string; user_type: 'system' | 'sp' | 'ac'; role_id: number; sp_id: number | null; ac_ids?: number[] },
): Promise<number> {
  hash ??= await hashPassword(demoPassword);
  const now = new Date().toISOString();
  const { user_id } = await db
    .insertInto('users')
    .values({
      email: o.email,
      display_name: o.email.split('@')[0],
      password_hash: hash,
      language: 'en',
      timezone: null,
      display_date_format: null,
      user_type: o.user_type,
      user_status: 1,
      twofa_enabled: 0,
      twofa_secret: null,
      system_controlled_twofa: 0,
      idp: null,
      meta: '{}',
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id, role_id: o.role_id, scope: o.user_type, sp_id: o.sp_id, ac_id: null }).execute();
  if (o.sp_id !== null) {
    const acs = o.ac_ids ?? [null];
    await db
      .insertInto('user_account_mappings')
      .values(acs.map((ac_id) => ({ user_id, sp_id: o.sp_id!, ac_id })))
      .execute();
  }
  return user_id;
}
