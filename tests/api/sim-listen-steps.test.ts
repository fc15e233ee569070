import { describe, expect, it } from 'vitest';
import { demoIds, engine, startStudio } from './support/studio';
import { accountFixture } from './support/account';
import { makeDue, queuedJobs } from './support/due-jobs';
import { flowHelpers } from './flow-support';

/**
 * The steps that listen to the caller or ask in a conversation, through the simulator and the chat preview: Watson
 * speech and Cloud Speech to Text take what the caller says as typed text, Ask and wait takes the customer's answer.
 */
const fx = accountFixture();
const h = flowHelpers(fx);
const unique = () => Math.random().toString(36).slice(2, 8);

type Event = { type: string; node_id: number | null; text?: string; [k: string]: unknown };
type Answer = { session_id: string; status: string; events: Event[]; variables: Record<string, unknown> };
const notes = (events: Event[]) => events.filter((e) => e.type === 'simulated').map((e) => e.text);
const entered = (events: Event[]) => events.filter((e) => e.type === 'entered').map((e) => e.node_id);

async function variable(prefix: string) {
  const name = `${prefix}_${unique()}`;
  const res = await h.call('POST', '/content/variables', { variable_name: name, variable_type: 'single_value' });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.variable_id as number, name };
}

/** A node and, under each of its branches (by condition name), a comment: the node each branch leads to. */
async function withBranches(taskId: number, canvasId: number, pid: number, type: string, config: Record<string, unknown>) {
  const node = await h.insert(taskId, canvasId, pid, type, config);
  const conditions = (await h.nodes(taskId)).filter((n) => n.pid === node.node_id);
  const below: Record<string, number> = {};
  for (const c of conditions) below[c.node_name] = (await h.insert(taskId, canvasId, c.node_id, 'comment', { text: c.node_name })).node_id;
  return { node, below };
}

const input = async (sessionId: string, body: Record<string, unknown>) => {
  const res = await h.call('POST', `/sim/sessions/${sessionId}/input`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Answer;
};
const begin = async (taskId: number, body: Record<string, unknown> = {}) => {
  const res = await h.call('POST', '/sim/sessions', { task_id: taskId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Answer;
};
/** The session once its no-input timer has run (made due now). */
async function afterTimer(sessionId: string) {
  await makeDue(fx.s, 'engine.no-input', { session_id: sessionId });
  await expect
    .poll(async () => (await h.call('GET', `/sim/sessions/${sessionId}`)).json().data.status, { timeout: 15_000, interval: 100 })
    .toBe('ended');
  return (await h.call('GET', `/sim/sessions/${sessionId}`)).json().data as Answer;
}

describe('Watson speech in the simulator', () => {
  async function speechTask() {
    const transcript = await variable('said');
    const confidence = await variable('sure');
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const { node, below } = await withBranches(t.task_id, canvas_id, start, 'watson_speech', {
      prompt_id: await h.prompt('Why do you call'),
      transcript_variable_id: transcript.id,
      confidence_variable_id: confidence.id,
      max_seconds: 10,
      silence_seconds: 2,
      grammars: [
        { key: 'billing', label: 'Billing', phrases: 'bill, invoice' },
        { key: 'agent', label: 'Agent', phrases: 'agent, a person' },
      ],
    });
    return { t, node, below, transcript, confidence };
  }

  it("takes the caller's typed words into the transcript and leaves by the grammar they say", async () => {
    const s = await speechTask();
    const first = await begin(s.t.task_id);
    expect(first.status).toBe('waiting');
    expect(first.events).toContainEqual(expect.objectContaining({ type: 'said', node_id: s.node.node_id, text: 'Hello' }));
    expect(notes(first.events)).toEqual(['Watson speech listens: the caller speaks for at most 10 s, and 2 s of silence ends it.']);

    const said = await input(first.session_id, { text: 'Let me talk to a PERSON, please!' });
    expect(said.variables).toMatchObject({ [s.transcript.name]: 'Let me talk to a PERSON, please!', [s.confidence.name]: 1 });
    expect(entered(said.events)).toContain(s.below.Agent);
    expect(notes(said.events)).toEqual(["Watson speech heard 'Let me talk to a PERSON, please!': it matches the grammar Agent."]);
    expect(said.status).toBe('ended');

    const other = await input((await begin(s.t.task_id)).session_id, { text: 'My invoices are wrong' });
    expect(entered(other.events)).toContain(s.below.Otherwise);
    expect(notes(other.events)).toEqual(["Watson speech heard 'My invoices are wrong': it matches no grammar, so Otherwise."]);
  });

  it('waits max_seconds plus silence_seconds; when nothing is said, its no-input timer leaves by Otherwise', async () => {
    const s = await speechTask();
    const first = await begin(s.t.task_id);
    const [job] = await queuedJobs(fx.s, 'engine.no-input', { session_id: first.session_id });
    expect(Math.abs(Date.parse(job!.run_at) - Date.parse(job!.created_at) - 12_000)).toBeLessThan(engine === 'sqlite' ? 1 : 500);
    const after = await afterTimer(first.session_id);
    expect(entered(after.events)).toContain(s.below.Otherwise);
    expect(entered(after.events)).not.toContain(s.below.Agent);
    expect(notes(after.events)).toContain('Watson speech heard nothing.');
    expect(after.variables).toMatchObject({ [s.transcript.name]: '', [s.confidence.name]: 0 });
  });
});

describe('Cloud Speech to Text in the simulator', () => {
  it('stores what the caller says and goes on; silence goes on with an empty transcript', async () => {
    const transcript = await variable('dictated');
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const stt = await h.insert(t.task_id, canvas_id, start, 'cloud_stt', { transcript_variable_id: transcript.id });
    const after = await h.insert(t.task_id, canvas_id, stt.node_id, 'comment', { text: 'after' });

    const first = await begin(t.task_id);
    expect(notes(first.events)).toEqual(['Cloud Speech to Text listens: the caller speaks for at most 30 s, and 3 s of silence ends it.']);
    const said = await input(first.session_id, { text: 'My account is 4 4 2 9' });
    expect(said.variables[transcript.name]).toBe('My account is 4 4 2 9');
    expect(entered(said.events)).toEqual([after.node_id]);
    expect(notes(said.events)).toEqual(["Cloud Speech to Text heard 'My account is 4 4 2 9'."]);
    expect(said.events.at(-1)).toMatchObject({ type: 'ended', outcome: 'completed' });

    // The simulator's Silence button sends nothing.
    const silent = await input((await begin(t.task_id)).session_id, {});
    expect(silent.variables[transcript.name]).toBe('');
    expect(entered(silent.events)).toEqual([after.node_id]);
  });
});

describe('Ask and wait in the simulator', () => {
  async function askTask() {
    const name = await variable('customer');
    const answer = await variable('order');
    const t = await h.task('messaging');
    const { canvas_id, start } = await h.start(t.task_id);
    const ask = await withBranches(t.task_id, canvas_id, start, 'messaging_conversation', {
      text: `Hi {{${name.id}}}, what is your order number?`,
      wait_seconds: 45,
      answer_variable_id: answer.id,
    });
    return { t, ...ask, name, answer };
  }

  it('sends the question with its variables filled in; the answer goes into the variable, by Answered', async () => {
    const a = await askTask();
    const first = await begin(a.t.task_id, { variables: { [a.name.name]: 'Ann' } });
    expect(first.status).toBe('waiting');
    expect(first.events).toContainEqual({ type: 'sent', node_id: a.node.node_id, text: 'Hi Ann, what is your order number?' });
    const [job] = await queuedJobs(fx.s, 'engine.no-input', { session_id: first.session_id });
    expect(Math.abs(Date.parse(job!.run_at) - Date.parse(job!.created_at) - 45_000)).toBeLessThan(engine === 'sqlite' ? 1 : 500);
    const answered = await input(first.session_id, { text: 'NW-1001' });
    expect(answered.variables[a.answer.name]).toBe('NW-1001');
    expect(entered(answered.events)).toEqual([a.below.Answered]);
  });

  it('follows No answer when no answer comes within the wait', async () => {
    const a = await askTask();
    const first = await begin(a.t.task_id, { variables: { [a.name.name]: 'Ann' } });
    const after = await afterTimer(first.session_id);
    expect(entered(after.events)).toContain(a.below['No answer']);
    expect(entered(after.events)).not.toContain(a.below.Answered);
    expect(notes(after.events)).toContain('Ask and wait: no answer came within 45 s.');
    expect(after.variables[a.answer.name] ?? null).toBeNull();
  });
});

describe('Ask and wait in a chat preview, across a restart', () => {
  it('a waiting conversation is stored: after a restart the answer resumes it, and the timer of another follows No answer', async () => {
    const s = await startStudio({ persistent: true });
    const ids = await demoIds(s.db);
    const selection = { spId: ids.northwind, acId: ids.retail };
    let token = await s.login('ac.builder@studio.test');
    let studio = s;
    const call = (method: string, url: string, body?: unknown) => studio.call(method, url, { token, selection, body });
    try {
      const v = (await call('POST', '/content/variables', { variable_name: `reply_${unique()}`, variable_type: 'single_value' })).json()
        .data;
      const t = (await call('POST', '/studio/tasks', { task_name: `Ask ${unique()}`, task_type: 'chatbot' })).json().data;
      const main = (await call('GET', `/node/canvas?task_id=${t.task_id}`))
        .json()
        .data.find((c: { is_main_canvas: number }) => c.is_main_canvas);
      const add = async (pid: number, node_type: string, config: Record<string, unknown>) => {
        const res = await call('POST', '/node/nodes', { task_id: t.task_id, canvas_id: main.canvas_id, pid, node_type, config });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().node.data.node_id as number;
      };
      const ask = await add(main.first_node_id, 'messaging_conversation', {
        text: 'Which day suits you?',
        wait_seconds: 600,
        answer_variable_id: v.variable_id,
      });
      const conditions = (await call('GET', `/node/nodes?task_id=${t.task_id}`)).json().data.filter((n: { pid: number }) => n.pid === ask);
      const under = (name: string) => conditions.find((n: { node_name: string }) => n.node_name === name).node_id as number;
      await add(under('Answered'), 'messaging_reply', { text: `See you on {{${v.variable_id}}}.` });
      await add(under('No answer'), 'messaging_reply', { text: 'We will write again tomorrow.' });

      const open = async (task_key: string) => {
        const res = await call('POST', '/studio/prepare-chatbot-preview', { task_id: t.task_id, task_key });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      };
      const answering = await open('answers');
      const silent = await open('stays-silent');
      expect(answering).toMatchObject({ status: 'waiting', node_id: ask, lines: [{ from: 'bot', text: 'Which day suits you?' }] });
      await s.close({ keep: true });

      studio = await startStudio({ restart: s.place });
      token = await studio.login('ac.builder@studio.test');
      const reply = await call('POST', `/studio/chatbot-preview/${answering.session_id}/message`, { text: 'Tuesday' });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toMatchObject({ status: 'ended', lines: [{ from: 'bot', text: 'See you on Tuesday.' }] });

      await makeDue(studio, 'run.timer', { session_id: silent.session_id });
      const read = async () =>
        (await call('POST', '/studio/prepare-chatbot-preview', { task_id: t.task_id, task_key: 'stays-silent' })).json().data;
      await expect.poll(async () => (await read()).status, { timeout: 15_000, interval: 100 }).toBe('ended');
      expect((await read()).lines.map((l: { text: string }) => l.text)).toEqual([
        'Which day suits you?',
        'Ask and wait: no answer came within 600 s.',
        'We will write again tomorrow.',
      ]);
    } finally {
      await studio.close();
    }
  }, 60_000);
});
