import { z } from 'zod';
import {
  checkDestination,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  destination,
  next,
  textWithVariables,
} from '@shared/plugin-api';

export const proactiveChannels = ['sms', 'whatsapp'] as const;

/**
 * Starts a conversation with a customer who has not written first (a reminder, a follow-up). WhatsApp allows
 * this only with an approved message template. By SMS, a live run sends it through the account's SMS profile; the
 * simulator shows it. The studio has no WhatsApp sender yet: a template is shown as what a live run would send.
 */
export default defineNode({
  type: 'messaging_proactive',
  category: 'one_child',
  group: 'Messaging',
  label: {
    en: 'Proactive message',
    de: 'Proaktive Nachricht',
    fr: 'Message proactif',
    'fr-CA': 'Message proactif',
    es: 'Mensaje proactivo',
    it: 'Messaggio proattivo',
    'pt-BR': 'Mensagem proativa',
  },
  icon: 'notifications',
  keywords: ['outbound', 'notify', 'reminder', 'sms', 'whatsapp', 'template', 'proactive'],
  /** Proactive message: the channel and numbers, then the message (a template on WhatsApp). */
  editor: {
    sections: [
      { title: 'recipients', keys: ['channel', 'to', 'from'] },
      {
        title: 'message',
        keys: ['whatsapp_template', 'text', 'attachment_file_id'],
        when: { whatsapp_template: (config) => config.channel === 'whatsapp' },
      },
    ],
  },
  config: z.object({
    channel: z.enum(proactiveChannels).default('sms'),
    /** The customer's number; may be a variable. */
    to: destination(),
    /** The sender number or id; empty uses the account's default sender. */
    from: z.string().trim().max(64).default(''),
    text: textWithVariables(4096),
    /** The name of an approved WhatsApp template (WhatsApp only). */
    whatsapp_template: z.string().trim().max(120).default(''),
    attachment_file_id: contentId('file'),
  }),
  availability: { hiddenUnderLinkedDomain: true, requiresFeature: 'proactive-messaging-node' },
  validate: (config, ctx) => [
    ...checkDestination(ctx, config.to, 'to', 'Recipient'),
    ...(config.channel === 'whatsapp'
      ? checkRequiredText(config.whatsapp_template, 'whatsapp_template', 'WhatsApp template')
      : checkRequiredText(config.text, 'text', 'Message text')),
    ...checkTextVariables(ctx, config.text, 'text'),
  ],
  async run(config, ctx) {
    const to = ctx.fill(config.to).trim();
    if (config.channel === 'whatsapp') {
      ctx.emit({
        type: 'simulated',
        text: `Proactive message: a live run would send the WhatsApp template '${config.whatsapp_template}' to ${to}.`,
      });
      return next();
    }
    const text = ctx.fill(config.text);
    if (ctx.services.sms) await ctx.services.sms({ to, text });
    ctx.emit({ type: 'sent', text, to });
    return next();
  },
});
