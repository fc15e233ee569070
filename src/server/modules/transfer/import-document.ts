import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { ContentChoice, ImportCheck, ImportResult, TaskExportDocument } from '@shared/api/transfer';
import type { ContentModel as RefModel } from '@shared/plugin-api/types';
import type { Config } from '../../config';
import { nowIso, type Db } from '../../db/index';
import { assertWithinLimit } from '../plans/usage';
import { filesDir } from '../content/files/files';
import { type TaskRow } from '../flow/model/rows';
import { syncNodeUsages } from '../flow/model/usages';
import { settingsColumns } from '../versions/snapshot';
import { contentKinds, kindOfModel } from './content-kinds';
import { contentByName } from './content-names';
import { freeName } from '../../http/free-name';
import { exportParts } from './export-part-list';
import type { TransferIds } from './export-parts';
import { remapConfig, remapTexts } from './remap';
import { assertPlanIncludes } from './plan-check';
import { accountRows } from '../../http/tenant-repo';

const anyDb = (db: Db) => db as unknown as Kysely<any>;
const taskNameTaken = async (db: Db, acId: number, name: string) =>
  !!(await accountRows(db, acId)
    .selectFrom('tasks')
    .select('task_id')
    .where('is_enabled', '=', 1)
    .where((eb) => eb(eb.fn('lower', ['task_name']), '=', name.toLowerCase()))
    .executeTakeFirst());

/** What the import would do in this account: its tasks (names taken or not) and the content that exists by name. */
export async function checkImport(db: Db, acId: number, doc: TaskExportDocument): Promise<ImportCheck> {
  const conflicts: ImportCheck['conflicts'] = [];
  for (const item of doc.content) {
    const existing = await contentByName(db, acId, kindOfModel(item.model), item.name, item.fields);
    if (existing !== null)
      conflicts.push({ model: item.model, id: item.id, name: item.name, existing_id: existing, default_action: 'reuse' });
  }
  const tasks = [];
  for (const t of doc.tasks)
    tasks.push({
      id: t.id,
      task_name: t.task_name,
      task_type: t.task_type,
      node_count: t.nodes.length,
      name_taken: await taskNameTaken(db, acId, t.task_name),
    });
  return { format_version: doc.format_version, tasks, content_count: doc.content.length, conflicts };
}

/** Defaults of a task row; the document's settings go over them. */
const taskDefaults = {
  tags: '[]',
  task_image: null,
  is_favorite: 0,
  is_enabled: 1,
  protected: 0,
  version_in_use_modified: 0,
  task_version_in_use: null,
  revision: 0,
  edit_name: null,
  is_system_log_shown: 0,
  debug_logs_enabled: 0,
  logging_profiles: '[]',
  tts_voice_id: null,
  beep_detection: 0,
  machine_detection: 0,
  send_to_operator: 0,
  no_resource_operator_number: null,
  is_active: 1,
  workflow_schedule: 'Once',
  schedule_time_zone: null,
  start_on: null,
  is_repeat: 0,
  repeat_frequency: '01:00:00',
  number_of_executions: null,
  passed_params: '[]',
  output_params: '[]',
  schedule: '{}',
  msg_session_timeout: 60,
  api_key: null,
  chatbot_session_timeout: 60,
};

const column = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);

export interface ImportRun {
  trx: Db;
  config: Config;
  acId: number;
  userId: number | null;
  choices: ReadonlyMap<string, ContentChoice>;
  progress?: (done: number, total: number) => void;
  /** Told the document's ids → the account's new ones once all is written (the older studio's migration keeps them). */
  written?: (ids: { tasks: ReadonlyMap<number, number>; nodes: ReadonlyMap<number, number>; content: ReadonlyMap<string, number> }) => void;
}

/**
 * The import, inside the caller's transaction (all or nothing): content first — reused when the account has an
 * item of that name (unless the user chose to rename it), else created, under a free name when needed — then
 * the tasks with new ids for everything, their nodes' references pointing at the account's content, link_task
 * nodes at the imported tasks (or at tasks of the account with the linked task's name), then the export parts.
 * Files written for attachments are removed again when the transaction fails (see `written`).
 */
export async function importDocument(
  run: ImportRun,
  doc: TaskExportDocument,
  written: string[],
): Promise<ImportResult & { root: TaskRow }> {
  const { trx, acId, userId } = run;
  await assertPlanIncludes(trx, acId, doc);
  const now = nowIso();
  const stamps = { created_by: userId, updated_by: userId, created_at: now, updated_at: now };
  const total = doc.content.length + doc.tasks.reduce((n, t) => n + t.nodes.length, 0);
  let done = 0;
  const tick = (n = 1) => run.progress?.((done += n), total);

  const contentIds = new Map<string, number>();
  const taskIds = new Map<number, number>();
  const nodeIds = new Map<number, number>();
  const canvasIds = new Map<number, number>();
  const lookup = (model: RefModel, id: number): number | null => {
    if (model === 'node') return nodeIds.get(id) ?? null;
    if (model === 'task') return taskIds.get(id) ?? null;
    return contentIds.get(`${model}:${id}`) ?? null;
  };
  const result: ImportResult = { tasks: [], content: [], unresolved_links: [] };

  await importContent(run, doc, written, contentIds, result, tick);

  // Tasks first (link_task nodes may point at any of them), then their canvases and nodes.
  const rows = new Map<number, TaskRow>();
  for (const t of doc.tasks) {
    const name = (await taskNameTaken(trx, acId, t.task_name))
      ? await freeName((n) => taskNameTaken(trx, acId, n), t.task_name, 'numbered', 240)
      : t.task_name;
    const settings = Object.fromEntries(settingsColumns.filter((c) => c in t.settings).map((c) => [c, column(t.settings[c])]));
    const row = (await trx
      .insertInto('tasks')
      .values({ ...taskDefaults, ...settings, ac_id: acId, task_name: name, task_type: t.task_type, ...stamps } as never)
      .returningAll()
      .executeTakeFirstOrThrow()) as TaskRow;
    rows.set(t.id, row);
    taskIds.set(t.id, row.task_id);
    result.tasks.push({ task_id: row.task_id, task_name: name, renamed_from: name === t.task_name ? null : t.task_name });
  }
  for (const linked of doc.linked_tasks) {
    const found = await accountRows(trx, acId)
      .selectFrom('tasks')
      .select('task_id')
      .where('is_enabled', '=', 1)
      .where('task_name', '=', linked.task_name)
      .where('task_type', '=', linked.task_type)
      .executeTakeFirst();
    if (found) taskIds.set(linked.id, found.task_id);
    else result.unresolved_links.push(linked.task_name);
  }
  await assertWithinLimit(trx, acId, 'tasks');

  for (const t of doc.tasks) {
    const task = rows.get(t.id)!;
    for (const c of t.canvases) {
      const { canvas_id } = await trx
        .insertInto('canvases')
        .values({
          ac_id: acId,
          task_id: task.task_id,
          canvas_name: c.canvas_name,
          first_node_id: null,
          is_enabled: c.is_enabled,
          is_main_canvas: c.is_main_canvas,
          is_event_handler: c.is_event_handler,
          is_ni_nm_handler: c.is_ni_nm_handler,
          ...stamps,
        })
        .returning('canvas_id')
        .executeTakeFirstOrThrow();
      canvasIds.set(c.id, canvas_id);
    }
    // Rows first (ids in the file's order), then their links once every id is known.
    for (let i = 0; i < t.nodes.length; i += 200) {
      const batch = t.nodes.slice(i, i + 200);
      const made = await trx
        .insertInto('nodes')
        .values(
          batch.map((n) => ({
            ac_id: acId,
            task_id: task.task_id,
            canvas_id: canvasIds.get(n.canvas_id)!,
            pid: null,
            position: n.position,
            node_name: n.node_name,
            tooltip: n.tooltip,
            tags: JSON.stringify(n.tags),
            node_type: n.node_type,
            category: n.category,
            connector_parent: '[]',
            config: '{}',
            keyword_conditions: '[]',
            grammar_conditions: '[]',
            ...stamps,
          })),
        )
        .returning('node_id')
        .execute();
      const sorted = made.map((m) => m.node_id).sort((a, b) => a - b);
      batch.forEach((n, j) => nodeIds.set(n.id, sorted[j]));
    }
  }
  for (const t of doc.tasks) {
    const task = rows.get(t.id)!;
    for (const n of t.nodes) {
      const entries = (list: typeof n.keyword_conditions) =>
        list.map((e) => ({ ...e, node_id: e.node_id === null ? null : (nodeIds.get(e.node_id) ?? null) }));
      await trx
        .updateTable('nodes')
        .set({
          pid: n.pid === null ? null : nodeIds.get(n.pid)!,
          connector_parent: JSON.stringify(n.connector_parent.map((p) => nodeIds.get(p)!)),
          config: JSON.stringify(remapConfig(n.node_type, n.config, lookup)),
          keyword_conditions: JSON.stringify(entries(n.keyword_conditions)),
          grammar_conditions: JSON.stringify(entries(n.grammar_conditions)),
        })
        .where('node_id', '=', nodeIds.get(n.id)!)
        .execute();
      tick();
    }
    for (const c of t.canvases) {
      if (c.first_node_id !== null)
        await trx
          .updateTable('canvases')
          .set({ first_node_id: nodeIds.get(c.first_node_id)! })
          .where('canvas_id', '=', canvasIds.get(c.id)!)
          .execute();
    }
    const stored = await trx.selectFrom('nodes').selectAll().where('task_id', '=', task.task_id).execute();
    await syncNodeUsages(trx, task, stored, []);
  }
  await assertWithinLimit(trx, acId, 'nodes');

  const ids: TransferIds = { task: (id) => taskIds.get(id), node: (id) => nodeIds.get(id), canvas: (id) => canvasIds.get(id) };
  for (const part of exportParts) if (part.key in doc.parts) await part.restore(doc.parts[part.key], { trx, acId, userId, ids });
  run.written?.({ tasks: taskIds, nodes: nodeIds, content: contentIds });
  return { ...result, root: rows.get(doc.root_task_id)! };
}

/**
 * The content phase of an import, on its own for paste across accounts: each item reused when the account has one of
 * that name (unless the user chose to rename it), else created (under a free name when needed); `contentIds` gets
 * the document's '<ref>:<id>' → the account's id.
 */
export async function importContent(
  run: ImportRun,
  doc: Pick<TaskExportDocument, 'content'>,
  written: string[],
  contentIds: Map<string, number> = new Map(),
  result: Pick<ImportResult, 'content'> = { content: [] },
  tick: () => void = () => undefined,
): Promise<Map<string, number>> {
  const { trx, acId, userId } = run;
  const now = nowIso();
  const stamps = { created_by: userId, updated_by: userId, created_at: now, updated_at: now };
  const lookup = (model: RefModel, id: number): number | null =>
    model === 'node' || model === 'task' ? null : (contentIds.get(`${model}:${id}`) ?? null);
  for (const kind of contentKinds) {
    for (const item of doc.content.filter((c) => c.model === kind.model)) {
      const existing = await contentByName(trx, acId, kind, item.name, item.fields);
      const choice = run.choices.get(`${item.model}:${item.id}`) ?? 'reuse';
      if (existing !== null && choice === 'reuse') {
        contentIds.set(`${kind.ref}:${item.id}`, existing);
        result.content.push({ model: item.model, name: item.name, action: 'reused', content_id: existing });
        tick();
        continue;
      }
      const name =
        existing === null
          ? item.name
          : await freeName(async (n) => (await contentByName(trx, acId, kind, n, item.fields)) !== null, item.name, 'numbered', 240);
      let fields = remapTexts(item.fields, lookup);
      if (kind.remap) fields = kind.remap(fields, lookup);
      const values: Record<string, unknown> = {
        ac_id: acId,
        [kind.nameColumn]: name,
        folder_id: 0,
        is_enabled: 1,
        is_archived: 0,
        is_refreshing: 0,
        ...stamps,
      };
      for (const c of kind.columns) if (c in fields) values[c] = kind.json.includes(c) ? JSON.stringify(fields[c] ?? null) : fields[c];
      if (kind.model === 'OpenFormType') values.is_system = 0;
      if (kind.model === 'AttachmentFile') {
        const bytes = Buffer.from(String(fields.data_base64 ?? ''), 'base64');
        const stored = `import-${randomBytes(12).toString('hex')}.${String(fields.extension ?? 'bin')}`;
        const dir = filesDir(run.config, acId);
        await mkdir(dir, { recursive: true });
        await writeFile(join(dir, stored), bytes);
        written.push(join(dir, stored));
        Object.assign(values, { stored_name: stored, size: bytes.length });
      }
      const row = await anyDb(trx).insertInto(kind.table).values(values).returning(kind.idColumn).executeTakeFirstOrThrow();
      const id = row[kind.idColumn] as number;
      contentIds.set(`${kind.ref}:${item.id}`, id);
      result.content.push({ model: item.model, name, action: existing === null ? 'created' : 'renamed', content_id: id });
      tick();
    }
  }

  return contentIds;
}

/** Removes the attachment files an import wrote before its transaction failed. */
export const removeWritten = (paths: readonly string[]) => Promise.all(paths.map((p) => unlink(p).catch(() => undefined)));
