import { contentModelLabels, toContentModel, type ContentModel, type UsageGroup } from '@shared/api/content';
import type { ContentModel as RefModel } from '@shared/plugin-api';
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../../db/index';
import type { ContentUsagesTable } from '../../db/schema';
import { accountRows } from '../../http/tenant-repo';

/**
 * The usage index: which content (model + id) is used by which item of the same account. Content
 * resources feed it on every write (a prompt using variables through {{id}}); call-flow nodes feed it
 * through their plugins' references(), as a user { model: 'Node', id, name, parent: { model: 'Task', … } }.
 */
export interface UsageUser {
  acId: number;
  model: string;
  id: number;
  name: string;
  /** Where the user lives, for the usage tree (a node's task). */
  parent?: { model: string; id: number; name: string } | null;
}

/**
 * The content model a plugin reference names ('datastore' → 'DataStore', 'file' → 'AttachmentFile');
 * null for what is not content: intra-task node links, tasks and campaigns.
 */
export function contentModelOfRef(model: RefModel): ContentModel | null {
  return model === 'node' || model === 'task' || model === 'campaign' ? null : toContentModel(model);
}

/** The uses between tasks that nodes record beside content (the task map reads them). */
export type LinkModel = 'Task' | 'Campaign';

/** What a user uses: the shape plugins' references() answer. */
export interface ContentRef {
  content_model: ContentModel | LinkModel;
  content_id: number;
}

/** A row of the usage index as the usage calls read it: who uses what, under which parent. */
export type UsageRow = Omit<Selectable<ContentUsagesTable>, 'id' | 'ac_id' | 'created_at'>;

/** Adds the user's references (duplicates once) without removing anything. */
async function insertUsages(trx: Db, user: UsageUser, refs: readonly ContentRef[]): Promise<void> {
  const unique = new Map(refs.filter((r) => r.content_id > 0).map((r) => [`${r.content_model}:${r.content_id}`, r]));
  if (unique.size === 0) return;
  const created_at = nowIso();
  await trx
    .insertInto('content_usages')
    .values(
      [...unique.values()].map((r) => ({
        ac_id: user.acId,
        content_model: r.content_model,
        content_id: r.content_id,
        used_by_model: user.model,
        used_by_id: user.id,
        used_by_name: user.name,
        parent_model: user.parent?.model ?? null,
        parent_id: user.parent?.id ?? null,
        parent_name: user.parent?.name ?? null,
        created_at,
      })),
    )
    .execute();
}

/** The user's references now are exactly `refs` (an empty list: it uses nothing). Call inside the write's transaction. */
export async function replaceUsages(trx: Db, user: UsageUser, refs: readonly ContentRef[]): Promise<void> {
  await accountRows(trx, user.acId)
    .deleteFrom('content_usages')
    .where('used_by_model', '=', user.model)
    .where('used_by_id', '=', user.id)
    .execute();
  await insertUsages(trx, user, refs);
}

/** An item removed for good: nothing records it as used, nor as using anything. */
export async function removeUsages(trx: Db, acId: number, model: string, id: number): Promise<void> {
  await accountRows(trx, acId)
    .deleteFrom('content_usages')
    .where((eb) =>
      eb.or([
        eb.and([eb('content_model', '=', model), eb('content_id', '=', id)]),
        eb.and([eb('used_by_model', '=', model), eb('used_by_id', '=', id)]),
      ]),
    )
    .execute();
}

export async function usagesOf(db: Db, acId: number, model: string, id: number): Promise<UsageRow[]> {
  return accountRows(db, acId)
    .selectFrom('content_usages')
    .select(['content_model', 'content_id', 'used_by_model', 'used_by_id', 'used_by_name', 'parent_model', 'parent_id', 'parent_name'])
    .where('content_model', '=', model)
    .where('content_id', '=', id)
    .execute();
}

export async function usageCount(db: Db, acId: number, model: string, id: number): Promise<number> {
  const row = await accountRows(db, acId)
    .selectFrom('content_usages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('content_model', '=', model)
    .where('content_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const groupName = (model: string) => {
  const label = contentModelLabels[model as ContentModel] ?? model.toLowerCase();
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}s`;
};
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The check-in-use tree: nodes under their task, content under its model ('Prompts'), sorted by name. */
export function usageTree(rows: readonly UsageRow[]): UsageGroup[] {
  const groups = new Map<string, UsageGroup>();
  for (const r of rows) {
    const key = r.parent_model ? `${r.parent_model}:${r.parent_id}` : `model:${r.used_by_model}`;
    let group = groups.get(key);
    if (!group) {
      group = r.parent_model
        ? { model: r.parent_model, id: r.parent_id, name: r.parent_name ?? '', items: [] }
        : { model: r.used_by_model, id: null, name: groupName(r.used_by_model), items: [] };
      groups.set(key, group);
    }
    group.items.push({ model: r.used_by_model, id: r.used_by_id, name: r.used_by_name });
  }
  const list = [...groups.values()];
  for (const g of list) g.items.sort(byName);
  return list.sort(byName);
}

/** Something that writes usages and can rebuild its part of an account's index from its own rows. */
export interface UsageSource {
  /** The model of the users it writes (e.g. 'Prompt', 'Node'). */
  model: string;
  /** The current users of the account with their references. */
  users(trx: Db, acId: number): Promise<{ user: UsageUser; refs: ContentRef[] }[]>;
}

const sources = new Map<string, UsageSource>();

/** Content resources register themselves; the call-flow module registers its nodes the same way. */
export function registerUsageSource(source: UsageSource): void {
  sources.set(source.model, source);
}

/** Rebuilds the account's whole usage index from every source (refresh-check-in-use). */
export async function rebuildUsages(trx: Db, acId: number): Promise<void> {
  for (const source of sources.values()) {
    await accountRows(trx, acId).deleteFrom('content_usages').where('used_by_model', '=', source.model).execute();
    for (const { user, refs } of await source.users(trx, acId)) await insertUsages(trx, user, refs);
  }
}
