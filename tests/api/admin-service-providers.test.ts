import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

const f = providerFixture();
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const providers = () => f.s.db.selectFrom('service_providers').selectAll().orderBy('sp_id').execute();
const names = async (query = '') =>
  (await asSystem('GET', `/portal/service-providers${query}`)).json().data.map((p: { sp_name: string }) => p.sp_name);

describe('service providers (system role)', () => {
  it('lists providers by name with the enabled filter (enabled by default)', async () => {
    expect(await names()).toEqual(['Bluebird Telecom', 'Northwind Contact Services']);
    expect(await names('?is_enabled=0')).toEqual([]);
    expect((await asSystem('GET', '/portal/service-providers?is_enabled=maybe')).statusCode).toBe(422);
  });

  it('creates a provider with a valid, unique sub-domain and settings', async () => {
    const res = await asSystem('POST', '/portal/service-providers', {
      sp_name: 'Cobalt Networks',
      sub_domain: 'cobalt',
      sp_setting: { default_timezone: 'Europe/Madrid' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      sp_name: 'Cobalt Networks',
      sub_domain: 'cobalt',
      is_enabled: 1,
      sp_setting: { default_timezone: 'Europe/Madrid' },
    });
  });

  it('validate-subdomain: wrong form 422, taken (any case, even by a disabled provider), free', async () => {
    const check = (sub_domain: string) => asSystem('POST', '/portal/validate-subdomain', { sub_domain });
    const form = 'The sub-domain may contain lowercase letters, digits and hyphens (not first or last), up to 63 characters.';
    expect((await check('-bad')).json()).toMatchObject({ message: `sub_domain: ${form}` });
    expect((await check('Has Space')).statusCode).toBe(422);
    expect((await check('northwind')).json().data).toEqual({ valid: false, message: 'The sub-domain has already been taken.' });
    expect((await check('fresh-one')).json().data).toEqual({ valid: true, message: 'The value is available.' });
    const gone = (await asSystem('POST', '/portal/service-providers', { sp_name: 'Gone Ltd', sub_domain: 'gone' })).json().data.sp_id;
    await asSystem('DELETE', `/portal/service-providers/${gone}`);
    expect((await check('gone')).json().data.valid).toBe(false);
  });

  it('refuses duplicates and bad input with 422 and stores nothing', async () => {
    const before = await providers();
    const refusals: [unknown, string][] = [
      [{ sp_name: 'Other', sub_domain: 'NORTHWIND' }, 'sub_domain'],
      [{ sp_name: 'Other', sub_domain: 'bluebird' }, 'The sub-domain has already been taken.'],
      [{ sp_name: 'bluebird telecom', sub_domain: 'bb2' }, 'The name has already been taken.'],
      [{ sp_name: 'Other', sub_domain: 'ok', sp_setting: { display_date_format: 'YY' } }, 'sp_setting.display_date_format'],
      [{ sp_name: 'Other', sub_domain: 'ok', sp_id: 5 }, 'sp_id'],
    ];
    for (const [body, message] of refusals) {
      const res = await asSystem('POST', '/portal/service-providers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await providers()).toEqual(before);
  });

  it("edits, deletes softly (gone from everyone's switcher) and undoes", async () => {
    const id = (await asSystem('POST', '/portal/service-providers', { sp_name: 'Undo Me', sub_domain: 'undo-me' })).json().data.sp_id;
    expect((await asSystem('PUT', `/portal/service-providers/${id}`, { sp_name: 'Undo Me Please' })).json().data.sp_name).toBe(
      'Undo Me Please',
    );
    const inSwitcher = async () =>
      (await f.s.call('GET', '/auth/user', { token: f.token['system@studio.test'] }))
        .json()
        .data.account_mappings.some((o: { sp_id: number }) => o.sp_id === id);
    expect(await inSwitcher()).toBe(true);
    await asSystem('DELETE', `/portal/service-providers/${id}`);
    expect(await names('?is_enabled=0')).toContain('Undo Me Please');
    expect(await inSwitcher()).toBe(false);
    expect((await asSystem('PUT', `/portal/service-providers/${id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
    expect(await inSwitcher()).toBe(true);
  });

  it('answers the form contents and table columns from the descriptor', async () => {
    const form = (await asSystem('GET', '/portal/service-providers/form-contents')).json().data;
    expect(form.fields.map((f: { field: string }) => f.field)).toEqual([
      'sp_name',
      'sub_domain',
      'sp_setting.default_timezone',
      'sp_setting.display_date_format',
    ]);
    expect(form.theme_colors).toEqual({ theme_color: '244CDE', hover_color: '0e97d4', row_hover_color: 'EEF1FC', outline_color: '9cd6fc' });
    const columns = (await asSystem('GET', '/portal/service-providers/table-columns')).json().data;
    expect(columns.map((c: { field: string }) => c.field)).toEqual(['sp_name', 'sub_domain', 'is_enabled']);
  });

  it('theme colours: the spec defaults until set; sp-settings validates and stores them', async () => {
    const colours = async () => (await f.asAdmin('GET', '/portal/sp-theme-colors')).json().data;
    expect(await colours()).toEqual({ theme_color: '244CDE', hover_color: '0e97d4', row_hover_color: 'EEF1FC', outline_color: '9cd6fc' });
    expect((await asSystem('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, theme_color: '#12345' })).statusCode).toBe(422);
    expect((await asSystem('POST', '/portal/sp-settings', { sp_id: f.ids.northwind, theme_color: '112233' })).statusCode).toBe(200);
    expect(await colours()).toEqual({ theme_color: '112233', hover_color: '0e97d4', row_hover_color: 'EEF1FC', outline_color: '9cd6fc' });
    expect((await asSystem('POST', '/portal/sp-settings', { sp_id: 999999, theme_color: '112233' })).statusCode).toBe(404);
    // The system role reads any provider's colours by sp_id; a provider admin only their own (another's is not found).
    expect((await asSystem('GET', `/portal/sp-theme-colors?sp_id=${f.ids.northwind}`)).json().data.theme_color).toBe('112233');
    expect((await asSystem('GET', `/portal/sp-theme-colors?sp_id=${f.ids.bluebird}`)).json().data.theme_color).toBe('244CDE');
    expect((await f.asAdmin('GET', `/portal/sp-theme-colors?sp_id=${f.ids.bluebird}`)).statusCode).toBe(404);
  });

  it('clears the provider cache for the system role only', async () => {
    expect((await asSystem('POST', '/portal/clear-service-provider-cache', { sp_ids: [f.ids.northwind] })).statusCode).toBe(200);
    const refused = await f.asAdmin('POST', '/portal/clear-service-provider-cache', { sp_ids: [f.ids.northwind] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to manage this item');
  });

  it("clears an account's cache only for accounts the caller manages: another provider's id is a 404", async () => {
    expect((await f.asAdmin('POST', '/portal/clear-account-cache', { ac_ids: [f.ids.retail, f.ids.health] })).statusCode).toBe(200);
    const foreign = await f.asAdmin('POST', '/portal/clear-account-cache', { ac_ids: [f.ids.retail, f.ids.support] });
    expect(foreign.statusCode).toBe(404);
    expect((await asSystem('POST', '/portal/clear-account-cache', { ac_ids: [f.ids.support] })).statusCode).toBe(200);
    expect((await asSystem('POST', '/portal/clear-service-provider-cache', { sp_ids: [999_999] })).statusCode).toBe(404);
  });
});
