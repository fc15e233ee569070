import { PostgresAdapter } from 'kysely';
import type { MigrationState } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import type { Services } from '../../services';
import { conflict } from '../../http/errors';
import { contentKinds } from '../transfer/content-kinds';
import { importDocument, removeWritten } from '../transfer/import-document';
import { convertGroup } from './convert';
import { restoreNumbers, switchNumbers } from './numbers';
import { jobProgress, liveProgress } from './progress';
import { olderSource } from './source';
import { accountRows, accountRowsByName } from '../../http/tenant-repo';

const m = messages.studio6;
type WrittenIds = Parameters<NonNullable<Parameters<typeof importDocument>[0]['written']>>[0];

export interface MigrationOutcome {
  status: 'completed' | 'skipped';
  tasks: number;
  content: number;
  flagged: number;
  not_migrated: number;
  /** The account's phone numbers switched to this studio (S7_GA). */
  numbers: number;
}

/**
 * Migrates one older group into the account it is mapped to, in one transaction: the tasks that would migrate and
 * their content (through the task import, content of the same name is reused), the flagged nodes, a record of every
 * row written (a rollback deletes exactly those), the account's migration_state and its phone numbers switched with it
 * (numbers.ts), the mapping marked migrated and the job completed — all of it, or nothing. A group already migrated
 * is skipped, never migrated twice.
 */
export async function migrateGroup(
  services: Services,
  jobId: number,
  userId: number | null,
  state: MigrationState,
): Promise<MigrationOutcome> {
  const { db } = services;
  const job = await db.selectFrom('s6_migration_jobs').selectAll().where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const group = await olderSource(services.config.studio6Dir).group(job.s6_ac_id);
  const conversion = convertGroup(group);
  const written: string[] = [];
  liveProgress.set(jobId, { done: 0, total: 0 });
  const progress = jobProgress(services, job);
  try {
    return await db.transaction().execute(async (trx) => {
      const mapping = await lockMapping(trx, job.s6_ac_id);
      if (!mapping || mapping.status === 'migrated') {
        await trx
          .updateTable('s6_migration_jobs')
          .set({
            status: 'skipped',
            completed_at: nowIso(),
            error: mapping
              ? fill(m.alreadyMigrated, { id: job.s6_ac_id, account: mapping.s7_ac_id })
              : fill(m.groupNotMapped, { id: job.s6_ac_id }),
          })
          .where('job_id', '=', jobId)
          .execute();
        return { status: 'skipped' as const, tasks: 0, content: 0, flagged: 0, not_migrated: 0, numbers: 0 };
      }
      const acId = mapping.s7_ac_id;
      const account = await accountRows(trx, acId).selectFrom('accounts').select(['migration_state', 'sp_id']).executeTakeFirstOrThrow();
      const writes: { table_name: string; row_id: number; s6_kind: string | null; s6_id: number | null }[] = [];
      let flagged = 0;
      if (conversion.doc) {
        const box: { ids?: WrittenIds } = {};
        const made = await importDocument(
          {
            trx,
            config: services.config,
            acId,
            userId,
            choices: new Map(),
            progress,
            written: (x) => (box.ids = x),
          },
          conversion.doc,
          written,
        );
        const found = box.ids!;
        for (const [docId, taskId] of found.tasks)
          writes.push({ table_name: 'tasks', row_id: taskId, s6_kind: 'task', s6_id: conversion.tasks.get(docId) ?? null });
        const created = new Set(made.content.filter((c) => c.action !== 'reused').map((c) => `${c.model}:${c.content_id}`));
        for (const [key, rowId] of found.content) {
          const [ref, docId] = key.split(':');
          const kind = contentKinds.find((k) => k.ref === ref)!;
          if (!created.has(`${kind.model}:${rowId}`)) continue;
          const origin = conversion.content.get(`${ref}:${docId}`);
          writes.push({ table_name: kind.table, row_id: rowId, s6_kind: origin?.kind ?? ref, s6_id: origin?.s6_id ?? null });
        }
        const flags = [];
        const now = nowIso();
        for (const [docNode, origin] of conversion.nodes) {
          const nodeId = found.nodes.get(docNode)!;
          const taskId = found.tasks.get([...conversion.tasks].find(([, s6]) => s6 === origin.s6_task_id)![0])!;
          for (const f of origin.flags)
            flags.push({
              s7_ac_id: acId,
              task_id: taskId,
              node_id: nodeId,
              s6_task_id: origin.s6_task_id,
              s6_node_id: origin.s6_node_id,
              s6_node_kind: origin.node_kind,
              reason_code: f.code,
              reason: f.reason,
              is_fixed: 0,
              created_at: now,
            });
        }
        for (let i = 0; i < flags.length; i += 200)
          await trx
            .insertInto('s6_flagged_nodes')
            .values(flags.slice(i, i + 200))
            .execute();
        flagged = flags.length;
      }
      for (let i = 0; i < writes.length; i += 200)
        await trx
          .insertInto('s6_migration_writes')
          .values(writes.slice(i, i + 200).map((w) => ({ ...w, s7_ac_id: acId, job_id: jobId })))
          .execute();
      const now = nowIso();
      await accountRows(trx, acId).updateTable('accounts').set({ migration_state: state }).execute();
      const numbers = await switchNumbers(trx, { acId, spId: account.sp_id, jobId, userId }, state);
      await trx
        .updateTable('s6_ac_mappings')
        .set({ status: 'migrated', state_before: account.migration_state, migrated_job_id: jobId, migrated_at: now, updated_at: now })
        .where('s6_ac_id', '=', job.s6_ac_id)
        .execute();
      const notMigrated = conversion.check.tasks.filter((t) => !t.migrates);
      for (const t of notMigrated) {
        const reason = t.issues.find((x) => x.severity === 'error')?.reason ?? '';
        await trx
          .insertInto('s6_migration_errors')
          .values({
            s6_ac_id: job.s6_ac_id,
            s7_ac_id: acId,
            job_id: jobId,
            source: 'validation',
            message: `${t.task_name}: ${reason}`,
            details: JSON.stringify({ s6_task_id: t.s6_task_id, issues: t.issues.filter((x) => x.severity === 'error') }),
            created_by: userId,
            created_at: now,
          })
          .execute();
      }
      const result = {
        tasks: conversion.check.would_migrate,
        content: writes.filter((w) => w.table_name !== 'tasks').length,
        flagged,
        not_migrated: notMigrated.length,
        numbers,
      };
      const total = conversion.doc ? conversion.doc.tasks.reduce((n, t) => n + t.nodes.length, 0) + conversion.doc.content.length : 0;
      await trx
        .updateTable('s6_migration_jobs')
        .set({ status: 'completed', s7_ac_id: acId, done: total, total, result: JSON.stringify(result), completed_at: now })
        .where('job_id', '=', jobId)
        .execute();
      await trx
        .insertInto('activity_log')
        .values({
          user_id: userId,
          scope: 'system',
          sp_id: account.sp_id,
          ac_id: acId,
          subject_type: 'Studio6Migration',
          subject_id: String(job.s6_ac_id),
          action: 'migrate',
          summary: JSON.stringify({
            job_id: jobId,
            ...result,
            before: { migration_state: account.migration_state },
            after: { migration_state: state },
          }),
          created_at: now,
        })
        .execute();
      return { status: 'completed' as const, ...result };
    });
  } catch (e) {
    await removeWritten(written);
    throw e;
  } finally {
    liveProgress.delete(jobId);
  }
}

/** The mapping of a group, locked for this transaction on PostgreSQL (SQLite has one writer). */
async function lockMapping(trx: Db, s6AcId: number) {
  let q = trx.selectFrom('s6_ac_mappings').selectAll().where('s6_ac_id', '=', s6AcId);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate();
  return q.executeTakeFirst();
}

/**
 * Rolls a migrated account back to exactly what it was: in one transaction the rows the migration wrote are deleted
 * (tasks with their canvases, nodes and versions, the content it created, the datastore documents), the usages that
 * name them, the flagged nodes, the record itself; the phone numbers it switched get their values back, migration_state
 * is put back and the mapping is mapped again.
 */
export async function rollbackAccount(
  db: Db,
  acId: number,
  userId: number | null,
): Promise<{ tasks: number; content: number; documents: number; numbers: number }> {
  return db.transaction().execute(async (trx) => {
    const mapping = await trx.selectFrom('s6_ac_mappings').selectAll().where('s7_ac_id', '=', acId).executeTakeFirst();
    if (!mapping || mapping.status !== 'migrated') throw conflict(fill(m.notMigrated, { id: acId }));
    const writes = await trx
      .selectFrom('s6_migration_writes')
      .select(['table_name', 'row_id'])
      .where('s7_ac_id', '=', acId)
      .where('previous', 'is', null)
      .execute();
    const byTable = new Map<string, number[]>();
    for (const w of writes) byTable.set(w.table_name, [...(byTable.get(w.table_name) ?? []), w.row_id]);
    const chunks = (ids: number[]) => Array.from({ length: Math.ceil(ids.length / 500) }, (_, i) => ids.slice(i * 500, i * 500 + 500));
    for (const ids of chunks(byTable.get('task_libraries') ?? []))
      await trx.deleteFrom('task_libraries').where('template_id', 'in', ids).execute();
    const tasks = byTable.get('tasks') ?? [];
    for (const ids of chunks(tasks)) {
      await accountRows(trx, acId)
        .deleteFrom('content_usages')
        .where((eb) =>
          eb.or([
            eb.and([eb('parent_model', '=', 'Task'), eb('parent_id', 'in', ids)]),
            eb.and([eb('used_by_model', '=', 'Task'), eb('used_by_id', 'in', ids)]),
          ]),
        )
        .execute();
      await accountRows(trx, acId).deleteFrom('nodes').where('task_id', 'in', ids).execute();
      await accountRows(trx, acId).deleteFrom('canvases').where('task_id', 'in', ids).execute();
      await accountRows(trx, acId).deleteFrom('tasks').where('task_id', 'in', ids).execute();
    }
    const documents = byTable.get('data_store_documents') ?? [];
    for (const ids of chunks(documents))
      await accountRows(trx, acId).deleteFrom('data_store_documents').where('document_id', 'in', ids).execute();
    let content = 0;
    for (const kind of contentKinds) {
      for (const ids of chunks(byTable.get(kind.table) ?? [])) {
        await accountRows(trx, acId)
          .deleteFrom('content_usages')
          .where((eb) =>
            eb.or([
              eb.and([eb('content_model', '=', kind.model), eb('content_id', 'in', ids)]),
              eb.and([eb('used_by_model', '=', kind.model), eb('used_by_id', 'in', ids)]),
            ]),
          )
          .execute();
        if (kind.table === 'data_stores')
          await accountRows(trx, acId).deleteFrom('data_store_documents').where('data_store_id', 'in', ids).execute();
        await accountRowsByName(trx, acId).deleteFrom(kind.table).where(kind.idColumn, 'in', ids).execute();
        content += ids.length;
      }
    }
    const account = await accountRows(trx, acId)
      .selectFrom('accounts')
      .select(['migration_state', 'sp_id', 'updated_at'])
      .executeTakeFirstOrThrow();
    const numbers = await restoreNumbers(trx, { acId, spId: account.sp_id, jobId: mapping.migrated_job_id, userId });
    await trx.deleteFrom('s6_flagged_nodes').where('s7_ac_id', '=', acId).execute();
    await trx.deleteFrom('s6_migration_writes').where('s7_ac_id', '=', acId).execute();
    const now = nowIso();
    await accountRows(trx, acId)
      .updateTable('accounts')
      .set({ migration_state: mapping.state_before ?? account.migration_state })
      .execute();
    await trx
      .updateTable('s6_ac_mappings')
      .set({ status: 'mapped', state_before: null, migrated_job_id: null, migrated_at: null, updated_at: now })
      .where('mapping_id', '=', mapping.mapping_id)
      .execute();
    await trx
      .insertInto('activity_log')
      .values({
        user_id: userId,
        scope: 'system',
        sp_id: account.sp_id,
        ac_id: acId,
        subject_type: 'Studio6Migration',
        subject_id: String(mapping.s6_ac_id),
        action: 'rollback',
        summary: JSON.stringify({ tasks: tasks.length, content, documents: documents.length, numbers }),
        created_at: now,
      })
      .execute();
    return { tasks: tasks.length, content, documents: documents.length, numbers };
  });
}
