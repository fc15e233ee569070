import { z } from 'zod';
import {
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  outcomeBranches,
  textWithVariables,
  suggestFrom,
} from '@shared/plugin-api';

/**
 * Answers the customer's question from a knowledge group of the domain's knowledge distiller and stores the
 * answer; a question it cannot answer follows No answer. Needs a selected domain.
 */
export default defineNode({
  type: 'knowledge_distiller',
  category: 'multiple_child',
  group: 'Generative AI',
  label: {
    en: 'Knowledge distiller',
    de: 'Wissensdestillation',
    fr: 'Distillateur de connaissances',
    'fr-CA': 'Distillateur de connaissances',
    es: 'Destilador de conocimiento',
    it: 'Distillatore di conoscenza',
    'pt-BR': 'Destilador de conhecimento',
  },
  icon: 'lightbulb',
  keywords: ['knowledge', 'faq', 'answer', 'question', 'ai', 'kb', 'rag'],
  /** Knowledge distiller: the knowledge group and prompt, the question, and where the answer goes. */
  editor: {
    sections: [
      { title: 'service', keys: ['knowledge_group_id', 'distiller_prompt'] },
      { title: 'input', keys: ['question'] },
      { title: 'result', keys: ['answer_variable_id'] },
    ],
  },
  availability: { hiddenUnderLinkedDomain: true, needsDomain: true },
  config: z.object({
    /** A knowledge group of the domain (GET /knowledge-distiller/knowledge-groups). */
    knowledge_group_id: suggestFrom(z.string().trim().max(120).default(''), 'distiller-group'),
    /** A distiller prompt that shapes the answer (GET /knowledge-distiller/prompts); empty: the default. */
    distiller_prompt: suggestFrom(z.string().trim().max(120).default(''), 'distiller-prompt'),
    /** The question, e.g. what the caller said ({{id}}). */
    question: textWithVariables(4000),
    answer_variable_id: contentId('variable', { required: 'Answer variable' }),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.knowledge_group_id, 'knowledge_group_id', 'Knowledge group'),
    ...checkRequiredText(config.question, 'question', 'Question'),
    ...checkTextVariables(ctx, config.question, 'question'),
  ],
  branches: () => outcomeBranches('Answered', 'No answer'),
});
