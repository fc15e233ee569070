import { z } from 'zod';
import { checkRequiredText, contentId, defineNode, endWith, emitTransfer } from '@shared/plugin-api';

export const mailboxTypes = ['skill', 'agent'] as const;

/** Sends the caller to the voicemail box of a skill or an agent of the contact center. Leaf-only. */
export default defineNode({
  type: 'voicemail_transfer',
  category: 'no_child',
  group: 'Transfer',
  label: {
    en: 'Voicemail transfer',
    de: 'Weiterleitung an Voicemail',
    fr: 'Transfert vers la messagerie vocale',
    'fr-CA': 'Transfert vers la messagerie vocale',
    es: 'Transferencia al buzón de voz',
    it: 'Trasferimento alla segreteria',
    'pt-BR': 'Transferência para correio de voz',
  },
  icon: 'inbox',
  keywords: ['voicemail', 'mailbox', 'leave a message', 'transfer'],
  /** Voicemail transfer: whose mailbox, and the greeting played. */
  editor: {
    sections: [
      { title: 'mailbox', keys: ['mailbox_type', 'mailbox'] },
      { title: 'plays', keys: ['greeting_prompt_id'] },
    ],
  },
  availability: { leafOnly: true, hiddenUnderLinkedDomain: true },
  config: z.object({
    mailbox_type: z.enum(mailboxTypes).default('skill'),
    /** The skill name or the agent's user name. */
    mailbox: z.string().trim().max(120).default(''),
    /** Played instead of the mailbox's own greeting (optional). */
    greeting_prompt_id: contentId('prompt'),
  }),
  validate: (config, ctx) => [...checkRequiredText(config.mailbox, 'mailbox', 'Mailbox')],
  /** Plays the greeting (else the mailbox's own) and hands the call to the skill's or agent's voicemail. */
  async run(config, ctx) {
    if (config.mailbox === '')
      throw new Error(
        `Voicemail transfer has no mailbox: give the ${config.mailbox_type === 'agent' ? "agent's user name" : 'skill'} whose voicemail takes the call.`,
      );
    await ctx.say(config.greeting_prompt_id);
    emitTransfer(ctx, `voicemail of ${config.mailbox_type} ${config.mailbox}`);
    return endWith('transferred');
  },
});
