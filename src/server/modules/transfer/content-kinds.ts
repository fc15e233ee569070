import type { ContentModel } from '@shared/api/content';
import { secretSettings, type OpenFormEngine } from '@shared/api/content-forms';
import type { ContentModel as RefModel, ContentRef } from '@shared/plugin-api/types';

/**
 * The content an export carries, per model: the columns that travel (never ids, tenancy, folders, flags or
 * audit columns; never secrets), which of them hold JSON, and the ids of other content a row refers to
 * (a form type's datastore, a prompt's audio files). Variables written as {{id}} in any text are found apart.
 */
export interface ContentKind {
  model: ContentModel;
  /** The model as node references name it. */
  ref: RefModel;
  table: string;
  idColumn: string;
  nameColumn: string;
  /** Columns besides the name that travel. */
  columns: readonly string[];
  json: readonly string[];
  /** Columns that make a name unique together with it (a prompt's type). */
  nameScope?: readonly string[];
  /** Other content the exported fields refer to. */
  refs?(fields: Record<string, unknown>): ContentRef[];
  /** The fields with those references looked up (an unknown one becomes null). */
  remap?(fields: Record<string, unknown>, map: (model: RefModel, id: number) => number | null | undefined): Record<string, unknown>;
  /** The fields as they leave the account (secrets dropped). */
  clean?(fields: Record<string, unknown>): Record<string, unknown>;
}

type PromptText = Record<string, unknown> & { file_id?: number | null };
const texts = (fields: Record<string, unknown>): PromptText[] => (Array.isArray(fields.texts) ? (fields.texts as PromptText[]) : []);

export const contentKinds: readonly ContentKind[] = [
  {
    model: 'AttachmentFile', ref: 'file', table: 'attachment_files', idColumn: 'file_id', nameColumn: 'file_name',
    columns: ['extension', 'mime_type', 'size'], json: [],
  },
  {
    model: 'Variable', ref: 'variable', table: 'variables', idColumn: 'variable_id', nameColumn: 'variable_name',
    columns: ['variable_type', 'scope', 'default_value', 'passed_parameter', 'output_parameter'], json: [],
  },
  {
    model: 'Prompt', ref: 'prompt', table: 'prompts', idColumn: 'prompt_id', nameColumn: 'prompt_name',
    columns: ['prompt_type', 'texts'], json: ['texts'], nameScope: ['prompt_type'],
    refs: (fields) => texts(fields).flatMap((t) => (typeof t.file_id === 'number' ? [{ model: 'file' as const, id: t.file_id }] : [])),
    remap: (fields, map) => ({ ...fields, texts: texts(fields).map((t) => (typeof t.file_id === 'number' ? { ...t, file_id: map('file', t.file_id) ?? null } : t)) }),
  },
  {
    model: 'DataStore', ref: 'datastore', table: 'data_stores', idColumn: 'data_store_id', nameColumn: 'display_name',
    columns: ['collection_structure', 'is_log'], json: ['collection_structure'],
  },
  {
    model: 'JavascriptFunction', ref: 'javascript_function', table: 'javascript_functions', idColumn: 'javascript_function_id', nameColumn: 'name',
    columns: ['parameters', 'function_return_type', 'is_log', 'code', 'max_timeout'], json: ['parameters'],
  },
  {
    model: 'FormType', ref: 'form_type', table: 'form_types', idColumn: 'form_type_id', nameColumn: 'name',
    columns: ['description', 'fields', 'data_store_id', 'field_mapping'], json: ['fields', 'field_mapping'],
    refs: (fields) => (typeof fields.data_store_id === 'number' ? [{ model: 'datastore', id: fields.data_store_id }] : []),
    remap: (fields, map) => ({ ...fields, data_store_id: typeof fields.data_store_id === 'number' ? (map('datastore', fields.data_store_id) ?? null) : null }),
  },
  {
    model: 'OpenFormType', ref: 'open_form_type', table: 'open_form_types', idColumn: 'open_form_type_id', nameColumn: 'oft_name',
    columns: ['description', 'engine', 'language', 'settings'], json: ['settings'],
    clean(fields) {
      const settings = { ...(fields.settings as Record<string, unknown>) };
      for (const key of secretSettings[fields.engine as OpenFormEngine] ?? []) delete settings[key];
      return { ...fields, settings };
    },
  },
  {
    model: 'DynamicFormType', ref: 'dynamic_form_type', table: 'dynamic_form_types', idColumn: 'dynamic_form_type_id', nameColumn: 'name',
    columns: ['description', 'definition'], json: ['definition'],
  },
  {
    model: 'HolidaySchedule', ref: 'holiday_schedule', table: 'holiday_schedules', idColumn: 'schedule_id', nameColumn: 'schedule_name',
    columns: ['time_zone', 'holidays'], json: ['holidays'],
  },
  {
    model: 'Intent', ref: 'intent', table: 'intents', idColumn: 'intent_id', nameColumn: 'name',
    columns: ['description', 'training_phrases', 'response'], json: ['training_phrases'],
  },
];

export const kindOfRef = (ref: RefModel) => contentKinds.find((k) => k.ref === ref);
export const kindOfModel = (model: ContentModel) => contentKinds.find((k) => k.model === model)!;
