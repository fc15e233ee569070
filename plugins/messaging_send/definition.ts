import { z } from 'zod';
import {
  checkRef,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  textWithVariables,
  variableRefsInText,
  type ContentRef,
} from '@shared/plugin-api';

/** Sends a message to the customer and continues without waiting. Text may reference variables as {{id}}. */
export default defineNode({
  type: 'messaging_send',
  category: 'one_child',
  group: 'Messaging',
  label: { key: 'nodes.messaging_send.label', default: 'Send message' },
  icon: 'send-message',
  keywords: ['sms', 'text', 'chat', 'message', 'whatsapp', 'notify'],
  config: z.object({
    text: textWithVariables(4096),
    /** An attachment file sent with the message. */
    attachment_file_id: contentId(),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.text, 'text', 'Message text'),
    ...checkTextVariables(ctx, config.text, 'text'),
    ...checkRef(ctx, 'file', config.attachment_file_id, 'attachment_file_id', 'Attachment', false),
  ],
  references(config) {
    const refs: ContentRef[] = variableRefsInText(config.text);
    if (config.attachment_file_id !== null) refs.push({ model: 'file', id: config.attachment_file_id });
    return refs;
  },
});
