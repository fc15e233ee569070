import { z } from 'zod';
import {
  aiActionTypes,
  aiPromptModes,
  checkKeyedEntries,
  checkRef,
  checkRequiredText,
  checkTextVariables,
  checkUnique,
  contentId,
  defineNode,
  entryKey,
  error,
  keyedBranches,
  outcomeBranches,
  textWithVariables,
} from '@shared/plugin-api';

/** The intents count only while the node detects intents. */
const detectsIntents = (config: { prompt_mode: string }) => config.prompt_mode === 'detect_intent';
const intent = z.object({ key: entryKey(), label: z.string().trim().max(120), intent_id: contentId('intent', { when: detectsIntents }) });

/**
 * Runs an AI prompt on text of the conversation. Modes (spec 2 §9): detect_intent branches per intent (else
 * Otherwise); summary, custom_prompt and datastore_faq (answers from a datastore) store the answer and follow
 * Success or Failure. Dialogflow can only detect intents.
 */
export default defineNode({
  type: 'ai_custom_prompt',
  category: 'multiple_child',
  group: 'Generative AI',
  label: {
    en: 'AI custom prompt',
    de: 'Eigener KI-Prompt',
    fr: 'Prompt IA personnalisé',
    'fr-CA': 'Prompt IA personnalisé',
    es: 'Prompt de IA personalizado',
    it: 'Prompt IA personalizzato',
    'pt-BR': 'Prompt de IA personalizado',
  },
  icon: 'predictive-analysis',
  keywords: ['ai', 'gpt', 'openai', 'llm', 'generative', 'intent', 'prompt', 'faq', 'dialogflow'],
  /** AI custom prompt: the service and mode, the prompt and its input, the intents it tells apart, and where the answer goes. */
  editor: {
    sections: [
      {
        title: 'service',
        keys: ['action_type', 'prompt_mode', 'data_store_id'],
        when: { data_store_id: (config) => config.prompt_mode === 'datastore_faq' },
      },
      {
        title: 'instructions',
        keys: ['prompt_text', 'input_text'],
        when: {
          prompt_text: (config) => config.prompt_mode === 'custom_prompt' || config.prompt_mode === 'summary',
          input_text: (config) => config.prompt_mode !== 'summary',
        },
      },
      { title: 'branches', keys: ['intents'], when: { intents: (config) => config.prompt_mode === 'detect_intent' } },
      { title: 'result', keys: ['output_variable_id'] },
    ],
  },
  config: z.object({
    action_type: z.enum(aiActionTypes).default('open_ai'),
    prompt_mode: z.enum(aiPromptModes).default('custom_prompt'),
    /** The instructions (custom_prompt, summary). */
    prompt_text: textWithVariables(8000),
    /** The text worked on, e.g. what the caller said ({{id}}). */
    input_text: textWithVariables(8000),
    /** The datastore the answers come from (datastore_faq). */
    data_store_id: contentId('datastore', { when: (config: { prompt_mode: string }) => config.prompt_mode === 'datastore_faq' }),
    /** The intents told apart (detect_intent). */
    intents: z.array(intent).max(50).default([]),
    output_variable_id: contentId('variable'),
  }),
  availability: { hiddenUnderLinkedDomain: true, needsDomain: true, requiresFeature: 'ai-prompt-node' },
  validate(config, ctx) {
    const mode = config.prompt_mode;
    const out = [
      ...(config.action_type === 'dialogflow' && mode !== 'detect_intent'
        ? [error('prompt_mode', 'Dialogflow can only detect intents.')]
        : []),
      ...(mode === 'custom_prompt' ? checkRequiredText(config.prompt_text, 'prompt_text', 'Prompt text') : []),
      ...checkTextVariables(ctx, config.prompt_text, 'prompt_text'),
      ...(mode === 'summary' ? [] : checkRequiredText(config.input_text, 'input_text', 'Input text')),
      ...checkTextVariables(ctx, config.input_text, 'input_text'),
      ...(mode === 'datastore_faq' ? checkRef(ctx, 'datastore', config.data_store_id, 'data_store_id', 'Datastore') : []),
      ...checkRef(ctx, 'variable', config.output_variable_id, 'output_variable_id', 'Output variable', mode !== 'detect_intent'),
    ];
    if (mode === 'detect_intent') {
      const chosen = config.intents.map((e, i) => [e.intent_id, i] as const).filter(([id]) => id !== null);
      out.push(...checkKeyedEntries(config.intents, 'intents', 'Intent'));
      config.intents.forEach((e, i) => out.push(...checkRef(ctx, 'intent', e.intent_id, `intents.${i}.intent_id`, 'Intent')));
      out.push(
        ...checkUnique(
          chosen.map(([id]) => String(id)),
          (j) => `intents.${chosen[j][1]}.intent_id`,
          'Intent',
        ),
      );
    }
    return out;
  },
  branches: (config) => (config.prompt_mode === 'detect_intent' ? keyedBranches(config.intents) : outcomeBranches()),
});
