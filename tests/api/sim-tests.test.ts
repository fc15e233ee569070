import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

async function taskNamed(name: string, call = h.call) {
  const list = (await call('GET', '/studio/tasks?task_type=all')).json().data as { task_id: number; task_name: string }[];
  const task = list.find((t) => t.task_name === name)!;
  const nodes = await h.nodes(task.task_id);
  return { taskId: task.task_id, node: (n: string) => nodes.find((x) => x.node_name === n)!.node_id };
}

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

describe('flow tests', () => {
  it("every demo task's tests pass through POST /sim/tests/run (both demo accounts)", async () => {
    let total = 0;
    for (const selection of [fx.retail, { spId: fx.ids.northwind, acId: fx.ids.health }]) {
      const call = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection, body });
      const tasks = (await call('GET', '/studio/tasks?task_type=all')).json().data as { task_id: number }[];
      for (const { task_id } of tasks) {
        const run = await call('POST', '/sim/tests/run', { task_id });
        expect(run.statusCode, run.body).toBe(200);
        const data = run.json().data;
        expect(data.results.filter((r: { passed: boolean }) => !r.passed)).toEqual([]);
        expect(data).toMatchObject({ task_id, failed: 0, passed: data.results.length });
        total += data.results.length;
      }
    }
    expect(total).toBeGreaterThanOrEqual(7);
  });

  it('creates, lists, edits and deletes a test; a failing expectation names its step and node', async () => {
    const { taskId, node } = await taskNamed('Retail main line');
    const name = unique('Orders');
    const created = await h.call('POST', '/sim/tests', {
      task_id: taskId,
      test_name: name,
      steps: [
        { kind: 'input', dtmf: '1' },
        { kind: 'said', text: 'goodbye' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const test = created.json().data;
    expect(test).toMatchObject({ task_id: taskId, test_name: name, channel: null, start_node_id: null, variables: {}, pins: {} });
    const list = (await h.call('GET', `/sim/tests?task_id=${taskId}`)).json().data as { test_name: string }[];
    expect(list.map((t) => t.test_name)).toContain(name);

    const wrong = await h.call('PUT', `/sim/tests/${test.test_id}`, {
      steps: [
        { kind: 'input', dtmf: '1' },
        { kind: 'variable', name: 'menu_choice', value: 'returns' },
      ],
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json().data.test_name).toBe(name);
    const run = (await h.call('POST', '/sim/tests/run', { task_id: taskId, test_ids: [test.test_id] })).json().data;
    expect(run).toMatchObject({ passed: 0, failed: 1 });
    expect(run.results[0]).toMatchObject({ passed: false, failed_step: 1, failed_node_id: expect.any(Number) });
    expect(run.results[0].steps[1].message).toBe("Expected menu_choice to be 'returns'; it is 'orders'.");

    const notThere = await h.call('PUT', `/sim/tests/${test.test_id}`, {
      steps: [
        { kind: 'input', dtmf: '2' },
        { kind: 'reached', node_id: node('Order status') },
      ],
    });
    const missed = (await h.call('POST', '/sim/tests/run', { task_id: taskId, test_ids: [notThere.json().data.test_id] })).json().data
      .results[0];
    expect(missed).toMatchObject({ passed: false, failed_step: 1, failed_node_id: node('Order status') });
    expect(missed.steps[1].message).toBe(`Expected the flow to reach Order status (#${node('Order status')}); it did not.`);

    const del = await h.call('DELETE', `/sim/tests/${test.test_id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await h.call('GET', `/sim/tests?task_id=${taskId}`)).json().data.map((t: { test_id: number }) => t.test_id)).not.toContain(
      test.test_id,
    );
  });

  it("expresses a pause: the sleep's timer fires within it at once (simulated time), a shorter one leaves the session waiting; a pause of 0 s is 422", async () => {
    const t = await h.task('workflow');
    const { canvas_id, start } = await h.start(t.task_id);
    const nap = await h.insert(t.task_id, canvas_id, start, 'sleep', { duration_minutes: 10 });
    // A sleep is a leaf: once its timer fires the workflow goes on to nothing, and ends.
    const make = async (seconds: number) =>
      (
        await h.call('POST', '/sim/tests', {
          task_id: t.task_id,
          test_name: unique('Nap'),
          steps: [
            { kind: 'reached', node_id: nap.node_id },
            { kind: 'wait', seconds },
            { kind: 'ended', outcome: 'completed' },
          ],
        })
      ).json().data.test_id as number;
    const long = await make(600);
    const short = await make(599);
    const started = Date.now();
    const run = (await h.call('POST', '/sim/tests/run', { task_id: t.task_id, test_ids: [long, short] })).json().data;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(
      run.results.find((r: { test_id: number }) => r.test_id === long),
      JSON.stringify(run.results),
    ).toMatchObject({ passed: true });
    expect(run.results.find((r: { test_id: number }) => r.test_id === short)).toMatchObject({
      passed: false,
      failed_step: 2,
      failed_node_id: nap.node_id,
    });
    const bad = await h.call('POST', '/sim/tests', { task_id: t.task_id, test_name: unique('Nap'), steps: [{ kind: 'wait', seconds: 0 }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toContain('steps.0.seconds');
  });

  it('refuses bad tests with 422 and the reason, and stores nothing', async () => {
    const { taskId } = await taskNamed('Retail main line');
    const count = async () => (await h.call('GET', `/sim/tests?task_id=${taskId}`)).json().data.length as number;
    const before = await count();
    const bad = async (body: Record<string, unknown>) =>
      h.call('POST', '/sim/tests', { task_id: taskId, test_name: unique('Bad'), steps: [{ kind: 'ended' }], ...body });
    const noVariable = await bad({ steps: [{ kind: 'variable', name: 'nobody', value: '1' }] });
    expect(noVariable.statusCode).toBe(422);
    expect(noVariable.json().message).toBe("There is no variable named 'nobody'.");
    expect(noVariable.json().errors).toEqual(["steps.0.name: There is no variable named 'nobody'."]);
    const otherNode = await bad({ steps: [{ kind: 'reached', node_id: 999999 }] });
    expect(otherNode.statusCode).toBe(422);
    expect(otherNode.json().message).toBe('This node is not in the task.');
    expect((await bad({ steps: [] })).statusCode).toBe(422);
    expect((await bad({ steps: [{ kind: 'input', dtmf: 'x' }] })).statusCode).toBe(422);
    expect((await bad({ test_name: '' })).statusCode).toBe(422);
    const name = unique('Twice');
    expect((await bad({ test_name: name })).statusCode).toBe(201);
    const twice = await bad({ test_name: name });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('The name has already been taken.');
    expect(await count()).toBe(before + 1);
  });

  it("answers another account's task and tests with 404 (403 outside the provider), and changes nothing", async () => {
    const { taskId } = await taskNamed('Retail main line');
    const mine = (await h.call('POST', '/sim/tests', { task_id: taskId, test_name: unique('Mine'), steps: [{ kind: 'ended' }] })).json()
      .data;
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    expect((await inHealth('POST', '/sim/tests/run', { task_id: taskId })).statusCode).toBe(404);
    expect(
      (await inHealth('POST', '/sim/tests', { task_id: taskId, test_name: unique('Theirs'), steps: [{ kind: 'ended' }] })).statusCode,
    ).toBe(404);
    expect((await inHealth('GET', `/sim/tests/${mine.test_id}`)).statusCode).toBe(404);
    expect((await inHealth('PUT', `/sim/tests/${mine.test_id}`, { test_name: 'Taken over' })).statusCode).toBe(404);
    expect((await inHealth('DELETE', `/sim/tests/${mine.test_id}`)).statusCode).toBe(404);
    expect((await inHealth('GET', `/sim/tests?task_id=${taskId}`)).json().data).toEqual([]);
    const bluebird = { spId: fx.ids.bluebird, acId: fx.ids.support };
    expect(
      (await fx.s.call('POST', '/sim/tests/run', { token: fx.token, selection: bluebird, body: { task_id: taskId } })).statusCode,
    ).toBe(403);
    expect((await h.call('GET', `/sim/tests/${mine.test_id}`)).json().data.test_name).toBe(mine.test_name);
  });

  it('lets a read-only user list and run tests but not change them', async () => {
    const { taskId } = await taskNamed('Retail main line');
    const mine = (await h.call('POST', '/sim/tests', { task_id: taskId, test_name: unique('Viewer'), steps: [{ kind: 'ended' }] })).json()
      .data;
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const as = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await as('GET', `/sim/tests?task_id=${taskId}`)).statusCode).toBe(200);
    const run = await as('POST', '/sim/tests/run', { task_id: taskId, test_ids: [mine.test_id] });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.results[0]).toMatchObject({ passed: false, failed_step: 0 });
    expect((await as('POST', '/sim/tests', { task_id: taskId, test_name: unique('No'), steps: [{ kind: 'ended' }] })).statusCode).toBe(403);
    expect((await as('PUT', `/sim/tests/${mine.test_id}`, { test_name: 'Renamed' })).statusCode).toBe(403);
    expect((await as('DELETE', `/sim/tests/${mine.test_id}`)).statusCode).toBe(403);
    expect((await h.call('GET', `/sim/tests/${mine.test_id}`)).json().data.test_name).toBe(mine.test_name);
  });
});
