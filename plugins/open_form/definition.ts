import { z } from 'zod';
import { between, checkKeyedEntries, checkRef, checkUnique, contentId, defineNode, entryKey, keyedBranches } from '@shared/plugin-api';

const intent = z.object({
  /** Stable branch key: the intent's branch keeps its nodes when intents are renamed or reordered. */
  key: entryKey(),
  label: z.string().trim().max(120),
  intent_id: contentId('intent'),
});

/**
 * Asks an open question and recognises what the caller means with an open form type (Dialogflow, Lex, Watson,
 * OpenAI…): one branch per expected intent, anything else follows Otherwise.
 */
export default defineNode({
  type: 'open_form',
  category: 'multiple_child',
  group: 'Voice',
  label: {
    en: 'Open form',
    de: 'Offenes Formular',
    fr: 'Formulaire ouvert',
    'fr-CA': 'Formulaire ouvert',
    es: 'Formulario abierto',
    it: 'Modulo aperto',
    'pt-BR': 'Formulário aberto',
  },
  icon: 'manually-entered-data',
  keywords: ['nlu', 'intent', 'speech', 'natural language', 'dialogflow', 'lex', 'watson', 'understand'],
  /** Open form: the form and its intents, the prompt, no-input and no-match handling, and where the utterance goes. */
  editor: {
    sections: [
      { title: 'listens', keys: ['open_form_type_id', 'intents'] },
      { title: 'prompt', keys: ['prompt_id', 'timeout_seconds'] },
      { title: 'noInputNoMatch', keys: ['no_input_attempts', 'no_input_prompt_id', 'no_match_attempts', 'no_match_prompt_id'] },
      { title: 'result', keys: ['utterance_variable_id'] },
    ],
  },
  config: z.object({
    open_form_type_id: contentId('open_form_type', { required: 'Open form type' }),
    /** The question played first. */
    prompt_id: contentId('prompt', { required: 'Prompt' }),
    intents: z
      .array(intent)
      .max(50)
      .default([{ key: 'intent_1', label: 'Intent 1', intent_id: null }]),
    timeout_seconds: between(1, 60, 5),
    no_input_attempts: between(0, 10, 3),
    no_match_attempts: between(0, 10, 3),
    no_input_prompt_id: contentId('prompt'),
    no_match_prompt_id: contentId('prompt'),
    /** Receives what the caller said. */
    utterance_variable_id: contentId('variable'),
  }),
  validate(config, ctx) {
    const chosen = config.intents.map((e, i) => [e.intent_id, i] as const).filter(([id]) => id !== null);
    return [
      ...checkKeyedEntries(config.intents, 'intents', 'Intent'),
      ...config.intents.flatMap((e, i) => checkRef(ctx, 'intent', e.intent_id, `intents.${i}.intent_id`, 'Intent')),
      ...checkUnique(
        chosen.map(([id]) => String(id)),
        (j) => `intents.${chosen[j][1]}.intent_id`,
        'Intent',
      ),
    ];
  },
  branches: (config) => keyedBranches(config.intents),
});
