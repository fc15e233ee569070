import type { FieldList } from './fields';

/**
 * A password policy's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (password-policies.schema.ts, which adds the rule switches' text and boolean forms), the answer
 * (modules/users/password-policies.ts), and the list's columns, search and form of its screen part all read them. A
 * new policy asks for upper and lower case and a digit unless told otherwise (the defaults).
 */
export const passwordPolicyFields = {
  name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'passwordPolicies.fields.name' },
    form: { label: 'passwordPolicies.fields.name' },
  },
  /** Its bounds are the spec's (limits.passwordPolicy), checked by the schema: read here they would pull them into the signed-in shell's bundle. */
  min_length: {
    type: 'integer',
    required: true,
    listed: { label: 'passwordPolicies.fields.min_length', width: 0.16 },
    form: { label: 'passwordPolicies.fields.min_length', initial: '10' },
  },
  require_uppercase: {
    type: 'integer',
    min: 0,
    max: 1,
    default: 1,
    form: { label: 'passwordPolicies.fields.require_uppercase', kind: 'flag' },
  },
  require_lowercase: {
    type: 'integer',
    min: 0,
    max: 1,
    default: 1,
    form: { label: 'passwordPolicies.fields.require_lowercase', kind: 'flag' },
  },
  require_digit: { type: 'integer', min: 0, max: 1, default: 1, form: { label: 'passwordPolicies.fields.require_digit', kind: 'flag' } },
  require_symbol: { type: 'integer', min: 0, max: 1, default: 0, form: { label: 'passwordPolicies.fields.require_symbol', kind: 'flag' } },
} as const satisfies FieldList;
