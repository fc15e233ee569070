import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

const said = (events: { type: string; text?: string }[]) => events.filter((e) => e.type === 'said').map((e) => e.text);

/** A task: start → a prompt → a menu with the same prompt (the session waits there). */
async function greetingTask() {
  const t = await h.task();
  const { canvas_id, start } = await h.start(t.task_id);
  const promptId = await h.prompt('Kept greeting');
  const greeting = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: promptId });
  await h.insert(t.task_id, canvas_id, greeting.node_id, 'menu', { prompt_id: promptId });
  return { taskId: t.task_id, promptId, greeting };
}

const startSession = async (taskId: number, body: Record<string, unknown> = {}) => {
  const res = await h.call('POST', '/sim/sessions', { task_id: taskId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

// Each turn's task, prompts and variables are kept between turns: what was saved last is what runs next.
describe('what the simulator keeps between turns', () => {
  it('a prompt saved with new words, then a node given another prompt: the next session says them', async () => {
    const { taskId, promptId, greeting } = await greetingTask();
    expect(said((await startSession(taskId)).events)).toEqual(['Hello', 'Hello']);

    const saved = await h.call('PUT', `/prompt/prompts/${promptId}`, { texts: [{ language: 'en-US', text: 'Welcome back' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(said((await startSession(taskId)).events)).toEqual(['Welcome back', 'Welcome back']);

    const other = await h.prompt('Kept other');
    await h.call('PUT', `/prompt/prompts/${other}`, { texts: [{ language: 'en-US', text: 'Another greeting' }] });
    const edited = await h.call('PUT', `/node/nodes/${greeting.node_id}`, { config: { prompt_id: other } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(said((await startSession(taskId)).events)).toEqual(['Another greeting', 'Welcome back']);
  });

  it('a variable renamed between two turns answers by its new name', async () => {
    const { taskId } = await greetingTask();
    const made = await h.call('POST', '/content/variables', { variable_name: 'kept_caller', variable_type: 'single_value' });
    expect(made.statusCode, made.body).toBe(201);
    const variableId = made.json().data.variable_id;
    const first = await startSession(taskId, { variables: { kept_caller: 'Ann' } });
    expect(first.variables.kept_caller).toBe('Ann');

    const renamed = await h.call('PUT', `/content/variables/${variableId}`, { variable_name: 'kept_renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const read = (await h.call('GET', `/sim/sessions/${first.session_id}`)).json().data;
    expect(read.variables).toMatchObject({ kept_renamed: 'Ann' });
    expect(read.variables).not.toHaveProperty('kept_caller');
  });

  it("a task another account has run is still missing to this one, and a session of one account is not another's", async () => {
    const { taskId } = await greetingTask();
    const own = await startSession(taskId);
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const theirs = await fx.s.call('POST', '/sim/sessions', { token: fx.token, selection: health, body: { task_id: taskId } });
    expect(theirs.statusCode).toBe(404);
    const input = await fx.s.call('POST', `/sim/sessions/${own.session_id}/input`, {
      token: fx.token,
      selection: health,
      body: { dtmf: '1' },
    });
    expect(input.statusCode).toBe(404);
    const count = await fx.s.db.selectFrom('engine_sessions').select('session_id').where('task_id', '=', taskId).execute();
    expect(count).toHaveLength(1);
  });
});
