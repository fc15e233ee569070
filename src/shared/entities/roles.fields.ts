import type { FieldList } from './fields';

/**
 * A role's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (roles.schema.ts,
 * api/access-admin.ts), the answer (modules/access/roles.ts), and the list's columns, search and form of its screen
 * part all read them. Its permissions and users are rows of other tables.
 */
export const roleFields = {
  name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'roles.fields.name' },
    form: { label: 'roles.fields.name' },
  },
  /** The role's level: a system role applies everywhere, an sp role to a provider, an ac role to accounts (the form offers the lowest first). */
  scope: {
    type: 'choice',
    options: ['ac', 'sp', 'system'],
    required: true,
    listed: { label: 'roles.fields.scope', width: 0.2, kind: 'choice' },
    form: { label: 'roles.fields.scope' },
  },
  /** Always admin (spec 3 §6): the server's. */
  guard_name: { type: 'text', fixed: true },
} as const satisfies FieldList;
