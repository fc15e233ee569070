import { z } from 'zod';
import {
  between,
  checkDestination,
  checkFeature,
  checkIntoVariables,
  checkRef,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  destination,
  intoVariables,
  outcomeBranches,
  textWithVariables,
} from '@shared/plugin-api';

/**
 * During a call, texts the caller a link to a web form (the visual form page, opened with the call's uuid),
 * waits while it is filled in, and stores the submitted fields. Voice tasks only.
 */
export default defineNode({
  type: 'visual_form',
  category: 'multiple_child',
  group: 'Services',
  label: {
    en: 'Visual form',
    de: 'Visuelles Formular',
    fr: 'Formulaire visuel',
    'fr-CA': 'Formulaire visuel',
    es: 'Formulario visual',
    it: 'Modulo visivo',
    'pt-BR': 'Formulário visual',
  },
  icon: 'mobile-phone',
  keywords: ['web form', 'sms link', 'visual ivr', 'upload', 'fill in', 'form'],
  /** Visual form: the form, the text message with its link, how long it waits, and where the answers go. */
  editor: {
    sections: [
      { title: 'form', keys: ['form_type_id', 'allow_file_upload'] },
      { title: 'message', keys: ['phone', 'sms_text'] },
      { title: 'timing', keys: ['wait_seconds'] },
      { title: 'result', keys: ['field_mappings'] },
    ],
  },
  availability: { hiddenForTaskTypes: ['messaging', 'workflow', 'chatbot', 'whatsapp'] },
  config: z.object({
    form_type_id: contentId('form_type'),
    /** The text message; the form's link is added at its end. */
    sms_text: textWithVariables(1000).default('Please fill in this form:'),
    /** The number the link goes to; empty uses the caller's number. */
    phone: destination(),
    /** How long to wait for the form to be submitted. */
    wait_seconds: between(30, 3600, 300),
    allow_file_upload: z.boolean().default(false),
    /** Form field → variable. */
    field_mappings: intoVariables(50),
  }),
  validate: (config, ctx) => [
    ...checkRef(ctx, 'form_type', config.form_type_id, 'form_type_id', 'Form type'),
    ...checkRequiredText(config.sms_text, 'sms_text', 'Text message'),
    ...checkTextVariables(ctx, config.sms_text, 'sms_text'),
    ...checkDestination(ctx, config.phone, 'phone', 'Phone', false),
    ...checkFeature(ctx, 'visualform-file-upload', config.allow_file_upload, 'allow_file_upload', 'File upload'),
    ...checkIntoVariables(ctx, config.field_mappings, 'field_mappings', 'Form field'),
  ],
  branches: () => outcomeBranches('Submitted', 'Not submitted'),
});
