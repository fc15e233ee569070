import type { Canvas, FlowNode } from '@shared/api/flow';
import type { VersionSummary } from '@shared/api/versions';
import type { Db } from '../../db/index';
import type { Snapshot } from '../flow/edits/apply';
import { canvasToApi, nodeFromRow, parseJson, withLinks, type TaskRow } from '../flow/model/rows';
import { linkedTaskNames, loadCanvases } from '../flow/model/state';
import { accountRows } from '../../http/tenant-repo';

/**
 * The task settings a version keeps: the per-type fields and the common options. Not the name, the favourite and
 * lock flags, the revision or the chatbot's api key (a secret: a version never holds it, a rollback never changes it).
 */
export const settingsColumns = [
  'tags',
  'task_image',
  'edit_name',
  'is_system_log_shown',
  'debug_logs_enabled',
  'logging_profiles',
  'tts_voice_id',
  'beep_detection',
  'machine_detection',
  'send_to_operator',
  'no_resource_operator_number',
  'is_active',
  'workflow_schedule',
  'schedule_time_zone',
  'start_on',
  'is_repeat',
  'repeat_frequency',
  'number_of_executions',
  'passed_params',
  'output_params',
  'schedule',
  'msg_session_timeout',
  'chatbot_session_timeout',
] as const satisfies readonly (keyof TaskRow)[];

export type VersionSnapshot = Required<Snapshot>;

export function settingsOf(task: TaskRow): Record<string, unknown> {
  return Object.fromEntries(settingsColumns.map((c) => [c, task[c]]));
}

/** The task as stored now, every row whole: what a version keeps and what a rollback writes back. */
export async function takeSnapshot(db: Db, task: TaskRow): Promise<VersionSnapshot> {
  const nodes = await accountRows(db, task.ac_id)
    .selectFrom('nodes')
    .selectAll()
    .where('task_id', '=', task.task_id)
    .orderBy('node_id')
    .execute();
  return { settings: settingsOf(task), canvases: await loadCanvases(db, task.task_id), nodes };
}

export const readSnapshot = (text: string): VersionSnapshot => {
  const s = parseJson<Partial<VersionSnapshot>>(text, {});
  return { settings: s.settings ?? {}, canvases: s.canvases ?? [], nodes: s.nodes ?? [] };
};

/** A snapshot as the editor reads nodes and canvases (goto and link-task names filled in as they are now). */
export async function decodeSnapshot(
  db: Db,
  acId: number,
  snapshot: VersionSnapshot,
): Promise<{ settings: Record<string, unknown>; canvases: Canvas[]; nodes: FlowNode[] }> {
  const nodes = snapshot.nodes.map(nodeFromRow);
  const settings = Object.fromEntries(
    Object.entries(snapshot.settings).map(([k, v]) => [k, typeof v === 'string' && /^[[{]/.test(v) ? parseJson(v, v) : v]),
  );
  return { settings, canvases: snapshot.canvases.map(canvasToApi), nodes: withLinks(nodes, await linkedTaskNames(db, acId, nodes)) };
}

export interface VersionRow {
  version_id: number;
  task_id: number;
  version_number: number;
  version_name: string | null;
  version_notes: string | null;
  node_count: number;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
}

/** The account's versions of a task (or one version), newest first, with their author's name. */
export function versionQuery(db: Db, acId: number) {
  return accountRows(db, acId)
    .selectFrom('task_versions as v')
    .leftJoin('users as u', 'u.user_id', 'v.created_by')
    .select([
      'v.version_id',
      'v.task_id',
      'v.version_number',
      'v.version_name',
      'v.version_notes',
      'v.node_count',
      'v.created_by',
      'u.display_name as created_by_name',
      'v.created_at',
    ])
    .orderBy('v.version_number', 'desc');
}

export const summaryOf = (row: VersionRow, published: number | null): VersionSummary => ({
  ...row,
  is_published: row.version_id === published,
});
