import { describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { providerFixture } from './support/provider';

/** Provider and account profiles: name, theme colours, date format and time zone. */
const f = providerFixture('ac.builder@studio.test', 'multi.sp@studio.test');
const as = (email: string, selection: Selection) => (method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token[email], selection, body });
const tenants = async () => ({
  sps: await f.s.db.selectFrom('service_providers').select(['sp_id', 'sp_name', 'sp_setting']).orderBy('sp_id').execute(),
  acs: await f.s.db.selectFrom('accounts').select(['ac_id', 'ac_name', 'ac_setting']).orderBy('ac_id').execute(),
});
const activity = (action: string) =>
  f.s.db.selectFrom('activity_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

describe('the provider profile (POST /portal/sp-settings, GET /portal/sp-theme-colors)', () => {
  it('a provider admin changes their own provider: name, colours, date format and time zone; logged', async () => {
    const before = (await f.asAdmin('GET', `/portal/sp-settings?sp_id=${f.ids.northwind}`)).json().data;
    expect(before).toMatchObject({
      sp_id: f.ids.northwind,
      theme_color: '244CDE',
      hover_color: '0e97d4',
      row_hover_color: 'EEF1FC',
      outline_color: '9cd6fc',
      warnings: [],
    });
    const res = await f.asAdmin('POST', '/portal/sp-settings', {
      sp_id: f.ids.northwind,
      sp_name: 'Northwind Services',
      theme_color: '1A5E20',
      display_date_format: 'MM/DD/YYYY',
      default_timezone: 'America/New_York',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      sp_name: 'Northwind Services',
      theme_color: '1A5E20',
      hover_color: '0e97d4',
      display_date_format: 'MM/DD/YYYY',
      default_timezone: 'America/New_York',
    });
    expect((await f.asAdmin('GET', '/portal/sp-theme-colors')).json().data.theme_color).toBe('1A5E20');
    // The switcher's options (the session user) carry them: the shell applies them without another call.
    const me = (await f.asAdmin('GET', '/auth/user')).json().data;
    const option = me.account_mappings.find((o: { sp_id: number }) => o.sp_id === f.ids.northwind);
    expect(option.sp_name).toBe('Northwind Services');
    expect(option.sp_setting).toMatchObject({
      theme_color: '1A5E20',
      display_date_format: 'MM/DD/YYYY',
      default_timezone: 'America/New_York',
    });
    const [entry] = await activity('update_profile');
    expect(entry).toMatchObject({ subject_type: 'ServiceProvider', subject_id: String(f.ids.northwind) });
    expect(JSON.parse(entry.summary)).toEqual({
      before: {
        sp_name: before.sp_name,
        theme_color: '244CDE',
        display_date_format: 'DD/MM/YYYY',
        default_timezone: before.default_timezone,
      },
      after: {
        sp_name: 'Northwind Services',
        theme_color: '1A5E20',
        display_date_format: 'MM/DD/YYYY',
        default_timezone: 'America/New_York',
      },
    });
    // The account user of the provider sees the colours too.
    const builder = as('ac.builder@studio.test', { spId: f.ids.northwind, acId: f.ids.retail });
    expect((await builder('GET', '/portal/sp-theme-colors')).json().data.theme_color).toBe('1A5E20');
  });

  it('refuses colours that make text unreadable, saves a faint outline with a warning', async () => {
    const before = await tenants();
    const refusals: [Record<string, string>, string][] = [
      [{ theme_color: 'FFEB3B' }, 'The theme colour makes text hard to read: its contrast is 1.2 to 1, and at least 4.5 to 1 is needed.'],
      [
        { row_hover_color: '333333' },
        'The row hover colour makes text hard to read: its contrast is 1.2 to 1, and at least 4.5 to 1 is needed.',
      ],
      [{ hover_color: 'EEEEEE' }, 'The hover colour makes text hard to read: its contrast is 1.1 to 1, and at least 3.0 to 1 is needed.'],
    ];
    for (const [colours, message] of refusals) {
      const res = await f.asAdmin('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, ...colours });
      expect(res.statusCode, JSON.stringify(colours)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await f.asAdmin('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, theme_color: '#12345' })).statusCode).toBe(422);
    expect((await f.asAdmin('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, default_timezone: 'Mars/Olympus' })).statusCode).toBe(
      422,
    );
    expect((await f.asAdmin('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, display_date_format: 'YY' })).statusCode).toBe(422);
    expect((await f.asAdmin('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, sp_name: '  ' })).statusCode).toBe(422);
    const taken = await f.asAdmin('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, sp_name: 'bluebird telecom' });
    expect(taken.statusCode).toBe(422);
    expect(await tenants()).toEqual(before);
    const faint = await f.asAdmin('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, outline_color: 'DDDDDD' });
    expect(faint.statusCode).toBe(200);
    expect(faint.json().data.warnings).toEqual([
      {
        field: 'outline_color',
        ratio: 1.3,
        needed: 3,
        severity: 'warning',
        message: 'The outline colour is hard to see on white (1.3 to 1; 3.0 to 1 is recommended).',
      },
    ]);
  });

  it("another provider's profile is 404 for a provider admin; read-only users 403; the system role any", async () => {
    const before = await tenants();
    expect((await f.asAdmin('POST', '/portal/sp-settings', { sp_id: f.ids.bluebird, theme_color: '000000' })).statusCode).toBe(404);
    expect((await f.asAdmin('GET', `/portal/sp-settings?sp_id=${f.ids.bluebird}`)).statusCode).toBe(404);
    expect((await f.asAdmin('GET', `/portal/sp-theme-colors?sp_id=${f.ids.bluebird}`)).statusCode).toBe(404);
    // A user of both providers edits the one selected only.
    const multi = as('multi.sp@studio.test', f.northwind);
    expect((await multi('POST', '/portal/sp-settings', { sp_id: f.ids.bluebird, theme_color: '000000' })).statusCode).toBe(404);
    const builder = as('ac.builder@studio.test', { spId: f.ids.northwind, acId: f.ids.retail });
    const refused = await builder('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, theme_color: '000000' });
    expect(refused.statusCode).toBe(403);
    expect(await tenants()).toEqual(before);
    const system = await f.asSystem('POST', '/portal/sp-settings', { sp_id: f.ids.bluebird, theme_color: '4A148C' });
    expect(system.statusCode).toBe(200);
    expect((await f.asSystem('GET', `/portal/sp-theme-colors?sp_id=${f.ids.bluebird}`)).json().data.theme_color).toBe('4A148C');
    expect((await f.asSystem('POST', '/portal/sp-settings', { sp_id: 999999, theme_color: '112233' })).statusCode).toBe(404);
  });
});

describe('the account profile (GET and PUT /portal/ac-profile/{ac_id})', () => {
  it('a provider admin changes an account: name, date format and time zone; logged; the switcher follows', async () => {
    const res = await f.asAdmin('PUT', `/portal/ac-profile/${f.ids.health}`, {
      ac_name: 'Northwind Care Line',
      display_date_format: 'DD.MM.YYYY',
      default_timezone: 'Europe/Paris',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      ac_id: f.ids.health,
      ac_name: 'Northwind Care Line',
      sp_id: f.ids.northwind,
      logopath: null,
      display_date_format: 'DD.MM.YYYY',
      default_timezone: 'Europe/Paris',
    });
    const [entry] = await activity('update_profile');
    expect(entry).toMatchObject({ subject_type: 'Account', subject_id: String(f.ids.health) });
    expect(JSON.parse(entry.summary).after).toEqual({
      ac_name: 'Northwind Care Line',
      display_date_format: 'DD.MM.YYYY',
      default_timezone: 'Europe/Paris',
    });
    const builder = as('ac.builder@studio.test', { spId: f.ids.northwind, acId: f.ids.health });
    const me = (await builder('GET', '/auth/user')).json().data;
    const account = me.account_mappings[0].accounts.find((a: { ac_id: number }) => a.ac_id === f.ids.health);
    expect(account).toMatchObject({
      ac_name: 'Northwind Care Line',
      ac_setting: { display_date_format: 'DD.MM.YYYY', default_timezone: 'Europe/Paris' },
    });
    // Clearing a setting gives the precedence back to the provider's.
    expect(
      (await f.asAdmin('PUT', `/portal/ac-profile/${f.ids.health}`, { display_date_format: null })).json().data.display_date_format,
    ).toBeNull();
  });

  it('refuses bad values, a taken name, read-only users and other tenants, changing nothing', async () => {
    const before = await tenants();
    const bad: [unknown, number][] = [
      [{ default_timezone: 'Nowhere/City' }, 422],
      [{ display_date_format: 'D/M/Y' }, 422],
      [{ ac_name: '' }, 422],
      [{ ac_name: 'Northwind Retail' }, 422],
      [{ label: 'not a profile field' }, 422],
    ];
    for (const [body, status] of bad) {
      const res = await f.asAdmin('PUT', `/portal/ac-profile/${f.ids.logistics}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    const builder = as('ac.builder@studio.test', { spId: f.ids.northwind, acId: f.ids.retail });
    expect((await builder('GET', `/portal/ac-profile/${f.ids.retail}`)).statusCode).toBe(200);
    expect((await builder('PUT', `/portal/ac-profile/${f.ids.retail}`, { ac_name: 'Mine now' })).statusCode).toBe(403);
    expect((await builder('GET', `/portal/ac-profile/${f.ids.logistics}`)).statusCode).toBe(404);
    expect((await f.asAdmin('PUT', `/portal/ac-profile/${f.ids.support}`, { ac_name: 'Hijacked' })).statusCode).toBe(404);
    expect((await f.asAdmin('GET', `/portal/ac-profile/${f.ids.support}`)).statusCode).toBe(404);
    expect((await f.asAdmin('PUT', '/portal/ac-profile/999999', { ac_name: 'Nobody' })).statusCode).toBe(404);
    expect(await tenants()).toEqual(before);
  });

  it('at provider scope the screen reads and changes any account of the provider; an account user in All accounts reads only its own, writes none', async () => {
    const provider = as('sp.admin@studio.test', { spId: f.ids.northwind, acId: 'all' });
    const read = await provider('GET', `/portal/ac-profile/${f.ids.logistics}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ ac_id: f.ids.logistics, sp_id: f.ids.northwind });
    const changed = await provider('PUT', `/portal/ac-profile/${f.ids.logistics}`, { default_timezone: 'Europe/Berlin' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.default_timezone).toBe('Europe/Berlin');
    expect((await provider('GET', `/portal/ac-profile/${f.ids.support}`)).statusCode).toBe(404);

    const before = await tenants();
    const everyAccount = as('ac.builder@studio.test', { spId: f.ids.northwind, acId: 'all' });
    expect((await everyAccount('GET', `/portal/ac-profile/${f.ids.retail}`)).statusCode).toBe(200);
    expect((await everyAccount('GET', `/portal/ac-profile/${f.ids.logistics}`)).statusCode).toBe(404);
    expect((await everyAccount('PUT', `/portal/ac-profile/${f.ids.retail}`, { ac_name: 'Mine now' })).statusCode).toBe(403);
    expect(await tenants()).toEqual(before);
  });
});

describe('logos in the switcher (GET /portal/logos/{file})', () => {
  it('serves a stored logo by name without a session, cached as immutable; unknown names 404, malformed ones 422', async () => {
    const boundary = 'studio-logo-boundary';
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await f.s.app.inject({
      method: 'POST',
      url: `/api/portal/accounts/${f.ids.retail}/logo`,
      payload,
      headers: {
        authorization: `Bearer ${f.token['sp.admin@studio.test']}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-scope': 'sp',
        'x-scope-id': String(f.ids.northwind),
        'x-sp-id': String(f.ids.northwind),
      },
    });
    const name = up.json().data.logopath as string;
    const me = (await f.asAdmin('GET', '/auth/user')).json().data;
    expect(me.account_mappings[0].accounts.find((a: { ac_id: number }) => a.ac_id === f.ids.retail).logopath).toBe(name);
    const res = await f.s.app.inject({ method: 'GET', url: `/api/portal/logos/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await f.s.app.inject({ method: 'GET', url: '/api/portal/logos/ac-1-0123456789abcdef.png' })).statusCode).toBe(404);
    expect((await f.s.app.inject({ method: 'GET', url: '/api/portal/logos/..%2F..%2Fstudio.db' })).statusCode).toBe(422);
  });
});
