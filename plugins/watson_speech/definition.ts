import { z } from 'zod';
import { fill, messages } from '@shared/messages';
import {
  OTHERWISE,
  branch,
  checkKeyedEntries,
  checkRequiredText,
  checkSpeechCapture,
  defineNode,
  entryKey,
  error,
  keyedBranches,
  listen,
  matchGrammar,
  speechCapture,
  speechWords,
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
 * The studio has no media platform: what the caller says comes as text (typed in the simulator), so this runs for
 * real on it, and a live call, which hears nothing, reaches the no-input timeout.
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
  /** In a conversation, each grammar is offered as a quick reply that says its first phrase. */
  choices: (config) =>
    config.grammars.flatMap((g) => {
      const phrase = g.phrases.split(',').find((p) => speechWords(p) !== '');
      return phrase === undefined ? [] : [{ label: g.label, input: { text: phrase.trim() } }];
    }),
  async run(config, ctx) {
    const label = 'Watson speech';
    const heard = await listen(ctx, label, config);
    if (!('transcript' in heard)) return heard;
    const text = heard.transcript;
    const grammar = matchGrammar(config.grammars, text);
    ctx.emit({
      type: 'simulated',
      text: grammar
        ? fill(messages.speech.heardGrammar, { label, text, grammar: grammar.label })
        : fill(messages.speech.heardNoGrammar, { label, text }),
    });
    return branch(grammar ? grammar.key : OTHERWISE.key);
  },
});
