import type { Selectable } from 'kysely';
import type { Account, ServiceProvider, Settings } from '@shared/api/tenancy';
import { accountFields } from '@shared/entities/accounts.fields';
import { fieldsToApi } from '@shared/entities/field-values';
import { serviceProviderFields } from '@shared/entities/service-providers.fields';
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
    ...(fieldsToApi(accountFields, row) as Pick<Account, keyof typeof accountFields>),
    sp_id: row.sp_id,
    sp_name: spName,
    scope: 'ac',
    is_enabled: row.is_enabled,
    ac_domain_map: domains.map((domain_id) => ({ domain_id })),
    ac_setting: settingsOf(row.ac_setting),
  };
}

export function toServiceProvider(row: Selectable<ServiceProvidersTable>): ServiceProvider {
  return {
    sp_id: row.sp_id,
    ...(fieldsToApi(serviceProviderFields, row) as Pick<ServiceProvider, keyof typeof serviceProviderFields>),
    is_enabled: row.is_enabled,
    sp_setting: settingsOf(row.sp_setting),
  };
}
