import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

/** A task's numbers (spec 2 §7) and a call to a number running the task that has it. */
const f = accountFixture();
const call: typeof f.call = (...a) => f.call(...a);
const taskId = async (name: string) =>
  (await f.s.db.selectFrom('tasks').select('task_id').where('task_name', '=', name).executeTakeFirstOrThrow()).task_id;
const numberId = async (e164: string) =>
  (await f.s.db.selectFrom('phone_numbers').select('phone_number_id').where('phone_number', '=', e164).executeTakeFirstOrThrow())
    .phone_number_id;
const numberRows = () => f.s.db.selectFrom('phone_numbers').selectAll().orderBy('phone_number_id').execute();
const inHealth = (method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token, selection: { spId: f.ids.northwind, acId: f.ids.health }, body });

describe("a task's numbers: get-phone-numbers, number-usage", () => {
  it("lists the account's enabled numbers with the task each is on, or one task's numbers", async () => {
    const all = await call('GET', '/studio/get-phone-numbers');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((n: { display_number: string; task_name: string | null }) => [n.display_number, n.task_name])).toEqual([
      ['+44 20 7946 0100', 'Retail main line'],
      ['+44 20 7946 0101', null],
      ['+44 20 7946 0102', null],
    ]);
    const mainLine = await taskId('Retail main line');
    expect(
      (await call('GET', `/studio/get-phone-numbers?task_id=${mainLine}`)).json().data.map((n: { phone_number: string }) => n.phone_number),
    ).toEqual(['+442079460100']);
    const nurse = await taskId('Nurse advice line');
    expect((await call('GET', `/studio/get-phone-numbers?task_id=${nurse}`)).statusCode).toBe(404);
  });

  it('number-usage answers which task has which numbers', async () => {
    const res = await call('GET', '/studio/number-usage');
    expect(res.json().data).toEqual([
      {
        task_id: await taskId('Retail main line'),
        task_name: 'Retail main line',
        numbers: [expect.objectContaining({ phone_number: '+442079460100' })],
      },
    ]);
  });
});

describe("a task's numbers: update-numbers", () => {
  it("sets a task's numbers to exactly those given, releasing the others, and logs it", async () => {
    const updates = await taskId('Retail order updates');
    const free = await numberId('+442079460101');
    const res = await call('POST', '/studio/update-numbers', { task_id: updates, phone_number_ids: [free] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((n: { phone_number: string; task_name: string }) => [n.phone_number, n.task_name])).toEqual([
      ['+442079460101', 'Retail order updates'],
    ]);
    const released = await call('POST', '/studio/update-numbers', { task_id: updates, phone_number_ids: [] });
    expect(released.json().data).toEqual([]);
    expect(
      (await f.s.db.selectFrom('phone_numbers').select('task_id').where('phone_number_id', '=', free).executeTakeFirstOrThrow()).task_id,
    ).toBeNull();
    const log = await f.s.db
      .selectFrom('activity_log')
      .select(['subject_type', 'action'])
      .where('subject_type', '=', 'Task')
      .where('subject_id', '=', String(updates))
      .where('action', '=', 'update')
      .execute();
    expect(log).toHaveLength(2);
  });

  it('refuses a number already on another task with 409 naming that task; nothing changes', async () => {
    const before = await numberRows();
    const res = await call('POST', '/studio/update-numbers', {
      task_id: await taskId('Retail order updates'),
      phone_number_ids: [await numberId('+442079460101'), await numberId('+442079460100')],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The phone number +44 20 7946 0100 is already in use by the task Retail main line.');
    expect(await numberRows()).toEqual(before);
  });

  it("refuses another account's or provider's number, a disabled number and another account's task with 404; nothing changes", async () => {
    const before = await numberRows();
    const updates = await taskId('Retail order updates');
    for (const e164 of ['+442079460103', '+442079460104', '+12125550100']) {
      const res = await call('POST', '/studio/update-numbers', { task_id: updates, phone_number_ids: [await numberId(e164)] });
      expect(res.statusCode, e164).toBe(404);
      expect(res.json().message).toMatch(/^The phone number \d+ does not exist in this scope or is disabled\.$/);
    }
    const nurse = await taskId('Nurse advice line');
    expect((await call('POST', '/studio/update-numbers', { task_id: nurse, phone_number_ids: [] })).json().message).toBe(
      `The task ${nurse} does not exist in this account.`,
    );
    expect(await numberRows()).toEqual(before);
    // The same builder in Health sees Health's number only.
    expect((await inHealth('GET', '/studio/get-phone-numbers')).json().data.map((n: { phone_number: string }) => n.phone_number)).toEqual([
      '+442079460103',
    ]);
  });

  it('is refused to a read-only user', async () => {
    const token = await f.s.login('ac.viewer@studio.test');
    const res = await f.s.call('POST', '/studio/update-numbers', {
      token,
      selection: f.retail,
      body: { task_id: await taskId('Retail order updates'), phone_number_ids: [] },
    });
    expect(res.statusCode).toBe(403);
    expect((await f.s.call('GET', '/studio/get-phone-numbers', { token, selection: f.retail })).statusCode).toBe(200);
  });
});

describe('the engine: a call to a number runs the task that has it', () => {
  it('dialing +44 20 7946 0100 starts Retail main line with the caller number as ani', async () => {
    const res = await call('POST', '/sim/sessions', { dialed_number: '+44 20 7946 0100', ani: '+447700900123' });
    expect(res.statusCode).toBe(201);
    const session = res.json().data;
    expect(session.status).toBe('waiting');
    expect(session.events[0]).toMatchObject({ type: 'entered' });
    const stored = await f.s.db
      .selectFrom('engine_sessions')
      .selectAll()
      .where('session_id', '=', session.session_id)
      .executeTakeFirstOrThrow();
    expect(stored.task_id).toBe(await taskId('Retail main line'));
    expect(JSON.parse(stored.state)).toMatchObject({ ani: '+447700900123', dnis: '+442079460100' });
  });

  it("an unassigned number answers 404, another account's number 404, a disabled number or the older studio's 409; none starts a session", async () => {
    const count = async () =>
      Number(
        (
          await f.s.db
            .selectFrom('engine_sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const unassigned = await call('POST', '/sim/sessions', { dialed_number: '+442079460101' });
    expect(unassigned.statusCode).toBe(404);
    expect(unassigned.json().message).toBe('The number +44 20 7946 0101 is not assigned to a task of this account.');
    const unknown = await call('POST', '/sim/sessions', { dialed_number: '+442079469999' });
    expect(unknown.json().message).toBe('The number +442079469999 is not assigned to a task of this account.');
    expect((await call('POST', '/sim/sessions', { dialed_number: '+442079460103' })).statusCode).toBe(404);
    await f.s.db.updateTable('phone_numbers').set({ is_enabled: 0 }).where('phone_number', '=', '+442079460100').execute();
    const disabled = await call('POST', '/sim/sessions', { dialed_number: '+442079460100' });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe('The number +44 20 7946 0100 is disabled; restore it to take calls.');
    await f.s.db.updateTable('phone_numbers').set({ is_enabled: 1 }).where('phone_number', '=', '+442079460100').execute();
    // A number the older studio answers (use_studio_6, spec 3 §4) starts nothing here.
    await f.s.db.updateTable('phone_numbers').set({ use_studio_6: 1 }).where('phone_number', '=', '+442079460100').execute();
    const older = await call('POST', '/sim/sessions', { dialed_number: '+442079460100' });
    expect(older.statusCode).toBe(409);
    expect(older.json().message).toBe(
      'The number +44 20 7946 0100 is answered by the older studio; switch it to this studio to take calls here.',
    );
    await f.s.db.updateTable('phone_numbers').set({ use_studio_6: 0 }).where('phone_number', '=', '+442079460100').execute();
    expect((await call('POST', '/sim/sessions', { dialed_number: 'not a number' })).statusCode).toBe(422);
    expect((await call('POST', '/sim/sessions', { dialed_number: '+442079460100', task_id: 1 })).statusCode).toBe(422);
    expect((await call('POST', '/sim/sessions', {})).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });
});
