import { sql } from 'kysely';
import type { z } from 'zod';
import type { AcMapping, OlderGroupRow, olderProvider, sideBySide } from '@shared/api/studio6';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import type { OlderSource } from './source';
import { accountRows } from '../../http/tenant-repo';

const m = messages.studio6;

/** The older providers, each with the provider it is mapped to and how many groups it has. */
export async function providerRows(db: Db, source: OlderSource): Promise<z.infer<typeof olderProvider>[]> {
  const [providers, groups] = [await source.providers(), await source.groups()];
  const maps = await db
    .selectFrom('s6_sp_mappings as m')
    .innerJoin('service_providers as sp', 'sp.sp_id', 'm.s7_sp_id')
    .select(['m.s6_sp_id', 'm.s7_sp_id', 'sp.sp_name'])
    .execute();
  const byId = new Map(maps.map((r) => [r.s6_sp_id, r]));
  return providers.map((p) => ({
    s6_sp_id: p.sp_id,
    sp_name: p.sp_name,
    sub_domain: p.sub_domain,
    is_enabled: p.is_enabled,
    s7_sp_id: byId.get(p.sp_id)?.s7_sp_id ?? null,
    s7_sp_name: byId.get(p.sp_id)?.sp_name ?? null,
    group_count: groups.filter((g) => g.sp_id === p.sp_id).length,
  }));
}

/** The older groups (deleted unused ones left out), each with the account it is mapped to and its state. */
export async function groupRows(db: Db, source: OlderSource): Promise<OlderGroupRow[]> {
  const groups = await source.groups();
  const deleted = new Set((await db.selectFrom('s6_deleted_groups').select('s6_ac_id').execute()).map((r) => r.s6_ac_id));
  const maps = await db
    .selectFrom('s6_ac_mappings as m')
    .innerJoin('accounts as a', 'a.ac_id', 'm.s7_ac_id')
    .select(['m.s6_ac_id', 'm.s7_ac_id', 'a.ac_name', 'm.status'])
    .execute();
  const byId = new Map(maps.map((r) => [r.s6_ac_id, r]));
  return groups
    .filter((g) => !deleted.has(g.group_id))
    .map((g) => ({
      s6_ac_id: g.group_id,
      s6_sp_id: g.sp_id,
      group_name: g.group_name,
      domain: g.domain,
      last_call_at: g.last_call_at,
      task_count: g.task_count,
      node_count: g.node_count,
      s7_ac_id: byId.get(g.group_id)?.s7_ac_id ?? null,
      s7_ac_name: byId.get(g.group_id)?.ac_name ?? null,
      status: byId.get(g.group_id)?.status ?? null,
    }));
}

export async function mappedAccounts(db: Db, source: OlderSource): Promise<AcMapping[]> {
  const names = new Map((await source.groups()).map((g) => [g.group_id, g.group_name]));
  const rows = await db
    .selectFrom('s6_ac_mappings as m')
    .innerJoin('accounts as a', 'a.ac_id', 'm.s7_ac_id')
    .select([
      'm.s6_ac_id',
      'm.s6_sp_id',
      'm.s7_ac_id',
      'a.ac_name',
      'a.sp_id',
      'm.status',
      'a.migration_state',
      'm.migrated_at',
      'm.created_at',
    ])
    .orderBy('m.s6_ac_id')
    .execute();
  return rows.map((r) => ({ ...r, group_name: names.get(r.s6_ac_id) ?? null }));
}

/** What would keep an older provider from being mapped to ours (empty: it can be). */
export async function checkSpMapping(
  db: Db,
  source: OlderSource,
  body: { s6_sp_id: number; s7_sp_id: number; remap: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  if (!(await source.providers()).some((p) => p.sp_id === body.s6_sp_id)) problems.push(fill(m.providerNotFound, { id: body.s6_sp_id }));
  const target = await db
    .selectFrom('service_providers')
    .select(['sp_id', 'is_enabled'])
    .where('sp_id', '=', body.s7_sp_id)
    .executeTakeFirst();
  if (!target || target.is_enabled !== 1) problems.push(messages.entities.providerNotFound);
  const mine = await db.selectFrom('s6_sp_mappings').selectAll().where('s6_sp_id', '=', body.s6_sp_id).executeTakeFirst();
  if (mine && !body.remap && mine.s7_sp_id !== body.s7_sp_id) problems.push(fill(m.spTaken, { id: body.s6_sp_id }));
  if (mine && body.remap && mine.s7_sp_id !== body.s7_sp_id) {
    const migrated = await db.selectFrom('s6_ac_mappings').select('s6_ac_id').where('s6_sp_id', '=', body.s6_sp_id).executeTakeFirst();
    if (migrated) problems.push(fill(m.groupTaken, { id: migrated.s6_ac_id }));
  }
  const theirs = await db
    .selectFrom('s6_sp_mappings')
    .select('s6_sp_id')
    .where('s7_sp_id', '=', body.s7_sp_id)
    .where('s6_sp_id', '!=', body.s6_sp_id)
    .executeTakeFirst();
  if (theirs) problems.push(fill(m.spTargetTaken, { id: body.s7_sp_id }));
  return problems;
}

/** What would keep an older group from being mapped to one of our accounts (empty: it can be). */
export async function checkAcMapping(
  db: Db,
  source: OlderSource,
  body: { s6_ac_id: number; s7_ac_id: number; remap: boolean },
): Promise<string[]> {
  const group = (await source.groups()).find((g) => g.group_id === body.s6_ac_id);
  if (!group) return [fill(m.groupNotFound, { id: body.s6_ac_id })];
  const problems: string[] = [];
  if (await db.selectFrom('s6_deleted_groups').select('s6_ac_id').where('s6_ac_id', '=', body.s6_ac_id).executeTakeFirst())
    problems.push(fill(m.groupDeleted, { id: body.s6_ac_id }));
  const sp = await db.selectFrom('s6_sp_mappings').select('s7_sp_id').where('s6_sp_id', '=', group.sp_id).executeTakeFirst();
  if (!sp) problems.push(fill(m.groupProviderNotMapped, { id: group.sp_id }));
  const account = await accountRows(db, body.s7_ac_id).selectFrom('accounts').select(['ac_id', 'sp_id', 'is_enabled']).executeTakeFirst();
  if (!account || account.is_enabled !== 1) problems.push(fill(m.accountNotFound, { id: body.s7_ac_id }));
  else if (sp && account.sp_id !== sp.s7_sp_id) problems.push(fill(m.accountOtherProvider, { id: body.s7_ac_id }));
  const mine = await db.selectFrom('s6_ac_mappings').selectAll().where('s6_ac_id', '=', body.s6_ac_id).executeTakeFirst();
  if (mine?.status === 'migrated') problems.push(fill(m.groupMigrated, { id: body.s6_ac_id }));
  else if (mine && !body.remap && mine.s7_ac_id !== body.s7_ac_id) problems.push(fill(m.groupTaken, { id: body.s6_ac_id }));
  const theirs = await db
    .selectFrom('s6_ac_mappings')
    .select('s6_ac_id')
    .where('s7_ac_id', '=', body.s7_ac_id)
    .where('s6_ac_id', '!=', body.s6_ac_id)
    .executeTakeFirst();
  if (theirs) problems.push(fill(m.accountTaken, { id: body.s7_ac_id }));
  return problems;
}

export async function s6Data(source: OlderSource, s6AcId: number): Promise<z.infer<typeof sideBySide>['s6']> {
  const g = await source.group(s6AcId);
  return {
    s6_ac_id: g.group_id,
    group_name: g.group_name,
    tasks: g.tasks.map((t) => ({ s6_task_id: t.task_id, task_name: t.task_name, node_count: t.nodes.length })),
    prompts: g.prompts.length,
    variables: g.variables.length,
    datastores: g.datastores.length,
    datastore_rows: g.datastores.reduce((n, d) => n + d.rows.length, 0),
  };
}

const countOf = async (db: Db, table: 'prompts' | 'variables' | 'data_stores' | 'data_store_documents', acId: number) =>
  Number((await accountRows(db, acId).selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);

export async function s7Data(db: Db, acId: number): Promise<z.infer<typeof sideBySide>['s7']> {
  const account = await accountRows(db, acId).selectFrom('accounts').select(['ac_id', 'ac_name', 'migration_state']).executeTakeFirst();
  if (!account) return null;
  const tasks = await accountRows(db, acId)
    .selectFrom('tasks')
    .leftJoin('nodes', 'nodes.task_id', 'tasks.task_id')
    .select(['tasks.task_id', 'tasks.task_name', sql<number>`count(nodes.node_id)`.as('node_count')])
    .where('tasks.is_enabled', '=', 1)
    .groupBy(['tasks.task_id', 'tasks.task_name'])
    .orderBy('tasks.task_id')
    .execute();
  const origins = new Map(
    (
      await db
        .selectFrom('s6_migration_writes')
        .select(['row_id', 's6_id'])
        .where('s7_ac_id', '=', acId)
        .where('table_name', '=', 'tasks')
        .execute()
    ).map((r) => [r.row_id, r.s6_id]),
  );
  return {
    s7_ac_id: account.ac_id,
    ac_name: account.ac_name,
    migration_state: account.migration_state,
    tasks: tasks.map((t) => ({
      task_id: t.task_id,
      task_name: t.task_name,
      node_count: Number(t.node_count),
      s6_task_id: origins.get(t.task_id) ?? null,
    })),
    prompts: await countOf(db, 'prompts', acId),
    variables: await countOf(db, 'variables', acId),
    datastores: await countOf(db, 'data_stores', acId),
    datastore_rows: await countOf(db, 'data_store_documents', acId),
  };
}
