import type { FieldList } from './fields';

/**
 * A WSL profile's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/voices.ts, which adds the language tag's and the address's own checks), the answer and the columns
 * (modules/voices/wsl-profiles.ts), and the list's columns, search and form of its screen part all read them.
 */
export const wslProfileFields = {
  wsl_profile_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'wslProfiles.fields.wsl_profile_name' },
    form: { label: 'wslProfiles.fields.wsl_profile_name' },
  },
  lang: {
    type: 'text',
    required: true,
    searchable: true,
    listed: { label: 'ttsVoices.fields.lang', width: 0.15, kind: 'code' },
    form: { label: 'ttsVoices.fields.lang', initial: 'en-US' },
  },
  description: { type: 'text', max: 500, nullable: true, form: { label: 'fields.description', multiline: true } },
  /** The speech service the profile asks for audio (WellSaid Labs' streaming call, or one that answers like it). */
  endpoint_url: { type: 'text', max: 500, nullable: true, form: { label: 'wslProfiles.fields.endpoint_url' } },
  /** The service's API key, stored encrypted. */
  api_key: { type: 'text', max: 500, nullable: true, secret: true, form: { label: 'wslProfiles.fields.api_key' } },
} as const satisfies FieldList;
