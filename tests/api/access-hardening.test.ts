import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

const fx = accountFixture();
const variable = async (variable_name: string) =>
  (await fx.call('POST', '/content/variables', { variable_name, variable_type: 'single_value' })).json().data;

describe('read-only users', () => {
  it('cannot call the POSTs that write: usage-index refresh, datastore export job, exported CSV URL', async () => {
    const v = await variable('reader_refresh');
    const ds = (
      await fx.call('POST', '/data/data-store', {
        display_name: 'Reader export',
        collection_structure: [{ col_name: 'name', type: 'STRING' }],
      })
    ).json().data;
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const asViewer = (url: string, body: unknown) => fx.s.call('POST', url, { token: viewer, selection: fx.retail, body });
    const exportsBefore = await fx.s.db.selectFrom('data_store_exports').select('data_store_export_id').execute();
    const refused = [
      await asViewer('/content/refresh-check-in-use', { content_model: 'Variable', content_id: v.variable_id }),
      await asViewer('/data/data-store-export', { data_store_id: ds.data_store_id, selected_columns: ['name'] }),
      await asViewer('/data/get-exported-csv-url', { data_store_id: ds.data_store_id, selected_columns: ['name'] }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(
        'This feature is either not provisioned in your business plan or you do not have permission to view it.',
      );
    }
    expect(await fx.s.db.selectFrom('data_store_exports').select('data_store_export_id').execute()).toEqual(exportsBefore);
    // Reading usages stays open to them.
    expect((await asViewer('/content/check-in-use', { content_model: 'Variable', content_id: v.variable_id })).statusCode).toBe(200);
  });
});

describe("in-use check with scope 'ac' and scope-id 'all' (spec 2 §6)", () => {
  const allAccounts = () => ({ 'x-scope': 'ac', 'x-scope-id': 'all', 'x-sp-id': String(fx.ids.northwind) });

  it("answers for an item of any account the selection covers, and 404 for another tenant's", async () => {
    const v = await variable('in_use_everywhere');
    await fx.call('POST', '/prompt/prompts', { prompt_name: 'Uses it', texts: [{ language: 'en-US', text: `{{${v.variable_id}}}` }] });
    const check = await fx.s.call('POST', '/content/check-in-use', {
      token: fx.token,
      headers: allAccounts(),
      body: { content_model: 'Variable', content_id: v.variable_id },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ in_use: true, count: 1 });
    const count = await fx.s.call('POST', '/content/check-in-use-count', {
      token: fx.token,
      headers: allAccounts(),
      body: { content_model: 'Variable', content_id: v.variable_id },
    });
    expect(count.json().data).toEqual({ count: 1 });

    const multi = await fx.s.login('multi.sp@studio.test');
    const support = { spId: fx.ids.bluebird, acId: fx.ids.support };
    const foreign = (
      await fx.s.call('POST', '/content/variables', {
        token: multi,
        selection: support,
        body: { variable_name: 'foreign_var', variable_type: 'single_value' },
      })
    ).json().data;
    const refused = await fx.s.call('POST', '/content/check-in-use', {
      token: fx.token,
      headers: allAccounts(),
      body: { content_model: 'Variable', content_id: foreign.variable_id },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe("feature-flag checks at the spec's paths", () => {
  it('are served under /launch-darkly/ as under /feature-flags/', async () => {
    for (const path of ['/launch-darkly/show-feature', '/feature-flags/show-feature']) {
      const res = await fx.s.call('POST', path, {
        token: fx.token,
        body: { feature: 'intent', sp_id: fx.ids.northwind, ac_id: fx.ids.retail },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ message: 'success', flag_state: expect.any(Boolean) });
    }
    expect((await fx.s.call('POST', '/launch-darkly/show-feature-anonymous', { body: { feature: 'analytics-tracking' } })).statusCode).toBe(
      200,
    );
  });
});
