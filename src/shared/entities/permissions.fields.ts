import type { FieldList } from './fields';

/**
 * A permission's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (permissions.schema.ts, which adds the name's form: lowercase words joined by dots), the answer
 * (modules/access/permissions.ts, which adds its section), and the list's columns, search and form of its screen part
 * all read them.
 */
export const permissionFields = {
  name: {
    type: 'text',
    required: true,
    max: 120,
    searchable: true,
    listed: { label: 'permissions.fields.name', kind: 'code' },
    form: { label: 'permissions.fields.name' },
  },
  /** Always admin (spec 3 §6): the server's. */
  guard_name: { type: 'text', fixed: true },
} as const satisfies FieldList;
