import { afterAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import { olderStudioDir } from './support/older-studio';
import { batchJobName } from '@server/modules/studio6/jobs';

/**
 * Batch migrations: POST, GET and PATCH {id} on /studio6/batch-migrations; a server stopped in the middle
 * of a batch carries on after its restart and migrates no group twice.
 */
const groups = [6101, 6102, 6103];
const older = olderStudioDir(groups.map((id) => ({ id, sp: 601, options: { tasks: 6, nodes: 80 } })));
const all: Selection = { spId: 'all', acId: 'all' };
let s: TestStudio;
afterAll(() => s?.close());

async function signedIn(studio: TestStudio) {
  const token = await studio.login('system@studio.test');
  return (method: string, url: string, body?: unknown) => studio.call(method, url, { token, selection: all, body });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Northwind's three accounts, each mapped to one older group. */
async function mapGroups(studio: TestStudio, sys: Awaited<ReturnType<typeof signedIn>>) {
  const ids = await demoIds(studio.db);
  expect((await sys('POST', '/studio6/portal/map-sp', { s6_sp_id: 601, s7_sp_id: ids.northwind })).statusCode).toBe(200);
  const accounts = [ids.retail, ids.health, ids.logistics];
  for (const [i, id] of groups.entries())
    expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: id, s7_ac_id: accounts[i] })).statusCode).toBe(200);
  return accounts;
}

describe('batch migrations', () => {
  it('runs a batch as a job; stopped mid-batch, the restarted server finishes it and migrates each group once', async () => {
    s = await startStudio({ persistent: true, config: { studio6Dir: older.dir } });
    let sys = await signedIn(s);
    const accounts = await mapGroups(s, sys);

    const refused = await sys('POST', '/studio6/batch-migrations', { s6_ac_ids: [6101, 9999] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The older group 9999 is not mapped to an account.');

    const created = await sys('POST', '/studio6/batch-migrations', { name: 'Leeds wave 1', s6_ac_ids: groups, migration_state: 'S7_GA' });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().data;
    expect(batch).toMatchObject({ name: 'Leeds wave 1', s6_ac_ids: groups, status: 'queued', total: 3, done: 0 });

    // Stop the server while the batch is under way: after its first group, pause it and close the studio.
    await until(
      () => s.db.selectFrom('s6_migration_jobs').select('job_id').where('status', '=', 'completed').execute(),
      (rows) => rows.length >= 1,
      'the first group',
    );
    expect((await sys('PATCH', `/studio6/batch-migrations/${batch.id}`, { status: 'paused' })).statusCode).toBe(200);
    await until(
      async () => (await sys('GET', `/studio6/accounts/jobs?batch_id=${batch.id}`)).json().data,
      (jobs) => jobs.every((j: { status: string }) => j.status !== 'running'),
      'the group under way',
    );
    await s.close({ keep: true });

    // What a process killed in the middle of a group leaves: the batch running, that group's job running with
    // nothing of it written (its transaction never committed), and the batch's queue job given to another process.
    s = await startStudio({ restart: s.place, config: { studio6Dir: older.dir } });
    sys = await signedIn(s);
    const before = await s.db
      .selectFrom('s6_migration_jobs')
      .select(['job_id', 's6_ac_id', 'status'])
      .where('batch_id', '=', batch.id)
      .orderBy('job_id')
      .execute();
    expect(before.length).toBeLessThan(groups.length);
    const next = groups[before.length];
    await s.db.updateTable('s6_batch_migrations').set({ status: 'running' }).where('id', '=', batch.id).execute();
    await s.db
      .insertInto('s6_migration_jobs')
      .values({
        kind: 'migrate',
        batch_id: batch.id,
        s6_ac_id: next,
        s7_ac_id: null,
        status: 'running',
        done: 0,
        total: 0,
        result: '{}',
        created_by: null,
        created_at: new Date().toISOString(),
        started_at: new Date().toISOString(),
      })
      .execute();
    await s.app.studio.jobs.enqueue(batchJobName, { batch_id: batch.id });
    const finished = await until(
      async () => (await sys('GET', `/studio6/batch-migrations/${batch.id}`)).json().data,
      (b) => b.status === 'completed',
      'the batch',
    );
    expect(finished).toMatchObject({ status: 'completed', done: 3, failed: 0 });

    const jobs = (await sys('GET', `/studio6/accounts/jobs?batch_id=${batch.id}`)).json().data;
    expect(jobs.map((j: { s6_ac_id: number }) => j.s6_ac_id).sort()).toEqual(groups);
    expect(jobs.every((j: { status: string }) => j.status === 'completed')).toBe(true);
    for (const [i, acId] of accounts.entries()) {
      const migrated = await s.db
        .selectFrom('s6_migration_writes')
        .select('row_id')
        .where('s7_ac_id', '=', acId)
        .where('table_name', '=', 'tasks')
        .execute();
      expect(migrated, `group ${groups[i]}`).toHaveLength(6);
      const names = (
        await s.db.selectFrom('tasks').select('task_name').where('ac_id', '=', acId).where('task_name', 'like', 'Older group%').execute()
      ).map((t) => t.task_name);
      expect(names.sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Older group ${groups[i]} line ${n}`));
      expect(
        (await s.db.selectFrom('accounts').select('migration_state').where('ac_id', '=', acId).executeTakeFirstOrThrow()).migration_state,
      ).toBe('S7_GA');
    }
  }, 120_000);

  it('pauses, renames, resumes and cancels by PATCH; a finished batch cannot change its status', async () => {
    const sys = await signedIn(s);
    for (const acId of (await s.db.selectFrom('s6_ac_mappings').select('s7_ac_id').execute()).map((r) => r.s7_ac_id)) {
      expect((await sys('POST', '/studio6/accounts/rollback', { s7_ac_id: acId })).statusCode).toBe(200);
    }
    const batch = (await sys('POST', '/studio6/batch-migrations', { s6_ac_ids: [6101, 6102] })).json().data;
    const paused = await sys('PATCH', `/studio6/batch-migrations/${batch.id}`, { status: 'paused', name: 'Paused wave' });
    expect(paused.json().data).toMatchObject({ status: 'paused', name: 'Paused wave' });
    // A paused batch stops before its next group (at most the group under way finishes).
    await new Promise((r) => setTimeout(r, 500));
    const list = (await sys('GET', '/studio6/batch-migrations')).json().data;
    expect(list[0]).toMatchObject({ id: batch.id, status: 'paused' });
    expect(list[0].done).toBeLessThan(2);
    expect((await sys('PATCH', `/studio6/batch-migrations/${batch.id}`, { status: 'queued' })).json().data.status).toBe('queued');
    const done = await until(
      async () => (await sys('GET', `/studio6/batch-migrations/${batch.id}`)).json().data,
      (b) => b.status === 'completed',
      'the resumed batch',
    );
    expect(done.done).toBe(2);
    const late = await sys('PATCH', `/studio6/batch-migrations/${batch.id}`, { status: 'cancelled' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`The batch migration ${batch.id} has finished and cannot be changed.`);
    expect((await sys('PATCH', '/studio6/batch-migrations/9999', { status: 'paused' })).statusCode).toBe(404);
    expect((await sys('PATCH', `/studio6/batch-migrations/${batch.id}`, { status: 'running' })).statusCode).toBe(422);
  }, 60_000);
});
