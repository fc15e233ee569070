import { z } from 'zod';
import {
  between,
  checkRef,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  outcomeBranches,
  textWithVariables,
} from '@shared/plugin-api';

/** Asks the customer a question in the conversation and waits for the answer, which goes into a variable. */
export default defineNode({
  type: 'messaging_conversation',
  category: 'multiple_child',
  group: 'Messaging',
  label: {
    en: 'Ask and wait',
    de: 'Fragen und warten',
    fr: 'Demander et attendre',
    'fr-CA': 'Demander et attendre',
    es: 'Preguntar y esperar',
    it: 'Chiedi e attendi',
    'pt-BR': 'Perguntar e aguardar',
  },
  icon: 'comment',
  keywords: ['question', 'ask', 'wait', 'answer', 'input', 'chat', 'sms', 'conversation'],
  /** Conversation: the question sent, how long it waits, and where the answer goes. */
  editor: {
    sections: [
      { title: 'message', keys: ['text'] },
      { title: 'listens', keys: ['wait_seconds'] },
      { title: 'result', keys: ['answer_variable_id'] },
    ],
  },
  config: z.object({
    text: textWithVariables(4096),
    /** How long to wait for the answer before following No answer. */
    wait_seconds: between(5, 86_400, 300),
    answer_variable_id: contentId('variable', { required: 'Answer variable' }),
  }),
  validate: (config, ctx) => [...checkRequiredText(config.text, 'text', 'Question'), ...checkTextVariables(ctx, config.text, 'text')],
  branches: () => outcomeBranches('Answered', 'No answer'),
});
