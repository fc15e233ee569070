import { z } from 'zod';
import { fill, messages } from '@shared/messages';
import { between, checkLanguageTag, checkRequiredText, defineNode, languageTag, next } from '@shared/plugin-api';

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
    sections: [{ title: 'voice', keys: ['tts_voice', 'language', 'speaking_rate'] }],
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
  /** The voice must be one the account's plan includes: only the server knows the plan's voices. */
  async serverCheck(config, account) {
    if (config.tts_voice === '' || (await account.voiceInPlan(config.tts_voice))) return [];
    return [{ path: 'tts_voice', message: fill(messages.voices.voiceNotInPlan, { voice: config.tts_voice }), severity: 'error' }];
  },
  /** The prompts that follow are spoken with this voice, in its language (and at its rate): the call keeps it. */
  run(config, ctx) {
    if (config.tts_voice === '') throw new Error('Set voice has no voice: choose the voice the prompts that follow are spoken with.');
    ctx.call.voice = { name: config.tts_voice, language: config.language, rate: config.speaking_rate };
    ctx.emit({ type: 'call_set', field: 'voice', value: `${config.tts_voice} (${config.language}, ${config.speaking_rate}%)` });
    return next();
  },
});
