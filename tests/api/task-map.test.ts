import { describe, expect, it } from 'vitest';
import type { TaskMap } from '@shared/api/taskmap';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const map = async () => {
  const res = await h.call('GET', '/studio/tasks/map');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TaskMap;
};

describe('GET /studio/tasks/map: the account’s tasks as a graph', () => {
  it('answers every enabled task and an edge per link_task and trigger_campaign node, named by the node', async () => {
    const [a, b, c] = [await h.task(), await h.task('voice'), await h.task()];
    const pa = await h.start(a.task_id);
    const toB = await h.insert(a.task_id, pa.canvas_id, pa.start, 'link_task', { task_id: b.task_id }, { node_name: 'Billing sub-flow' });
    const callerNumber = (
      await fx.s.db
        .selectFrom('phone_numbers')
        .select('phone_number_id')
        .where('phone_number', '=', '+442079460102')
        .executeTakeFirstOrThrow()
    ).phone_number_id;
    const campaign = await h.call('POST', '/campaign/campaigns', {
      campaign_name: `Map ${Date.now()}`,
      task_id: b.task_id,
      channel: 'voice',
      caller_number_id: callerNumber,
      schedule: { days: ['mon'], hours: [{ from: '09:00', to: '17:00' }] },
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
    const campaignId = campaign.json().data.campaign_id as number;
    const trigger = await h.insert(a.task_id, pa.canvas_id, toB.node_id, 'trigger_campaign', { campaign_id: campaignId, action: 'start' });
    const pb = await h.start(b.task_id);
    await h.insert(b.task_id, pb.canvas_id, pb.start, 'link_task', { task_id: c.task_id });

    const answer = await map();
    const ids = answer.tasks.map((t) => t.task_id);
    expect(ids).toEqual(expect.arrayContaining([a.task_id, b.task_id, c.task_id]));
    expect(answer.tasks.find((t) => t.task_id === a.task_id)).toMatchObject({ task_name: a.task_name, task_type: 'voice', protected: 0 });
    expect(typeof answer.tasks[0].updated_at).toBe('string');
    const mine = answer.edges.filter((e) => [a.task_id, b.task_id].includes(e.from_task_id));
    expect(mine).toEqual(
      expect.arrayContaining([
        {
          kind: 'link_task',
          from_task_id: a.task_id,
          to_task_id: b.task_id,
          campaign_id: null,
          node_id: toB.node_id,
          node_name: 'Billing sub-flow',
        },
        {
          kind: 'trigger_campaign',
          from_task_id: a.task_id,
          to_task_id: null,
          campaign_id: campaignId,
          node_id: trigger.node_id,
          node_name: trigger.node_name,
        },
        expect.objectContaining({ kind: 'link_task', from_task_id: b.task_id, to_task_id: c.task_id }),
      ]),
    );
    expect(mine).toHaveLength(3);

    // An edit moves the edge with the node: relinking to C, then removing the node, changes the map.
    await h.call('PUT', `/node/nodes/${toB.node_id}`, { config: { task_id: c.task_id } });
    expect((await map()).edges.find((e) => e.node_id === toB.node_id)).toMatchObject({ to_task_id: c.task_id });
    const del = await h.call('DELETE', `/node/nodes/${toB.node_id}?delete_type=delete_node`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await map()).edges.find((e) => e.node_id === toB.node_id)).toBeUndefined();
  });

  it('leaves out a disabled task and the edges into it', async () => {
    const [a, b] = [await h.task(), await h.task()];
    const pa = await h.start(a.task_id);
    await h.insert(a.task_id, pa.canvas_id, pa.start, 'link_task', { task_id: b.task_id });
    expect((await map()).edges.some((e) => e.to_task_id === b.task_id)).toBe(true);
    expect((await h.call('DELETE', `/studio/tasks/${b.task_id}`)).statusCode).toBe(200);
    const answer = await map();
    expect(answer.tasks.some((t) => t.task_id === b.task_id)).toBe(false);
    expect(answer.edges.some((e) => e.to_task_id === b.task_id)).toBe(false);
  });

  it('never shows another account’s tasks or links, and needs one account selected', async () => {
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const theirs = (await inHealth('POST', '/studio/tasks', { task_name: `Health map ${Date.now()}`, task_type: 'voice' })).json().data;
    const other = (await inHealth('POST', '/studio/tasks', { task_name: `Health map b ${Date.now()}`, task_type: 'voice' })).json().data;
    const main = (await inHealth('GET', `/node/canvas?task_id=${theirs.task_id}`)).json().data[0];
    const link = await inHealth('POST', '/node/nodes', {
      task_id: theirs.task_id,
      canvas_id: main.canvas_id,
      pid: main.first_node_id,
      node_type: 'link_task',
      config: { task_id: other.task_id },
    });
    expect(link.statusCode, link.body).toBe(201);

    const answer = await map();
    expect(answer.tasks.some((t) => t.task_id === theirs.task_id || t.task_id === other.task_id)).toBe(false);
    expect(answer.edges.some((e) => e.from_task_id === theirs.task_id || e.to_task_id === other.task_id)).toBe(false);
    const own = (await inHealth('GET', '/studio/tasks/map')).json().data as TaskMap;
    expect(own.edges).toEqual(
      expect.arrayContaining([expect.objectContaining({ from_task_id: theirs.task_id, to_task_id: other.task_id })]),
    );
    expect(own.tasks.every((t) => !answer.tasks.some((m) => m.task_id === t.task_id))).toBe(true);

    const everyAccount = await fx.s.call('GET', '/studio/tasks/map', {
      token: fx.token,
      selection: { spId: fx.ids.northwind, acId: 'all' } as never,
    });
    expect(everyAccount.statusCode).toBeGreaterThanOrEqual(400);
    expect(everyAccount.statusCode).toBeLessThan(500);
    const anonymous = await fx.s.call('GET', '/studio/tasks/map', {});
    expect(anonymous.statusCode).toBe(401);
  });
});
