import { describe, expect, it } from 'vitest';
import { accountFixture, type AccountFixture } from './support/account';

const fx = accountFixture();
const call: AccountFixture['call'] = (method, url, body) => fx.call(method, url, body);
const base = '/holidayschedule/holiday-schedules';
const create = async (body: Record<string, unknown>) => {
  const res = await call('POST', base, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const names = (res: { json(): { data: { schedule_name: string }[] } }) => res.json().data.map((s) => s.schedule_name);
const pause = () => new Promise((r) => setTimeout(r, 5));

describe('holiday schedules', () => {
  it('creates a schedule with named days and ranges, yearly recurrence and a time zone', async () => {
    const s = await create({
      schedule_name: 'US holidays',
      time_zone: 'America/New_York',
      holidays: [
        { name: 'Christmas', start_date: '2025-12-25', recurs_yearly: true },
        { name: 'Office move', start_date: '2025-03-10', end_date: '2025-03-14' },
      ],
    });
    expect(s).toMatchObject({
      schedule_name: 'US holidays',
      name: 'US holidays',
      time_zone: 'America/New_York',
      ac_id: fx.retail.acId,
      is_enabled: 1,
      is_archived: 0,
      holidays: [
        { name: 'Office move', start_date: '2025-03-10', end_date: '2025-03-14', recurs_yearly: false },
        { name: 'Christmas', start_date: '2025-12-25', end_date: '2025-12-25', recurs_yearly: true },
      ],
    });
    expect((await call('GET', `${base}/${s.schedule_id}`)).json().data).toEqual(s);
    const updated = await call('PUT', `${base}/${s.schedule_id}`, { time_zone: 'Europe/Paris', holidays: [] });
    expect(updated.json().data).toMatchObject({ time_zone: 'Europe/Paris', holidays: [], schedule_name: 'US holidays' });
  });

  it('refuses unknown time zones, impossible dates and ranges that end before they start, changing nothing', async () => {
    const count = async () => (await call('GET', `${base}?is_archived=all`)).json().data.length;
    const before = await count();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ schedule_name: 'Bad zone', time_zone: 'Mars/Olympus' }, /^time_zone: must be an IANA time zone/],
      [{ schedule_name: 'No zone' }, /^time_zone: /],
      [
        { schedule_name: 'Bad day', time_zone: 'UTC', holidays: [{ name: 'x', start_date: '2025-02-30' }] },
        /^holidays\.0\.start_date: is not a calendar date/,
      ],
      [
        { schedule_name: 'Bad format', time_zone: 'UTC', holidays: [{ name: 'x', start_date: '25/12/2025' }] },
        /^holidays\.0\.start_date: must be a date written YYYY-MM-DD/,
      ],
      [
        { schedule_name: 'Backwards', time_zone: 'UTC', holidays: [{ name: 'x', start_date: '2025-05-02', end_date: '2025-05-01' }] },
        /^holidays\.0\.end_date: end_date must not be before start_date/,
      ],
      [{ schedule_name: 'Nameless day', time_zone: 'UTC', holidays: [{ name: ' ', start_date: '2025-05-02' }] }, /^holidays\.0\.name: /],
      [{ schedule_name: '', time_zone: 'UTC' }, /^schedule_name: /],
    ];
    for (const [body, error] of cases) {
      const res = await call('POST', base, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toMatch(error);
    }
    expect(await count()).toBe(before);
  });

  it('checks names on the server, case-insensitively', async () => {
    const s = await create({ schedule_name: 'Bank holidays', time_zone: 'Europe/London' });
    const dup = await call('POST', base, { schedule_name: 'BANK HOLIDAYS', time_zone: 'UTC' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({
      message: 'The name has already been taken.',
      errors: ['schedule_name: The name has already been taken.'],
    });
    expect((await call('POST', '/holidayschedule/validate', { name: 'bank holidays' })).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await call('POST', '/holidayschedule/validate', { name: 'bank holidays', schedule_id: s.schedule_id })).json().data.valid).toBe(
      true,
    );
    expect((await call('POST', '/holidayschedule/validate', { name: 'Summer closures' })).json().data).toEqual({
      valid: true,
      message: 'The name is available.',
    });
  });

  it('lists newest update first, with is_archived=all including archived schedules', async () => {
    const a = await create({ schedule_name: 'Sort A', time_zone: 'UTC' });
    await pause();
    const b = await create({ schedule_name: 'Sort B', time_zone: 'UTC' });
    await pause();
    await call('PUT', `${base}/${a.schedule_id}`, { time_zone: 'Asia/Tokyo' });
    const list = names(await call('GET', `${base}?search=Sort`));
    expect(list).toEqual(['Sort A', 'Sort B']);
    expect((await call('DELETE', `${base}/${b.schedule_id}?delete_type=safe`)).statusCode).toBe(200);
    expect(names(await call('GET', `${base}?search=Sort`))).toEqual(['Sort A']);
    expect(names(await call('GET', `${base}?search=Sort&is_archived=all`))).toEqual(['Sort B', 'Sort A']);
    expect(names(await call('GET', `${base}?folder_id=-1`))).toEqual(['Sort B']);
    const paged = await call('GET', `${base}?search=Sort&is_archived=all&fetch_all=0&per_page=1&page=2`);
    expect(paged.json()).toMatchObject({ data: [{ schedule_name: 'Sort A' }], meta: { total: 2, page: 2, per_page: 1 } });
  });

  it('soft-deletes with undo, archives and restores, and force-deletes', async () => {
    const s = await create({ schedule_name: 'Temporary', time_zone: 'UTC' });
    expect((await call('DELETE', `${base}/${s.schedule_id}`)).json().data).toEqual({ id: s.schedule_id, delete_type: 'soft' });
    expect((await call('GET', `${base}/${s.schedule_id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${s.schedule_id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
    await call('DELETE', `${base}/${s.schedule_id}?delete_type=safe`);
    expect((await call('PUT', `${base}/${s.schedule_id}`, { is_archived: 0 })).json().data.is_archived).toBe(0);
    expect((await call('DELETE', `${base}/${s.schedule_id}?delete_type=force`)).statusCode).toBe(200);
    expect(
      await fx.s.db.selectFrom('holiday_schedules').select('schedule_id').where('schedule_id', '=', s.schedule_id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("keeps accounts apart and refuses the read-only user's writes", async () => {
    const s = await create({ schedule_name: 'Retail only', time_zone: 'UTC' });
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const before = await fx.s.db
      .selectFrom('holiday_schedules')
      .selectAll()
      .where('ac_id', '=', fx.ids.retail)
      .orderBy('schedule_id')
      .execute();
    for (const [method, url, body] of [
      ['GET', `${base}/${s.schedule_id}`],
      ['PUT', `${base}/${s.schedule_id}`, { schedule_name: 'Hijacked' }],
      ['DELETE', `${base}/${s.schedule_id}?delete_type=force`],
    ] as const) {
      expect((await inHealth(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inHealth('GET', base)).json().data).toEqual([]);
    const support = { spId: fx.ids.bluebird, acId: fx.ids.support };
    expect((await fx.s.call('GET', base, { token: fx.token, selection: support })).statusCode).toBe(403);

    const viewer = await fx.s.login('ac.viewer@studio.test');
    const asViewer = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await asViewer('GET', base)).statusCode).toBe(200);
    expect((await asViewer('POST', base, { schedule_name: 'Viewer made', time_zone: 'UTC' })).statusCode).toBe(403);
    expect((await asViewer('PUT', `${base}/${s.schedule_id}`, { time_zone: 'Europe/Paris' })).statusCode).toBe(403);
    expect((await asViewer('DELETE', `${base}/${s.schedule_id}`)).statusCode).toBe(403);
    expect(
      await fx.s.db.selectFrom('holiday_schedules').selectAll().where('ac_id', '=', fx.ids.retail).orderBy('schedule_id').execute(),
    ).toEqual(before);
  });
});
