import type { SessionUser, RoleWithScope } from '@shared/api/auth';
import type { SwitcherOption } from '@shared/api/tenancy';
import { limits } from '@shared/limits';
import type { Db } from '../../db/index';
import { wholeTableStamps } from '../../db/migrations/023_table_stamps';
import { tableStamp } from '../../http/table-stamps';
import { parseJson, toAccount } from './rows';

interface CacheEntry {
  user: SessionUser;
  at: number;
  /** The stamp of the tables it was built from (migration 023). */
  stamp: string;
}

/**
 * Builds the session user (roles, permissions, switcher options) from the tenancy tables.
 * Answers are cached per user while the database's stamp of the tables they come from holds: a role or permission changed by another server process (or straight in the database) reaches the
 * user's next request here too. Writes of this process also call invalidate().
 */
export class UserDirectory {
  private cache = new Map<number, CacheEntry>();
  /** Memory hygiene only: an entry is exact while the stamp holds, however old. */
  private readonly ttlMs = 10 * 60_000;

  constructor(private db: Db) {}

  invalidate(userId?: number) {
    if (userId === undefined) this.cache.clear();
    else this.cache.delete(userId);
  }

  /** The user as of now; `knownStamp`: the tables' stamp as the request just read it (tableStamp's value). */
  async sessionUser(userId: number, knownStamp?: string): Promise<SessionUser | null> {
    const stamp = knownStamp ?? (await tableStamp(this.db, wholeTableStamps));
    const hit = this.cache.get(userId);
    if (hit && hit.stamp === stamp && Date.now() - hit.at < this.ttlMs) return hit.user;
    const user = await this.build(userId);
    if (user) this.cache.set(userId, { user, at: Date.now(), stamp });
    else this.cache.delete(userId);
    return user;
  }

  private async build(userId: number): Promise<SessionUser | null> {
    const row = await this.db.selectFrom('users').selectAll().where('user_id', '=', userId).where('is_enabled', '=', 1).executeTakeFirst();
    if (!row) return null;
    const roles = await this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.id as role_id', 'roles.name', 'user_roles.scope', 'user_roles.sp_id', 'user_roles.ac_id'])
      .where('user_roles.user_id', '=', userId)
      .where('roles.is_enabled', '=', 1)
      .orderBy('user_roles.id')
      .execute();
    const roleIds = roles.map((r) => r.role_id);
    const permissionRows = await this.db
      .selectFrom('permissions')
      .select('name')
      .where('is_enabled', '=', 1)
      .where((eb) =>
        eb.or([
          eb('id', 'in', eb.selectFrom('user_permissions').select('permission_id').where('user_id', '=', userId)),
          ...(roleIds.length
            ? [eb('id', 'in', eb.selectFrom('role_permissions').select('permission_id').where('role_id', 'in', roleIds))]
            : []),
        ]),
      )
      .orderBy('name')
      .execute();
    const rolesWithScope: RoleWithScope[] = roles.map((r) => ({
      role_id: r.role_id,
      name: r.name,
      scope: r.scope as RoleWithScope['scope'],
      sp_id: r.sp_id,
      ac_id: r.ac_id,
    }));
    const meta = parseJson<Partial<SessionUser['meta']>>(row.meta, {});
    return {
      user_id: row.user_id,
      email: row.email,
      display_name: row.display_name,
      language: row.language,
      timezone: row.timezone,
      display_date_format: row.display_date_format,
      user_type: row.user_type as SessionUser['user_type'],
      roles: rolesWithScope.map((r) => r.name),
      roles_with_scope: rolesWithScope,
      permissions: permissionRows.map((p) => p.name),
      account_mappings: await this.switcherOptions(userId, row.user_type === 'system'),
      user_status: row.user_status === 1 ? 'Active' : 'Inactive',
      twofa_enabled: row.twofa_enabled === 1,
      system_controlled_twofa: row.system_controlled_twofa === 1,
      idp: row.idp,
      meta: {
        ct_enabled: meta.ct_enabled ?? false,
        display_date_formats: meta.display_date_formats ?? ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'],
        default_display_date_format: meta.default_display_date_format ?? limits.defaultDateFormat,
        backend_timezone: meta.backend_timezone ?? limits.defaultTimezone,
        file_extension_whitelist: meta.file_extension_whitelist ?? [...limits.upload.extensions],
        jurisdiction_id: meta.jurisdiction_id ?? null,
      },
    };
  }

  /** System users see every provider; others their mapped providers (all accounts) or mapped accounts. */
  private async switcherOptions(userId: number, isSystem: boolean): Promise<SwitcherOption[]> {
    const mappings = isSystem
      ? []
      : await this.db.selectFrom('user_account_mappings').select(['sp_id', 'ac_id']).where('user_id', '=', userId).execute();
    const wholeSps = new Set(mappings.filter((m) => m.ac_id === null).map((m) => m.sp_id));
    const accountIds = new Set(mappings.filter((m) => m.ac_id !== null).map((m) => m.ac_id as number));
    const spIds = [...new Set(mappings.map((m) => m.sp_id))];
    if (!isSystem && spIds.length === 0) return [];

    let spQuery = this.db.selectFrom('service_providers').selectAll().where('is_enabled', '=', 1);
    if (!isSystem) spQuery = spQuery.where('sp_id', 'in', spIds);
    const sps = await spQuery.orderBy('sp_name').execute();
    if (sps.length === 0) return [];
    const accounts = await this.db
      .selectFrom('accounts')
      .selectAll()
      .where(
        'sp_id',
        'in',
        sps.map((s) => s.sp_id),
      )
      .where('is_enabled', '=', 1)
      .orderBy('ac_name')
      .execute();
    // Joined rather than listed: 5,000 account ids are not sent back as parameters.
    const domains = accounts.length
      ? await this.db
          .selectFrom('ac_domain_map')
          .innerJoin('accounts', 'accounts.ac_id', 'ac_domain_map.ac_id')
          .select(['ac_domain_map.ac_id', 'ac_domain_map.domain_id'])
          .where(
            'accounts.sp_id',
            'in',
            sps.map((s) => s.sp_id),
          )
          .where('accounts.is_enabled', '=', 1)
          .execute()
      : [];
    // Grouped once: a provider of 5,000 accounts is not searched 5,000 times over.
    const domainsOf = new Map<number, string[]>();
    for (const d of domains) (domainsOf.get(d.ac_id) ?? domainsOf.set(d.ac_id, []).get(d.ac_id)!).push(d.domain_id);
    const accountsOf = new Map<number, typeof accounts>();
    for (const a of accounts) (accountsOf.get(a.sp_id) ?? accountsOf.set(a.sp_id, []).get(a.sp_id)!).push(a);
    return sps.map((sp) => {
      const whole = isSystem || wholeSps.has(sp.sp_id);
      const own = (accountsOf.get(sp.sp_id) ?? []).filter((a) => whole || accountIds.has(a.ac_id));
      return {
        sp_id: sp.sp_id,
        sp_name: sp.sp_name,
        logopath: sp.logopath,
        scope: whole ? ('sp' as const) : ('ac' as const),
        sp_setting: parseJson(sp.sp_setting, {}),
        accounts: own.map((a) => toAccount(a, sp.sp_name, domainsOf.get(a.ac_id) ?? [])),
      };
    });
  }
}
