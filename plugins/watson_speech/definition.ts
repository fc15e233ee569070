import { z } from 'zod';
import {
  checkKeyedEntries,
  checkRequiredText,
  checkSpeechCapture,
  defineNode,
  entryKey,
  error,
  keyedBranches,
  speechCapture,
} from '@shared/plugin-api';

/** A grammar: what the caller may say to take its branch (words or phrases separated by commas). */
const grammar = z.object({
  key: entryKey(),
  label: z.string().trim().max(120),
  phrases: z.string().max(2000).default(''),
});

/**
 * Recognises what the caller says with IBM Watson Speech to Text (a base or a custom language model). The
 * transcript is stored, then matched against the node's grammars: one branch per grammar (its entries are the
 * node's grammar conditions, spec 2 §3), the first that matches wins; with no grammars or no match, Otherwise.
 */
export default defineNode({
  type: 'watson_speech',
  category: 'multiple_child',
  group: 'Voice',
  label: {
    en: 'Watson speech',
    de: 'Watson-Spracherkennung',
    fr: 'Reconnaissance vocale Watson',
    'fr-CA': 'Reconnaissance vocale Watson',
    es: 'Reconocimiento de voz Watson',
    it: 'Riconoscimento vocale Watson',
    'pt-BR': 'Reconhecimento de fala Watson',
  },
  icon: 'headset',
  keywords: ['ibm', 'watson', 'stt', 'speech recognition', 'transcribe', 'asr', 'grammar'],
  /** Watson speech: the model, the prompt, how long it listens, where the transcript goes, and one branch per grammar. */
  editor: {
    sections: [
      { title: 'service', keys: ['language_model', 'customization_id'] },
      { title: 'plays', keys: ['prompt_id'] },
      { title: 'listens', keys: ['max_seconds', 'silence_seconds'] },
      { title: 'result', keys: ['transcript_variable_id', 'confidence_variable_id'] },
      { title: 'branches', keys: ['grammars'] },
    ],
  },
  config: z.object({
    /** A Watson base model, e.g. en-US_Telephony. */
    language_model: z.string().trim().max(100).default('en-US_Telephony'),
    /** The GUID of a custom language model (optional). */
    customization_id: z.string().trim().max(64).default(''),
    ...speechCapture(),
    grammars: z.array(grammar).max(50).default([]),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.language_model, 'language_model', 'Language model'),
    ...(config.customization_id !== '' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(config.customization_id)
      ? [error('customization_id', 'The customization id must be the GUID of a Watson custom model.')]
      : []),
    ...checkSpeechCapture(ctx, config),
    ...checkKeyedEntries(config.grammars, 'grammars', 'Grammar', { optional: true }),
    ...config.grammars.flatMap((g, i) =>
      g.phrases.split(',').some((p) => p.trim() !== '') ? [] : [error(`grammars.${i}.phrases`, 'Enter at least one phrase.')],
    ),
  ],
  branches: (config) => keyedBranches(config.grammars),
});
