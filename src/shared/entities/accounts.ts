import { z } from 'zod';
import { account } from '../api/tenancy';
import { limits } from '../limits';
import { messages } from '../messages';
import { defineEntity, enabledFilter } from './define';
import { displayDateFormats, settingsInput } from './settings';

/** A contact-center domain id as accounts map it (ac_domain_map): letters, digits, '-' and '_'. */
const domainId = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _');

const accountCreate = z
  .object({
    ac_name: z.string().trim().min(1).max(100),
    /** Only at system scope (all providers): which provider the account belongs to. At provider scope it is the selected one. */
    sp_id: z.number().int().positive().optional(),
    label: z.string().trim().max(100).nullable().optional(),
    domain_id: domainId.nullable().optional(),
    migration_state: z.enum(limits.migrationStates).default('S7_GA'),
    ac_setting: settingsInput.default({}),
  })
  .strict();

/** Accounts (spec 3 §3, §7 "Accounts"): per provider; /manage/accounts at provider scope, /system/all-accounts for the system role. */
export const accountsEntity = defineEntity({
  name: 'accounts',
  model: 'Account',
  label: 'accounts.one',
  plural: 'accounts.many',
  path: '/portal/accounts',
  table: 'accounts',
  idField: 'ac_id',
  nameField: 'ac_name',
  tenant: 'sp',
  item: account,
  create: accountCreate,
  // The provider never changes by an edit (moving an account is its own call).
  update: accountCreate.omit({ sp_id: true }).partial().extend({ migration_state: z.enum(limits.migrationStates).optional(), ac_setting: settingsInput.optional() }),
  unique: [
    { field: 'ac_name', per: ['sp_id'], checkPath: '/portal/validate-ac-name', takenMessage: messages.entities.nameTaken },
    { field: 'domain_id', checkPath: '/portal/validate-ac-domain', takenMessage: messages.entities.domainTaken },
  ],
  softDelete: true,
  forceDeletePath: '/portal/force-delete/:ac_id',
  bulkDelete: { path: '/portal/bulk-delete-accounts', field: 'ac_ids' },
  list: {
    columns: [
      { field: 'ac_name', label: 'accounts.fields.ac_name' },
      { field: 'sp_name', label: 'accounts.fields.sp_name', width: 0.26 },
      { field: 'domain_id', label: 'accounts.fields.domain_id', width: 0.13, kind: 'code' },
      { field: 'migration_state', label: 'accounts.fields.migration_state', width: 0.2, kind: 'code' },
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
    { field: 'ac_setting.display_date_format', label: 'fields.display_date_format', kind: 'select', options: displayDateFormats, optional: true },
  ],
  screens: [
    { id: 'manage.accounts', path: '/manage/accounts', title: 'routes.accounts', section: 'manage', scopes: ['sp'], permission: 'manage.accounts' },
    { id: 'system.all-accounts', path: '/system/all-accounts', title: 'routes.allAccounts', section: 'system', permission: 'system.all-accounts' },
  ],
  palette: { icon: 'briefcase', keywords: ['account', 'tenant', 'customer', 'domain'] },
});
