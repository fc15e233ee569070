import { sql } from 'kysely';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import type { Config } from '../../config';
import { conflict } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';
import { loadTask } from '../flow/model/state';
import { buildExport } from '../transfer/build-export';
import { takeSnapshot } from '../versions/snapshot';
import { olderSource } from './source';

const m = messages.studio6;

/** The account's migration, or a 409: the tools below work on migrated accounts only. */
async function migratedMapping(db: Db, acId: number) {
  const mapping = await db.selectFrom('s6_ac_mappings').selectAll().where('s7_ac_id', '=', acId).executeTakeFirst();
  if (!mapping || mapping.status !== 'migrated') throw conflict(fill(m.notMigrated, { id: acId }));
  return mapping;
}

/** The migrated rows of one kind: older id → our id. */
async function writesOf(db: Db, acId: number, kind: string) {
  const rows = await db
    .selectFrom('s6_migration_writes')
    .select(['row_id', 's6_id'])
    .where('s7_ac_id', '=', acId)
    .where('s6_kind', '=', kind)
    .execute();
  return new Map(rows.map((r) => [r.s6_id!, r.row_id]));
}

/**
 * Datastore data migration: the rows of the older group's datastores become documents of the datastores the
 * migration made, in one transaction, each recorded so a rollback removes them. Once per migration.
 */
export async function migrateDatastoreData(
  db: Db,
  config: Config,
  acId: number,
  userId: number | null,
): Promise<{ datastores: number; documents: number }> {
  const mapping = await migratedMapping(db, acId);
  const stores = await writesOf(db, acId, 'datastore');
  if (stores.size === 0) throw conflict(fill(m.noDatastores, { id: acId }));
  const group = await olderSource(config.studio6Dir).group(mapping.s6_ac_id);
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('s6_migration_writes')
      .select('write_id')
      .where('s7_ac_id', '=', acId)
      .where('table_name', '=', 'data_store_documents')
      .executeTakeFirst();
    if (done) throw conflict(fill(m.datastoreDataDone, { id: acId }));
    let documents = 0;
    const now = nowIso();
    for (const ds of group.datastores) {
      const storeId = stores.get(ds.ds_id);
      if (storeId === undefined) continue;
      for (let i = 0; i < ds.rows.length; i += 200) {
        const made = await trx
          .insertInto('data_store_documents')
          .values(
            ds.rows
              .slice(i, i + 200)
              .map((r) => ({ ac_id: acId, data_store_id: storeId, data: JSON.stringify(r), created_at: now, updated_at: now })),
          )
          .returning('document_id')
          .execute();
        await trx
          .insertInto('s6_migration_writes')
          .values(
            made.map((d) => ({
              s7_ac_id: acId,
              job_id: mapping.migrated_job_id ?? 0,
              table_name: 'data_store_documents',
              row_id: d.document_id,
              s6_kind: 'row',
              s6_id: ds.ds_id,
            })),
          )
          .execute();
        documents += made.length;
      }
    }
    await trx
      .insertInto('activity_log')
      .values({
        user_id: userId,
        scope: 'system',
        sp_id: null,
        ac_id: acId,
        subject_type: 'Studio6Migration',
        subject_id: String(mapping.s6_ac_id),
        action: 'datastore_data',
        summary: JSON.stringify({ documents }),
        created_at: now,
      })
      .execute();
    return { datastores: stores.size, documents };
  });
}

/**
 * Fix link nodes: link_task nodes flagged because the task they run did not migrate are pointed at it now that it
 * is in the account — the task migrated from that older task, else an enabled task of the older task's name.
 */
export async function fixLinkNodes(db: Db, config: Config, acId: number): Promise<{ fixed: number; remaining: number }> {
  const mapping = await migratedMapping(db, acId);
  const flags = await db
    .selectFrom('s6_flagged_nodes')
    .selectAll()
    .where('s7_ac_id', '=', acId)
    .where('reason_code', '=', 'link')
    .where('is_fixed', '=', 0)
    .execute();
  if (flags.length === 0) return { fixed: 0, remaining: 0 };
  const group = await olderSource(config.studio6Dir).group(mapping.s6_ac_id);
  const migrated = await writesOf(db, acId, 'task');
  const olderNodes = new Map(group.tasks.flatMap((t) => t.nodes.map((n) => [n.node_id, n])));
  const olderNames = new Map(group.tasks.map((t) => [t.task_id, t.task_name]));
  let fixed = 0;
  await db.transaction().execute(async (trx) => {
    for (const f of flags) {
      const target = Number(olderNodes.get(f.s6_node_id)?.props.task_id);
      let taskId = migrated.get(target) ?? null;
      if (taskId === null && olderNames.has(target)) {
        const byName = await accountRows(trx, acId)
          .selectFrom('tasks')
          .select('task_id')
          .where('is_enabled', '=', 1)
          .where('task_name', '=', olderNames.get(target)!)
          .executeTakeFirst();
        taskId = byName?.task_id ?? null;
      }
      if (taskId === null) continue;
      await accountRows(trx, acId)
        .updateTable('nodes')
        .set({ config: JSON.stringify({ task_id: taskId }), updated_at: nowIso() })
        .where('node_id', '=', f.node_id)
        .execute();
      // A write of a task's nodes moves its revision: the canvas and the engine keep nodes while it holds.
      await accountRows(trx, acId).updateTable('tasks').set({ revision: sql`revision + 1` }).where('task_id', '=', f.task_id).execute();
      await trx.updateTable('s6_flagged_nodes').set({ is_fixed: 1 }).where('flag_id', '=', f.flag_id).execute();
      fixed += 1;
    }
  });
  return { fixed, remaining: flags.length - fixed };
}

/**
 * Publish templates: the migrated tasks that were templates in the older studio go into the task library at the
 * provider's level (a name already in the library is left out and reported), recorded so a rollback removes them.
 */
export async function publishTemplates(
  db: Db,
  config: Config,
  acId: number,
  userId: number | null,
): Promise<{ published: string[]; skipped: string[] }> {
  const mapping = await migratedMapping(db, acId);
  const group = await olderSource(config.studio6Dir).group(mapping.s6_ac_id);
  const migrated = await writesOf(db, acId, 'task');
  const account = await accountRows(db, acId).selectFrom('accounts').select('sp_id').executeTakeFirstOrThrow();
  const published: string[] = [];
  const skipped: string[] = [];
  for (const t of group.tasks.filter((x) => x.is_template === 1 && migrated.has(x.task_id))) {
    const task = await loadTask(db, acId, migrated.get(t.task_id)!);
    const doc = await buildExport(db, config, acId, [{ task, snapshot: await takeSnapshot(db, task) }]);
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('task_libraries')
        .select('template_id')
        .where('level', '=', 'sp')
        .where('sp_id', '=', account.sp_id)
        .where('is_enabled', '=', 1)
        .where('template_name', '=', task.task_name)
        .executeTakeFirst();
      if (taken) return void skipped.push(task.task_name);
      const row = await trx
        .insertInto('task_libraries')
        .values({
          level: 'sp',
          sp_id: account.sp_id,
          ac_id: null,
          template_name: task.task_name,
          description: `Migrated from the older studio (${group.group_name}).`,
          tags: JSON.stringify(['studio6']),
          task_type: task.task_type,
          node_count: doc.tasks[0].nodes.length,
          source_task_id: task.task_id,
          document: JSON.stringify(doc),
          is_enabled: 1,
          created_by: userId,
          updated_by: userId,
          created_at: now,
          updated_at: now,
        })
        .returning('template_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('s6_migration_writes')
        .values({
          s7_ac_id: acId,
          job_id: mapping.migrated_job_id ?? 0,
          table_name: 'task_libraries',
          row_id: row.template_id,
          s6_kind: 'template',
          s6_id: t.task_id,
        })
        .execute();
      published.push(task.task_name);
    });
  }
  return { published, skipped };
}
