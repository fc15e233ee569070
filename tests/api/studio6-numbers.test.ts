import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import { olderStudioDir } from './support/older-studio';

/**
 * A migration and the account's phone numbers (spec 3 §1 and §4): S7_GA switches every number of the account to this
 * studio (use_studio_6 = 0) in the migration's transaction; a rollback gives each number back exactly the value it had;
 * S7_BETA leaves them to the older studio; another account's numbers are never touched. A number the older studio
 * answers starts no task here.
 */
const older = olderStudioDir([
  { id: 6201, sp: 601, options: { tasks: 1, nodes: 12 } },
  { id: 6202, sp: 601, options: { tasks: 1, nodes: 12 } },
]);
let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let system: string;
const all: Selection = { spId: 'all', acId: 'all' };
const sys = (method: string, url: string, body?: unknown) => s.call(method, url, { token: system, selection: all, body });

beforeAll(async () => {
  s = await startStudio({ config: { studio6Dir: older.dir } });
  ids = await demoIds(s.db);
  system = await s.login('system@studio.test');
  expect((await sys('POST', '/studio6/portal/map-sp', { s6_sp_id: 601, s7_sp_id: ids.northwind })).statusCode).toBe(200);
  expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6201, s7_ac_id: ids.retail })).statusCode).toBe(200);
  expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6202, s7_ac_id: ids.health })).statusCode).toBe(200);
});
afterAll(() => s.close());

/** Every number's use_studio_6 and account, by its number. */
async function numbers() {
  const rows = await s.db.selectFrom('phone_numbers').select(['phone_number', 'ac_id', 'use_studio_6']).orderBy('phone_number').execute();
  return Object.fromEntries(rows.map((r) => [r.phone_number, { ac_id: r.ac_id, use_studio_6: r.use_studio_6 }]));
}
const setOlder = (e164: string, use_studio_6: number) =>
  s.db.updateTable('phone_numbers').set({ use_studio_6 }).where('phone_number', '=', e164).execute();
const idOf = async (e164: string) =>
  (await s.db.selectFrom('phone_numbers').select('phone_number_id').where('phone_number', '=', e164).executeTakeFirstOrThrow())
    .phone_number_id;

async function migrate(s6AcId: number, state: string) {
  const queued = await sys('POST', '/studio6/accounts/migrate', { s6_ac_id: s6AcId, migration_state: state });
  expect(queued.statusCode, queued.body).toBe(202);
  for (let i = 0; i < 400; i++) {
    const job = (await sys('GET', `/studio6/accounts/jobs/${queued.json().data.job_id}`)).json().data;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the migration of ${s6AcId} did not finish`);
}

/** The activity entries that name a number's switch, oldest first. */
const switches = async () =>
  (
    await s.db
      .selectFrom('activity_log')
      .select(['subject_id', 'ac_id', 'summary'])
      .where('subject_type', '=', 'PhoneNumber')
      .where('action', '=', 'update')
      .orderBy('id')
      .execute()
  ).map((r) => ({ subject_id: r.subject_id, ac_id: r.ac_id, ...JSON.parse(r.summary) }));

describe("a migration switches the account's phone numbers", () => {
  it('S7_GA switches them to this studio, the rollback restores each exactly, and another account keeps its own', async () => {
    const retail = (method: string, url: string, body?: unknown) =>
      s.call(method, url, { token: system, selection: { spId: ids.northwind, acId: ids.retail }, body });
    // The main line and a spare are the older studio's; the campaign number is already this studio's; Health's line
    // and the provider's unassigned number are the older studio's too.
    for (const n of ['+442079460100', '+442079460101', '+442079460103', '+442079460104']) await setOlder(n, 1);
    const before = await numbers();

    // A number the older studio answers starts no task here.
    const refused = await retail('POST', '/sim/sessions', { dialed_number: '+442079460100' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The number +44 20 7946 0100 is answered by the older studio; switch it to this studio to take calls here.',
    );

    const job = await migrate(6201, 'S7_GA');
    expect(job).toMatchObject({ status: 'completed', s7_ac_id: ids.retail, result: { numbers: 2 } });
    expect(await numbers()).toEqual({
      ...before,
      '+442079460100': { ac_id: ids.retail, use_studio_6: 0 },
      '+442079460101': { ac_id: ids.retail, use_studio_6: 0 },
    });
    // The activity log names each switch, and the migration's entry counts them.
    expect(await switches()).toEqual([
      {
        subject_id: String(await idOf('+442079460100')),
        ac_id: ids.retail,
        before: { use_studio_6: 1 },
        after: { use_studio_6: 0 },
        studio6_job_id: job.job_id,
      },
      {
        subject_id: String(await idOf('+442079460101')),
        ac_id: ids.retail,
        before: { use_studio_6: 1 },
        after: { use_studio_6: 0 },
        studio6_job_id: job.job_id,
      },
    ]);
    const entry = await s.db
      .selectFrom('activity_log')
      .select('summary')
      .where('subject_type', '=', 'Studio6Migration')
      .where('action', '=', 'migrate')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.summary)).toMatchObject({ numbers: 2, after: { migration_state: 'S7_GA' } });
    // Now this studio answers the main line.
    expect((await retail('POST', '/sim/sessions', { dialed_number: '+442079460100' })).statusCode).toBe(201);

    // After the migration: the campaign number (this studio's before) is switched to the older studio by hand, and the
    // spare moves to Health.
    const campaign = await idOf('+442079460102');
    const switched = await s.call('POST', `/portal/switch-phone-number-studio-version/${campaign}`, {
      token: system,
      selection: { spId: ids.northwind, acId: 'all' },
      body: { use_studio_6: 1 },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const moved = await s.call('POST', '/portal/move-phone-numbers', {
      token: system,
      selection: { spId: ids.northwind, acId: 'all' },
      body: { phone_number_ids: [await idOf('+442079460101')], ac_id: ids.health },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const back = await sys('POST', '/studio6/accounts/rollback', { s7_ac_id: ids.retail });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ numbers: 2 });
    // Each of Retail's numbers has what it had before the migration (the campaign number 0 again); the spare is
    // Health's now and keeps what it has; Health's own line and the unassigned number were never touched.
    expect(await numbers()).toEqual({
      ...before,
      '+442079460101': { ac_id: ids.health, use_studio_6: 0 },
    });
    expect((await switches()).slice(-2)).toEqual([
      {
        subject_id: String(await idOf('+442079460100')),
        ac_id: ids.retail,
        before: { use_studio_6: 0 },
        after: { use_studio_6: 1 },
        studio6_job_id: job.job_id,
      },
      {
        subject_id: String(campaign),
        ac_id: ids.retail,
        before: { use_studio_6: 1 },
        after: { use_studio_6: 0 },
        studio6_job_id: job.job_id,
      },
    ]);
    // Nothing of the migration's record is left to restore twice.
    expect(await s.db.selectFrom('s6_migration_writes').selectAll().where('s7_ac_id', '=', ids.retail).execute()).toEqual([]);
  });

  it('S7_BETA (the customer testing this version) leaves the numbers to the older studio, through the migration and its rollback', async () => {
    const before = await numbers();
    expect(before['+442079460103']).toEqual({ ac_id: ids.health, use_studio_6: 1 });
    const logged = (await switches()).length;
    const job = await migrate(6202, 'S7_BETA');
    expect(job).toMatchObject({ status: 'completed', s7_ac_id: ids.health, result: { numbers: 0 } });
    expect(await numbers()).toEqual(before);
    expect((await sys('POST', '/studio6/accounts/rollback', { s7_ac_id: ids.health })).json().data).toMatchObject({ numbers: 0 });
    expect(await numbers()).toEqual(before);
    expect(await switches()).toHaveLength(logged);
  });
});
