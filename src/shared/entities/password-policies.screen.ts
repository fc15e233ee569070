import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { passwordPoliciesShell } from './password-policies';

/** The screen part of password-policies (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const passwordPoliciesMeta: EntityMeta = {
  ...passwordPoliciesShell,
  model: 'PasswordPolicy',
  table: 'password_policies',
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
};
