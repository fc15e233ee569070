import type { RoleWithScope, SessionUser } from '@shared/api/auth';
import type { Account, SwitcherOption } from '@shared/api/tenancy';

/** Builders for the shared unit tests: complete, schema-shaped objects with only the interesting fields varied. */

export function account(ac_id: number, sp_id: number, ac_name = `Account ${ac_id}`): Account {
  return {
    ac_id,
    ac_name,
    sp_id,
    sp_name: `Provider ${sp_id}`,
    label: null,
    logopath: null,
    scope: 'ac',
    is_enabled: 1,
    account_enabled: 1,
    domain_id: null,
    ac_domain_map: [],
    ac_setting: {},
    migration_state: 'S7_GA',
  };
}

export function provider(
  sp_id: number,
  accountIds: number[],
  opts: { sp_name?: string; scope?: 'sp' | 'ac'; accountNames?: string[] } = {},
): SwitcherOption {
  return {
    sp_id,
    sp_name: opts.sp_name ?? `Provider ${sp_id}`,
    logopath: null,
    scope: opts.scope ?? 'sp',
    sp_setting: {},
    accounts: accountIds.map((id, i) => account(id, sp_id, opts.accountNames?.[i])),
  };
}

let nextRoleId = 1;
export function role(name: string, scope: RoleWithScope['scope'], sp_id: number | null = null, ac_id: number | null = null): RoleWithScope {
  return { role_id: nextRoleId++, name, scope, sp_id, ac_id };
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    user_id: 1,
    email: 'user@studio.test',
    display_name: 'User',
    language: 'en',
    timezone: null,
    display_date_format: null,
    user_type: 'ac',
    roles: [],
    roles_with_scope: [],
    permissions: [],
    account_mappings: [],
    user_status: 'Active',
    twofa_enabled: false,
    system_controlled_twofa: false,
    idp: null,
    meta: {
      ct_enabled: false,
      display_date_formats: [],
      default_display_date_format: 'YYYY-MM-DD',
      backend_timezone: 'UTC',
      file_extension_whitelist: [],
      jurisdiction_id: null,
    },
    ...overrides,
  };
}
