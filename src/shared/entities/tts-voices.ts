import { shellMessages as messages } from '../messages-core';
import { ttsProviders } from '../voices/catalogue';
import { enabledFilter, type EntityMeta } from './define';

/** TTS voices (spec 3 §2 /system/voices, §3, §7 /prompt/tts-voices): provider, language, display order (99 when new). */
export const ttsVoicesMeta: EntityMeta = {
  name: 'tts-voices',
  model: 'TtsVoice',
  label: 'ttsVoices.one',
  plural: 'ttsVoices.many',
  path: '/prompt/tts-voices',
  table: 'tts_voices',
  idField: 'tts_voice_id',
  nameField: 'voice_name',
  tenant: 'system',
  unique: [{ field: 'voice_name', per: ['provider'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'voice_name', label: 'ttsVoices.fields.voice_name' },
      { field: 'provider', label: 'ttsVoices.fields.provider', width: 0.18, kind: 'code' },
      { field: 'lang', label: 'ttsVoices.fields.lang', width: 0.15, kind: 'code' },
      { field: 'display_order', label: 'ttsVoices.fields.display_order', width: 0.12 },
    ],
    filters: [
      enabledFilter,
      { field: 'provider', options: [{ value: 'all', label: 'filters.all' }, ...ttsProviders.map((p) => ({ value: p, label: `ttsVoices.providers.${p}` }))], default: 'all' },
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
  screens: [{ id: 'system.voices', path: '/system/voices', title: 'routes.voices', section: 'system', permission: 'system.voices' }],
  palette: { icon: 'volume-up', keywords: ['voice', 'tts', 'text to speech', 'speaker', 'lumenvox', 'google', 'ibm'] },
};
