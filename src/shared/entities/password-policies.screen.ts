import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { passwordPolicyFields } from './password-policies.fields';
import { passwordPoliciesShell } from './password-policies';

/** The screen part of password-policies (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const passwordPoliciesMeta: EntityMeta = {
  ...passwordPoliciesShell,
  model: 'PasswordPolicy',
  table: 'password_policies',
  fields: passwordPolicyFields,
  unique: [{ field: 'name', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(passwordPolicyFields, [{ field: 'rules_text', label: 'passwordPolicies.fields.rules', width: 0.5 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(passwordPolicyFields),
  },
  form: formFieldsFrom(passwordPolicyFields),
};
