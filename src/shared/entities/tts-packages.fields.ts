import type { FieldList } from './fields';

/**
 * A TTS package's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/voices.ts, which adds the language tag's check and the voices), the answer and the columns
 * (modules/voices/tts-packages.ts), and the list's columns, search and form of its screen part all read them.
 */
export const ttsPackageFields = {
  tts_package_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'ttsPackages.fields.tts_package_name' },
    form: { label: 'ttsPackages.fields.tts_package_name' },
  },
  /** The package's language: every voice in it speaks it. */
  lang: {
    type: 'text',
    required: true,
    searchable: true,
    listed: { label: 'ttsVoices.fields.lang', width: 0.15, kind: 'code' },
    form: { label: 'ttsVoices.fields.lang', initial: 'en-US' },
  },
  description: { type: 'text', max: 500, nullable: true, form: { label: 'fields.description', multiline: true } },
} as const satisfies FieldList;
