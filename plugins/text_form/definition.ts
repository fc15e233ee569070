import { z } from 'zod';
import {
  between,
  checkIntoVariables,
  checkRef,
  checkTextVariables,
  contentId,
  defineNode,
  intoVariables,
  outcomeBranches,
  textWithVariables,
} from '@shared/plugin-api';

/** Collects the fields of a form type in the conversation, one question at a time, and stores the answers. */
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
    form_type_id: contentId('form_type'),
    /** Sent before the first question (optional). */
    intro_text: textWithVariables(1000),
    /** Attempts per field before the form gives up. */
    max_attempts: between(1, 10, 3),
    /** Form field → variable. */
    field_mappings: intoVariables(50),
  }),
  validate: (config, ctx) => [
    ...checkRef(ctx, 'form_type', config.form_type_id, 'form_type_id', 'Form type'),
    ...checkTextVariables(ctx, config.intro_text, 'intro_text'),
    ...checkIntoVariables(ctx, config.field_mappings, 'field_mappings', 'Form field'),
  ],
  branches: () => outcomeBranches('Completed', 'Not completed'),
});
