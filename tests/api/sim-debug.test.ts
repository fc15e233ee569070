import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

async function mainLine() {
  const list = (await h.call('GET', '/studio/tasks')).json().data as { task_id: number; task_name: string }[];
  const task = list.find((t) => t.task_name === 'Retail main line')!;
  const nodes = await h.nodes(task.task_id);
  return { taskId: task.task_id, node: (n: string) => nodes.find((x) => x.node_name === n)!.node_id };
}
const entered = (events: { type: string; node_name?: string }[]) => events.filter((e) => e.type === 'entered').map((e) => e.node_name);

describe('the simulator: breakpoints, step, continue', () => {
  it('stops before a breakpoint node, refuses input while paused, and continues past it', async () => {
    const { taskId, node } = await mainLine();
    const first = (await h.call('POST', '/sim/sessions', { task_id: taskId, breakpoints: [node('Returns policy')] })).json().data;
    expect(first).toMatchObject({ status: 'waiting', node_id: node('Main menu'), paused_at: null });
    const input = (await h.call('POST', `/sim/sessions/${first.session_id}/input`, { dtmf: '2' })).json().data;
    expect(input).toMatchObject({ status: 'waiting', node_id: node('Returns policy'), paused_at: node('Returns policy') });
    expect(entered(input.events)).toEqual(['Known customer?']);
    expect(input.events.at(-1)).toMatchObject({ type: 'paused', reason: 'breakpoint', node_id: node('Returns policy') });

    const refused = await h.call('POST', `/sim/sessions/${first.session_id}/input`, { dtmf: '1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The session is paused before a node: continue or step it first.');

    const on = (await h.call('POST', `/sim/sessions/${first.session_id}/input`, { run: 'continue' })).json().data;
    expect(entered(on.events)).toEqual(['Returns policy', 'Goodbye']);
    expect(on).toMatchObject({ status: 'ended', paused_at: null });
  });

  it('steps one node at a time from the start, and breakpoints can change between turns', async () => {
    const { taskId, node } = await mainLine();
    const first = (await h.call('POST', '/sim/sessions', { task_id: taskId, run: 'step' })).json().data;
    expect(first.events).toEqual([expect.objectContaining({ type: 'paused', reason: 'step' })]);
    const id = first.session_id;
    const step = async (body: Record<string, unknown> = { run: 'step' }) =>
      (await h.call('POST', `/sim/sessions/${id}/input`, body)).json().data;
    expect(entered((await step()).events)).toEqual(['Start']);
    const welcome = await step();
    expect(entered(welcome.events)).toEqual(['Welcome']);
    expect(welcome.events.some((e: { type: string }) => e.type === 'said')).toBe(true);
    expect(welcome.paused_at).toBe(node('Main menu'));
    const menu = await step({ run: 'continue' });
    expect(menu).toMatchObject({ node_id: node('Main menu'), paused_at: null });
    const afterKey = await step({ dtmf: '1', breakpoints: [node('Order status')] });
    expect(entered(afterKey.events)).toEqual(['Note order enquiry']);
    expect(afterKey.paused_at).toBe(node('Order status'));
  });
});

describe('the simulator: pinned web-service answers and the watch', () => {
  it('a pinned answer stands in for the request of its node, and secure values read as the mask', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const name = `sim_pin_${Math.random().toString(36).slice(2, 7)}`;
    const v = (await h.call('POST', '/content/variables', { variable_name: name, variable_type: 'single_value' })).json().data.variable_id;
    const secret = (await h.call('POST', '/content/variables', { variable_name: `${name}_pin`, variable_type: 'secure' })).json().data
      .variable_id;
    const ws = await h.insert(t.task_id, canvas_id, start, 'web_service', {
      action_name: 'Look up',
      request: { method: 'GET', url: 'https://unreachable.invalid/orders', headers: [], body: '', timeout_seconds: 2 },
      response_mappings: [
        { source: 'status', variable_id: v },
        { source: 'pin', variable_id: secret },
      ],
    });
    const pins = { [ws.node_id]: { status: 200, body: '{"status":"shipped","pin":"4321"}' } };
    const s = await h.call('POST', '/sim/sessions', { task_id: t.task_id, pins });
    expect(s.statusCode, s.body).toBe(201);
    const data = s.json().data;
    expect(data.events).toContainEqual(expect.objectContaining({ type: 'request', status: 200, node_id: ws.node_id }));
    expect(data.variables[name]).toBe('shipped');
    expect(data.variables[`${name}_pin`]).toBe('********');
    expect(JSON.stringify(data)).not.toContain('4321');

    const bad = await h.call('POST', '/sim/sessions', { task_id: t.task_id, pins: { abc: { status: 200, body: '' } } });
    expect(bad.statusCode).toBe(422);
  });
});
