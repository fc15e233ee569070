import type { FieldList } from './fields';

/**
 * A region's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (api/payment.ts),
 * the answer and the columns (modules/billing/payment.ts), and the list's columns, search and form of its screen
 * part all read them.
 */
export const regionFields = {
  region_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'regions.fields.region_name' },
    form: { label: 'regions.fields.region_name' },
  },
  region_code: {
    type: 'text',
    max: 40,
    nullable: true,
    searchable: true,
    listed: { label: 'regions.fields.region_code', width: 0.3, kind: 'code' },
    form: { label: 'regions.fields.region_code' },
  },
} as const satisfies FieldList;
