import type { Kysely } from 'kysely';
import type { ContentModel as StoredModel } from '@shared/api/content';
import type { OpenFormEngine } from '@shared/api/content-forms';
import { contentModels, type ContentModel, type ContentRef } from '@shared/plugin-api';
import type { Db } from '../../../db/index';
import { enginesFor } from '../../content/openformtypes/openformtypes';
import { contentResources } from '../../content/registry';
import { contentModelOfRef } from '../../content/usage';
import type { TaskState } from './state';
import { accountRows, accountRowsByName } from '../../../http/tenant-repo';

/** Content whose enabled, unarchived system rows (published by a system user) every account may use. */
const systemRowModels: ReadonlySet<StoredModel> = new Set(['OpenFormType', 'DynamicFormType']);

interface ContentTable {
  model: StoredModel;
  table: string;
  idColumn: string;
  archivable: boolean;
  systemRows: boolean;
}

/** Where a referenced content model is stored: the content resource's table and id column (null: not stored content). */
function contentTable(model: ContentModel): ContentTable | null {
  const stored = contentModelOfRef(model);
  const def = stored ? contentResources[stored]?.descriptor : undefined;
  if (!stored || !def) return null;
  return {
    model: stored,
    table: def.table,
    idColumn: def.idField,
    archivable: def.softDelete.includes('is_archived'),
    systemRows: systemRowModels.has(stored),
  };
}

/**
 * The models whose existence the server can tell: every stored content model, tasks, the account's campaigns and
 * intra-task nodes. Others answer undefined: cannot tell.
 */
export const checkedModels: readonly ContentModel[] = contentModels.filter(
  (m) =>
    m === 'task' ||
    m === 'node' ||
    m === 'campaign' ||
    m === 'web_service_profile' ||
    m === 'provider_web_service_profile' ||
    contentTable(m) !== null,
);

/** The enabled web-service profiles of `ids` a step of the account may name: its own, or its provider's. */
async function usableWebServiceProfiles(db: Db, acId: number, model: ContentModel, ids: readonly number[]): Promise<number[]> {
  if (model === 'web_service_profile') {
    const rows = await accountRows(db, acId)
      .selectFrom('ac_web_service_profiles')
      .select('ac_web_service_profile_id as id')
      .where('ac_web_service_profile_id', 'in', ids)
      .where('is_enabled', '=', 1)
      .execute();
    return rows.map((r) => r.id);
  }
  const account = await accountRows(db, acId).selectFrom('accounts').select('sp_id').executeTakeFirst();
  if (!account) return [];
  const rows = await db
    .selectFrom('web_service_profiles')
    .select('web_service_profile_id as id')
    .where('web_service_profile_id', 'in', ids)
    .where('sp_id', '=', account.sp_id)
    .where('is_enabled', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The ids of `ids` the account may use: its own enabled (and unarchived) rows, and for models with system
 * rows the enabled, unarchived system rows of other accounts — an open form type only with an engine the
 * account may choose (a linked domain rules some out).
 */
async function usableContent(db: Db, acId: number, t: ContentTable, ids: readonly number[]): Promise<number[]> {
  // Content with system rows: the account's own or the system's (two tenants, so the filter is written here).
  const usable = t.systemRows
    ? (db as unknown as Kysely<any>).selectFrom(t.table).where((eb) => eb.or([eb('ac_id', '=', acId), eb('is_system', '=', 1)]))
    : accountRowsByName(db, acId).selectFrom(t.table);
  let q = usable
    .select([`${t.idColumn} as id`, 'ac_id'])
    .where(t.idColumn, 'in', ids)
    .where('is_enabled', '=', 1);
  if (t.archivable) q = q.where('is_archived', '=', 0);
  if (t.model === 'OpenFormType') q = q.select('engine');
  const rows = (await q.execute()) as { id: number; ac_id: number; engine?: string }[];
  const foreign = rows.filter((r) => r.ac_id !== acId);
  if (t.model !== 'OpenFormType' || foreign.length === 0) return rows.map((r) => r.id);
  const engines = await enginesFor(db, acId);
  return rows.filter((r) => r.ac_id === acId || engines.includes(r.engine as OpenFormEngine)).map((r) => r.id);
}

/**
 * The references of a config (or of every node of a request) that exist and are usable in the account,
 * looked up with one query per model: content through its table, tasks, campaigns and web-service profiles among the
 * account's enabled ones (a profile of its provider too), nodes in the task being edited. The default array variable (-1) always exists.
 */
export async function existingRefs(db: Db, acId: number, state: TaskState, refs: readonly ContentRef[]): Promise<ContentRef[]> {
  const byModel = new Map<ContentModel, Set<number>>();
  for (const r of refs) byModel.set(r.model, (byModel.get(r.model) ?? new Set()).add(r.id));
  const found: ContentRef[] = [];
  for (const [model, idSet] of byModel) {
    const ids = [...idSet];
    if (model === 'node') {
      found.push(...ids.filter((id) => state.graph.byId.has(id)).map((id) => ({ model, id })));
    } else if (model === 'task') {
      const rows = await accountRows(db, acId)
        .selectFrom('tasks')
        .select('task_id')
        .where('is_enabled', '=', 1)
        .where('task_id', 'in', ids)
        .execute();
      found.push(...rows.map((r) => ({ model, id: r.task_id })));
    } else if (model === 'web_service_profile' || model === 'provider_web_service_profile') {
      found.push(...(await usableWebServiceProfiles(db, acId, model, ids)).map((id) => ({ model, id })));
    } else if (model === 'campaign') {
      const rows = await accountRows(db, acId)
        .selectFrom('campaigns')
        .select('campaign_id')
        .where('is_enabled', '=', 1)
        .where('campaign_id', 'in', ids)
        .execute();
      found.push(...rows.map((r) => ({ model, id: r.campaign_id })));
    } else {
      const table = contentTable(model);
      if (!table) continue;
      if (model === 'variable' && idSet.has(-1)) found.push({ model, id: -1 });
      const stored = ids.filter((id) => id > 0);
      if (stored.length) found.push(...(await usableContent(db, acId, table, stored)).map((id) => ({ model, id })));
    }
  }
  return found;
}
