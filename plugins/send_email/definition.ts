import { z } from 'zod';
import {
  checkEmailList,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  textWithVariables,
  next,
  service,
} from '@shared/plugin-api';

/** Sends an email (a summary, a confirmation, an alert); every text may reference variables. */
export default defineNode({
  type: 'send_email',
  category: 'one_child',
  group: 'Services',
  label: {
    en: 'Send email',
    de: 'E-Mail senden',
    fr: 'Envoyer un e-mail',
    'fr-CA': 'Envoyer un courriel',
    es: 'Enviar correo electrónico',
    it: 'Invia e-mail',
    'pt-BR': 'Enviar e-mail',
  },
  icon: 'envelope',
  keywords: ['email', 'mail', 'notify', 'smtp', 'message', 'alert'],
  /** Send email: the recipients, then the message. */
  editor: {
    sections: [
      { title: 'recipients', keys: ['to', 'cc', 'bcc'] },
      { title: 'message', keys: ['subject', 'body', 'is_html', 'attachment_file_id'] },
    ],
  },
  config: z.object({
    /** Addresses separated by commas; an entry may be a variable. */
    to: textWithVariables(1000),
    cc: textWithVariables(1000),
    bcc: textWithVariables(1000),
    subject: textWithVariables(255),
    body: textWithVariables(20_000),
    is_html: z.boolean().default(false),
    attachment_file_id: contentId('file'),
  }),
  validate: (config, ctx) => [
    ...checkEmailList(ctx, config.to, 'to', 'To', true),
    ...checkEmailList(ctx, config.cc, 'cc', 'Cc', false),
    ...checkEmailList(ctx, config.bcc, 'bcc', 'Bcc', false),
    ...checkRequiredText(config.subject, 'subject', 'Subject'),
    ...checkTextVariables(ctx, config.subject, 'subject'),
    ...checkRequiredText(config.body, 'body', 'Body'),
    ...checkTextVariables(ctx, config.body, 'body'),
  ],
  async run(config, ctx) {
    const mail = {
      to: ctx.fill(config.to),
      cc: ctx.fill(config.cc),
      bcc: ctx.fill(config.bcc),
      subject: ctx.fill(config.subject),
      text: ctx.fill(config.body),
      html: config.is_html,
    };
    await service(ctx, 'mail', 'E-mail')(mail);
    ctx.emit({ type: 'sent', text: `${mail.subject}\n\n${mail.text}`, to: mail.to });
    return next();
  },
});
