import type { FieldList } from './fields';

/**
 * An ASR language package's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/voices.ts, beside its languages), the answer and the columns (modules/voices/asr-packages.ts), and the list's
 * columns, search and form of its screen part all read them.
 */
export const asrPackageFields = {
  asr_language_package_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'asrPackages.fields.asr_language_package_name' },
    form: { label: 'asrPackages.fields.asr_language_package_name' },
  },
  description: { type: 'text', max: 500, nullable: true, form: { label: 'fields.description', multiline: true } },
} as const satisfies FieldList;
