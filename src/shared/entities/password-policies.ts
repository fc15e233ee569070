import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/** Password policies (spec 3 §2 /manage/password-policies, sp only; §7 CRUD by password_policy_id). */
export const passwordPoliciesMeta: EntityMeta = {
  name: 'password-policies',
  model: 'PasswordPolicy',
  label: 'passwordPolicies.one',
  plural: 'passwordPolicies.many',
  path: '/auth/password-policies',
  table: 'password_policies',
  idField: 'password_policy_id',
  nameField: 'name',
  tenant: 'sp',
  unique: [{ field: 'name', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'name', label: 'passwordPolicies.fields.name' },
      { field: 'min_length', label: 'passwordPolicies.fields.min_length', width: 0.16 },
      { field: 'rules_text', label: 'passwordPolicies.fields.rules', width: 0.5 },
    ],
    filters: [enabledFilter],
    searchFields: ['name'],
  },
  form: [
    { field: 'name', label: 'passwordPolicies.fields.name' },
    { field: 'min_length', label: 'passwordPolicies.fields.min_length', kind: 'number', initial: '10' },
    { field: 'require_uppercase', label: 'passwordPolicies.fields.require_uppercase', kind: 'flag', initial: '1' },
    { field: 'require_lowercase', label: 'passwordPolicies.fields.require_lowercase', kind: 'flag', initial: '1' },
    { field: 'require_digit', label: 'passwordPolicies.fields.require_digit', kind: 'flag', initial: '1' },
    { field: 'require_symbol', label: 'passwordPolicies.fields.require_symbol', kind: 'flag', initial: '0' },
  ],
  screens: [{ id: 'manage.password-policies', path: '/manage/password-policies', title: 'routes.passwordPolicies', section: 'manage', scopes: ['sp'], permission: 'manage.password-policies' }],
  palette: { icon: 'key', keywords: ['password', 'policy', 'security', 'length'] },
};
