import { newVoiceDisplayOrder, ttsProviders } from '../voices/catalogue';
import type { FieldList } from './fields';

/**
 * A TTS voice's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/voices.ts, which adds the language tag's check and the text forms of the numbers), the answer and the columns
 * (modules/voices/tts-voices.ts), and the list's columns, search and form of its screen part all read them.
 */
export const ttsVoiceFields = {
  voice_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'ttsVoices.fields.voice_name' },
    form: { label: 'ttsVoices.fields.voice_name' },
  },
  provider: {
    type: 'choice',
    options: ttsProviders,
    required: true,
    searchable: true,
    listed: { label: 'ttsVoices.fields.provider', width: 0.18, kind: 'choice', words: 'ttsVoices.providers' },
    form: { label: 'ttsVoices.fields.provider', initial: 'google' },
  },
  lang: {
    type: 'text',
    required: true,
    searchable: true,
    listed: { label: 'ttsVoices.fields.lang', width: 0.15, kind: 'code' },
    form: { label: 'ttsVoices.fields.lang', initial: 'en-US' },
  },
  /** Where the voice is listed among its language's; a new voice is shown last (spec 3 §9). */
  display_order: {
    type: 'integer',
    min: 0,
    max: 9999,
    default: newVoiceDisplayOrder,
    listed: { label: 'ttsVoices.fields.display_order', width: 0.12 },
    form: { label: 'ttsVoices.fields.display_order' },
  },
  is_third_party: { type: 'integer', min: 0, max: 1, default: 0, form: { label: 'ttsVoices.fields.is_third_party', kind: 'flag' } },
} as const satisfies FieldList;
