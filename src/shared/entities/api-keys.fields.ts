import type { FieldList } from './fields';

/**
 * An API key's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api-keys.schema.ts, api/access-admin.ts), the answer and the columns (modules/access/api-keys.ts), and the list's
 * columns, search and form of its screen part all read them. The key itself is the server's: its hash and first
 * characters are stored, the masked key answered, the whole key only by the create call.
 */
export const apiKeyFields = {
  api_key_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'apiKeys.fields.api_key_name' },
    form: { label: 'apiKeys.fields.api_key_name' },
  },
  /** When a request last signed in with the key. */
  last_used_at: { type: 'text', nullable: true, fixed: true },
} as const satisfies FieldList;
