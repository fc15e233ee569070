import type { FieldList } from './fields';

/**
 * A DNIS pool's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (api/dnis.ts,
 * which adds the E.164 check of the range), the answer and the columns (modules/dnis/pools.ts), and the list's
 * columns, search and form of its screen part all read them.
 */
export const dnisPoolFields = {
  pool_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'dnisPools.fields.pool_name' },
    form: { label: 'dnisPools.fields.pool_name' },
  },
  /** The range's first and last number (E.164, of one length). */
  range_start: {
    type: 'text',
    required: true,
    searchable: true,
    listed: { label: 'dnisPools.fields.range_start', width: 0.2, kind: 'code' },
    form: { label: 'dnisPools.fields.range_start' },
  },
  range_end: {
    type: 'text',
    required: true,
    searchable: true,
    listed: { label: 'dnisPools.fields.range_end', width: 0.2, kind: 'code' },
    form: { label: 'dnisPools.fields.range_end' },
  },
  description: { type: 'text', max: 500, nullable: true, form: { label: 'fields.description' } },
} as const satisfies FieldList;
