import { z } from 'zod';
import { fill, messages } from '@shared/messages';
import {
  checkFeature,
  checkLanguageTag,
  checkSpeechCapture,
  defineNode,
  languageTag,
  listen,
  next,
  speechCapture,
} from '@shared/plugin-api';

export const sttProviders = ['google', 'microsoft', 'amazon', 'deepgram'] as const;

/**
 * Transcribes what the caller says with a cloud speech-to-text service and stores the text in a variable. The studio
 * has no media platform: what the caller says comes as text (typed in the simulator), so this runs for real on it,
 * and a live call, which hears nothing, reaches the no-input timeout.
 */
export default defineNode({
  type: 'cloud_stt',
  category: 'one_child',
  group: 'Voice',
  label: {
    en: 'Cloud Speech to Text',
    de: 'Cloud-Spracherkennung',
    fr: 'Reconnaissance vocale cloud',
    'fr-CA': 'Reconnaissance vocale cloud',
    es: 'Voz a texto en la nube',
    it: 'Riconoscimento vocale cloud',
    'pt-BR': 'Fala para texto na nuvem',
  },
  icon: 'cloud',
  keywords: ['stt', 'speech recognition', 'transcribe', 'asr', 'google', 'deepgram', 'dictation'],
  /** Cloud speech to text: the provider, the prompt, how long it listens, and where the transcript goes. */
  editor: {
    sections: [
      { title: 'service', keys: ['provider', 'language'] },
      { title: 'plays', keys: ['prompt_id'] },
      { title: 'listens', keys: ['max_seconds', 'silence_seconds'] },
      { title: 'result', keys: ['transcript_variable_id', 'confidence_variable_id'] },
    ],
  },
  config: z.object({
    provider: z.enum(sttProviders).default('google'),
    language: languageTag(),
    ...speechCapture(),
  }),
  validate: (config, ctx) => [
    ...checkFeature(ctx, 'deepgram-built-in-form', config.provider === 'deepgram', 'provider', 'Deepgram'),
    ...checkLanguageTag(config.language, 'language', 'Language'),
    ...checkSpeechCapture(ctx, config),
  ],
  async run(config, ctx) {
    const label = 'Cloud Speech to Text';
    const heard = await listen(ctx, label, config);
    if (!('transcript' in heard)) return heard;
    ctx.emit({ type: 'simulated', text: fill(messages.speech.heard, { label, text: heard.transcript }) });
    return next();
  },
});
