import { describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/index';
import { providerFixture } from './support/provider';

/** GET /portal/getDomainInfo?domain_id and GET /portal/getDomainSkills?domain_id (spec 3 §7 Accounts). */
const f = providerFixture('ac.builder@studio.test', 'ac.viewer@studio.test');

async function addSkillNode(acId: number, skills: string[]) {
  const task = await f.s.db
    .selectFrom('tasks')
    .select(['task_id', 'task_name'])
    .where('ac_id', '=', acId)
    .where('is_enabled', '=', 1)
    .orderBy('task_id')
    .executeTakeFirstOrThrow();
  const canvas = await f.s.db.selectFrom('canvases').select('canvas_id').where('task_id', '=', task.task_id).executeTakeFirstOrThrow();
  const now = nowIso();
  await f.s.db
    .insertInto('nodes')
    .values({
      ac_id: acId,
      task_id: task.task_id,
      canvas_id: canvas.canvas_id,
      pid: null,
      position: 99,
      node_name: 'Queue',
      tooltip: null,
      tags: '[]',
      node_type: 'enqueue',
      category: 'one_child',
      connector_parent: '',
      config: JSON.stringify({ skills }),
      keyword_conditions: '[]',
      grammar_conditions: '[]',
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return task;
}

describe('domain info and skills', () => {
  it("answers the domain's accounts and the skills its tasks queue for", async () => {
    const info = await f.asAdmin('GET', '/portal/getDomainInfo?domain_id=1024');
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toEqual({
      domain_id: '1024',
      accounts: [
        {
          ac_id: f.ids.retail,
          ac_name: 'Northwind Retail',
          sp_id: f.ids.northwind,
          sp_name: 'Northwind Contact Services',
          is_enabled: 1,
          migration_state: 'S7_GA',
        },
      ],
      source: 'studio',
      fetched_at: null,
      counts: { users: 0, skills: 0, dispositions: 0 },
    });
    expect((await f.asAdmin('GET', '/portal/getDomainSkills?domain_id=1024')).json().data).toEqual({
      domain_id: '1024',
      source: 'studio',
      fetched_at: null,
      items: [],
    });
    const task = await addSkillNode(f.ids.retail, ['Billing', 'sales ', 'billing']);
    const skills = (await f.asAdmin('GET', '/portal/getDomainSkills?domain_id=1024')).json().data;
    expect(skills.items).toEqual([
      { name: 'Billing', tasks: [{ task_id: task.task_id, task_name: task.task_name, ac_id: f.ids.retail }] },
      { name: 'sales', tasks: [{ task_id: task.task_id, task_name: task.task_name, ac_id: f.ids.retail }] },
    ]);
    // The system role sees any domain; an account user the domain of the selected account.
    expect((await f.asSystem('GET', '/portal/getDomainInfo?domain_id=2048')).json().data.accounts[0].ac_id).toBe(f.ids.logistics);
    const builder = await f.s.call('GET', '/portal/getDomainInfo?domain_id=1024', {
      token: f.token['ac.builder@studio.test'],
      selection: { spId: f.ids.northwind, acId: f.ids.retail },
    });
    expect(builder.statusCode).toBe(200);
  });

  it('404 for an unknown domain and for a domain outside the scope; 403 without the permission; 422 without domain_id', async () => {
    for (const url of ['/portal/getDomainInfo?domain_id=9999', '/portal/getDomainSkills?domain_id=9999']) {
      const res = await f.asAdmin('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No account of yours uses this domain.');
    }
    // Another tenant's domain: Bluebird's account maps domain 4096 here; Northwind's admin gets 404.
    await f.s.db.insertInto('ac_domain_map').values({ ac_id: f.ids.support, domain_id: '4096' }).execute();
    expect((await f.asSystem('GET', '/portal/getDomainInfo?domain_id=4096')).statusCode).toBe(200);
    expect((await f.asAdmin('GET', '/portal/getDomainInfo?domain_id=4096')).statusCode).toBe(404);
    expect((await f.asAdmin('GET', '/portal/getDomainSkills?domain_id=4096')).statusCode).toBe(404);
    // An account user sees the selected account's domain only.
    const builderIn = (acId: number, domain: string) =>
      f.s.call('GET', `/portal/getDomainInfo?domain_id=${domain}`, {
        token: f.token['ac.builder@studio.test'],
        selection: { spId: f.ids.northwind, acId },
      });
    expect((await builderIn(f.ids.health, '1024')).statusCode).toBe(404);
    // The viewer has no account-profile permission.
    const viewer = await f.s.call('GET', '/portal/getDomainInfo?domain_id=1024', {
      token: f.token['ac.viewer@studio.test'],
      selection: { spId: f.ids.northwind, acId: f.ids.retail },
    });
    expect(viewer.statusCode).toBe(403);
    expect((await f.asAdmin('GET', '/portal/getDomainInfo')).statusCode).toBe(422);
  });
});
