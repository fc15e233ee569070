import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

const fx = accountFixture();
const base = '/form/open-form-types';
const noPermission = 'You do not have permission to manage this item';
const health = () => ({ spId: fx.ids.northwind, acId: fx.ids.health });
const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health(), body });
const dialogflow = { project_id: 'billing-bot', credentials: '{"type":"service_account","private_key":"df-key-123"}' };
const create = async (body: Record<string, unknown>, call = fx.call) => {
  const res = await call('POST', base, { engine: 'dialogflow', language: 'en-US', settings: dialogflow, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const rowsOf = (acId: number) =>
  fx.s.db.selectFrom('open_form_types').selectAll().where('ac_id', '=', acId).orderBy('open_form_type_id').execute();

describe('open form types (Open Forms)', () => {
  it('offers every engine but azure_openai to accounts with a linked domain, the OpenAI models and 31 languages', async () => {
    const retail = (await fx.call('GET', '/form/open-form-options')).json().data;
    expect(retail.engines).toEqual(['dialogflow', 'dialogflow_cx', 'lex', 'watson', 'openai']);
    expect((await inHealth('GET', '/form/open-form-options')).json().data.engines).toEqual([
      'dialogflow',
      'dialogflow_cx',
      'lex',
      'watson',
      'azure_openai',
      'openai',
    ]);
    expect(retail.models).toEqual(['gpt-3.5-turbo', 'gpt-4', 'gpt-4-0314', 'gpt-3.5-turbo-0301']);
    const names = retail.languages.map((l: { name: string }) => l.name);
    expect(names).toHaveLength(31);
    expect(retail.languages[0]).toEqual({ code: 'en-US', name: 'English (US)' });
    expect(retail.languages[30]).toEqual({ code: 'uk-UA', name: 'Ukrainian' });
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('refuses azure_openai for an account with a linked domain, and allows it without one', async () => {
    const azure = {
      engine: 'azure_openai',
      settings: {
        endpoint: 'https://contoso.openai.azure.com',
        deployment: 'support-gpt',
        api_version: '2024-02-01',
        api_key: 'az-secret-1',
      },
    };
    const before = await rowsOf(fx.ids.retail);
    const refused = await fx.call('POST', base, { oft_name: 'Azure helper', language: 'en-US', ...azure });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(['engine: The azure_openai engine is not available for accounts with a linked domain.']);
    const existing = await create({ oft_name: 'Switch to azure' });
    expect((await fx.call('PUT', `${base}/${existing.open_form_type_id}`, azure)).statusCode).toBe(422);
    expect((await rowsOf(fx.ids.retail)).filter((r) => r.engine === 'azure_openai')).toEqual([]);
    expect(before.length + 1).toBe((await rowsOf(fx.ids.retail)).length);
    const made = await create({ oft_name: 'Azure helper', ...azure }, inHealth);
    expect(made).toMatchObject({
      engine: 'azure_openai',
      settings: { endpoint: 'https://contoso.openai.azure.com', deployment: 'support-gpt', api_version: '2024-02-01', api_key: '********' },
    });
  });

  it('stores engine secrets encrypted, answers them masked, and keeps them when the mask comes back', async () => {
    const oft = await create({ oft_name: 'Billing intents', description: 'Routes billing calls', language: 'fr-CA' });
    expect(oft).toMatchObject({
      oft_name: 'Billing intents',
      name: 'Billing intents',
      engine: 'dialogflow',
      language: 'fr-CA',
      is_system: 0,
      settings: { project_id: 'billing-bot', credentials: '********' },
    });
    const stored = await fx.s.db
      .selectFrom('open_form_types')
      .select('settings')
      .where('open_form_type_id', '=', oft.open_form_type_id)
      .executeTakeFirstOrThrow();
    expect(stored.settings).not.toContain('df-key-123');
    const activity = await fx.s.db.selectFrom('activity_log').select('summary').where('subject_type', '=', 'OpenFormType').execute();
    expect(activity.map((a) => a.summary).join()).not.toContain('df-key-123');
    // The mask sent back keeps the stored secret.
    const kept = await fx.call('PUT', `${base}/${oft.open_form_type_id}`, {
      settings: { project_id: 'billing-bot-2', credentials: '********' },
    });
    expect(kept.json().data.settings).toEqual({ project_id: 'billing-bot-2', credentials: '********' });
    const openai = await create({
      oft_name: 'GPT helper',
      engine: 'openai',
      settings: { model: 'gpt-4', api_key: 'sk-live-1', instructions: 'Be brief.' },
    });
    expect(openai.settings).toEqual({ model: 'gpt-4', api_key: '********', instructions: 'Be brief.' });
    const onlyOpenAi = (await fx.call('GET', `${base}?engine=openai`)).json().data as { open_form_type_id: number; engine: string }[];
    expect(onlyOpenAi.map((o) => o.open_form_type_id)).toContain(openai.open_form_type_id);
    expect(onlyOpenAi.every((o) => o.engine === 'openai')).toBe(true);
    // Another engine needs its own settings; the mask cannot carry another engine's secret over.
    const switched = await fx.call('PUT', `${base}/${oft.open_form_type_id}`, { engine: 'openai' });
    expect(switched.statusCode).toBe(422);
    expect(switched.json().errors[0]).toMatch(/^settings\.model: /);
    const masked = await fx.call('PUT', `${base}/${oft.open_form_type_id}`, {
      engine: 'openai',
      settings: { model: 'gpt-4', api_key: '********' },
    });
    expect(masked.json().errors).toEqual(['settings.api_key: enter it: there is no stored value to keep']);
    const changed = await fx.call('PUT', `${base}/${oft.open_form_type_id}`, {
      engine: 'lex',
      settings: { bot_id: 'B1', bot_alias_id: 'A1', region: 'eu-west-2', access_key_id: 'AKIA1', secret_access_key: 'lex-secret' },
    });
    expect(changed.json().data).toMatchObject({
      engine: 'lex',
      settings: { bot_id: 'B1', bot_alias_id: 'A1', region: 'eu-west-2', access_key_id: 'AKIA1', secret_access_key: '********' },
    });
  });

  it('refuses bad engines, languages, models and settings, changing nothing', async () => {
    const before = await rowsOf(fx.ids.retail);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ engine: 'rasa' }, /^engine: /],
      [{ language: 'xx-XX' }, /^language: /],
      [{ engine: 'openai', settings: { model: 'gpt-5', api_key: 'k' } }, /^settings\.model: /],
      [{ settings: { credentials: 'x' } }, /^settings\.project_id: /],
      [{ engine: 'watson', settings: { service_url: 'ftp://watson', assistant_id: 'a', api_key: 'k' } }, /^settings\.service_url: /],
      [
        { engine: 'lex', settings: { bot_id: 'b', bot_alias_id: 'a', region: 'Paris', access_key_id: 'k', secret_access_key: 's' } },
        /^settings\.region: must be an AWS region/,
      ],
      [{ settings: { project_id: 'p', credentials: '********' } }, /^settings\.credentials: enter it/],
      [{ oft_name: '' }, /^oft_name: /],
    ];
    for (const [body, error] of cases) {
      const res = await fx.call('POST', base, {
        oft_name: 'Bad one',
        engine: 'dialogflow',
        language: 'en-US',
        settings: dialogflow,
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toMatch(error);
    }
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });

  it('checks names (POST /form/validate-oft-name), soft-deletes with undo, archives and force-deletes', async () => {
    const oft = await create({ oft_name: 'Lifecycle OFT' });
    const id = oft.open_form_type_id;
    expect(
      (await fx.call('POST', base, { oft_name: 'lifecycle oft', engine: 'dialogflow', language: 'en-US', settings: dialogflow })).json()
        .errors,
    ).toEqual(['oft_name: The name has already been taken.']);
    expect((await fx.call('POST', '/form/validate-oft-name', { name: 'LIFECYCLE OFT' })).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await fx.call('POST', '/form/validate-oft-name', { name: 'LIFECYCLE OFT', open_form_type_id: id })).json().data.valid).toBe(
      true,
    );
    expect((await fx.call('DELETE', `${base}/${id}`)).json().data).toEqual({ id, delete_type: 'soft' });
    expect((await fx.call('POST', '/form/validate-oft-name', { name: 'Lifecycle OFT' })).json().data.valid).toBe(true);
    expect((await fx.call('PUT', `${base}/${id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
    await fx.call('DELETE', `${base}/${id}?delete_type=safe`);
    expect(
      (await fx.call('GET', `${base}?folder_id=-1`)).json().data.map((o: { open_form_type_id: number }) => o.open_form_type_id),
    ).toEqual([id]);
    expect((await fx.call('DELETE', `${base}/${id}?delete_type=force`)).statusCode).toBe(200);
    expect(
      await fx.s.db.selectFrom('open_form_types').select('open_form_type_id').where('open_form_type_id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('publishes as system for system users only; system open forms are listed everywhere, read-only to others', async () => {
    const oft = await create({ oft_name: 'Shared FAQ bot' });
    const id = oft.open_form_type_id;
    const refused = await fx.call('POST', `/form/publish-system-open-form/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(noPermission);
    expect((await rowsOf(fx.ids.retail)).find((r) => r.open_form_type_id === id)?.is_system).toBe(0);

    const system = await fx.s.login('system@studio.test');
    const asSystem = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: system, selection: fx.retail, body });
    expect((await fx.s.call('POST', `/form/publish-system-open-form/${id}`, { token: system, selection: health() })).statusCode).toBe(404);
    const published = await asSystem('POST', `/form/publish-system-open-form/${id}`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ open_form_type_id: id, is_system: 1, settings: { credentials: '********' } });

    // Listed in another account (Main only), secrets masked, and not changeable there.
    const listed = (await inHealth('GET', base)).json().data as {
      open_form_type_id: number;
      ac_id: number;
      settings: Record<string, unknown>;
    }[];
    expect(listed.find((o) => o.open_form_type_id === id)).toMatchObject({
      ac_id: fx.ids.retail,
      is_system: 1,
      settings: { credentials: '********' },
    });
    expect((await inHealth('GET', `${base}?folder_id=-1`)).json().data).toEqual([]);
    expect((await inHealth('PUT', `${base}/${id}`, { oft_name: 'Taken over' })).statusCode).toBe(404);
    // In its own account only system users change it.
    const before = await rowsOf(fx.ids.retail);
    for (const [method, url, body] of [
      ['PUT', `${base}/${id}`, { oft_name: 'Renamed' }],
      ['DELETE', `${base}/${id}`],
      ['DELETE', `${base}/${id}?delete_type=force`],
    ] as const) {
      const res = await fx.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(noPermission);
    }
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
    expect((await asSystem('PUT', `${base}/${id}`, { oft_name: 'Shared FAQ bot v2' })).json().data.oft_name).toBe('Shared FAQ bot v2');
  });

  it("keeps accounts apart and refuses the read-only user's writes", async () => {
    const oft = await create({ oft_name: 'Retail only OFT' });
    const before = await rowsOf(fx.ids.retail);
    for (const [method, url, body] of [
      ['GET', `${base}/${oft.open_form_type_id}`],
      ['PUT', `${base}/${oft.open_form_type_id}`, { oft_name: 'Hijacked' }],
      ['DELETE', `${base}/${oft.open_form_type_id}?delete_type=force`],
      ['POST', '/form/preview-dialogflow', { open_form_type_id: oft.open_form_type_id, text: 'hello' }],
    ] as const) {
      expect((await inHealth(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const asViewer = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await asViewer('GET', base)).statusCode).toBe(200);
    expect(
      (await asViewer('POST', base, { oft_name: 'Viewer OFT', engine: 'dialogflow', language: 'en-US', settings: dialogflow })).statusCode,
    ).toBe(403);
    expect((await asViewer('DELETE', `${base}/${oft.open_form_type_id}`)).statusCode).toBe(403);
    expect(
      (await asViewer('POST', '/form/preview-dialogflow', { open_form_type_id: oft.open_form_type_id, text: 'hello' })).statusCode,
    ).toBe(403);
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });
});
