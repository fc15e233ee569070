import type { Generated } from 'kysely';

/* ---------- call flows (migration 004) ---------- */

declare module './schema' {
  interface Database {
    tasks: TasksTable;
    canvases: CanvasesTable;
    nodes: NodesTable;
    task_edit_histories: TaskEditHistoriesTable;
    node_types: NodeTypesTable;
  }
}

/** A task: the common fields plus the per-type fields of every type (only its own type's are answered). JSON lists are text. */
export interface TasksTable {
  task_id: Generated<number>;
  ac_id: number;
  task_name: string;
  task_type: string;
  tags: string;
  task_image: string | null;
  is_favorite: number;
  is_enabled: number;
  protected: number;
  version_in_use_modified: number;
  task_version_in_use: number | null;
  /** Bumped by every canvas edit, undo and redo. */
  revision: number;
  edit_name: string | null;
  is_system_log_shown: number;
  debug_logs_enabled: number;
  logging_profiles: string;
  tts_voice_id: string | null;
  beep_detection: number;
  machine_detection: number;
  send_to_operator: number;
  no_resource_operator_number: string | null;
  is_active: number;
  workflow_schedule: string;
  schedule_time_zone: string | null;
  start_on: string | null;
  is_repeat: number;
  repeat_frequency: string;
  number_of_executions: number | null;
  passed_params: string;
  output_params: string;
  schedule: string;
  msg_session_timeout: number;
  /** Stored encrypted; answered masked. */
  api_key: string | null;
  chatbot_session_timeout: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface CanvasesTable {
  canvas_id: Generated<number>;
  ac_id: number;
  task_id: number;
  canvas_name: string;
  first_node_id: number | null;
  is_enabled: number;
  is_main_canvas: number;
  is_event_handler: number;
  is_ni_nm_handler: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A node; tags, connector_parent, config and the condition lists are JSON text. */
export interface NodesTable {
  node_id: Generated<number>;
  ac_id: number;
  task_id: number;
  canvas_id: number;
  pid: number | null;
  position: number;
  node_name: string;
  tooltip: string | null;
  tags: string;
  node_type: string;
  category: string;
  connector_parent: string;
  config: string;
  keyword_conditions: string;
  grammar_conditions: string;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One canvas edit: the affected node and canvas rows before and after (JSON), replayed by undo and redo. */
export interface TaskEditHistoriesTable {
  history_id: Generated<number>;
  ac_id: number;
  task_id: number;
  user_id: number | null;
  action: string;
  subject_id: number | null;
  /** The name of what the entry touched, as it was then (a node, a canvas, a version). */
  subject_name: string | null;
  before: string;
  after: string;
  is_undone: number;
  /** 0 for an event beside the edits (an undo, a redo, a publish): never replayed by undo or redo. */
  replayable: Generated<number>;
  created_at: string;
}

/** Admin overrides of a node type (merged over the plugin registry). */
export interface NodeTypesTable {
  node_type: string;
  category: string;
  label: string;
  available_to_all_plans: number;
  hide_node_task_override: string;
  drop_rules: string;
  created_at: string;
  updated_at: string;
}

/* ---------- task versions (migration 015) ---------- */

declare module './schema' {
  interface Database {
    task_versions: TaskVersionsTable;
  }
}

/** An immutable snapshot of a task: settings, canvases and nodes as stored rows (JSON in `snapshot`). */
export interface TaskVersionsTable {
  version_id: Generated<number>;
  ac_id: number;
  task_id: number;
  /** 1, 2, 3 … per task. */
  version_number: number;
  /** Null until renamed: an untitled version. */
  version_name: string | null;
  /** What the publisher wrote about the version (migration 043). */
  version_notes: string | null;
  /** The task's revision the snapshot was taken at. */
  task_revision: number;
  node_count: number;
  snapshot: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/* ---------- flow tests (migration 017) ---------- */

declare module './schema' {
  interface Database {
    flow_tests: FlowTestsTable;
  }
}

/** A flow test of a task: definition is JSON (channel, start_node_id, variables, pins, steps). */
export interface FlowTestsTable {
  test_id: Generated<number>;
  ac_id: number;
  task_id: number;
  test_name: string;
  definition: string;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/* ---------- task export and import (migration 019) ---------- */

declare module './schema' {
  interface Database {
    task_transfers: TaskTransfersTable;
  }
}

/** An export or import request: queued → running → completed | failed, with its progress (0–100) and result. */
export interface TaskTransfersTable {
  request_id: Generated<number>;
  ac_id: number;
  kind: 'export' | 'import';
  status: 'queued' | 'running' | 'completed' | 'failed';
  progress: Generated<number>;
  /** The exported task, or the task an import made. */
  task_id: number | null;
  task_name: string | null;
  /** JSON: the export's options, or the import's choices. */
  options: Generated<string>;
  file_name: string | null;
  /** JSON: what an import made (ImportResult). */
  result: string | null;
  error: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/* ---------- task library (migration 026) ---------- */

declare module './schema' {
  interface Database {
    task_libraries: TaskLibrariesTable;
    task_library_sp_mappings: TaskLibrarySpMappingsTable;
  }
}

/** A task library template: a task's export document at one level (system: no owner; sp: sp_id; ac: ac_id). */
export interface TaskLibrariesTable {
  template_id: Generated<number>;
  level: 'system' | 'sp' | 'ac';
  sp_id: number | null;
  ac_id: number | null;
  template_name: string;
  description: Generated<string>;
  /** JSON list of strings. */
  tags: Generated<string>;
  task_type: Generated<string>;
  node_count: Generated<number>;
  source_task_id: number | null;
  /** JSON: the task's export document (transfer module's format). */
  document: string;
  is_enabled: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Whether a provider offers a system template to its accounts (no row: offered). */
export interface TaskLibrarySpMappingsTable {
  sp_id: number;
  template_id: number;
  offered: Generated<number>;
  updated_by: number | null;
  updated_at: string;
}

/* ---------- the visual form (migration 025) ---------- */

declare module './schema' {
  interface Database {
    visual_forms: VisualFormsTable;
    visual_form_attachments: VisualFormAttachmentsTable;
  }
}

/** A visual form a session waits on, by its public call uuid: waiting → open → submitted | closed | expired. */
export interface VisualFormsTable {
  call_uuid: string;
  ac_id: number;
  session_id: string;
  task_id: number;
  node_id: number;
  form_type_id: number;
  allow_upload: number;
  status: 'waiting' | 'open' | 'submitted' | 'closed' | 'expired';
  created_at: string;
  opened_at: string | null;
  finished_at: string | null;
}

/** A file a caller attached to a visual form, stored under the data folder (visual-forms/<ac_id>/). */
export interface VisualFormAttachmentsTable {
  attachment_id: string;
  call_uuid: string;
  ac_id: number;
  file_name: string;
  stored_name: string;
  extension: string;
  size: number;
  created_at: string;
}
