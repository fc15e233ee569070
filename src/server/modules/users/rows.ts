import type { UserItem, UserMapping } from '@shared/api/users';
import { fieldsToApi } from '@shared/entities/field-values';
import { userFields } from '@shared/entities/users.fields';
import type { Db } from '../../db/index';
import type { Row } from '../../http/entity-resource';
import type { Tenant } from '../../http/tenant-repo';

/** Whether a provider's rows are the asker's to see (another provider's mappings of a shared user are not). */
const seesProvider = (tenant: Tenant | undefined, spId: number) =>
  !tenant || tenant.level === 'system' || (tenant.level === 'sp' && (tenant.spIds === 'any' || tenant.spIds.includes(spId)));

/** Two-factor status as the list shows it (spec 3 §6): required by the system, set up by the user, or neither. */
export const twofaStatus = (row: Row): UserItem['twofa_status'] =>
  row.system_controlled_twofa === 1 ? 'Mandatory' : row.twofa_enabled === 1 ? 'Enabled' : 'Disabled';

/** Stored users → the list's items: roles and mappings loaded once per answer, only the asker's providers'. */
export async function toUsers(db: Db, rows: Row[], tenant?: Tenant): Promise<UserItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.user_id as number);
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'user_roles.role_id', 'user_roles.sp_id', 'roles.name'])
    .where('user_roles.user_id', 'in', ids)
    .orderBy('user_roles.id')
    .execute();
  const mappings = await db
    .selectFrom('user_account_mappings as m')
    .innerJoin('service_providers as sp', 'sp.sp_id', 'm.sp_id')
    .leftJoin('accounts as a', 'a.ac_id', 'm.ac_id')
    .select(['m.user_id', 'm.sp_id', 'sp.sp_name', 'm.ac_id', 'a.ac_name'])
    .where('m.user_id', 'in', ids)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => {
    const own = roles.filter((x) => x.user_id === r.user_id && (x.sp_id === null || seesProvider(tenant, x.sp_id)));
    const maps: UserMapping[] = mappings
      .filter((m) => m.user_id === r.user_id && seesProvider(tenant, m.sp_id))
      .map((m) => ({ sp_id: m.sp_id, sp_name: m.sp_name, ac_id: m.ac_id, ac_name: m.ac_name ?? null }));
    const last = own.at(-1) ?? null;
    const accounts = maps.filter((m) => m.ac_id !== null).sort((a, b) => String(a.ac_name).localeCompare(String(b.ac_name)));
    const scope =
      r.user_type === 'system'
        ? 'System'
        : maps.some((m) => m.ac_id === null)
          ? 'Service Provider'
          : accounts.map((m) => m.ac_name).join(', ');
    return {
      user_id: r.user_id,
      ...(fieldsToApi(userFields, r) as Pick<UserItem, keyof typeof userFields>),
      user_status: r.user_status === 1 ? 'Active' : 'Inactive',
      is_enabled: r.is_enabled,
      role: last?.name ?? null,
      role_id: last?.role_id ?? null,
      roles: own.map((x) => x.role_id),
      scope,
      account_mappings: maps,
      ac_ids: accounts.map((m) => m.ac_id).join(','),
      twofa_status: twofaStatus(r),
      created_at: r.created_at,
    };
  });
}
