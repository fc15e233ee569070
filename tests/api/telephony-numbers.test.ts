import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

/** Phone numbers: list with summary, search by digits, create one or many, update, move, virtual, switch, soft delete. */
const f = providerFixture('multi.sp@studio.test');
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const asBluebird = (method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token['multi.sp@studio.test'], selection: { spId: f.ids.bluebird, acId: 'all' }, body });
const numberRows = () => f.s.db.selectFrom('phone_numbers').selectAll().orderBy('phone_number_id').execute();
const numbers = (res: { json(): { data: { phone_number: string }[] } }) => res.json().data.map((n) => n.phone_number);
const idOf = async (e164: string) =>
  (await f.s.db.selectFrom('phone_numbers').select('phone_number_id').where('phone_number', '=', e164).executeTakeFirstOrThrow())
    .phone_number_id;

describe('phone numbers: list, summary, search', () => {
  it("lists the provider's numbers with account and task names and the summary, never another provider's", async () => {
    const res = await asAdmin('GET', '/portal/phone-numbers');
    expect(res.statusCode).toBe(200);
    expect(numbers(res)).toEqual(['+442079460100', '+442079460101', '+442079460102', '+442079460103', '+442079460104']);
    expect(res.json().data[0]).toMatchObject({
      display_number: '+44 20 7946 0100',
      region: 'GB',
      ac_name: 'Northwind Retail',
      task_name: 'Retail main line',
      in_use: 1,
      use_studio_6: 0,
    });
    expect(res.json().summary).toEqual({ total: 5, in_use: 2, available: 3 });
    expect(numbers(await asBluebird('GET', '/portal/phone-numbers'))).toEqual(['+12125550100']);
    expect((await asSystem('GET', '/portal/phone-numbers')).json().summary).toEqual({ total: 6, in_use: 2, available: 4 });
  });

  it('finds a number by any part of it, typed with spaces, + or dashes, or by digits only; pages with a summary of all', async () => {
    expect(numbers(await asAdmin('GET', `/portal/phone-numbers?search=${encodeURIComponent('+44 20 7946 0103')}`))).toEqual([
      '+442079460103',
    ]);
    expect(numbers(await asAdmin('GET', '/portal/phone-numbers?search=0102'))).toEqual(['+442079460102']);
    expect(numbers(await asAdmin('GET', `/portal/phone-numbers?search=${encodeURIComponent('7946-010')}`))).toHaveLength(5);
    expect(numbers(await asAdmin('GET', '/portal/phone-numbers?search=nurse'))).toEqual(['+442079460103']);
    expect(numbers(await asAdmin('GET', '/portal/phone-numbers?search=2125550100'))).toEqual([]);
    const page = await asAdmin('GET', '/portal/phone-numbers?fetch_all=0&page=2&per_page=2');
    expect(numbers(page)).toEqual(['+442079460102', '+442079460103']);
    expect(page.json().meta).toEqual({ total: 5, page: 2, per_page: 2 });
    expect(page.json().summary).toEqual({ total: 5, in_use: 2, available: 3 });
  });
});

describe('phone numbers: create one or many', () => {
  it('creates a number given in E.164 or nationally with its region, stored in E.164, in the selected provider', async () => {
    const e164 = await asAdmin('POST', '/portal/phone-numbers', {
      phone_number: '+44 161 496 0000',
      ac_id: f.ids.logistics,
      label: 'Freight desk',
      sp_id: f.ids.bluebird,
    });
    expect(e164.statusCode).toBe(201);
    expect(e164.json().data).toMatchObject({
      phone_number: '+441614960000',
      display_number: '+44 161 496 0000',
      region: 'GB',
      sp_id: f.ids.northwind,
      ac_name: 'Northwind Logistics and Freight Desk',
      task_id: null,
      is_virtual: 0,
    });
    const national = await asAdmin('POST', '/portal/phone-numbers', { phone_number: '0161 496 0001', region: 'gb', is_virtual: 1 });
    expect(national.json().data).toMatchObject({ phone_number: '+441614960001', region: 'GB', ac_id: null, is_virtual: 1 });
  });

  it("refuses an invalid E.164 number, a number of another region, a taken number, another provider's account: 422 and nothing stored", async () => {
    const before = await numberRows();
    const bluebirdAccount = f.ids.support;
    const refusals: [unknown, string][] = [
      [{ phone_number: '+4412' }, 'The phone number +4412 is not a valid E.164 number.'],
      [{ phone_number: '+44 20 7946 0000', region: 'US' }, 'The phone number +44 20 7946 0000 is not a valid number of US.'],
      [
        { phone_number: '020 7946 0000' },
        'Give the number in E.164 form (+ and the country code, such as +442079460000) or choose its region.',
      ],
      [{ phone_number: 'call me', region: 'GB' }, 'The phone number call me is not a valid number of GB.'],
      [{ phone_number: '+44 20 7946 0100' }, 'This phone number already exists.'],
      [{ phone_number: '+1 212 555 0100' }, 'This phone number already exists.'],
      [
        { phone_number: '+44 20 7946 0999', ac_id: bluebirdAccount },
        `The account ${bluebirdAccount} is not one of the number's service provider's enabled accounts.`,
      ],
      [{ phone_number: '+44 20 7946 0999', region: 'Great Britain' }, 'region: must be a two-letter country code such as GB or US'],
    ];
    for (const [body, message] of refusals) {
      const res = await asAdmin('POST', '/portal/phone-numbers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toContain(message);
    }
    expect((await asSystem('POST', '/portal/phone-numbers', { phone_number: '+44 20 7946 0999' })).json().message).toBe(
      'Choose the service provider the account belongs to.',
    );
    expect(await numberRows()).toEqual(before);
  });

  it('adds many numbers at once, or none: each bad row is named', async () => {
    const before = await numberRows();
    const bad = await asAdmin('POST', '/portal/multiple-phone-numbers', {
      phone_numbers: ['+44 20 7946 0200', '+4412', '+44 20 7946 0100', '+44 20 7946 0200'],
      ac_id: f.ids.retail,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      'Row 2 (+4412): The phone number +4412 is not a valid E.164 number.',
      'Row 3 (+44 20 7946 0100): The phone number +442079460100 already exists.',
      'Row 4 (+44 20 7946 0200): The phone number +44 20 7946 0200 is given more than once.',
    ]);
    expect(bad.json().message).toBe('3 rows are refused; nothing was added.');
    expect(await numberRows()).toEqual(before);
    const good = await asAdmin('POST', '/portal/multiple-phone-numbers', {
      phone_numbers: ['020 7946 0200', '020 7946 0201'],
      region: 'GB',
      ac_id: f.ids.retail,
      is_campaign: 1,
    });
    expect(good.statusCode).toBe(201);
    expect(
      good.json().data.map((n: { phone_number: string; is_campaign: number; ac_id: number }) => [n.phone_number, n.is_campaign, n.ac_id]),
    ).toEqual([
      ['+442079460200', 1, f.ids.retail],
      ['+442079460201', 1, f.ids.retail],
    ]);
  });
});

describe('phone numbers: update, move, virtual, studio version, campaign numbers', () => {
  it("updates a label and trunk; another provider's trunk is refused; the task a number is on never changes by update", async () => {
    const id = await idOf('+442079460100');
    const blueTrunk = (await asBluebird('GET', '/portal/trunks')).json().data[0].trunk_id;
    expect((await asAdmin('PUT', `/portal/phone-numbers/${id}`, { label: 'Main line', task_id: 1 })).statusCode).toBe(422);
    const res = await asAdmin('PUT', `/portal/phone-numbers/${id}`, { label: 'Main line' });
    expect(res.json().data).toMatchObject({ label: 'Main line', task_name: 'Retail main line' });
    const refused = await asAdmin('PUT', `/portal/phone-numbers/${id}`, { trunk_id: blueTrunk });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`The trunk ${blueTrunk} does not exist or is disabled.`);
  });

  it("moves numbers between the provider's accounts; a number on a task is refused with 409 and nothing moves", async () => {
    const free = await idOf('+442079460104');
    const used = await idOf('+442079460100');
    const before = await numberRows();
    const refused = await asAdmin('POST', '/portal/move-phone-numbers', { phone_number_ids: [free, used], ac_id: f.ids.health });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The phone number +44 20 7946 0100 is used by the task Retail main line; take it off the task before moving it.',
    );
    expect(await numberRows()).toEqual(before);
    expect((await asAdmin('POST', '/portal/move-phone-numbers', { phone_number_ids: [free], ac_id: f.ids.support })).statusCode).toBe(422);
    const moved = await asAdmin('POST', '/portal/move-phone-numbers', { phone_number_ids: [free], ac_id: f.ids.health });
    expect(moved.json().data[0]).toMatchObject({ ac_name: 'Northwind Health Line' });
    const back = await asAdmin('POST', '/portal/move-phone-numbers', { phone_number_ids: [free], ac_id: null });
    expect(back.json().data[0].ac_id).toBeNull();
    const log = await f.s.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_type', '=', 'PhoneNumber')
      .where('subject_id', '=', String(free))
      .execute();
    expect(log.map((l) => l.action)).toEqual(['move', 'move']);
  });

  it('marks numbers virtual and switches a number between studio versions (use_studio_6)', async () => {
    const id = await idOf('+442079460101');
    expect(
      (await asAdmin('POST', '/portal/manage-virtual-phone-numbers', { phone_number_ids: [id], is_virtual: 1 })).json().data[0].is_virtual,
    ).toBe(1);
    expect(numbers(await asAdmin('GET', '/portal/phone-numbers?is_virtual=1'))).toContain('+442079460101');
    const switched = await asAdmin('POST', `/portal/switch-phone-number-studio-version/${id}`, { use_studio_6: 1 });
    expect(switched.json().data.use_studio_6).toBe(1);
    expect((await asAdmin('POST', `/portal/switch-phone-number-studio-version/${id}`, { use_studio_6: 2 })).statusCode).toBe(422);
  });

  it("marks no number virtual when the list holds another provider's beside its own: refused whole, nothing changed", async () => {
    const own = await idOf('+442079460104');
    const blue = await idOf('+12125550100');
    const before = await numberRows();
    expect(before.find((n) => n.phone_number_id === own)?.is_virtual).toBe(0);
    const refused = await asAdmin('POST', '/portal/manage-virtual-phone-numbers', { phone_number_ids: [own, blue], is_virtual: 1 });
    expect(refused.statusCode).toBe(404);
    expect(await numberRows()).toEqual(before);
    // Its own alone: marked, then set back as the screen's Undo does.
    const marked = await asAdmin('POST', '/portal/manage-virtual-phone-numbers', { phone_number_ids: [own], is_virtual: 1 });
    expect(marked.json().data.map((n: { is_virtual: number }) => n.is_virtual)).toEqual([1]);
    await asAdmin('POST', '/portal/manage-virtual-phone-numbers', { phone_number_ids: [own], is_virtual: 0 });
    expect((await numberRows()).find((n) => n.phone_number_id === own)?.is_virtual).toBe(0);
  });

  it("lists campaign numbers: the provider's at provider scope, the account's at account scope", async () => {
    expect(numbers(await asAdmin('GET', '/portal/campaign-numbers'))).toEqual(['+442079460102', '+442079460200', '+442079460201']);
    const token = await f.s.login('ac.builder@studio.test');
    const inHealth = await f.s.call('GET', '/portal/campaign-numbers', { token, selection: { spId: f.ids.northwind, acId: f.ids.health } });
    expect(numbers(inHealth)).toEqual([]);
    const inRetail = await f.s.call('GET', '/portal/campaign-numbers', { token, selection: { spId: f.ids.northwind, acId: f.ids.retail } });
    expect(numbers(inRetail)).toEqual(['+442079460102', '+442079460200', '+442079460201']);
  });

  it("reaches none of another provider's numbers by id", async () => {
    const blue = await idOf('+12125550100');
    const before = await numberRows();
    for (const [method, url, body] of [
      ['GET', `/portal/phone-numbers/${blue}`],
      ['PUT', `/portal/phone-numbers/${blue}`, { label: 'Mine' }],
      ['DELETE', `/portal/phone-numbers/${blue}`],
      ['POST', '/portal/move-phone-numbers', { phone_number_ids: [blue], ac_id: f.ids.retail }],
      ['POST', '/portal/manage-virtual-phone-numbers', { phone_number_ids: [blue], is_virtual: 1 }],
      ['POST', `/portal/switch-phone-number-studio-version/${blue}`, { use_studio_6: 1 }],
    ] as [string, string, unknown?][]) {
      expect((await asAdmin(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await numberRows()).toEqual(before);
  });
});

describe('phone numbers: soft delete and undo', () => {
  it('delete disables a number (out of the list and the summary); undo restores it; its number stays taken meanwhile', async () => {
    const id = await idOf('+442079460201');
    const before = (await asAdmin('GET', '/portal/phone-numbers')).json().summary;
    expect((await asAdmin('DELETE', `/portal/phone-numbers/${id}`)).statusCode).toBe(200);
    const list = await asAdmin('GET', '/portal/phone-numbers');
    expect(numbers(list)).not.toContain('+442079460201');
    // The kept summary follows the change.
    expect(list.json().summary).toEqual({ total: before.total - 1, in_use: before.in_use, available: before.available - 1 });
    expect(numbers(await asAdmin('GET', '/portal/phone-numbers?is_enabled=0'))).toEqual(['+442079460201']);
    expect((await asAdmin('POST', '/portal/phone-numbers', { phone_number: '+442079460201' })).json().message).toBe(
      'This phone number already exists.',
    );
    expect((await asAdmin('PUT', `/portal/phone-numbers/${id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
  });
});
