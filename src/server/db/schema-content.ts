import type { Generated } from 'kysely';
import type { dataStoreFields } from '@shared/entities/content/datastores';
import type { holidayScheduleFields } from '@shared/entities/content/holidays';
import type { promptFields } from '@shared/entities/content/prompts';
import type { StoredRow } from '@shared/entities/fields';

/* ---------- system open forms: who published them (migration 095) ---------- */

declare module './migrations/005_content_forms' {
  interface OpenFormTypesTable {
    /** The system user who published it as a system open form, and when; null before migration 095 or once unpublished. */
    system_published_by: number | null;
    system_published_at: string | null;
  }
}

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
export interface VariablesTable extends ContentColumns {
  variable_id: Generated<number>;
  variable_name: string;
  variable_type: string;
  scope: string;
  default_value: string | null;
  passed_parameter: number;
  output_parameter: number;
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
export interface JavascriptFunctionsTable extends ContentColumns {
  javascript_function_id: Generated<number>;
  name: string;
  parameters: string;
  function_return_type: string;
  is_log: number;
  code: string;
  max_timeout: number;
}

/** The file itself lives at <DATA_DIR>/files/<ac_id>/<stored_name>. */
export interface AttachmentFilesTable extends ContentColumns {
  file_id: Generated<number>;
  file_name: string;
  extension: string;
  mime_type: string;
  size: number;
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
  /** The job's own key (EnqueueOptions.key; migration 058): cancelSoon finds it by it. */
  job_key: Generated<string | null>;
}
