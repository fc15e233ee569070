import { readFile } from 'node:fs/promises';
import type { Config } from '../../config';
import {
  taskExportFormat,
  taskExportFormatVersion,
  type ExportedContent,
  type ExportedNode,
  type ExportedTask,
  type TaskExportDocument,
} from '@shared/api/transfer';
import type { ContentModel as RefModel } from '@shared/plugin-api/types';
import { variableRefsInText } from '@shared/plugin-api/validate';
import type { Db } from '../../db/index';
import { storedPath } from '../content/files/files';
import { nodeFromRow, parseJson, type TaskRow } from '../flow/model/rows';
import type { VersionSnapshot } from '../versions/snapshot';
import { contentKinds, kindOfRef, type ContentKind } from './content-kinds';
import { exportParts } from './export-part-list';
import type { TransferIds } from './export-parts';
import { referencedIds, remapConfig, remapTexts } from './remap';
import { accountRows, accountRowsByName } from '../../http/tenant-repo';

export interface ExportSource {
  task: TaskRow;
  snapshot: VersionSnapshot;
}

export type Progress = (done: number, total: number) => void;

/** Strings of JSON columns as values (tags, schedules …), so the file reads as JSON and not JSON in strings. */
const openSettings = (settings: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, typeof v === 'string' && /^[[{]/.test(v) ? parseJson(v, v) : v]));

function fieldsOf(kind: ContentKind, row: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const c of kind.columns) fields[c] = kind.json.includes(c) ? parseJson(row[c] as string, null) : row[c];
  return kind.clean ? kind.clean(fields) : fields;
}

/** The variables a content item's texts name as {{id}} and the content its fields refer to. */
function contentRefs(kind: ContentKind, fields: Record<string, unknown>) {
  const found: { model: RefModel; id: number }[] = kind.refs?.(fields) ?? [];
  const scan = (v: unknown): void => {
    if (typeof v === 'string') found.push(...variableRefsInText(v));
    else if (Array.isArray(v)) v.forEach(scan);
    else if (v && typeof v === 'object') Object.values(v).forEach(scan);
  };
  scan(fields);
  return found.filter((r) => r.id > 0);
}

/**
 * The export document of some tasks (the first is the exported one): their settings, canvases and nodes, and
 * every content item their nodes use (and what that content uses: a prompt's audio, a form's datastore, the
 * variables in texts), each with the document's own ids. Content that no longer exists is left out and the
 * references to it become empty. Reports progress per node and per content item.
 */
export async function buildExport(
  db: Db,
  config: Config,
  acId: number,
  sources: readonly ExportSource[],
  progress: Progress = () => undefined,
): Promise<TaskExportDocument> {
  return (await buildExportWithIds(db, config, acId, sources, progress)).doc;
}

/** buildExport, with the way from the account's ids to the document's (paste across accounts maps content through it). */
export async function buildExportWithIds(
  db: Db,
  config: Config,
  acId: number,
  sources: readonly ExportSource[],
  progress: Progress = () => undefined,
): Promise<{ doc: TaskExportDocument; lookup: (model: RefModel, id: number) => number | null }> {
  const nodeCount = sources.reduce((n, s) => n + s.snapshot.nodes.length, 0);
  let done = 0;
  const taskIds = new Map(sources.map((s, i) => [s.task.task_id, i + 1]));
  const canvasIds = new Map<number, number>();
  const nodeIds = new Map<number, number>();
  for (const s of sources) {
    for (const c of s.snapshot.canvases) canvasIds.set(c.canvas_id, canvasIds.size + 1);
    for (const n of s.snapshot.nodes) nodeIds.set(n.node_id, nodeIds.size + 1);
  }

  // What the nodes use, then what that content uses, until nothing new turns up.
  const wanted = new Map<RefModel, Set<number>>();
  const want = (model: RefModel, id: number) => {
    if (!wanted.has(model)) wanted.set(model, new Set());
    wanted.get(model)!.add(id);
  };
  const nodes = sources.map((s) => s.snapshot.nodes.map(nodeFromRow));
  for (const list of nodes) for (const n of list) for (const r of referencedIds(n.node_type, n.config)) want(r.model, r.id);

  const rows = new Map<RefModel, Map<number, Record<string, unknown>>>(contentKinds.map((k) => [k.ref, new Map()]));
  const tried = new Set<string>();
  for (let more = true; more; ) {
    more = false;
    for (const kind of contentKinds) {
      const have = rows.get(kind.ref)!;
      const missing = [...(wanted.get(kind.ref) ?? [])].filter((id) => !tried.has(`${kind.ref}:${id}`));
      missing.forEach((id) => tried.add(`${kind.ref}:${id}`));
      for (let i = 0; i < missing.length; i += 500) {
        const found = await accountRowsByName(db, acId)
          .selectFrom(kind.table)
          .selectAll()
          .where(kind.idColumn, 'in', missing.slice(i, i + 500))
          .execute();
        for (const row of found) {
          const fields = fieldsOf(kind, row);
          have.set(row[kind.idColumn], { name: row[kind.nameColumn], fields, row });
          for (const r of contentRefs(kind, fields)) {
            if (kindOfRef(r.model) && !tried.has(`${r.model}:${r.id}`)) {
              want(r.model, r.id);
              more = true;
            }
          }
        }
      }
    }
  }
  const contentIds = new Map<RefModel, Map<number, number>>();
  for (const [model, have] of rows) contentIds.set(model, new Map([...have.keys()].sort((a, b) => a - b).map((id, i) => [id, i + 1])));

  // Linked tasks outside the document are named, to be found by name where it is imported.
  const outside = [...(wanted.get('task') ?? [])].filter((id) => !taskIds.has(id));
  const linkedRows = outside.length
    ? await accountRows(db, acId)
        .selectFrom('tasks')
        .select(['task_id', 'task_name', 'task_type'])
        .where('task_id', 'in', outside)
        .orderBy('task_id')
        .execute()
    : [];
  const linkedIds = new Map(linkedRows.map((r, i) => [r.task_id, sources.length + i + 1]));

  const lookup = (model: RefModel, id: number): number | null => {
    if (model === 'node') return nodeIds.get(id) ?? null;
    if (model === 'task') return taskIds.get(id) ?? linkedIds.get(id) ?? null;
    return contentIds.get(model)?.get(id) ?? null;
  };
  const total = nodeCount + [...rows.values()].reduce((n, m) => n + m.size, 0);
  const tick = () => progress(++done, total);

  const tasks: ExportedTask[] = sources.map((s, i) => ({
    id: i + 1,
    task_name: s.task.task_name,
    task_type: s.task.task_type as ExportedTask['task_type'],
    settings: openSettings(s.snapshot.settings),
    canvases: s.snapshot.canvases.map((c) => ({
      id: canvasIds.get(c.canvas_id)!,
      canvas_name: c.canvas_name,
      first_node_id: c.first_node_id === null ? null : (nodeIds.get(c.first_node_id) ?? null),
      is_enabled: c.is_enabled,
      is_main_canvas: c.is_main_canvas,
      is_event_handler: c.is_event_handler,
      is_ni_nm_handler: c.is_ni_nm_handler,
    })),
    nodes: nodes[i].map((n): ExportedNode => {
      const entries = (list: typeof n.keyword_conditions) =>
        list.map((e) => ({ ...e, node_id: e.node_id === null ? null : (nodeIds.get(e.node_id) ?? null) }));
      const out: ExportedNode = {
        id: nodeIds.get(n.node_id)!,
        canvas_id: canvasIds.get(n.canvas_id)!,
        pid: n.pid === null ? null : (nodeIds.get(n.pid) ?? null),
        position: n.position,
        node_name: n.node_name,
        tooltip: n.tooltip,
        tags: n.tags,
        node_type: n.node_type,
        category: n.category,
        connector_parent: n.connector_parent.map((p) => nodeIds.get(p)).filter((p): p is number => p !== undefined),
        config: remapConfig(n.node_type, n.config, lookup),
        keyword_conditions: entries(n.keyword_conditions),
        grammar_conditions: entries(n.grammar_conditions),
      };
      tick();
      return out;
    }),
  }));

  const content: ExportedContent[] = [];
  for (const kind of contentKinds) {
    const have = rows.get(kind.ref)!;
    for (const [id, local] of contentIds.get(kind.ref) ?? []) {
      const item = have.get(id)! as { name: string; fields: Record<string, unknown>; row: Record<string, unknown> };
      let fields = remapTexts(item.fields, lookup);
      if (kind.remap) fields = kind.remap(fields, lookup);
      if (kind.model === 'AttachmentFile')
        fields.data_base64 = (await readFile(storedPath(config, item.row as never)).catch(() => Buffer.alloc(0))).toString('base64');
      content.push({ model: kind.model, id: local, name: item.name, fields });
      tick();
    }
  }

  const ids: TransferIds = { task: (id) => taskIds.get(id), node: (id) => nodeIds.get(id), canvas: (id) => canvasIds.get(id) };
  const parts: Record<string, unknown> = {};
  for (const part of exportParts) parts[part.key] = await part.collect({ db, acId, tasks: sources.map((s) => s.task), ids });

  const doc: TaskExportDocument = {
    format: taskExportFormat,
    format_version: taskExportFormatVersion,
    exported_at: new Date().toISOString(),
    root_task_id: 1,
    tasks,
    content,
    linked_tasks: linkedRows.map((r) => ({
      id: linkedIds.get(r.task_id)!,
      task_name: r.task_name,
      task_type: r.task_type as ExportedTask['task_type'],
    })),
    parts,
  };
  return { doc, lookup };
}
