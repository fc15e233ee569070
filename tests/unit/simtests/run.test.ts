import { describe, expect, it } from 'vitest';
import { lit } from '@shared/expr';
import { resumeTurn, startSession, takeTurn } from '@shared/engine';
import { runFlowTest, type RunnableTest } from '@shared/simtests/run';
import { builder, engineDeps } from '../engine/support';

/** start → hello → menu (1: set choice → bye; otherwise: bye) */
function flow() {
  const b = builder(1);
  const start = b.canvas();
  const hello = b.add(start, 'prompt', { prompt_id: 1 }, undefined, 'Hello');
  const menu = b.add(hello, 'menu', { prompt_id: 2, keys: [{ key: '1', label: 'One' }] }, undefined, 'Menu');
  const set = b.add(menu, 'variable', { variable_id: 8, value: lit('one') }, 'key_1', 'Set');
  const bye = b.add(set, 'hangup', {}, undefined, 'Bye');
  b.add(menu, 'hangup', {}, 'otherwise', 'Other');
  const deps = engineDeps([b.flow()], { 1: [{ language: 'en-US', text: 'Hello there' }], 2: [{ language: 'en-US', text: 'Press 1' }] });
  return { deps, start, hello, menu, set, bye };
}

const test = (steps: RunnableTest['steps']): RunnableTest => ({
  test_id: 1,
  test_name: 'T',
  channel: null,
  start_node_id: null,
  variables: {},
  pins: {},
  steps,
});

describe('running a flow test', () => {
  const f = flow();
  const deps = {
    engine: f.deps,
    taskId: 1,
    taskType: 'voice' as const,
    variables: new Map([['choice', 8]]),
    nodeLabel: (id: number | null) => `#${id}`,
  };

  it('plays inputs and checks expectations in order', async () => {
    const result = await runFlowTest(
      deps,
      test([
        { kind: 'said', text: 'hello' },
        { kind: 'reached', node_id: f.menu },
        { kind: 'input', dtmf: '1' },
        { kind: 'variable', name: 'choice', value: 'one' },
        { kind: 'ended', outcome: 'hangup' },
      ]),
    );
    expect(result).toMatchObject({ passed: true, failed_step: null, failed_node_id: null });
    expect(result.steps.map((s) => s.passed)).toEqual([true, true, true, true, true]);
    expect(result.path).toEqual([f.start, f.hello, f.menu, f.set, f.bye]);
  });

  it('stops at the first failing step; an input after the end fails', async () => {
    const failed = await runFlowTest(
      deps,
      test([
        { kind: 'input', dtmf: '1' },
        { kind: 'ended', outcome: 'completed' },
        { kind: 'said', text: 'never checked' },
      ]),
    );
    expect(failed).toMatchObject({ passed: false, failed_step: 1, failed_node_id: f.bye });
    expect(failed.steps).toHaveLength(2);
    const late = await runFlowTest(
      deps,
      test([
        { kind: 'input', dtmf: '1' },
        { kind: 'input', dtmf: '1' },
      ]),
    );
    expect(late.steps[1]).toMatchObject({ passed: false, message: 'The session ended before this input.' });
  });
});

describe('a pause in a flow test (simulated time: the runner fires timers, it does not sleep)', () => {
  /** start → sleep 2 min → "After the nap" → hang-up (a workflow). */
  function sleepy() {
    const b = builder(1);
    const start = b.canvas();
    const nap = b.add(start, 'sleep', { duration_minutes: 2 }, undefined, 'Nap');
    const after = b.add(nap, 'prompt', { prompt_id: 1 }, undefined, 'After');
    b.add(after, 'hangup', {}, undefined, 'Bye');
    return { deps: engineDeps([b.flow()], { 1: [{ language: 'en-US', text: 'After the nap' }] }), nap, after };
  }
  const s = sleepy();
  const deps = {
    engine: s.deps,
    taskId: 1,
    taskType: 'workflow' as const,
    variables: new Map<string, number>(),
    nodeLabel: (id: number | null) => `#${id}`,
  };

  it('a timer that runs out within the pause fires at once; pauses add up until it does', async () => {
    const started = Date.now();
    const fired = await runFlowTest(
      deps,
      test([{ kind: 'wait', seconds: 120 }, { kind: 'said', text: 'after the nap' }, { kind: 'ended' }]),
    );
    expect(fired).toMatchObject({ passed: true });
    expect(Date.now() - started).toBeLessThan(5_000);
    const split = await runFlowTest(
      deps,
      test([
        { kind: 'wait', seconds: 60 },
        { kind: 'reached', node_id: s.after },
      ]),
    );
    expect(split).toMatchObject({ passed: false, failed_step: 1, failed_node_id: s.after });
    const added = await runFlowTest(
      deps,
      test([{ kind: 'wait', seconds: 60 }, { kind: 'wait', seconds: 60 }, { kind: 'reached', node_id: s.after }, { kind: 'ended' }]),
    );
    expect(added).toMatchObject({ passed: true });
  });

  it("a menu's no-input timeout fires in a pause as silence would", async () => {
    const f = flow();
    const voice = {
      engine: f.deps,
      taskId: 1,
      taskType: 'voice' as const,
      variables: new Map([['choice', 8]]),
      nodeLabel: (id: number | null) => `#${id}`,
    };
    const short = await runFlowTest(voice, test([{ kind: 'wait', seconds: 1 }, { kind: 'ended' }]));
    expect(short).toMatchObject({ passed: false, failed_step: 1 });
    const long = await runFlowTest(voice, test([{ kind: 'wait', seconds: 600 }, { kind: 'ended' }]));
    expect(long).toMatchObject({ passed: true });
  });
});

describe('the engine stops where the simulator asks', () => {
  const f = flow();
  it('before a breakpoint node, and resumes into it without stopping again', async () => {
    const first = await startSession(f.deps, { taskId: 1, channel: 'voice', breakpoints: [f.menu] });
    expect(first.session).toMatchObject({ status: 'waiting', pausedAt: f.menu, waiting: null });
    expect(first.events.at(-1)).toEqual({ type: 'paused', node_id: f.menu, reason: 'breakpoint' });
    const resumed = await resumeTurn(f.deps, first.session);
    expect(resumed.session).toMatchObject({ status: 'waiting', pausedAt: null, nodeId: f.menu, waiting: { input: 'dtmf' } });
  });

  it('one node per step, also after an input', async () => {
    const first = await startSession(f.deps, { taskId: 1, channel: 'voice', step: true });
    expect(first.session.pausedAt).toBe(f.start);
    const a = await resumeTurn(f.deps, first.session, { step: true });
    expect(a.session.pausedAt).toBe(f.hello);
    const b = await resumeTurn(f.deps, a.session, { step: true });
    expect(b.session.pausedAt).toBe(f.menu);
    const atMenu = await resumeTurn(f.deps, b.session);
    const keyed = await takeTurn(f.deps, atMenu.session, { dtmf: '1' }, { step: true });
    expect(keyed.session.pausedAt).toBe(f.set);
  });
});
