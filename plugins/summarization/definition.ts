import { z } from 'zod';
import { between, checkRequiredText, checkTextVariables, contentId, defineNode, textWithVariables } from '@shared/plugin-api';

/** The action types that summarise (spec 2 §9: open_ai is shown as Generative AI, five9_wfa as Five9 WFA). */
export const summaryActionTypes = ['open_ai', 'five9_wfa'] as const;
export const summarySources = ['conversation', 'text'] as const;

/** Summarises the conversation so far (or a text) with generative AI and stores the summary in a variable. */
export default defineNode({
  type: 'summarization',
  category: 'one_child',
  group: 'Generative AI',
  label: {
    en: 'Summarization',
    de: 'Zusammenfassung',
    fr: 'Résumé',
    'fr-CA': 'Résumé',
    es: 'Resumen',
    it: 'Riepilogo',
    'pt-BR': 'Resumo',
  },
  icon: 'clipboard',
  keywords: ['summary', 'summarise', 'summarize', 'ai', 'gpt', 'transcript', 'wrap-up'],
  /** Summarization: the service, what is summarised and how, and where the summary goes. */
  editor: {
    sections: [
      { title: 'service', keys: ['action_type'] },
      { title: 'input', keys: ['source', 'input_text'], when: { input_text: (config) => config.source === 'text' } },
      { title: 'instructions', keys: ['instructions', 'max_words'] },
      { title: 'result', keys: ['output_variable_id'] },
    ],
  },
  config: z.object({
    action_type: z.enum(summaryActionTypes).default('open_ai'),
    source: z.enum(summarySources).default('conversation'),
    /** The text summarised (source text). */
    input_text: textWithVariables(8000, { when: (config: { source: string }) => config.source === 'text' }),
    /** Extra instructions, e.g. 'List the customer's requests' (optional). */
    instructions: textWithVariables(4000),
    max_words: between(10, 1000, 100),
    output_variable_id: contentId('variable', { required: 'Output variable' }),
  }),
  validate: (config, ctx) => [
    ...(config.source === 'text' ? checkRequiredText(config.input_text, 'input_text', 'Input text') : []),
    ...checkTextVariables(ctx, config.input_text, 'input_text'),
    ...checkTextVariables(ctx, config.instructions, 'instructions'),
  ],
});
