import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

describe('GET /studio/locate: the account of a linked task or node', () => {
  it('names the account under "All accounts", and only among the accounts the user may see', async () => {
    const task = await h.task();
    const { canvas_id, start } = await h.start(task.task_id);
    const node = await h.insert(task.task_id, canvas_id, start, 'hangup');
    const all = { spId: fx.ids.northwind, acId: 'all' as const };
    const locate = (query: string, token = fx.token, selection: { spId: number; acId: number | 'all' } = all) =>
      fx.s.call('GET', `/studio/locate?${query}`, { token, selection });
    const where = { ac_id: fx.ids.retail, sp_id: fx.ids.northwind };
    expect((await locate(`task_id=${task.task_id}`)).json().data).toEqual(where);
    expect((await locate(`node_id=${node.node_id}`)).json().data).toEqual(where);
    expect((await locate('task_id=999999')).statusCode).toBe(404);

    // The viewer sees Northwind Retail only: a task of Northwind Health is not found for them.
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const other = (
      await fx.s.call('POST', '/studio/tasks', {
        token: fx.token,
        selection: health,
        body: { task_name: 'Located elsewhere', task_type: 'voice' },
      })
    ).json().data;
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const retail = { spId: fx.ids.northwind, acId: fx.ids.retail };
    expect((await locate(`task_id=${other.task_id}`, viewer, retail)).statusCode).toBe(404);
    expect((await locate(`task_id=${task.task_id}`, viewer, retail)).json().data).toEqual(where);
  });
});
