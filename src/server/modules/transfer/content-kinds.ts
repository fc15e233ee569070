import type { ContentModel } from '@shared/api/content';
import { secretSettings, type OpenFormEngine } from '@shared/api/content-forms';
import type { ContentTypeMeta } from '@shared/entities/content/define';
import { exportedFields, jsonFields } from '@shared/entities/fields';
import { dataStoresType } from '@shared/entities/content/datastores';
import { dynamicFormTypesType } from '@shared/entities/content/dynamicformtypes';
import { filesType } from '@shared/entities/content/files';
import { formTypesType } from '@shared/entities/content/formtypes';
import { functionsType } from '@shared/entities/content/functions';
import { holidaySchedulesType } from '@shared/entities/content/holidays';
import { intentsType } from '@shared/entities/content/intents';
import { openFormTypesType } from '@shared/entities/content/openformtypes';
import { promptsType } from '@shared/entities/content/prompts';
import { variablesType } from '@shared/entities/content/variables';
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

/** What the content type's declaration says of its table: never written again here. */
const declared = (t: ContentTypeMeta) => ({
  model: t.model,
  ref: t.ref,
  table: t.table,
  idColumn: t.idField,
  nameColumn: t.nameField,
  nameScope: t.unique[0]?.per,
});
/** A type that declares its fields: its table, and the columns that travel (its exported fields besides the name) and which of them hold JSON. */
const declaredFields = (t: ContentTypeMeta) => ({
  ...declared(t),
  columns: exportedFields(t.fields).filter((c) => c !== t.nameField),
  json: jsonFields(t.fields),
});

/** In the order an import creates them: what a later kind refers to comes first. */
export const contentKinds: readonly ContentKind[] = [
  {
    ...declaredFields(filesType),
  },
  {
    ...declaredFields(variablesType),
  },
  {
    ...declaredFields(promptsType),
    refs: (fields) => texts(fields).flatMap((t) => (typeof t.file_id === 'number' ? [{ model: 'file' as const, id: t.file_id }] : [])),
    remap: (fields, map) => ({
      ...fields,
      texts: texts(fields).map((t) => (typeof t.file_id === 'number' ? { ...t, file_id: map('file', t.file_id) ?? null } : t)),
    }),
  },
  {
    ...declaredFields(dataStoresType),
  },
  {
    ...declaredFields(functionsType),
  },
  {
    ...declaredFields(formTypesType),
    refs: (fields) => (typeof fields.data_store_id === 'number' ? [{ model: 'datastore', id: fields.data_store_id }] : []),
    remap: (fields, map) => ({
      ...fields,
      data_store_id: typeof fields.data_store_id === 'number' ? (map('datastore', fields.data_store_id) ?? null) : null,
    }),
  },
  {
    ...declaredFields(openFormTypesType),
    clean(fields) {
      const settings = { ...(fields.settings as Record<string, unknown>) };
      for (const key of secretSettings[fields.engine as OpenFormEngine] ?? []) delete settings[key];
      return { ...fields, settings };
    },
  },
  {
    ...declaredFields(dynamicFormTypesType),
  },
  {
    ...declaredFields(holidaySchedulesType),
  },
  {
    ...declaredFields(intentsType),
  },
];

export const kindOfRef = (ref: RefModel) => contentKinds.find((k) => k.ref === ref);
export const kindOfModel = (model: ContentModel) => contentKinds.find((k) => k.model === model)!;
