import { limits } from '../limits';
import { shellMessages as messages } from '../messages-core';
import { displayDateFormats, enabledFilter, type EntityMeta } from './define';
import { accountsShell } from './accounts';

/** The screen part of accounts (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const accountsMeta: EntityMeta = {
  ...accountsShell,
  model: 'Account',
  table: 'accounts',
  unique: [
    { field: 'ac_name', per: ['sp_id'], checkPath: '/portal/validate-ac-name', takenMessage: messages.entities.nameTaken },
    { field: 'domain_id', checkPath: '/portal/validate-ac-domain', takenMessage: messages.entities.domainTaken },
  ],
  softDelete: true,
  switcher: true,
  forceDeletePath: '/portal/force-delete/:ac_id',
  bulkDelete: { path: '/portal/bulk-delete-accounts', field: 'ac_ids' },
  list: {
    columns: [
      { field: 'ac_name', label: 'accounts.fields.ac_name' },
      { field: 'sp_name', label: 'accounts.fields.sp_name', width: 0.26 },
      { field: 'domain_id', label: 'accounts.fields.domain_id', width: 0.13, kind: 'code' },
      { field: 'migration_state', label: 'accounts.fields.migration_state', width: 0.2, kind: 'choice' },
    ],
    filters: [enabledFilter],
    searchFields: ['ac_name', 'label', 'domain_id'],
  },
  form: [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'ac_name', label: 'accounts.fields.ac_name' },
    { field: 'label', label: 'accounts.fields.label', optional: true },
    { field: 'domain_id', label: 'accounts.fields.domain_id', optional: true },
    { field: 'migration_state', label: 'accounts.fields.migration_state', kind: 'select', options: limits.migrationStates },
    { field: 'ac_setting.default_timezone', label: 'fields.default_timezone', kind: 'timezone', optional: true },
    {
      field: 'ac_setting.display_date_format',
      label: 'fields.display_date_format',
      kind: 'select',
      options: displayDateFormats,
      optional: true,
    },
  ],
};
