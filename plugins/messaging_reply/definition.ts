import { z } from 'zod';
import { checkRequiredText, checkTextVariables, defineNode, textWithVariables, endWith } from '@shared/plugin-api';

/** Answers the customer's message and ends this turn of the conversation. Leaf-only. */
export default defineNode({
  type: 'messaging_reply',
  category: 'no_child',
  group: 'Messaging',
  label: {
    en: 'Reply',
    de: 'Antworten',
    fr: 'Répondre',
    'fr-CA': 'Répondre',
    es: 'Responder',
    it: 'Rispondi',
    'pt-BR': 'Responder',
  },
  icon: 'chat',
  keywords: ['answer', 'respond', 'sms', 'chat', 'text', 'message'],
  /** Reply: the text, and whether the conversation ends with it. */
  editor: {
    sections: [{ title: 'message', keys: ['text', 'end_conversation'] }],
  },
  availability: { leafOnly: true },
  config: z.object({
    text: textWithVariables(4096),
    /** Close the conversation after the reply instead of waiting for the next message. */
    end_conversation: z.boolean().default(false),
  }),
  validate: (config, ctx) => [...checkRequiredText(config.text, 'text', 'Reply text'), ...checkTextVariables(ctx, config.text, 'text')],
  run(config, ctx) {
    ctx.emit({ type: 'sent', text: ctx.fill(config.text) });
    return endWith(config.end_conversation ? 'conversation_closed' : 'replied');
  },
});
