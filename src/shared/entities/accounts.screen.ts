import { shellMessages as messages } from '../messages-core';
import { displayDateFormats, enabledFilter, type EntityMeta } from './define';
import { accountFields } from './accounts.fields';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { accountsShell } from './accounts';

/** The screen part of accounts (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const accountsMeta: EntityMeta = {
  ...accountsShell,
  model: 'Account',
  table: 'accounts',
  fields: accountFields,
  unique: [
    { field: 'ac_name', per: ['sp_id'], checkPath: '/portal/validate-ac-name', takenMessage: messages.entities.nameTaken },
    { field: 'domain_id', checkPath: '/portal/validate-ac-domain', takenMessage: messages.entities.domainTaken },
  ],
  softDelete: true,
  switcher: true,
  forceDeletePath: '/portal/force-delete/:ac_id',
  bulkDelete: { path: '/portal/bulk-delete-accounts', field: 'ac_ids' },
  clearCache: { path: '/portal/clear-account-cache', field: 'ac_ids' },
  list: {
    columns: listColumnsOf(accountFields, [{ field: 'sp_name', label: 'accounts.fields.sp_name', width: 0.26, after: 'ac_name' }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(accountFields),
  },
  form: formFieldsFrom(accountFields, [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'ac_setting.default_timezone', label: 'fields.default_timezone', kind: 'timezone', optional: true, after: 'migration_state' },
    {
      field: 'ac_setting.display_date_format',
      label: 'fields.display_date_format',
      kind: 'select',
      options: displayDateFormats,
      optional: true,
      after: 'ac_setting.default_timezone',
    },
  ]),
};
