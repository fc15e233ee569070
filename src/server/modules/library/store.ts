import { sql } from 'kysely';
import type { TaskExportDocument } from '@shared/api/transfer';
import type { TaskTemplate, TemplatePreview } from '@shared/api/library';
import type { Db } from '../../db/index';
import type { ResolvedScope } from '../../http/context';
import { notFound } from '../../http/errors';
import { parseJson } from '../flow/model/rows';
import { mayManage } from './access';

/** The templates the selection reaches, with their author's name: system (not withdrawn by the provider), the provider's, the account's. */
export function visibleTemplates(db: Db, scope: ResolvedScope) {
  const { spId, acId } = scope.selection;
  let q = db
    .selectFrom('task_libraries as t')
    .leftJoin('users as u', 'u.user_id', 't.created_by')
    .selectAll('t')
    .select('u.display_name as created_by_name');
  if (spId === 'all') return q; // system scope: the system role only (readLibrary), every template
  q = q.where((eb) => {
    const withdrawn = eb
      .selectFrom('task_library_sp_mappings as m')
      .select('m.template_id')
      .where('m.sp_id', '=', spId)
      .where('m.offered', '=', 0);
    const ors = [
      eb.and([eb('t.level', '=', 'system'), eb('t.template_id', 'not in', withdrawn)]),
      eb.and([eb('t.level', '=', 'sp'), eb('t.sp_id', '=', spId)]),
    ];
    if (acId !== 'all') ors.push(eb.and([eb('t.level', '=', 'ac'), eb('t.ac_id', '=', acId)]));
    return eb.or(ors);
  });
  return q;
}

export type TemplateRow = Awaited<ReturnType<ReturnType<typeof visibleTemplates>['executeTakeFirstOrThrow']>>;

/** One template the selection reaches (deleted ones too with includeDisabled), else 404 — another tenant's included. */
export async function findTemplate(db: Db, scope: ResolvedScope, templateId: number, includeDisabled = false): Promise<TemplateRow> {
  let q = visibleTemplates(db, scope).where('t.template_id', '=', templateId);
  if (!includeDisabled) q = q.where('t.is_enabled', '=', 1);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const templateToApi = (scope: ResolvedScope, row: TemplateRow): TaskTemplate => ({
  template_id: row.template_id,
  template_name: row.template_name,
  description: row.description,
  tags: parseJson<string[]>(row.tags, []),
  task_type: row.task_type as TaskTemplate['task_type'],
  level: row.level,
  sp_id: row.sp_id,
  ac_id: row.ac_id,
  node_count: row.node_count,
  is_enabled: row.is_enabled,
  can_manage: mayManage(scope, row),
  created_by: row.created_by,
  created_by_name: row.created_by_name ?? null,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** A name is unique per level and owner among enabled templates, without regard to case. */
export async function templateNameTaken(
  db: Db,
  owner: { level: string; sp_id: number | null; ac_id: number | null },
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('task_libraries')
    .select('template_id')
    .where('level', '=', owner.level as 'system')
    .where('is_enabled', '=', 1)
    .where(sql<boolean>`lower(template_name) = ${name.trim().toLowerCase()}`);
  q = owner.sp_id === null ? q.where('sp_id', 'is', null) : q.where('sp_id', '=', owner.sp_id);
  q = owner.ac_id === null ? q.where('ac_id', 'is', null) : q.where('ac_id', '=', owner.ac_id);
  if (exceptId !== undefined) q = q.where('template_id', '!=', exceptId);
  return !!(await q.executeTakeFirst());
}

export const readTemplateDocument = (row: { document: string }): TaskExportDocument => JSON.parse(row.document) as TaskExportDocument;

/** The canvas preview: the root task's canvases and its node tree as data (the canvas's read-only tree draws it). */
export function previewOf(doc: TaskExportDocument): TemplatePreview {
  const root = doc.tasks.find((t) => t.id === doc.root_task_id) ?? doc.tasks[0];
  return {
    canvases: root.canvases.map((c) => ({ id: c.id, canvas_name: c.canvas_name, is_main_canvas: c.is_main_canvas })),
    nodes: root.nodes.map((n) => ({
      id: n.id,
      pid: n.pid,
      canvas_id: n.canvas_id,
      node_name: n.node_name,
      node_type: n.node_type,
      category: n.category,
      position: n.position,
    })),
  };
}
