import { z } from 'zod';
import { between, checkRef, contentId, defineNode, finishKeys } from '@shared/plugin-api';

/** Records the caller (a message, a name, a statement) into an audio variable, then continues. */
export default defineNode({
  type: 'record',
  category: 'one_child',
  group: 'Voice',
  label: {
    en: 'Record',
    de: 'Aufnehmen',
    fr: 'Enregistrer',
    'fr-CA': 'Enregistrer',
    es: 'Grabar',
    it: 'Registra',
    'pt-BR': 'Gravar',
  },
  icon: 'record',
  keywords: ['recording', 'voicemail', 'message', 'capture', 'audio'],
  /** Record: the prompt before the beep, how the recording ends, and where it is stored. */
  editor: {
    sections: [
      { title: 'plays', keys: ['prompt_id', 'beep'] },
      { title: 'recording', keys: ['max_seconds', 'silence_seconds', 'finish_key'] },
      { title: 'result', keys: ['recording_variable_id'] },
    ],
  },
  config: z.object({
    /** Played before recording starts (optional). */
    prompt_id: contentId('prompt'),
    max_seconds: between(1, 3600, 120),
    beep: z.boolean().default(true),
    finish_key: z.enum(finishKeys).default('#'),
    /** Silence that ends the recording. */
    silence_seconds: between(1, 60, 5),
    /** An audio variable that receives the recording. */
    recording_variable_id: contentId('variable'),
  }),
  validate: (config, ctx) => [
    ...checkRef(ctx, 'prompt', config.prompt_id, 'prompt_id', 'Prompt', false),
    ...checkRef(ctx, 'variable', config.recording_variable_id, 'recording_variable_id', 'Recording variable'),
  ],
});
