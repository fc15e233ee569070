import { z } from 'zod';
import { fill, messages } from '@shared/messages';
import {
  between,
  branch,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  outcomeBranches,
  outcomeKeys,
  sendMessage,
  textWithVariables,
  waitFor,
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
  /**
   * Sends the question (variables filled in) as messaging_send does, then waits for the customer's next message: its
   * text goes into the answer variable, Answered. Nothing within wait_seconds (the timer's turn, or a blank message):
   * No answer. The waiting session is stored like any other, so the answer may come to any process, after a restart.
   */
  async run(config, ctx) {
    if (ctx.input === null) {
      await sendMessage(ctx, ctx.fill(config.text));
      return waitFor('text', config.wait_seconds * 1000);
    }
    const answer = (ctx.input.text ?? ctx.input.dtmf ?? '').trim();
    if (answer === '') {
      ctx.emit({ type: 'simulated', text: fill(messages.speech.noAnswer, { label: 'Ask and wait', seconds: config.wait_seconds }) });
      return branch(outcomeKeys.failure);
    }
    if (config.answer_variable_id !== null) ctx.set(config.answer_variable_id, answer);
    return branch(outcomeKeys.success);
  },
});
