import { describe, expect, it } from 'vitest';
import { call, lit, variable } from '@shared/expr';
import { startSession } from '@shared/engine';
import { limits } from '@shared/limits';
import { builder, engineDeps } from './support';

const errors = (events: { type: string }[]) => events.filter((e) => e.type === 'error');

describe('a session stays within its bounds and never holds the event loop', () => {
  it('a value past the bound fails its node with a clear error; nothing oversized is kept', async () => {
    const b = builder(1);
    const set = b.add(b.canvas(), 'variable', { variable_id: 8, value: call('lpad', lit('x'), lit(10_000_000), lit('ab')) });
    const { session, events } = await startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'voice' });
    expect(session.status).toBe('ended');
    expect(errors(events)).toEqual([
      { type: 'error', node_id: set, message: 'The value is too long: 10,000,000 characters, at most 100,000.' },
    ]);
    expect(session.variables[8]).toBeUndefined();
  });

  it('a prompt whose filled-in text would pass the bound fails its node', async () => {
    const b = builder(1);
    const say = b.add(b.canvas(), 'prompt', { prompt_id: 1 });
    const prompts = { 1: [{ language: 'en-US', text: '{{8}}{{8}}{{8}}' }] };
    const { events } = await startSession(engineDeps([b.flow()], prompts), {
      taskId: 1,
      channel: 'voice',
      variables: { 8: 'x'.repeat(40_000) },
    });
    expect(errors(events)).toEqual([
      { type: 'error', node_id: say, message: 'The value is too long: 120,000 characters, at most 100,000.' },
    ]);
  });

  it('a loop that keeps large values ends once the transcript holds more than the session bound', async () => {
    const b = builder(1);
    const set = b.add(b.canvas(), 'variable', { variable_id: 8, value: call('lpad', variable(9), lit(90_000), lit('ab')) });
    b.add(set, 'goto', { goto_node_id: set });
    const { session, events } = await startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'voice', variables: { 9: 'x' } });
    const max = limits.flow.maxSessionSize;
    expect(errors(events)).toEqual([
      {
        type: 'error',
        node_id: set,
        message: `The session ended: it holds more than ${max.toLocaleString('en-US')} characters of values and events.`,
      },
    ]);
    expect(session.size).toBeLessThanOrEqual(max);
    expect(events.filter((e) => e.type === 'variable_set').length).toBe(Math.floor(max / 90_050));
  });

  it('a turn that works for long gives the event loop back between its steps and operations', async () => {
    const b = builder(1);
    // Each step matches a long text many times: together far more than one slice of work.
    const work = call('concat', ...Array.from({ length: 10 }, () => call('matches_regex', variable(9), lit('/(\\d+)x/'))));
    let node = b.add(b.canvas(), 'variable', { variable_id: 8, value: work });
    for (let i = 0; i < 2; i += 1) node = b.add(node, 'variable', { variable_id: 8, value: work });
    const order: string[] = [];
    const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('timer')), 0));
    const turn = startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'voice', variables: { 9: `${'1'.repeat(90_000)}x` } }).then(
      (r) => {
        order.push('turn');
        return r;
      },
    );
    const [{ session }] = await Promise.all([turn, timer]);
    expect(session.outcome).toBe('completed');
    expect(order).toEqual(['timer', 'turn']);
  });
});
