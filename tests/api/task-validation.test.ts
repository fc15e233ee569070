import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

describe('GET /studio/task-validation/{id}', () => {
  it('the demo menu line has no errors', async () => {
    const list = (await h.call('GET', '/studio/tasks')).json().data as { task_id: number; task_name: string }[];
    const task = list.find((t) => t.task_name === 'Retail main line')!;
    const res = await h.call('GET', `/studio/task-validation/${task.task_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ task_id: task.task_id, valid: true });
    expect((await h.call('GET', `/studio/task-validation/get/${task.task_id}`)).json().data).toEqual(res.json().data);
  });

  it('reports node settings and branches without a terminal step on their nodes, errors first', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const prompt = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await h.prompt() });
    const bad = await h.call('GET', `/studio/task-validation/${t.task_id}`);
    expect(bad.json().data.problems).toEqual([
      {
        node_id: prompt.node_id,
        node_name: prompt.node_name,
        path: '',
        message: 'This branch ends without a terminal step.',
        severity: 'warning',
      },
    ]);
    await fx.s.db
      .updateTable('nodes')
      .set({ config: JSON.stringify({ prompt_id: 999999 }) })
      .where('node_id', '=', prompt.node_id)
      .execute();
    const data = (await h.call('GET', `/studio/task-validation/${t.task_id}`)).json().data;
    expect(data.valid).toBe(false);
    expect(data.problems[0]).toMatchObject({ node_id: prompt.node_id, path: 'prompt_id', severity: 'error' });
  });

  it("answers another account's task with 404 and lets a read-only user validate", async () => {
    const t = await h.task();
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    expect((await fx.s.call('GET', `/studio/task-validation/${t.task_id}`, { token: fx.token, selection: health })).statusCode).toBe(404);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect((await fx.s.call('GET', `/studio/task-validation/${t.task_id}`, { token: viewer, selection: fx.retail })).statusCode).toBe(200);
    expect((await h.call('GET', '/studio/task-validation/abc')).statusCode).toBe(422);
  });
});
