import { z } from 'zod';
import { contentModels } from './content';
import { taskTypes } from './flow';

/**
 * Export and import of tasks (spec 2 §7 "Versions, export, import, library"). An export is one
 * JSON document: the task (or its whole collection of linked tasks) and every piece of content its nodes use.
 * The format is open: its JSON Schema is served at GET /api/schema/task-export.json (and kept in docs/).
 * Ids inside a document are its own (1, 2, 3 … per kind, in order), so exporting the same task twice, or an
 * imported copy of it, gives the same document except its time.
 */
export const taskExportFormat = 'studio-task-export';
/** The format version this studio writes; it reads this version and older ones. */
export const taskExportFormatVersion = 1;

const localId = z.number().int().positive();
const json = z.unknown();

export const exportedCanvas = z.object({
  id: localId,
  canvas_name: z.string().min(1).max(255),
  first_node_id: localId.nullable(),
  is_enabled: z.number().int().min(0).max(1),
  is_main_canvas: z.number().int().min(0).max(1),
  is_event_handler: z.number().int().min(0).max(1),
  is_ni_nm_handler: z.number().int().min(0).max(1),
});

const conditionEntry = z.object({ node_id: localId.nullable() }).catchall(json);

export const exportedNode = z.object({
  id: localId,
  canvas_id: localId,
  pid: localId.nullable(),
  position: z.number().int(),
  node_name: z.string().max(255),
  tooltip: z.string().nullable(),
  tags: z.array(z.string()),
  node_type: z.string().min(1).max(60),
  category: z.enum(['system', 'no_child', 'one_child', 'multiple_child', 'dummy']),
  connector_parent: z.array(localId),
  /** The node type's settings; ids of content, nodes and tasks in it are ids of this document. */
  config: z.record(z.string(), json),
  keyword_conditions: z.array(conditionEntry),
  grammar_conditions: z.array(conditionEntry),
});
export type ExportedNode = z.infer<typeof exportedNode>;

export const exportedTask = z.object({
  id: localId,
  task_name: z.string().trim().min(1).max(255),
  task_type: z.enum(taskTypes),
  /** The task's settings as a version keeps them (never the chatbot's api key). */
  settings: z.record(z.string(), json),
  canvases: z.array(exportedCanvas).min(1),
  nodes: z.array(exportedNode),
});
export type ExportedTask = z.infer<typeof exportedTask>;

/** A content item: its model, its id in this document, its name and its fields (secrets left out). */
export const exportedContent = z.object({
  model: z.enum(contentModels),
  id: localId,
  name: z.string().trim().min(1).max(255),
  fields: z.record(z.string(), json),
});
export type ExportedContent = z.infer<typeof exportedContent>;

/** A task a link_task node runs that the document does not hold: found by name in the account it is imported into. */
export const linkedTaskRef = z.object({ id: localId, task_name: z.string().min(1).max(255), task_type: z.enum(taskTypes) });

/**
 * The flow tests of the exported tasks (parts.flow_tests): each names its task, the nodes its start, pins and
 * 'reached' steps point at, by the document's ids; variables by name. Older files without it import fine.
 */
export const exportedFlowTest = z.object({
  task_id: localId,
  test_name: z.string().trim().min(1).max(100),
  channel: z.string().max(20).nullable(),
  start_node_id: localId.nullable(),
  variables: z.record(z.string(), json),
  /** Pinned web-service answers by the document's node id. */
  pins: z.record(z.string().regex(/^\d+$/), z.object({ status: z.number().int(), body: z.string() })),
  steps: z.array(z.record(z.string(), json)).min(1).max(200),
});
export type ExportedFlowTest = z.infer<typeof exportedFlowTest>;

export const taskExportDocument = z.object({
  format: z.literal(taskExportFormat),
  format_version: z.number().int().positive(),
  exported_at: z.string(),
  /** The exported task (tasks[0] is it; the others are the tasks of its collection). */
  root_task_id: localId,
  tasks: z.array(exportedTask).min(1),
  content: z.array(exportedContent),
  linked_tasks: z.array(linkedTaskRef),
  /** Further parts of an export by name: the flow tests, and any other registered part (each checks its own). */
  parts: z.object({ flow_tests: z.array(exportedFlowTest).optional() }).catchall(json),
});
export type TaskExportDocument = z.infer<typeof taskExportDocument>;

/* ---------- calls ---------- */

/** 0/1, booleans and their strings, as the spec's payloads send them. */
const flagValue = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** POST /studio/export/{id}: exportConfig (what goes in), async (a background job) and task_collection (the linked tasks too). */
export const exportBody = z
  .object({
    exportConfig: z.object({ include_content: flagValue.optional() }).partial().nullish(),
    async: flagValue.optional(),
    task_collection: flagValue.optional(),
  })
  .nullish();

/** POST /studio/export/snapshot/{task_id}: the published version (or, with new_snapshot, the draft as it is now). */
export const snapshotBody = z.object({ async: flagValue.optional(), new_snapshot: flagValue.optional() }).nullish();

export const transferStatuses = ['queued', 'running', 'completed', 'failed'] as const;

/** What an import made and decided, for its result screen. */
export const importResult = z.object({
  tasks: z.array(z.object({ task_id: z.number(), task_name: z.string(), renamed_from: z.string().nullable() })),
  content: z.array(
    z.object({ model: z.enum(contentModels), name: z.string(), action: z.enum(['created', 'reused', 'renamed']), content_id: z.number() }),
  ),
  /** link_task targets not in the file and not found by name: their nodes link to nothing. */
  unresolved_links: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResult>;

/** GET /studio/tasks/task-import-export/{requestId}: an export or import request and where it is. */
export const transferRequest = z.object({
  request_id: z.number(),
  kind: z.enum(['export', 'import']),
  status: z.enum(transferStatuses),
  /** 0–100. */
  progress: z.number(),
  task_id: z.number().nullable(),
  task_name: z.string().nullable(),
  download_url: z.string().nullable(),
  error: z.string().nullable(),
  result: importResult.nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TransferRequest = z.infer<typeof transferRequest>;

export const contentChoices = ['reuse', 'rename'] as const;
export type ContentChoice = (typeof contentChoices)[number];

/** The import file as text (so a truncated or foreign file is told apart from a bad request), and the per-item choices. */
export const importCheckBody = z.object({ file: z.string() });
export const importBody = z.object({
  file: z.string(),
  choices: z
    .array(z.object({ model: z.enum(contentModels), id: localId, action: z.enum(contentChoices) }))
    .max(5000)
    .default([]),
});

/** What the import would do: its tasks (and whether their names are taken) and the content that exists by name. */
export const importCheck = z.object({
  format_version: z.number(),
  tasks: z.array(
    z.object({ id: z.number(), task_name: z.string(), task_type: z.enum(taskTypes), node_count: z.number(), name_taken: z.boolean() }),
  ),
  content_count: z.number(),
  conflicts: z.array(
    z.object({
      model: z.enum(contentModels),
      id: z.number(),
      name: z.string(),
      existing_id: z.number(),
      default_action: z.enum(contentChoices),
    }),
  ),
});
export type ImportCheck = z.infer<typeof importCheck>;
