import { z } from 'zod';
import { folderIds } from './content';
import { dataStoreColumn, dataTypes } from './content-more';
import { dataStoreFields } from '../entities/content/datastores';
import { dynamicFormTypeFields } from '../entities/content/dynamicformtypes';
import { formTypeFields } from '../entities/content/formtypes';
import { intentFields } from '../entities/content/intents';
import { openFormEngines, openFormTypeFields } from '../entities/content/openformtypes';
import { createShape, itemShape } from '../entities/field-schemas';
import { fieldLimit } from '../entities/fields';

/**
 * Request and answer shapes of the form content types and intents (spec 2 §3, §7): custom form types
 * (saved into a datastore), open form types (a conversational engine per form), dynamic form types
 * (a sectioned form definition) and intents (training phrases and a response).
 */
const id = z.number().int().positive();
const name = (max: number) => z.string().trim().min(1).max(max);
const folderId = z.number().int().min(folderIds.archived).optional();
const timestamps = { created_at: z.string(), updated_at: z.string() };
const contentState = {
  ac_id: z.number(),
  folder_id: z.number(),
  is_enabled: z.number(),
  is_archived: z.number(),
  is_refreshing: z.number(),
  ...timestamps,
};
const fieldName = z
  .string()
  .trim()
  .min(1)
  .max(fieldLimit(formTypeFields, 'fields', 'name'))
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must start with a letter or _ and use only letters, digits or _');
/** Names in a list must differ, case-insensitively; the repeated one is reported where it repeats. */
const distinctNames =
  <T>(nameOf: (item: T) => string, what: string) =>
  (list: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      const key = nameOf(item).toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `${what} ${nameOf(item)} is given twice` });
      seen.add(key);
    });
  };

/** A name check's item id rides in the query string of the GET name checks (…/validate-ft-name/{name}?form_type_id=). */
export const nameCheckParams = z.object({ name: name(150) });

// Form types (Custom Forms): fields a caller fills in, optionally saved into a datastore's columns.
export const formField = z.object({
  name: fieldName,
  label: name(fieldLimit(formTypeFields, 'fields', 'label')),
  data_type: z.enum(dataTypes),
  required: z.boolean().optional(),
});
const formFields = z
  .array(formField)
  .min(1)
  .max(fieldLimit(formTypeFields, 'fields'))
  .superRefine(distinctNames((f: { name: string }) => f.name, 'field'));
/** Form field name → datastore column name. */
export const fieldMapping = z.record(
  fieldName,
  z
    .string()
    .trim()
    .min(1)
    .max(fieldLimit(dataStoreFields, 'collection_structure', 'col_name')),
);
const formTypeJson = {
  fields: {
    body: formFields,
    item: z.array(z.object({ name: z.string(), label: z.string(), data_type: z.enum(dataTypes), required: z.boolean() })),
  },
  field_mapping: { body: fieldMapping, item: z.record(z.string(), z.string()) },
};
export const formTypeBody = z.object({ ...createShape(formTypeFields, formTypeJson), folder_id: folderId });
export const formTypeUpdateBody = formTypeBody.partial();
export const formType = z.object({
  form_type_id: z.number(),
  ...itemShape(formTypeFields, formTypeJson),
  ...contentState,
});
export type FormType = z.infer<typeof formType>;
/** GET /form/get-form-types-with-datastore-columns: each form type with the datastore it saves into and that datastore's columns. */
export const formTypeWithColumns = formType.extend({
  data_store: z
    .object({ data_store_id: z.number(), display_name: z.string(), columns: z.array(dataStoreColumn.extend({ secure: z.boolean() })) })
    .nullable(),
});
export type FormTypeWithColumns = z.infer<typeof formTypeWithColumns>;

// Open form types (Open Forms): a conversational engine answers the caller.
export { openFormEngines };
export type OpenFormEngine = (typeof openFormEngines)[number];
/** Not offered (and refused) for accounts with a linked domain (spec 2 §3). */
export const linkedDomainHiddenEngines: readonly OpenFormEngine[] = ['azure_openai'];
export const openAiModels = ['gpt-3.5-turbo', 'gpt-4', 'gpt-4-0314', 'gpt-3.5-turbo-0301'] as const;
/** The 31 languages an open form speaks: English (US) first, then alphabetically by name to Ukrainian. */
export const openFormLanguages = [
  { code: 'en-US', name: 'English (US)' },
  { code: 'ar', name: 'Arabic' },
  { code: 'zh-CN', name: 'Chinese (Simplified)' },
  { code: 'zh-TW', name: 'Chinese (Traditional)' },
  { code: 'cs-CZ', name: 'Czech' },
  { code: 'da-DK', name: 'Danish' },
  { code: 'nl-NL', name: 'Dutch' },
  { code: 'en-AU', name: 'English (Australia)' },
  { code: 'en-IN', name: 'English (India)' },
  { code: 'en-GB', name: 'English (UK)' },
  { code: 'fi-FI', name: 'Finnish' },
  { code: 'fr-CA', name: 'French (Canada)' },
  { code: 'fr-FR', name: 'French (France)' },
  { code: 'de-DE', name: 'German' },
  { code: 'el-GR', name: 'Greek' },
  { code: 'he-IL', name: 'Hebrew' },
  { code: 'hi-IN', name: 'Hindi' },
  { code: 'id-ID', name: 'Indonesian' },
  { code: 'it-IT', name: 'Italian' },
  { code: 'ja-JP', name: 'Japanese' },
  { code: 'ko-KR', name: 'Korean' },
  { code: 'nb-NO', name: 'Norwegian' },
  { code: 'pl-PL', name: 'Polish' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)' },
  { code: 'pt-PT', name: 'Portuguese (Portugal)' },
  { code: 'ru-RU', name: 'Russian' },
  { code: 'es-ES', name: 'Spanish (Spain)' },
  { code: 'es-US', name: 'Spanish (US)' },
  { code: 'sv-SE', name: 'Swedish' },
  { code: 'tr-TR', name: 'Turkish' },
  { code: 'uk-UA', name: 'Ukrainian' },
] as const;
export const openFormLanguageCodes = openFormLanguages.map((l) => l.code) as unknown as [string, ...string[]];

/** Secret settings: stored encrypted, answered as the mask; sending the mask back keeps the stored value. */
const secret = z.string().trim().min(1).max(20_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL');
const instructions = z.string().max(20_000).optional();
/** Each engine's settings; the key names listed in secretSettings are secrets. */
export const engineSettings = {
  dialogflow: z.object({ project_id: text(100), credentials: secret }),
  dialogflow_cx: z.object({ project_id: text(100), location: text(50), agent_id: text(100), credentials: secret }),
  lex: z.object({
    bot_id: text(100),
    bot_alias_id: text(100),
    region: text(50).regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1'),
    access_key_id: text(128),
    secret_access_key: secret,
  }),
  watson: z.object({ service_url: httpUrl, assistant_id: text(100), environment_id: text(100).optional(), api_key: secret }),
  azure_openai: z.object({ endpoint: httpUrl, deployment: text(100), api_version: text(40), api_key: secret, instructions }),
  openai: z.object({ model: z.enum(openAiModels), api_key: secret, instructions }),
} as const;
export const secretSettings: Record<OpenFormEngine, readonly string[]> = {
  dialogflow: ['credentials'],
  dialogflow_cx: ['credentials'],
  lex: ['secret_access_key'],
  watson: ['api_key'],
  azure_openai: ['api_key'],
  openai: ['api_key'],
};
/** The settings that say where the engine is reached: a stored secret is only ever sent there. */
export const destinationSettings: Record<OpenFormEngine, readonly string[]> = {
  dialogflow: [],
  dialogflow_cx: [],
  lex: ['region'],
  watson: ['service_url'],
  azure_openai: ['endpoint'],
  openai: [],
};
const openFormTypeJson = {
  language: { body: z.enum(openFormLanguageCodes), item: z.string() },
  /** Checked against the engine's settings on the server (the engine may come from the stored row); secrets read as the mask. */
  settings: { body: z.record(z.string(), z.unknown()) },
};
export const openFormTypeBody = z.object({ ...createShape(openFormTypeFields, openFormTypeJson), folder_id: folderId });
export const openFormTypeUpdateBody = openFormTypeBody.partial();
export const openFormType = z.object({
  open_form_type_id: z.number(),
  ...itemShape(openFormTypeFields, openFormTypeJson),
  name: z.string(),
  is_system: z.number(),
  ...contentState,
});
export type OpenFormType = z.infer<typeof openFormType>;
export const openFormOptions = z.object({
  engines: z.array(z.enum(openFormEngines)),
  models: z.array(z.enum(openAiModels)),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** The engine previews: POST /form/preview-<engine>; their path names and the engine each one calls. */
export const previewPaths: Record<OpenFormEngine, string> = {
  dialogflow: 'preview-dialogflow',
  dialogflow_cx: 'preview-dialogflowcx',
  lex: 'preview-lex',
  watson: 'preview-watson',
  azure_openai: 'preview-azure-openai',
  openai: 'preview-openai',
};
/** A stored open form type (its settings, secrets included, overridden by any given here) or settings alone. */
export const previewBody = z
  .object({
    open_form_type_id: id.optional(),
    language: z.enum(openFormLanguageCodes).optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
    /** What the caller says. */
    text: z.string().trim().min(1).max(5000),
    session_id: z.string().trim().min(1).max(100).optional(),
  })
  .refine((b) => b.open_form_type_id !== undefined || b.settings !== undefined, {
    message: 'give open_form_type_id or settings',
    path: ['settings'],
  });
export const previewAnswer = z.unknown();

// Dynamic form types: a form definition in sections, filled in by people rather than callers.
export const dynamicFieldTypes = [
  'text',
  'textarea',
  'number',
  'email',
  'phone',
  'date',
  'time',
  'select',
  'radio',
  'checkbox',
  'file',
] as const;
const withOptions = ['select', 'radio'];
const dynamicLimit = (part: string) => fieldLimit(dynamicFormTypeFields, 'definition', part);
export const dynamicField = z
  .object({
    name: fieldName,
    label: name(dynamicLimit('label')),
    type: z.enum(dynamicFieldTypes),
    required: z.boolean().optional(),
    placeholder: z.string().max(dynamicLimit('placeholder')).optional(),
    help_text: z.string().max(dynamicLimit('help_text')).optional(),
    options: z
      .array(z.object({ label: name(dynamicLimit('label')), value: name(dynamicLimit('label')) }))
      .max(dynamicLimit('options'))
      .optional(),
  })
  .superRefine((f, ctx) => {
    if (withOptions.includes(f.type) && !f.options?.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${f.type} field needs at least one option` });
    if (!withOptions.includes(f.type) && f.options?.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: `only select and radio fields have options` });
  });
export const dynamicFormDefinition = z
  .object({
    sections: z
      .array(
        z.object({
          title: name(dynamicLimit('title')),
          description: z.string().max(dynamicLimit('description')).optional(),
          fields: z.array(dynamicField).min(1).max(dynamicLimit('fields')),
        }),
      )
      .min(1)
      .max(fieldLimit(dynamicFormTypeFields, 'definition')),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.sections.forEach((s, i) =>
      s.fields.forEach((f, j) => {
        const key = f.name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: ['sections', i, 'fields', j, 'name'], message: `field ${f.name} is given twice` });
        seen.add(key);
      }),
    );
  });
export type DynamicFormDefinition = z.infer<typeof dynamicFormDefinition>;
const dynamicFormTypeJson = { definition: { body: dynamicFormDefinition, item: z.unknown() } };
export const dynamicFormTypeBody = z.object({ ...createShape(dynamicFormTypeFields, dynamicFormTypeJson), folder_id: folderId });
export const dynamicFormTypeUpdateBody = dynamicFormTypeBody.partial();
export const dynamicFormType = z.object({
  dynamic_form_type_id: z.number(),
  ...itemShape(dynamicFormTypeFields, dynamicFormTypeJson),
  is_system: z.number(),
  ...contentState,
});
export type DynamicFormType = z.infer<typeof dynamicFormType>;

// Intents: what a caller means, recognised from training phrases, with the response to give.
export const intentMaxPhrases = fieldLimit(intentFields, 'training_phrases');
const trainingPhrases = z
  .array(z.string().max(fieldLimit(intentFields, 'training_phrases', 'phrase')))
  .max(intentMaxPhrases * 2)
  .transform((list) => dedupePhrases(list))
  .pipe(z.array(z.string()).min(1, 'give at least one training phrase').max(intentMaxPhrases));
/** Trimmed, empty ones dropped, repeats (case-insensitive) dropped, first spelling kept. */
export function dedupePhrases(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const phrase = raw.trim().replace(/\s+/g, ' ');
    if (!phrase || seen.has(phrase.toLowerCase())) continue;
    seen.add(phrase.toLowerCase());
    out.push(phrase);
  }
  return out;
}
const intentJson = { training_phrases: { body: trainingPhrases, item: z.array(z.string()) } };
export const intentBody = z.object({ ...createShape(intentFields, intentJson), folder_id: folderId });
export const intentUpdateBody = intentBody.partial();
export const intent = z.object({
  intent_id: z.number(),
  ...itemShape(intentFields, intentJson),
  ...contentState,
});
export type Intent = z.infer<typeof intent>;
export const intentCsvHeader = ['intent_name', 'description', 'training_phrase', 'response'] as const;
export const intentCsvMaxBytes = 10 * 1024 * 1024;
export const intentImportRowError = z.object({ row: z.number(), column: z.string().nullable(), message: z.string() });
/** An import refused (HTTP 422): the error body, plus every row's error when rows were invalid. */
export const intentImportRefusal = z.object({
  message: z.string(),
  errors: z.array(z.string()),
  row_errors: z.array(intentImportRowError).optional(),
});
export const intentImportAnswer = z.object({
  created: z.number(),
  updated: z.number(),
  intents: z.array(z.object({ intent_id: z.number(), name: z.string() })),
});
