import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

describe('tenancy and permissions of the call-flow calls', () => {
  it('answers ids of another account with 404 and changes nothing there', async () => {
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const task = (await inHealth('POST', '/studio/tasks', { task_name: 'Health line', task_type: 'voice' })).json().data;
    const main = (await inHealth('GET', `/node/canvas?task_id=${task.task_id}`)).json().data[0];
    const node = (
      await inHealth('POST', '/node/nodes', {
        task_id: task.task_id,
        canvas_id: main.canvas_id,
        pid: main.first_node_id,
        node_type: 'hangup',
      })
    ).json().node.data;
    const before = await h.stored(task.task_id);
    const mine = await h.task();
    const { canvas_id, start } = await h.start(mine.task_id);

    const attempts: [string, string, unknown?][] = [
      ['GET', `/studio/tasks/${task.task_id}`],
      ['PUT', `/studio/tasks/${task.task_id}`, { task_name: 'Taken over' }],
      ['DELETE', `/studio/tasks/${task.task_id}`],
      ['POST', `/studio/tasks/duplicate/${task.task_id}`],
      ['GET', `/studio/tasks/get-link-task-list/${task.task_id}`],
      ['GET', `/node/nodes?task_id=${task.task_id}`],
      ['GET', `/node/task/${node.node_id}`],
      ['GET', `/node/canvas?task_id=${task.task_id}`],
      ['POST', '/node/canvas', { task_id: task.task_id, canvas_name: 'Intruder' }],
      ['PUT', `/node/canvas/${main.canvas_id}`, { canvas_name: 'Intruder' }],
      ['DELETE', `/node/canvas/${main.canvas_id}`],
      ['POST', '/node/nodes', { task_id: task.task_id, canvas_id: main.canvas_id, pid: node.node_id, node_type: 'hangup' }],
      ['PUT', `/node/nodes/${node.node_id}`, { node_name: 'Intruder' }],
      ['DELETE', `/node/nodes/${node.node_id}?delete_type=delete_node`],
      ['POST', '/node/unlink', { unlink_node_id: node.node_id, unlink_type: 'unlink_node', task_id: task.task_id }],
      [
        'POST',
        '/node/copy',
        {
          task_id: mine.task_id,
          copy_node_id: node.node_id,
          copy_type: 'copy_node',
          pid: start,
          from_canvas_id: main.canvas_id,
          to_canvas_id: canvas_id,
        },
      ],
      [
        'POST',
        '/node/copy',
        { task_id: task.task_id, copy_node_id: start, copy_type: 'copy_node', pid: node.node_id, from_canvas_id: canvas_id },
      ],
      ['POST', '/node/validate-task-id-for-recursion', { from_task_id: mine.task_id, to_task_id: task.task_id }],
      ['GET', `/studio/task-edit-histories/${task.task_id}`],
      ['POST', `/studio/task-edit-histories/${task.task_id}/undo`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await h.call(method, url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
    }
    // a link_task node may not point at another account's task
    const link = await h.add({ task_id: mine.task_id, canvas_id, pid: start, node_type: 'link_task', config: { task_id: task.task_id } });
    expect(link.json().message).toBe('task_id: The selected task no longer exists.');
    expect(await h.stored(task.task_id)).toEqual(before);
    expect((await inHealth('GET', `/studio/tasks/${task.task_id}`)).json().data.task_name).toBe('Health line');
  });

  it("refuses another account's scope header with 403", async () => {
    const bluebird = { spId: fx.ids.bluebird, acId: fx.ids.support };
    const res = await fx.s.call('GET', '/studio/tasks', { token: fx.token, selection: bluebird });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have access to this scope.');
    const all = await fx.s.call('GET', '/studio/tasks', { token: fx.token, selection: { spId: fx.ids.northwind, acId: 'all' } });
    expect(all.statusCode).toBe(403);
  });

  it('lets a read-only user read a task but refuses every change', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const as = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await as('GET', `/node/nodes?task_id=${t.task_id}`)).statusCode).toBe(200);
    expect((await as('GET', `/studio/tasks/${t.task_id}`)).statusCode).toBe(200);
    const before = await h.stored(t.task_id);
    for (const [method, url, body] of [
      ['POST', '/node/nodes', { task_id: t.task_id, canvas_id, pid: start, node_type: 'hangup' }],
      ['PUT', `/studio/tasks/${t.task_id}`, { is_favorite: 1 }],
      ['DELETE', `/node/nodes/${start}?delete_type=delete_node`],
      ['POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'No' }],
      ['POST', `/studio/task-edit-histories/${t.task_id}/undo`],
      ['POST', '/studio/tasks', { task_name: 'Viewer task', task_type: 'voice' }],
    ] as const) {
      const res = await as(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(
        'This feature is either not provisioned in your business plan or you do not have permission to view it.',
      );
    }
    expect(await h.stored(t.task_id)).toEqual(before);
  });

  it('keeps node-type records to the system role and merges them into the offer', async () => {
    expect((await h.call('GET', '/node/node-types')).statusCode).toBe(403);
    const system = await fx.s.login('system@studio.test');
    const sys = (method: string, url: string, body?: unknown) =>
      fx.s.call(method, url, { token: system, selection: { spId: 'all', acId: 'all' }, body });
    const list = (await sys('GET', '/node/node-types')).json().data;
    expect(list.find((r: { node_type: string }) => r.node_type === 'menu')).toEqual({
      node_type: 'menu',
      category: 'multiple_child',
      LABEL: 'Menu',
      AVAILABLE_TO_ALL_PLANS: 0,
      HIDE_NODE_TASK_OVERRIDE: [],
      DROP_RULES: {},
    });
    const created = await sys('POST', '/node/node-types', {
      node_type: 'menu',
      category: 'multiple_child',
      LABEL: 'IVR Menu',
      AVAILABLE_TO_ALL_PLANS: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await sys('PUT', '/node/node-types/menu', { HIDE_NODE_TASK_OVERRIDE: ['messaging'] })).json().data).toMatchObject({
      LABEL: 'IVR Menu',
      AVAILABLE_TO_ALL_PLANS: 1,
      HIDE_NODE_TASK_OVERRIDE: ['messaging'],
    });
    expect((await sys('POST', '/node/node-types', { node_type: 'nonexistent', category: 'one_child', LABEL: 'X' })).statusCode).toBe(422);
    expect((await sys('PUT', '/node/node-types/menu', { category: 'no_child' })).statusCode).toBe(422);

    const ac = fx.retail.acId as number;
    // The account's plan allows prompt only (its node types are materialised from its plans).
    const planned = await fx.s.db
      .selectFrom('enabled_node_types')
      .select(['sp_id', 'ac_id', 'node_type'])
      .where('ac_id', '=', ac)
      .execute();
    await fx.s.db.deleteFrom('enabled_node_types').where('ac_id', '=', ac).execute();
    await fx.s.db.insertInto('enabled_node_types').values({ sp_id: fx.ids.northwind, ac_id: ac, node_type: 'prompt' }).execute();
    try {
      const offered = async (task_type: string) => (await h.call('POST', '/billing/ac-node-types', { task_type })).json().data;
      expect(await offered('voice')).toEqual(['prompt', 'menu']);
      expect(await offered('messaging')).toEqual(['prompt']);
    } finally {
      await fx.s.db.deleteFrom('enabled_node_types').where('ac_id', '=', ac).execute();
      await fx.s.db.insertInto('enabled_node_types').values(planned).execute();
    }
    expect((await sys('DELETE', '/node/node-types/menu')).json().data).toMatchObject({ LABEL: 'Menu', AVAILABLE_TO_ALL_PLANS: 0 });
    expect((await sys('DELETE', '/node/node-types/unknown')).statusCode).toBe(404);
  });
});
