import { describe, expect, it } from 'vitest';
import { lit, variable } from '@shared/expr';
import { startSession, takeTurn } from '@shared/engine';
import { builder, engineDeps } from './support';

const prompts = {
  1: [
    { language: 'en-US', text: 'Hello {{7}}' },
    { language: 'de-DE', text: 'Hallo {{7}}' },
  ],
  2: [{ language: 'en-US', text: 'Press 1 or 2' }],
  3: [{ language: 'en-US', text: 'Sorry?' }],
};
const types = (events: { type: string }[]) => events.map((e) => e.type);

/** start → prompt → menu (1: variable → hangup; 2: decision → …; 0: goto menu; otherwise: hangup) */
function menuFlow() {
  const b = builder(1);
  const start = b.canvas();
  const hello = b.add(start, 'prompt', { prompt_id: 1 });
  const menu = b.add(hello, 'menu', {
    prompt_id: 2,
    keys: [
      { key: '1', label: 'A' },
      { key: '2', label: 'B' },
      { key: '0', label: 'Again' },
    ],
    no_match_prompt_id: 3,
    no_match_attempts: 1,
    no_input_attempts: 0,
  });
  const set = b.add(menu, 'variable', { variable_id: 8, value: lit('orders') }, 'key_1');
  const bye = b.add(set, 'hangup');
  const known = b.add(
    menu,
    'decision',
    {
      conditions: [
        { key: 'known', label: 'Known', condition: { kind: 'compare', operator: 'not_equal', left: variable(7), right: lit('') } },
      ],
    },
    'key_2',
  );
  const yes = b.add(known, 'prompt', { prompt_id: 1 }, 'known');
  const no = b.add(known, 'hangup', {}, 'otherwise');
  const again = b.add(menu, 'goto', { goto_node_id: menu }, 'key_0');
  const other = b.add(menu, 'hangup', {}, 'otherwise');
  return { b, start, hello, menu, set, bye, known, yes, no, again, other };
}

describe('the turn engine', () => {
  it('says the prompt in the session language with variables filled, then waits at the menu', async () => {
    const f = menuFlow();
    const { session, events } = await startSession(engineDeps([f.b.flow()], prompts), {
      taskId: 1,
      channel: 'voice',
      language: 'de-DE',
      variables: { 7: 'Ann' },
    });
    expect(session.status).toBe('waiting');
    expect(session.nodeId).toBe(f.menu);
    expect(events.find((e) => e.type === 'said')).toMatchObject({ text: 'Hallo Ann', language: 'de-DE', node_id: f.hello });
    expect(session.path).toEqual([f.start, f.hello, f.menu]);
  });

  it('follows the key pressed, sets the variable and ends by hanging up', async () => {
    const f = menuFlow();
    const deps = engineDeps([f.b.flow()], prompts);
    const first = await startSession(deps, { taskId: 1, channel: 'voice' });
    const { session, events } = await takeTurn(deps, first.session, { dtmf: '1' });
    expect(session.status).toBe('ended');
    expect(session.outcome).toBe('hangup');
    expect(session.variables[8]).toBe('orders');
    expect(types(events)).toEqual(['entered', 'variable_set', 'entered', 'hung_up', 'ended']);
    expect(events).toContainEqual({ type: 'variable_set', node_id: f.set, variable_id: 8, value: 'orders' });
    expect(session.path.slice(-2)).toEqual([f.set, f.bye]);
  });

  it('evaluates the decision: an empty variable follows Otherwise', async () => {
    const f = menuFlow();
    const deps = engineDeps([f.b.flow()], prompts);
    const first = await startSession(deps, { taskId: 1, channel: 'voice' });
    const { session } = await takeTurn(deps, first.session, { dtmf: '2' });
    expect(session.path.slice(-2)).toEqual([f.known, f.no]);
    const known = await startSession(deps, { taskId: 1, channel: 'voice', variables: { 7: 'Ann' } });
    const after = await takeTurn(deps, known.session, { dtmf: '2' });
    expect(after.session.path.slice(-2)).toEqual([f.known, f.yes]);
  });

  it('goto jumps back to the menu, which asks again', async () => {
    const f = menuFlow();
    const deps = engineDeps([f.b.flow()], prompts);
    const first = await startSession(deps, { taskId: 1, channel: 'voice' });
    const { session, events } = await takeTurn(deps, first.session, { dtmf: '0' });
    expect(session.status).toBe('waiting');
    expect(session.nodeId).toBe(f.menu);
    expect(session.path.slice(-2)).toEqual([f.again, f.menu]);
    expect(events.filter((e) => e.type === 'said')).toHaveLength(1);
  });

  it('no-match asks again with the no-match prompt, then follows Otherwise; no-input goes straight there', async () => {
    const f = menuFlow();
    const deps = engineDeps([f.b.flow()], prompts);
    const first = await startSession(deps, { taskId: 1, channel: 'voice' });
    const retry = await takeTurn(deps, first.session, { dtmf: '9' });
    expect(retry.session.status).toBe('waiting');
    expect(retry.events).toContainEqual({ type: 'said', node_id: f.menu, text: 'Sorry?', language: 'en-US' });
    const out = await takeTurn(deps, retry.session, { dtmf: '9' });
    expect(out.session.path.at(-1)).toBe(f.other);
    const silent = await takeTurn(deps, first.session, {});
    expect(silent.session.path.at(-1)).toBe(f.other);
  });

  it('no-input and no-match go to the no-input canvas when the task has one', async () => {
    const f = menuFlow();
    const handler = f.b.canvas('ni_nm_handler');
    const sorry = f.b.add(handler, 'hangup', { goodbye_prompt_id: 3 });
    const deps = engineDeps([f.b.flow()], prompts);
    const first = await startSession(deps, { taskId: 1, channel: 'voice' });
    const { session } = await takeTurn(deps, first.session, {});
    expect(session.path.slice(-2)).toEqual([handler, sorry]);
  });

  it('link_task runs the linked task and returns to continue after the link', async () => {
    const main = builder(1);
    const start = main.canvas();
    const link = main.add(start, 'link_task', { task_id: 2 });
    const after = main.add(link, 'hangup');
    const sub = builder(2);
    const subStart = sub.canvas();
    const subSet = sub.add(subStart, 'variable', { variable_id: 5, value: lit('from sub') });
    const { session } = await startSession(engineDeps([main.flow(), sub.flow()], prompts), { taskId: 1, channel: 'voice' });
    expect(session.path).toEqual([start, link, subStart, subSet, after]);
    expect(session.variables[5]).toBe('from sub');
    expect(session.outcome).toBe('hangup');
  });

  it('an error is reported on its node and the event-handler canvas takes over', async () => {
    const b = builder(1);
    const start = b.canvas();
    const broken = b.add(start, 'prompt', { prompt_id: 99 });
    const handler = b.canvas('event_handler');
    const apology = b.add(handler, 'hangup');
    const { session, events } = await startSession(engineDeps([b.flow()], prompts), { taskId: 1, channel: 'voice' });
    expect(events).toContainEqual({ type: 'error', node_id: broken, message: 'The prompt of this node does not exist.' });
    expect(session.path.slice(-2)).toEqual([handler, apology]);
    expect(session.outcome).toBe('hangup');
  });

  it('without an event-handler canvas an error ends the session with outcome error', async () => {
    const b = builder(1);
    const start = b.canvas();
    const link = b.add(start, 'link_task', { task_id: 404 });
    const { session, events } = await startSession(engineDeps([b.flow()], prompts), { taskId: 1, channel: 'voice' });
    expect(events.at(-2)).toEqual({ type: 'error', node_id: link, message: 'The linked task does not exist in this account.' });
    expect(session).toMatchObject({ status: 'ended', outcome: 'error' });
  });

  it('a node that jumps to itself ends after 10 visits in a row with a clear error', async () => {
    const b = builder(1);
    const start = b.canvas();
    const loop = b.add(start, 'goto');
    b.nodes.find((n) => n.node_id === loop)!.config.goto_node_id = loop;
    const { session, events } = await startSession(engineDeps([b.flow()], prompts), { taskId: 1, channel: 'voice' });
    expect(events.filter((e) => e.type === 'entered' && e.node_id === loop)).toHaveLength(10);
    expect(events).toContainEqual({ type: 'error', node_id: loop, message: 'The session ended: this node ran 10 times in a row.' });
    expect(session.outcome).toBe('error');
  });

  it('a loop through two nodes ends after 1,000 steps', async () => {
    const b = builder(1);
    const start = b.canvas();
    const set = b.add(start, 'comment', { text: 'loop' });
    const back = b.add(set, 'goto', { goto_node_id: set });
    const { session, events } = await startSession(engineDeps([b.flow()], prompts), { taskId: 1, channel: 'voice' });
    expect(session.steps).toBe(1000);
    expect(events.at(-2)).toMatchObject({ type: 'error', message: 'The session ended: it took more than 1,000 steps.' });
    expect([set, back]).toContain(events.at(-2)!.node_id);
  });

  it('a step that needs a telephone network says what a live call would do', async () => {
    const b = builder(1);
    const start = b.canvas();
    const check = b.add(start, 'biometrics', { speaker_id: '42' });
    const { events } = await startSession(engineDeps([b.flow()], prompts), { taskId: 1, channel: 'voice' });
    expect(events.find((e) => e.type === 'simulated')).toMatchObject({ node_id: check });
  });

  it('refuses a turn on a session that has ended', async () => {
    const b = builder(1);
    b.canvas();
    const deps = engineDeps([b.flow()], prompts);
    const { session } = await startSession(deps, { taskId: 1, channel: 'voice' });
    expect(session.status).toBe('ended');
    await expect(takeTurn(deps, session, { dtmf: '1' })).rejects.toThrow('The session has ended.');
  });
});
