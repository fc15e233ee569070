import { z } from 'zod';
import { checkRequiredText, checkTextVariables, contentId, defineNode, next, sendMessage, textWithVariables } from '@shared/plugin-api';

/**
 * Sends a message to the customer and continues without waiting. Text may reference variables as {{id}}. On a live
 * run of a messaging (SMS) task the message goes to the caller's number through the account's SMS profile; a chat
 * answers in the conversation; the simulator and the chat preview show it.
 */
export default defineNode({
  type: 'messaging_send',
  category: 'one_child',
  group: 'Messaging',
  label: {
    en: 'Send message',
    de: 'Nachricht senden',
    fr: 'Envoyer un message',
    'fr-CA': 'Envoyer un message',
    es: 'Enviar mensaje',
    it: 'Invia messaggio',
    'pt-BR': 'Enviar mensagem',
  },
  icon: 'send-message',
  keywords: ['sms', 'text', 'chat', 'message', 'whatsapp', 'notify'],
  /** Send message: the text and its attachment. */
  editor: {
    sections: [{ title: 'message', keys: ['text', 'attachment_file_id'] }],
  },
  config: z.object({
    text: textWithVariables(4096),
    /** An attachment file sent with the message. */
    attachment_file_id: contentId('file'),
  }),
  validate: (config, ctx) => [...checkRequiredText(config.text, 'text', 'Message text'), ...checkTextVariables(ctx, config.text, 'text')],
  async run(config, ctx) {
    await sendMessage(ctx, ctx.fill(config.text));
    return next();
  },
});
