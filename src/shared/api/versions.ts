import { z } from 'zod';
import { canvas, flowNode } from './flow';

/**
 * Task versions (spec 2 §7 "Versions, export, import, library"): a version is an immutable snapshot
 * of a task — its settings, canvases and nodes. The task keeps a working draft; the published version is the one
 * in use (task_version_in_use). Every edit carries the task's revision (header below) so a stale canvas is refused.
 */
export const taskRevisionHeader = 'x-task-revision';

export const versionSummary = z.object({
  version_id: z.number(),
  task_id: z.number(),
  version_number: z.number(),
  /** Null for an untitled version. */
  version_name: z.string().nullable(),
  /** What its publisher wrote about it (what changed, why); null when nothing. */
  version_notes: z.string().nullable(),
  is_published: z.boolean(),
  node_count: z.number(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummary>;

/** GET /studio/versions/{id}: the task's versions (newest first), its revision and whether the draft differs from the published one. */
export const versionList = z.object({
  task_id: z.number(),
  revision: z.number(),
  task_version_in_use: z.number().nullable(),
  version_in_use_modified: z.number(),
  versions: z.array(versionSummary),
});
export type VersionList = z.infer<typeof versionList>;

/** The task's settings a version keeps (the per-type fields and the common options; never the chatbot api key). */
export const versionSettings = z.record(z.string(), z.unknown());

/** POST /studio/decode-version/{id}: the snapshot as the editor reads it. */
export const decodedVersion = z.object({
  version: versionSummary,
  settings: versionSettings,
  canvases: z.array(canvas),
  nodes: z.array(flowNode),
});
export type DecodedVersion = z.infer<typeof decodedVersion>;

/** The longest notes a version keeps. */
export const versionNotesMax = 2000;

export const renameVersionBody = z.object({ version_name: z.string().trim().min(1).max(120) });

/** One problem of the publish gate: what GET /studio/task-validation/{id} answers. */
export const gateProblem = z.object({
  node_id: z.number(),
  node_name: z.string(),
  path: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type GateProblem = z.infer<typeof gateProblem>;

/** POST /studio/versions/untitled-version/{id}: the version made and published, with the warnings that did not block it. */
export const publishAnswer = z.object({ version: versionSummary, warnings: z.array(gateProblem) });
