import { shellMessages as messages } from '../messages-core';
import { ttsProviders } from '../voices/catalogue';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { ttsVoiceFields } from './tts-voices.fields';
import { ttsVoicesShell } from './tts-voices';

/** The screen part of tts-voices (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const ttsVoicesMeta: EntityMeta = {
  ...ttsVoicesShell,
  model: 'TtsVoice',
  table: 'tts_voices',
  fields: ttsVoiceFields,
  // A voice is checked before it is saved as a voice set of one (spec 3 §5 "TTS voices: voice set (validate call)").
  unique: [
    {
      field: 'voice_name',
      per: ['provider'],
      checkBy: { method: 'POST', path: '/prompt/validate-tts-voices', set: 'voices' },
      takenMessage: messages.entities.nameTaken,
    },
  ],
  softDelete: true,
  list: {
    columns: listColumnsOf(ttsVoiceFields),
    filters: [
      enabledFilter,
      {
        field: 'provider',
        options: [{ value: 'all', label: 'filters.all' }, ...ttsProviders.map((p) => ({ value: p, label: `ttsVoices.providers.${p}` }))],
        default: 'all',
      },
    ],
    searchFields: searchedFieldsOf(ttsVoiceFields),
  },
  form: formFieldsFrom(ttsVoiceFields),
};
