import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

const f = providerFixture();
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const names = (res: { json(): { data: { ac_name: string }[] } }) => res.json().data.map((a) => a.ac_name);
const accountRows = () => f.s.db.selectFrom('accounts').selectAll().orderBy('ac_id').execute();

describe('accounts: list', () => {
  it("lists the selected provider's enabled accounts by name, never another provider's", async () => {
    const res = await asAdmin('GET', '/portal/accounts');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Northwind Health Line', 'Northwind Logistics and Freight Desk', 'Northwind Retail']);
    expect(res.json().data[2]).toMatchObject({
      sp_name: 'Northwind Contact Services',
      domain_id: '1024',
      ac_domain_map: [{ domain_id: '1024' }],
      migration_state: 'S7_GA',
    });
  });

  it('pages with fetch_all=0 and answers meta.total; search matches name, label and domain', async () => {
    const page = await asAdmin('GET', '/portal/accounts?fetch_all=0&page=2&per_page=2');
    expect(names(page)).toEqual(['Northwind Retail']);
    expect(page.json().meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(names(await asAdmin('GET', '/portal/accounts?search=freight'))).toEqual(['Northwind Logistics and Freight Desk']);
    expect(names(await asAdmin('GET', '/portal/accounts?search=2048&searchFields=domain_id'))).toEqual([
      'Northwind Logistics and Freight Desk',
    ]);
    expect((await asAdmin('GET', '/portal/accounts?searchFields=sp_id&search=1')).statusCode).toBe(422);
  });

  it("shows every provider's accounts to the system role at system scope (all accounts)", async () => {
    expect(names(await asSystem('GET', '/portal/accounts'))).toContain('Bluebird Support');
    expect(names(await asSystem('GET', '/portal/accounts'))).toHaveLength(4);
  });
});

describe('accounts: create, name and domain checks', () => {
  it('creates an account in the selected provider, whatever sp_id the body names, and logs it', async () => {
    const res = await asAdmin('POST', '/portal/accounts', {
      ac_name: 'Northwind Pharmacy',
      domain_id: '4096',
      migration_state: 'S7_BETA',
      ac_setting: { default_timezone: 'Europe/Paris', display_date_format: 'DD.MM.YYYY' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      ac_name: 'Northwind Pharmacy',
      sp_id: f.ids.northwind,
      is_enabled: 1,
      ac_domain_map: [{ domain_id: '4096' }],
      ac_setting: { default_timezone: 'Europe/Paris', display_date_format: 'DD.MM.YYYY' },
    });
    const smuggled = await asAdmin('POST', '/portal/accounts', { ac_name: 'Smuggled', sp_id: f.ids.bluebird });
    expect(smuggled.json().data.sp_id).toBe(f.ids.northwind);
    const log = await f.s.db
      .selectFrom('activity_log')
      .selectAll()
      .where('subject_type', '=', 'Account')
      .where('subject_id', '=', String(created.ac_id))
      .execute();
    expect(log.map((l) => [l.action, l.sp_id])).toEqual([['create', f.ids.northwind]]);
  });

  it('validate-ac-name: taken in the provider (any case), free in another provider', async () => {
    const name = '/portal/validate-ac-name';
    expect((await asAdmin('POST', name, { ac_name: 'northwind retail' })).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await asAdmin('POST', name, { ac_name: 'Northwind Retail', ac_id: f.ids.retail })).json().data.valid).toBe(true);
    expect((await asSystem('POST', name, { ac_name: 'Northwind Retail', sp_id: f.ids.bluebird })).json().data.valid).toBe(true);
    expect((await asSystem('POST', name, { ac_name: 'Northwind Retail' })).statusCode).toBe(422);
  });

  it('validate-ac-domain: a domain mapped to any enabled account is taken', async () => {
    expect((await asAdmin('POST', '/portal/validate-ac-domain', { domain_id: '2048' })).json().data).toEqual({
      valid: false,
      message: 'The domain is already mapped to another account.',
    });
    expect((await asAdmin('POST', '/portal/validate-ac-domain', { domain_id: '9999' })).json().data.valid).toBe(true);
    expect((await asAdmin('POST', '/portal/validate-ac-domain', { domain_id: 'not a domain!' })).statusCode).toBe(422);
    const word = await asAdmin('POST', '/portal/validate-ac-domain', { domain_id: 'abc' });
    expect(word.statusCode).toBe(422);
    expect(word.json().message).toContain('digits only');
  });

  it('refuses a duplicate name or domain, a bad time zone or state, with 422 and nothing stored', async () => {
    const before = await accountRows();
    const refusals: [unknown, string][] = [
      [{ ac_name: 'NORTHWIND RETAIL' }, 'The name has already been taken.'],
      [{ ac_name: 'Fresh', domain_id: '1024' }, 'The domain is already mapped to another account.'],
      [
        { ac_name: 'Fresh', ac_setting: { default_timezone: 'Mars/Olympus' } },
        'ac_setting.default_timezone: must be an IANA time zone such as Europe/Paris',
      ],
      [{ ac_name: 'Fresh', migration_state: 'S8' }, 'migration_state'],
      // A domain is the platform's domain id: a made-up word is refused with the rule in words.
      [{ ac_name: 'Fresh', domain_id: 'abc' }, "The domain is the contact-center platform's domain id: digits only, up to 20."],
      [{ ac_name: 'Fresh', domain_id: '1'.repeat(21) }, 'digits only, up to 20'],
      [{ ac_name: '   ' }, 'ac_name'],
    ];
    for (const [body, message] of refusals) {
      const res = await asAdmin('POST', '/portal/accounts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toContain(message);
    }
    expect(await accountRows()).toEqual(before);
  });

  it('at system scope needs an existing, enabled provider', async () => {
    expect((await asSystem('POST', '/portal/accounts', { ac_name: 'Orphan' })).json().message).toBe(
      'Choose the service provider the account belongs to.',
    );
    expect((await asSystem('POST', '/portal/accounts', { ac_name: 'Orphan', sp_id: 999999 })).statusCode).toBe(404);
    const made = await asSystem('POST', '/portal/accounts', { ac_name: 'Bluebird Billing', sp_id: f.ids.bluebird });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.sp_name).toBe('Bluebird Telecom');
  });
});
