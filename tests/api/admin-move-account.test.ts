import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

const f = providerFixture('ac.builder@studio.test');
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const move = (ac_id: number, sp_id: number) => asSystem('POST', '/portal/moveAccountToSp', { ac_id, sp_id });
const tenancy = async () => ({
  accounts: await f.s.db.selectFrom('accounts').selectAll().orderBy('ac_id').execute(),
  features: await f.s.db.selectFrom('enabled_features').selectAll().orderBy('id').execute(),
  mappings: await f.s.db.selectFrom('user_account_mappings').selectAll().orderBy('id').execute(),
  roles: await f.s.db.selectFrom('user_roles').selectAll().orderBy('id').execute(),
});

describe('move account to another provider (system role only)', () => {
  it('refuses other roles, the same provider, unknown ids and a name taken in the target, changing nothing', async () => {
    await f.asAdmin('POST', '/portal/accounts', { ac_name: 'Bluebird Support' });
    const clash = (
      await f.s.db
        .selectFrom('accounts')
        .select('ac_id')
        .where('ac_name', '=', 'Bluebird Support')
        .where('sp_id', '=', f.ids.northwind)
        .executeTakeFirstOrThrow()
    ).ac_id;
    const before = await tenancy();
    const byAdmin = await f.asAdmin('POST', '/portal/moveAccountToSp', { ac_id: f.ids.retail, sp_id: f.ids.bluebird });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('You do not have permission to manage this item');
    expect((await move(f.ids.retail, f.ids.northwind)).json().message).toBe('The account already belongs to this service provider.');
    expect((await move(f.ids.retail, 999999)).statusCode).toBe(404);
    expect((await move(999999, f.ids.bluebird)).statusCode).toBe(404);
    const taken = await move(clash, f.ids.bluebird);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('The name has already been taken.');
    expect(await tenancy()).toEqual(before);
  });

  it('moves the account with its features, content, user mappings and roles; its users find it under the new provider', async () => {
    const builder = f.token['ac.builder@studio.test'];
    const health = { spId: f.ids.northwind, acId: f.ids.health };
    const variable = (
      await f.s.call('POST', '/content/variables', {
        token: builder,
        selection: health,
        body: { variable_name: 'moves_along', variable_type: 'single_value' },
      })
    ).json().data;
    const features = (await f.s.db.selectFrom('enabled_features').select('feature').where('ac_id', '=', f.ids.health).execute()).length;
    const numbers = (
      await f.s.db.selectFrom('phone_numbers').select('phone_number').where('ac_id', '=', f.ids.health).orderBy('phone_number').execute()
    ).map((n) => n.phone_number);
    expect(numbers.length).toBeGreaterThan(0);

    const res = await move(f.ids.health, f.ids.bluebird);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ac_id: f.ids.health, sp_id: f.ids.bluebird, sp_name: 'Bluebird Telecom' });
    const moved = await f.s.db.selectFrom('enabled_features').select('sp_id').where('ac_id', '=', f.ids.health).execute();
    expect(moved).toHaveLength(features);
    expect(new Set(moved.map((r) => r.sp_id))).toEqual(new Set([f.ids.bluebird]));

    const options = (await f.s.call('GET', '/auth/user', { token: builder })).json().data.account_mappings as {
      sp_id: number;
      accounts: { ac_id: number }[];
    }[];
    expect(options.find((o) => o.sp_id === f.ids.bluebird)?.accounts.map((a) => a.ac_id)).toEqual([f.ids.health]);
    expect(options.find((o) => o.sp_id === f.ids.northwind)?.accounts.map((a) => a.ac_id)).toEqual([f.ids.retail]);
    const inNewHome = await f.s.call('GET', `/content/variables/${variable.variable_id}`, {
      token: builder,
      selection: { spId: f.ids.bluebird, acId: f.ids.health },
    });
    expect(inNewHome.json().data.variable_name).toBe('moves_along');
    // The old provider no longer reaches it.
    expect((await f.asAdmin('GET', `/portal/accounts/${f.ids.health}`)).statusCode).toBe(404);
    const log = await f.s.db
      .selectFrom('activity_log')
      .select(['action', 'summary'])
      .where('subject_type', '=', 'Account')
      .where('subject_id', '=', String(f.ids.health))
      .execute();
    expect(log.map((l) => [l.action, JSON.parse(l.summary)])).toEqual([
      ['move', { before: { sp_id: f.ids.northwind, phone_numbers: numbers }, after: { sp_id: f.ids.bluebird } }],
    ]);
  });

  it("releases the account's phone numbers to its old provider and takes its DNIS pools and queues along", async () => {
    const admin = f.token['sp.admin@studio.test'];
    const retail = { spId: f.ids.northwind, acId: f.ids.retail };
    const task = await f.s.db
      .selectFrom('tasks')
      .select('task_id')
      .where('ac_id', '=', f.ids.retail)
      .orderBy('task_id')
      .executeTakeFirstOrThrow();
    const number = await f.asAdmin('POST', '/portal/phone-numbers', {
      phone_number: '+1 212 555 0177',
      ac_id: f.ids.retail,
      label: 'Moves?',
    });
    expect(number.statusCode, number.body).toBe(201);
    const numberId = number.json().data.phone_number_id;
    await f.s.db.updateTable('phone_numbers').set({ task_id: task.task_id }).where('phone_number_id', '=', numberId).execute();
    const pool = await f.s.call('POST', '/dnis-pool/pools', {
      token: admin,
      selection: retail,
      body: { pool_name: 'Moving pool', range_start: '+442079461000', range_end: '+442079461099' },
    });
    expect(pool.statusCode, pool.body).toBe(201);
    const queue = await f.s.call('POST', '/qforme/queues', { token: admin, selection: retail, body: { queue_name: 'Moving queue' } });
    expect(queue.statusCode, queue.body).toBe(201);

    const numbers = (
      await f.s.db.selectFrom('phone_numbers').select('phone_number').where('ac_id', '=', f.ids.retail).orderBy('phone_number').execute()
    ).map((n) => n.phone_number);
    expect(numbers).toContain('+12125550177');
    expect((await move(f.ids.retail, f.ids.bluebird)).statusCode).toBe(200);
    expect(await f.s.db.selectFrom('phone_numbers').select('phone_number').where('ac_id', '=', f.ids.retail).execute()).toEqual([]);
    const released = await f.s.db
      .selectFrom('phone_numbers')
      .select(['sp_id', 'ac_id', 'task_id'])
      .where('phone_number_id', '=', numberId)
      .executeTakeFirstOrThrow();
    expect(released).toEqual({ sp_id: f.ids.northwind, ac_id: null, task_id: null });
    const inNorthwind = (await f.asAdmin('GET', '/portal/phone-numbers')).json().data.map((n: { phone_number: string }) => n.phone_number);
    expect(inNorthwind).toContain('+12125550177');
    const moved = { spId: f.ids.bluebird, acId: f.ids.retail };
    const system = f.token['system@studio.test'];
    expect(
      (await f.s.call('GET', `/dnis-pool/pools/${pool.json().data.pool_id}`, { token: system, selection: moved })).json().data.pool_name,
    ).toBe('Moving pool');
    expect(
      (await f.s.call('GET', `/qforme/queues/${queue.json().data.queue_id}`, { token: system, selection: moved })).json().data.queue_name,
    ).toBe('Moving queue');
    const log = await f.s.db
      .selectFrom('activity_log')
      .select('summary')
      .where('subject_type', '=', 'Account')
      .where('subject_id', '=', String(f.ids.retail))
      .where('action', '=', 'move')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.summary).before).toEqual({ sp_id: f.ids.northwind, phone_numbers: numbers });
  });
});
