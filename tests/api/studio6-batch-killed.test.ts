import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { olderStudioDir } from './support/older-studio';
import { demoIds } from './support/test-database';
import { client, serverData, signIn, startServer, until, type ServerData, type ServerProcess } from './support/studio-process';

/**
 * A batch migration in a studio server killed with SIGKILL between its groups or in the middle of one (its transaction
 * never commits, its job row says running, its queue job is never given back): the next process on the same data
 * resumes the batch, and no group is migrated twice.
 */
const groups = Array.from({ length: 16 }, (_, i) => 6201 + i);
const tasksPerGroup = 4;
let data: ServerData | null = null;
let server: ServerProcess | null = null;
let olderDir: string | null = null;
afterEach(async () => {
  await server?.kill();
  await data?.remove();
  if (olderDir) rmSync(olderDir, { recursive: true, force: true });
  [server, data, olderDir] = [null, null, null];
});

describe('a batch migration whose server is killed mid-batch', () => {
  it('is resumed by the next process, which migrates each group exactly once', async () => {
    const older = olderStudioDir(groups.map((id) => ({ id, sp: 601, options: { tasks: tasksPerGroup, nodes: 400 } })));
    olderDir = older.dir;
    const env = { STUDIO6_DATA_DIR: older.dir };
    data = await serverData();
    server = await startServer(data, env);
    const db = data.db;
    const ids = await demoIds(db);
    const admin = client(server.url, {
      token: await signIn(server.url, 'sp.admin@studio.test'),
      selection: { spId: ids.northwind, acId: 'all' },
    });
    const token = await signIn(server.url, 'system@studio.test');
    const all = { spId: 'all', acId: 'all' } as const;
    let sys = client(server.url, { token, selection: all });

    // Northwind's three accounts and new ones beside them, on Northwind's complete plan: one account per older group.
    const accounts = [ids.retail, ids.health, ids.logistics];
    const plan = await db
      .selectFrom('sp_plans')
      .select('sp_plan_id')
      .where('sp_plan_name', '=', 'Northwind Complete')
      .executeTakeFirstOrThrow();
    for (let i = accounts.length; i < groups.length; i++) {
      const made = await admin.call('POST', '/portal/accounts', { ac_name: `Northwind Wave ${i}` });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const acId = made.body.data.ac_id as number;
      const given = await admin.call('POST', '/billing/ac-plans', { ac_plan_name: `Wave ${i}`, ac_id: acId, sp_plan_id: plan.sp_plan_id });
      expect(given.status, JSON.stringify(given.body)).toBe(201);
      accounts.push(acId);
    }
    expect((await sys.call('POST', '/studio6/portal/map-sp', { s6_sp_id: 601, s7_sp_id: ids.northwind })).status).toBe(200);
    for (const [i, s6] of groups.entries()) {
      const mapped = await sys.call('POST', '/studio6/portal/map-ac', { s6_ac_id: s6, s7_ac_id: accounts[i] });
      expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    }

    const created = await sys.call('POST', '/studio6/batch-migrations', {
      name: 'Killed wave',
      s6_ac_ids: groups,
      migration_state: 'S7_GA',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const batchId = created.body.data.id as number;
    const jobs = () =>
      db
        .selectFrom('s6_migration_jobs')
        .select(['job_id', 's6_ac_id', 'status'])
        .where('batch_id', '=', batchId)
        .orderBy('job_id')
        .execute();
    await until(
      jobs,
      (rows) => rows.filter((j) => j.status === 'completed').length >= groups.length / 4,
      'a quarter of the groups',
      server,
    );
    await server.kill();

    // Killed in the middle: some groups migrated, the others not yet.
    const left = await jobs();
    const migratedBefore = left.filter((j) => j.status === 'completed').length;
    expect(migratedBefore).toBeGreaterThan(0);
    expect(migratedBefore).toBeLessThan(groups.length);
    const before = await db.selectFrom('s6_batch_migrations').selectAll().where('id', '=', batchId).executeTakeFirstOrThrow();
    expect(before.status).toBe('running');

    server = await startServer(data, env);
    sys = client(server.url, { token, selection: all });
    const finished = await until(
      async () => (await sys.call('GET', `/studio6/batch-migrations/${batchId}`)).body.data,
      (b) => b.status === 'completed',
      'the batch to finish',
      server,
      60_000,
    );
    expect(finished).toMatchObject({ status: 'completed', total: groups.length, done: groups.length, failed: 0 });

    // One job per group, each completed; none skipped (a skip is a second try at a group already migrated).
    const after = await jobs();
    expect(after.map((j) => j.s6_ac_id).sort()).toEqual(groups);
    expect(after.every((j) => j.status === 'completed')).toBe(true);
    expect(await db.selectFrom('s6_migration_errors').select('job_id').execute()).toEqual([]);
    const jobOf = new Map(after.map((j) => [j.s6_ac_id, j.job_id]));
    const mappings = await db.selectFrom('s6_ac_mappings').select(['s6_ac_id', 's7_ac_id', 'status', 'migrated_job_id']).execute();
    for (const [i, s6] of groups.entries()) {
      const acId = accounts[i]!;
      expect(mappings.find((m) => m.s6_ac_id === s6)).toEqual({
        s6_ac_id: s6,
        s7_ac_id: acId,
        status: 'migrated',
        migrated_job_id: jobOf.get(s6),
      });
      // The group's tasks in its account once each, and the migration's record of them.
      const names = (
        await db.selectFrom('tasks').select('task_name').where('ac_id', '=', acId).where('task_name', 'like', 'Older group%').execute()
      )
        .map((t) => t.task_name)
        .sort();
      const olderNames = older.groups[i]!.tasks.map((t: { task_name: string }) => t.task_name).sort();
      expect(names, `group ${s6}`).toEqual(olderNames);
      const writes = await db.selectFrom('s6_migration_writes').select(['table_name', 'job_id']).where('s7_ac_id', '=', acId).execute();
      expect(writes.filter((w) => w.table_name === 'tasks')).toHaveLength(tasksPerGroup);
      expect(new Set(writes.map((w) => w.job_id))).toEqual(new Set([jobOf.get(s6)]));
      const account = await db.selectFrom('accounts').select('migration_state').where('ac_id', '=', acId).executeTakeFirstOrThrow();
      expect(account.migration_state).toBe('S7_GA');
    }
    const migrations = await db
      .selectFrom('activity_log')
      .select('subject_id')
      .where('subject_type', '=', 'Studio6Migration')
      .where('action', '=', 'migrate')
      .execute();
    expect(migrations.map((r) => Number(r.subject_id)).sort()).toEqual(groups);
  }, 120_000);
});
