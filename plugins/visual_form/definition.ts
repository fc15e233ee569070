import { z } from 'zod';
import { gatingFlags } from '@shared/gating-flags';
import { messages } from '@shared/messages';
import { randomId } from '@shared/random-id';
import {
  between,
  branch,
  checkDestination,
  checkFeature,
  checkIntoVariables,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  destination,
  intoVariables,
  outcomeBranches,
  outcomeKeys,
  textWithVariables,
  type StepContext,
  type StepResult,
} from '@shared/plugin-api';

/** The length of a visual form's call uuid: 32 letters and digits (about 190 bits), so it cannot be guessed. */
export const callUuidLength = 32;
/** The mapping source that receives the submitted attachments' ids (comma-separated). */
export const attachmentsSource = 'attachments';
/** The public address of a visual form. */
export const visualFormPath = (callUuid: string) => `/visualform/${callUuid}`;

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
      {
        title: 'form',
        keys: ['form_type_id', 'allow_file_upload'],
        // File upload is offered while its flag is on for the chosen form type (spec 1 §6 visualform-file-upload).
        formFlags: { allow_file_upload: { feature: gatingFlags.visualFormUpload, formTypeKey: 'form_type_id' } },
      },
      { title: 'message', keys: ['phone', 'sms_text'] },
      { title: 'timing', keys: ['wait_seconds'] },
      { title: 'result', keys: ['field_mappings'] },
    ],
  },
  availability: { hiddenForTaskTypes: ['messaging', 'workflow', 'chatbot', 'whatsapp'] },
  config: z.object({
    form_type_id: contentId('form_type', { required: 'Form type' }),
    /** The text message; the form's link is added at its end. */
    sms_text: textWithVariables(1000).default('Please fill in this form:'),
    /** The number the link goes to; empty uses the caller's number. */
    phone: destination(),
    /** How long to wait for the form to be submitted. */
    wait_seconds: between(30, 3600, 300),
    allow_file_upload: z.boolean().default(false),
    /** Form field → variable; the fields of the chosen form type are suggested. */
    field_mappings: intoVariables(50, { source: 'form-type-fields', setting: 'form_type_id' }),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.sms_text, 'sms_text', 'Text message'),
    ...checkTextVariables(ctx, config.sms_text, 'sms_text'),
    ...checkDestination(ctx, config.phone, 'phone', 'Phone', false),
    ...checkFeature(ctx, gatingFlags.visualFormUpload, config.allow_file_upload, 'allow_file_upload', 'File upload'),
    ...checkIntoVariables(ctx, config.field_mappings, 'field_mappings', 'Form field'),
  ],
  branches: () => outcomeBranches('Submitted', 'Not submitted'),
  /**
   * Entered: the session waits on a fresh call uuid (the link a live call texts) for wait_seconds. Submitted: the
   * mapped fields become variables and the step leaves by Submitted; closed or timed out: by Not submitted.
   */
  run(config, ctx): StepResult {
    if (ctx.input === null) return open(config, ctx);
    const form = ctx.input.form;
    if (form?.event !== 'submit') {
      ctx.emit({ type: 'simulated', text: form?.event === 'close' ? messages.visualForm.closedStep : messages.visualForm.timedOutStep });
      return branch(outcomeKeys.failure);
    }
    for (const m of config.field_mappings) {
      if (m.variable_id === null) continue;
      if (m.source === attachmentsSource) ctx.set(m.variable_id, (form.attachments ?? []).join(','));
      else if (form.values && m.source in form.values) ctx.set(m.variable_id, form.values[m.source]);
    }
    return branch(outcomeKeys.success);
  },
});

function open(
  config: { form_type_id: number | null; sms_text: string; phone: string; wait_seconds: number; allow_file_upload: boolean },
  ctx: StepContext,
): StepResult {
  if (config.form_type_id === null) throw new Error(messages.visualForm.noFormType);
  const callUuid = randomId(callUuidLength);
  const url = visualFormPath(callUuid);
  const to = config.phone.trim() ? ctx.fill(config.phone) : 'the caller';
  ctx.emit({ type: 'simulated', text: `Visual form: a live call would text ${to}: ${ctx.fill(config.sms_text)} ${url}` });
  ctx.emit({ type: 'form_link', call_uuid: callUuid, url });
  return {
    kind: 'wait',
    input: 'form',
    timeoutMs: config.wait_seconds * 1000,
    form: { callUuid, formTypeId: config.form_type_id, allowUpload: config.allow_file_upload },
  };
}
