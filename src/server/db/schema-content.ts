import type { Generated } from 'kysely';
import type { dataStoreFields } from '@shared/entities/content/datastores';
import type { dynamicFormTypeFields } from '@shared/entities/content/dynamicformtypes';
import type { fileFields } from '@shared/entities/content/files';
import type { formTypeFields } from '@shared/entities/content/formtypes';
import type { functionFields } from '@shared/entities/content/functions';
import type { holidayScheduleFields } from '@shared/entities/content/holidays';
import type { intentFields } from '@shared/entities/content/intents';
import type { openFormTypeFields } from '@shared/entities/content/openformtypes';
import type { promptFields } from '@shared/entities/content/prompts';
import type { variableFields } from '@shared/entities/content/variables';
import type { StoredRow } from '@shared/entities/fields';

/* ---------- content library: folders, prompts, variables, usages, list stamps ---------- */

declare module './schema' {
  interface Database {
    content_folders: ContentFoldersTable;
    prompts: PromptsTable;
    variables: VariablesTable;
    content_usages: ContentUsagesTable;
    list_stamps: ListStampsTable;
  }
}

/** Moved by database triggers on every write to a stamped table (migration 006): the list cache's validity. */
export interface ListStampsTable {
  table_name: string;
  ac_id: number;
  stamp: number;
}

/** A user folder of an account's content library; Main (0) and Archived (-1) are not rows. */
export interface ContentFoldersTable {
  folder_id: Generated<number>;
  ac_id: number;
  folder_name: string;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** The columns every content item of an account's library has: its folder, its states and its stamps. */
interface ContentColumns {
  ac_id: number;
  folder_id: number;
  is_enabled: number;
  is_archived: number;
  is_refreshing: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A prompt: its declared fields (texts is JSON, a list of { language, text, file_id } with variables written as {{id}}). */
export interface PromptsTable extends ContentColumns, StoredRow<typeof promptFields> {
  prompt_id: Generated<number>;
}

/** A variable; a secure variable's default_value is stored encrypted. */
export interface VariablesTable extends ContentColumns, StoredRow<typeof variableFields> {
  variable_id: Generated<number>;
}

/** The usage index: content (model + id) used by another item (a prompt, or a node inside a task). */
export interface ContentUsagesTable {
  id: Generated<number>;
  ac_id: number;
  content_model: string;
  content_id: number;
  used_by_model: string;
  used_by_id: number;
  used_by_name: string;
  parent_model: string | null;
  parent_id: number | null;
  parent_name: string | null;
  created_at: string;
}

/* ---------- content: holiday schedules, functions, files, datastores (migration 003) ---------- */

declare module './schema' {
  interface Database {
    holiday_schedules: HolidaySchedulesTable;
    javascript_functions: JavascriptFunctionsTable;
    attachment_files: AttachmentFilesTable;
    data_stores: DataStoresTable;
    data_store_documents: DataStoreDocumentsTable;
    data_store_exports: DataStoreExportsTable;
    jobs: JobsTable;
  }
}

/** holidays is JSON: a list of { name, start_date, end_date, recurs_yearly }. */
export interface HolidaySchedulesTable extends ContentColumns, StoredRow<typeof holidayScheduleFields> {
  schedule_id: Generated<number>;
}

/** parameters is JSON: a list of { name }. */
export interface JavascriptFunctionsTable extends ContentColumns, StoredRow<typeof functionFields> {
  javascript_function_id: Generated<number>;
}

/** The file itself lives at <DATA_DIR>/files/<ac_id>/<stored_name>. */
export interface AttachmentFilesTable extends ContentColumns, StoredRow<typeof fileFields> {
  file_id: Generated<number>;
  stored_name: string;
}

/** collection_structure is JSON: a list of { col_name, type, secure }. */
export interface DataStoresTable extends ContentColumns, StoredRow<typeof dataStoreFields> {
  data_store_id: Generated<number>;
}

/** One document of a datastore: data is a JSON object by column; secure values are stored encrypted. */
export interface DataStoreDocumentsTable {
  document_id: Generated<number>;
  ac_id: number;
  data_store_id: number;
  data: string;
  created_at: string;
  updated_at: string;
}

/** A CSV export job: queued → running → completed | failed; the file is <DATA_DIR>/exports/<ac_id>/<file_name>. */
export interface DataStoreExportsTable {
  data_store_export_id: Generated<number>;
  ac_id: number;
  data_store_id: number;
  selected_columns: string;
  status: string;
  file_name: string | null;
  row_count: number;
  /** 0–100 while running. */
  progress: Generated<number>;
  error: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** The embedded engine's job queue (SQLite only; PostgreSQL uses pg-boss). */
export interface JobsTable {
  job_id: Generated<number>;
  name: string;
  payload: string;
  status: 'queued' | 'running' | 'failed';
  attempts: number;
  run_at: string;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** The job's own key (EnqueueOptions.key; migration 058): cancel finds it by it. */
  job_key: Generated<string | null>;
}

/* ---------- content: form types, open and dynamic form types, intents (migration 005) ---------- */

declare module './schema' {
  interface Database {
    form_types: FormTypesTable;
    open_form_types: OpenFormTypesTable;
    dynamic_form_types: DynamicFormTypesTable;
    intents: IntentsTable;
  }
}

/** fields is JSON: a list of { name, label, data_type, required }; field_mapping: { field name: column name }. */
export interface FormTypesTable extends ContentColumns, StoredRow<typeof formTypeFields> {
  form_type_id: Generated<number>;
}

/** settings is JSON by engine; its secret keys are stored encrypted. */
export interface OpenFormTypesTable extends ContentColumns, StoredRow<typeof openFormTypeFields> {
  open_form_type_id: Generated<number>;
  is_system: number;
  /** The system user who published it as a system open form, and when; null before migration 095 or once unpublished. */
  system_published_by: number | null;
  system_published_at: string | null;
}

/** definition is JSON: { sections: [{ title, description?, fields: [...] }] }. */
export interface DynamicFormTypesTable extends ContentColumns, StoredRow<typeof dynamicFormTypeFields> {
  dynamic_form_type_id: Generated<number>;
  is_system: number;
}

/** training_phrases is JSON: a list of texts. */
export interface IntentsTable extends ContentColumns, StoredRow<typeof intentFields> {
  intent_id: Generated<number>;
}
