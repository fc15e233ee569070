import type { Generated } from 'kysely';

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

/** holidays is JSON: a list of { name, start_date, end_date, recurs_yearly }. */
export interface HolidaySchedulesTable extends ContentColumns {
  schedule_id: Generated<number>;
  schedule_name: string;
  time_zone: string;
  holidays: string;
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
export interface DataStoresTable extends ContentColumns {
  data_store_id: Generated<number>;
  display_name: string;
  collection_structure: string;
  is_log: number;
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
}
