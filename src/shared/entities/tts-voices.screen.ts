import { shellMessages as messages } from '../messages-core';
import { ttsProviders } from '../voices/catalogue';
import { enabledFilter, type EntityMeta } from './define';
import { ttsVoicesShell } from './tts-voices';

/** The screen part of tts-voices (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const ttsVoicesMeta: EntityMeta = {
  ...ttsVoicesShell,
  model: 'TtsVoice',
  table: 'tts_voices',
  unique: [{ field: 'voice_name', per: ['provider'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'voice_name', label: 'ttsVoices.fields.voice_name' },
      { field: 'provider', label: 'ttsVoices.fields.provider', width: 0.18, kind: 'choice', words: 'ttsVoices.providers' },
      { field: 'lang', label: 'ttsVoices.fields.lang', width: 0.15, kind: 'code' },
      { field: 'display_order', label: 'ttsVoices.fields.display_order', width: 0.12 },
    ],
    filters: [
      enabledFilter,
      {
        field: 'provider',
        options: [{ value: 'all', label: 'filters.all' }, ...ttsProviders.map((p) => ({ value: p, label: `ttsVoices.providers.${p}` }))],
        default: 'all',
      },
    ],
    searchFields: ['voice_name', 'lang', 'provider'],
  },
  form: [
    { field: 'voice_name', label: 'ttsVoices.fields.voice_name' },
    { field: 'provider', label: 'ttsVoices.fields.provider', kind: 'select', options: ttsProviders, initial: 'google' },
    { field: 'lang', label: 'ttsVoices.fields.lang', initial: 'en-US' },
    { field: 'display_order', label: 'ttsVoices.fields.display_order', kind: 'number', initial: '99' },
    { field: 'is_third_party', label: 'ttsVoices.fields.is_third_party', kind: 'flag', initial: '0' },
  ],
};
