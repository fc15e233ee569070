import { describe, expect, it } from 'vitest';
import { fn, lit } from '@shared/expr';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

describe('steps that use the server through the simulator', () => {
  it("a variable step calls the account's JavaScript function in the sandbox", async () => {
    const f = (
      await h.call('POST', '/javascriptfunction', {
        name: 'greet',
        function_return_type: 'STRING',
        javascript_function_parameters: [{ name: 'who' }],
        code: "return 'Hello ' + who;",
      })
    ).json().data;
    const v = (await h.call('POST', '/content/variables', { variable_name: 'greeting', variable_type: 'single_value' })).json().data;
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const set = await h.insert(t.task_id, canvas_id, start, 'variable', {
      variable_id: v.variable_id,
      value: fn(f.javascript_function_id, lit('Ann')),
    });
    const res = await h.call('POST', '/sim/sessions', { task_id: t.task_id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.variables.greeting).toBe('Hello Ann');
    expect(res.json().data.events).toContainEqual({
      type: 'variable_set',
      node_id: set.node_id,
      variable_id: v.variable_id,
      value: 'Hello Ann',
    });

    const broken = (
      await h.call('POST', '/javascriptfunction', { name: 'broken', function_return_type: 'STRING', code: "throw new Error('no way');" })
    ).json().data;
    const t2 = await h.task();
    const s2 = await h.start(t2.task_id);
    const bad = await h.insert(t2.task_id, s2.canvas_id, s2.start, 'variable', {
      variable_id: v.variable_id,
      value: fn(broken.javascript_function_id),
    });
    const failed = (await h.call('POST', '/sim/sessions', { task_id: t2.task_id })).json().data;
    expect(failed.status).toBe('ended');
    expect(failed.events).toContainEqual(
      expect.objectContaining({ type: 'error', node_id: bad.node_id, message: expect.stringContaining('no way') }),
    );
  });
});
