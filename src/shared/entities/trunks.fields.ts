import type { FieldList } from './fields';

/**
 * A trunk's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (api/telephony.ts), the answer and the columns
 * (modules/telephony/trunks.ts), the list's columns, search and form of its screen part all read them. The SBC addresses:
 * primary and secondary, each with an internal and an external IP and port (checked by api/telephony.ts).
 */
export const trunkFields = {
  trunk_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'trunks.fields.trunk_name' },
    form: { label: 'trunks.fields.trunk_name' },
  },
  description: { type: 'text', max: 500, nullable: true, searchable: true, form: { label: 'trunks.fields.description' } },
  primary_internal_ip: { type: 'text', max: 45, nullable: true, searchable: true, form: { label: 'trunks.fields.primary_internal_ip' } },
  primary_internal_port: { type: 'integer', min: 1, max: 65535, nullable: true, form: { label: 'trunks.fields.primary_internal_port' } },
  primary_external_ip: {
    type: 'text',
    max: 45,
    nullable: true,
    searchable: true,
    listed: { label: 'trunks.fields.primary_external_ip', width: 0.2, kind: 'code' },
    form: { label: 'trunks.fields.primary_external_ip' },
  },
  primary_external_port: { type: 'integer', min: 1, max: 65535, nullable: true, form: { label: 'trunks.fields.primary_external_port' } },
  secondary_internal_ip: {
    type: 'text',
    max: 45,
    nullable: true,
    searchable: true,
    form: { label: 'trunks.fields.secondary_internal_ip' },
  },
  secondary_internal_port: {
    type: 'integer',
    min: 1,
    max: 65535,
    nullable: true,
    form: { label: 'trunks.fields.secondary_internal_port' },
  },
  secondary_external_ip: {
    type: 'text',
    max: 45,
    nullable: true,
    searchable: true,
    form: { label: 'trunks.fields.secondary_external_ip' },
  },
  secondary_external_port: {
    type: 'integer',
    min: 1,
    max: 65535,
    nullable: true,
    form: { label: 'trunks.fields.secondary_external_port' },
  },
} as const satisfies FieldList;
