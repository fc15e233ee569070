import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableNodeTypes, offeredNodeTypes } from '@shared/flow';
import { registry } from '@plugins/registry';
import { offerInput } from '@server/modules/flow/nodes/offer';
import { accountFixture } from './support/account';

const fx = accountFixture();
const ac = () => fx.retail.acId as number;
const offered = async (task_type: string) => {
  const res = await fx.call('POST', '/billing/ac-node-types', { task_type });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as string[];
};
/** What the client shows: the palette (anywhere) and the insert picker (at a leaf, above other nodes). */
const client = (answer: string[]) => ({
  palette: offeredNodeTypes(registry, answer).map((d) => d.type),
  atLeaf: offeredNodeTypes(registry, answer, true).map((d) => d.type),
  aboveNodes: offeredNodeTypes(registry, answer, false).map((d) => d.type),
});

describe('the palette and the insert picker offer exactly what the server offers (spec 2 §5)', () => {
  // The demo seed links every account that has a domain; each test sets the domain state it needs.
  const reset = async () => {
    await fx.s.db.updateTable('accounts').set({ domain_id: null }).where('ac_id', '=', ac()).execute();
    await fx.s.db.deleteFrom('ac_domain_map').where('ac_id', '=', ac()).execute();
    await fx.s.db.deleteFrom('enabled_features').where('ac_id', '=', ac()).where('feature', '=', 'ai-prompt-node').execute();
    await fx.s.db.deleteFrom('node_types').where('node_type', '=', 'hangup').execute();
  };
  beforeEach(reset);
  afterEach(reset);

  it('offers knowledge distiller and AI custom prompt to an account with a domain, as the server decides', async () => {
    await fx.s.db.updateTable('accounts').set({ domain_id: 'domain-7' }).where('ac_id', '=', ac()).execute();
    await fx.s.db.insertInto('enabled_features').values({ sp_id: fx.ids.northwind, ac_id: ac(), feature: 'ai-prompt-node' }).execute();
    const answer = await offered('voice');
    expect(answer).toEqual(expect.arrayContaining(['knowledge_distiller', 'ai_custom_prompt']));
    const shown = client(answer);
    expect(shown.palette).toEqual(answer);
    expect(shown.atLeaf).toEqual(answer);
    // the server's own decision with the account's domain state, and the client's, agree at every position
    const features = (await fx.s.db.selectFrom('enabled_features').select('feature').where('ac_id', '=', ac()).execute()).map(
      (r) => r.feature,
    );
    const input = await offerInput(fx.s.db, ac(), features, 'voice');
    expect(input).toMatchObject({ domainId: 'domain-7', hasLinkedDomain: false });
    expect(shown.palette).toEqual(availableNodeTypes(input).map((d) => d.type));
    expect(shown.aboveNodes).toEqual(availableNodeTypes({ ...input, atLeaf: false }).map((d) => d.type));
    expect(shown.aboveNodes).not.toContain('hangup');
  });

  it('hides the linked-domain types from an account with a linked domain, in the palette as on the server', async () => {
    await fx.s.db.updateTable('accounts').set({ domain_id: 'domain-7' }).where('ac_id', '=', ac()).execute();
    await fx.s.db.insertInto('ac_domain_map').values({ ac_id: ac(), domain_id: 'linked-1' }).execute();
    const answer = await offered('voice');
    for (const type of ['knowledge_distiller', 'ai_custom_prompt', 'enqueue', 'dequeue', 'disposition', 'voicemail_transfer']) {
      expect(answer).not.toContain(type);
      expect(client(answer).palette).not.toContain(type);
    }
    expect(client(answer).palette).toEqual(answer);
  });

  it("follows the admin's node-type records (the effective registry), not the plugin defaults", async () => {
    expect(client(await offered('messaging')).palette).not.toContain('hangup');
    const now = new Date().toISOString();
    await fx.s.db
      .insertInto('node_types')
      .values({
        node_type: 'hangup',
        category: 'no_child',
        label: 'Hang up',
        available_to_all_plans: 0,
        hide_node_task_override: '[]',
        drop_rules: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const answer = await offered('messaging');
    expect(answer).toContain('hangup');
    const shown = client(answer);
    expect(shown.palette).toContain('hangup');
    expect(shown.atLeaf).toContain('hangup');
    expect(shown.aboveNodes).not.toContain('hangup');
  });
});
