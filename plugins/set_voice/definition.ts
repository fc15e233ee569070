import { z } from 'zod';
import { between, checkLanguageTag, checkRequiredText, defineNode, languageTag } from '@shared/plugin-api';

/** Changes the text-to-speech voice (and language) used for the prompts that follow in this call. */
export default defineNode({
  type: 'set_voice',
  category: 'one_child',
  group: 'Voice',
  label: {
    en: 'Set voice',
    de: 'Stimme festlegen',
    fr: 'Définir la voix',
    'fr-CA': 'Définir la voix',
    es: 'Establecer voz',
    it: 'Imposta voce',
    'pt-BR': 'Definir voz',
  },
  icon: 'person',
  keywords: ['tts', 'voice', 'language', 'speaker', 'text to speech'],
  /** Set voice: the text-to-speech voice of the prompts that follow, one of the voices the account's plan includes. */
  editor: {
    sections: [
      { title: 'voice', keys: ['tts_voice', 'language', 'speaking_rate'] },
    ],
  },
  config: z.object({
    /** The voice name of the text-to-speech service, e.g. en-US-Neural2-F. */
    tts_voice: z.string().trim().max(100).default(''),
    language: languageTag(),
    /** Speaking rate in percent of normal speed. */
    speaking_rate: between(25, 400, 100),
  }),
  validate: (config) => [
    ...checkRequiredText(config.tts_voice, 'tts_voice', 'Voice'),
    ...checkLanguageTag(config.language, 'language', 'Language'),
  ],
});
