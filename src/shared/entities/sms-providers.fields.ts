import type { FieldList } from './fields';

/**
 * An SMS provider's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/payment.ts, which gives the request's structure), the answer and the columns (modules/billing/payment.ts), and
 * the list's columns, search and form of its screen part all read them.
 */
export const smsProviderFields = {
  sms_provider_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'smsProviders.fields.sms_provider_name' },
    form: { label: 'smsProviders.fields.sms_provider_name' },
  },
  /** The request that sends a message (url, method, headers, a body template), stored as JSON; the form edits its text. */
  json_data: { type: 'json', required: true, form: { label: 'smsProviders.fields.json_data', kind: 'paragraph' } },
} as const satisfies FieldList;
