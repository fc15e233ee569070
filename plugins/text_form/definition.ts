import { z } from 'zod';
import {
  between,
  checkIntoVariables,
  checkTextVariables,
  contentId,
  defineNode,
  intoVariables,
  outcomeBranches,
  textWithVariables,
  branch,
  service,
  waitFor,
  type StepContext,
} from '@shared/plugin-api';
import type { VisualFormField } from '@shared/api/visual-form';
import { checkFormValues } from '@shared/visual-form-values';

/** Collects the fields of a form type in the conversation, one question at a time, and stores the answers. */
/** How long the form waits for each answer before it counts as none. */
const answerTimeoutMs = 120_000;

/** The answers so far and the field asked now, kept with the session while the form waits. */
interface FormProgress {
  field: number;
  values: Record<string, string | number | boolean | null>;
}

/** A question or a correction: spoken on a call, sent in a conversation. */
function tell(ctx: StepContext, text: string) {
  if (ctx.channel === 'voice') ctx.emit({ type: 'said', text, language: ctx.language });
  else ctx.emit({ type: 'sent', text });
}

export default defineNode({
  type: 'text_form',
  category: 'multiple_child',
  group: 'Messaging',
  label: {
    en: 'Text form',
    de: 'Textformular',
    fr: 'Formulaire texte',
    'fr-CA': 'Formulaire texte',
    es: 'Formulario de texto',
    it: 'Modulo di testo',
    'pt-BR': 'Formulário de texto',
  },
  icon: 'form',
  keywords: ['form', 'collect', 'fields', 'survey', 'questions', 'chat', 'sms'],
  /** Text form: the form and its introduction, attempts, and where the answers go. */
  editor: {
    sections: [
      { title: 'form', keys: ['form_type_id', 'intro_text'] },
      { title: 'retries', keys: ['max_attempts'] },
      { title: 'result', keys: ['field_mappings'] },
    ],
  },
  config: z.object({
    form_type_id: contentId('form_type', { required: 'Form type' }),
    /** Sent before the first question (optional). */
    intro_text: textWithVariables(1000),
    /** Attempts per field before the form gives up. */
    max_attempts: between(1, 10, 3),
    /** Form field → variable; the fields of the chosen form type are suggested. */
    field_mappings: intoVariables(50, { source: 'form-type-fields', setting: 'form_type_id' }),
  }),
  validate: (config, ctx) => [
    ...checkTextVariables(ctx, config.intro_text, 'intro_text'),
    ...checkIntoVariables(ctx, config.field_mappings, 'field_mappings', 'Form field'),
  ],
  branches: () => outcomeBranches('Completed', 'Not completed'),
  /**
   * Sends the intro, then asks each field of the form type by its label and checks the answer against the field's type
   * (a required field needs one). An answer it cannot take, or none within two minutes, is asked again up to the
   * attempts; then Not completed. With every field answered the mapped fields go into their variables: Completed.
   */
  async run(config, ctx) {
    if (config.form_type_id === null) throw new Error('Text form has no form type: choose the form whose fields it asks.');
    const form = await service(ctx, 'formType', 'Form types')(config.form_type_id);
    if (!form) throw new Error('The form type of this text form does not exist.');
    const fields = form.fields as VisualFormField[];
    if (fields.length === 0) throw new Error(`Text form cannot ask anything: the form type ${form.name} has no fields.`);
    let progress = ctx.stepState as FormProgress | null;
    if (ctx.input === null || progress === null) {
      const intro = ctx.fill(config.intro_text).trim();
      if (intro !== '') tell(ctx, intro);
      progress = { field: 0, values: {} };
    } else {
      const field = fields[progress.field];
      const answer = ctx.input.text ?? ctx.input.dtmf ?? '';
      const checked = checkFormValues([field], { [field.name]: answer });
      if (checked.errors.length > 0) {
        ctx.attempts.noMatch += 1;
        if (ctx.attempts.noMatch >= config.max_attempts) return branch('failure');
        tell(ctx, checked.errors[0].slice(field.name.length + 2));
      } else {
        progress = { field: progress.field + 1, values: { ...progress.values, [field.name]: checked.values[field.name] ?? null } };
        ctx.attempts.noMatch = 0;
      }
    }
    if (progress.field >= fields.length) {
      for (const m of config.field_mappings) if (m.variable_id !== null) ctx.set(m.variable_id, progress.values[m.source] ?? null);
      return branch('success');
    }
    ctx.setStepState(progress);
    tell(ctx, fields[progress.field].label);
    return waitFor('text', answerTimeoutMs);
  },
});
