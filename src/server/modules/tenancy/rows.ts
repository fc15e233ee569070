import type { Selectable } from 'kysely';
import type { Account, ServiceProvider, Settings } from '@shared/api/tenancy';
import type { MigrationState } from '@shared/limits';
import type { AccountsTable, ServiceProvidersTable } from '../../db/schema';

export const parseJson = <T>(text: string | null | undefined, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const settingsOf = (text: string): Settings => {
  const s = parseJson<Settings>(text, {});
  return { display_date_format: s.display_date_format ?? null, default_timezone: s.default_timezone ?? null };
};

export function toAccount(row: Selectable<AccountsTable>, spName: string, domains: string[]): Account {
  return {
    ac_id: row.ac_id,
    ac_name: row.ac_name,
    sp_id: row.sp_id,
    sp_name: spName,
    label: row.label,
    logopath: row.logopath,
    scope: 'ac',
    is_enabled: row.is_enabled,
    account_enabled: row.account_enabled,
    domain_id: row.domain_id,
    ac_domain_map: domains.map((domain_id) => ({ domain_id })),
    ac_setting: settingsOf(row.ac_setting),
    migration_state: row.migration_state as MigrationState,
  };
}

export function toServiceProvider(row: Selectable<ServiceProvidersTable>): ServiceProvider {
  return {
    sp_id: row.sp_id,
    sp_name: row.sp_name,
    sub_domain: row.sub_domain,
    logopath: row.logopath,
    is_enabled: row.is_enabled,
    sp_setting: settingsOf(row.sp_setting),
  };
}
