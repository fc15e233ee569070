import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { queuedJobs } from './support/due-jobs';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const key = () => `k${Math.random().toString(36).slice(2, 10)}`;

async function prompt(text: string) {
  const res = await h.call('POST', '/prompt/prompts', {
    prompt_name: `Preview ${Math.random().toString(36).slice(2, 8)}`,
    texts: [{ language: 'en-US', text }],
  });
  return res.json().data.prompt_id as number;
}

/** A chatbot: "Welcome!" then a menu (1 Orders, 2 Returns); key 1 answers "Your orders are on the way." */
async function chatbot() {
  const t = await h.task('chatbot');
  const { canvas_id, start } = await h.start(t.task_id);
  const welcome = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await prompt('Welcome!') });
  const menu = await h.insert(t.task_id, canvas_id, welcome.node_id, 'menu', {
    prompt_id: await prompt('What can I do for you?'),
    keys: [
      { key: '1', label: 'Orders' },
      { key: '2', label: 'Returns' },
    ],
  });
  const one = (await h.nodes(t.task_id)).find((n) => n.pid === menu.node_id && n.node_name === '1: Orders')!;
  const orders = await h.insert(t.task_id, canvas_id, one.node_id, 'prompt', { prompt_id: await prompt('Your orders are on the way.') });
  return { t, welcome, menu, orders };
}

describe('POST /studio/prepare-chatbot-preview', () => {
  it("runs the task as a customer sees it: the bot's messages and the menu as quick replies; the same key resumes", async () => {
    const c = await chatbot();
    const k = key();
    const res = await h.call('POST', '/studio/prepare-chatbot-preview', { task_id: c.t.task_id, task_key: k });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().data;
    expect(first).toMatchObject({
      task_id: c.t.task_id,
      task_key: k,
      status: 'waiting',
      node_id: c.menu.node_id,
      lines: [
        { from: 'bot', text: 'Welcome!', node_id: c.welcome.node_id },
        { from: 'bot', text: 'What can I do for you?', node_id: c.menu.node_id },
      ],
      quick_replies: [
        { label: 'Orders', input: { dtmf: '1' } },
        { label: 'Returns', input: { dtmf: '2' } },
      ],
    });
    const again = (await h.call('POST', '/studio/prepare-chatbot-preview', { task_id: c.t.task_id, task_key: k })).json().data;
    expect(again).toEqual(first);
    const other = (await h.call('POST', '/studio/prepare-chatbot-preview', { task_id: c.t.task_id, task_key: key() })).json().data;
    expect(other.session_id).not.toBe(first.session_id);

    // The menu waits with its no-input timer queued; the customer's answer takes that timer back.
    expect(await queuedJobs(fx.s, 'run.timer', { session_id: first.session_id })).toHaveLength(1);
    const reply = await h.call('POST', `/studio/chatbot-preview/${first.session_id}/message`, { dtmf: '1' });
    expect(reply.statusCode, reply.body).toBe(200);
    await expect.poll(async () => (await queuedJobs(fx.s, 'run.timer', { session_id: first.session_id })).length).toBe(0);
    expect(reply.json().data).toMatchObject({
      status: 'ended',
      lines: [{ from: 'bot', text: 'Your orders are on the way.', node_id: c.orders.node_id }],
      quick_replies: [],
    });
    expect((await h.call('POST', `/studio/chatbot-preview/${first.session_id}/message`, { text: 'more' })).statusCode).toBe(409);
    const usage = await fx.s.db
      .selectFrom('usage_records')
      .selectAll()
      .where('session_id', '=', first.session_id)
      .executeTakeFirstOrThrow();
    expect(usage).toMatchObject({ simulated: 1, channel: 'chatbot', outcome: 'completed', task_version: null });
  });

  it('refuses a voice task and bad input with 422; another account gets 404; a read-only user may preview', async () => {
    const voice = await h.task();
    const refused = await h.call('POST', '/studio/prepare-chatbot-preview', { task_id: voice.task_id, task_key: key() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toBe('task_id: Only chatbot, messaging and WhatsApp tasks have a chat preview.');
    expect((await h.call('POST', '/studio/prepare-chatbot-preview', { task_id: voice.task_id, task_key: 'a b' })).statusCode).toBe(422);
    expect(await fx.s.db.selectFrom('usage_records').select('session_id').where('task_id', '=', voice.task_id).execute()).toEqual([]);

    const c = await chatbot();
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    expect(
      (
        await fx.s.call('POST', '/studio/prepare-chatbot-preview', {
          token: fx.token,
          selection: health,
          body: { task_id: c.t.task_id, task_key: key() },
        })
      ).statusCode,
    ).toBe(404);
    const mine = (await h.call('POST', '/studio/prepare-chatbot-preview', { task_id: c.t.task_id, task_key: key() })).json().data;
    const theirs = await fx.s.call('POST', `/studio/chatbot-preview/${mine.session_id}/message`, {
      token: fx.token,
      selection: health,
      body: { dtmf: '1' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('The preview conversation does not exist or has ended.');
    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect(
      (
        await fx.s.call('POST', '/studio/prepare-chatbot-preview', {
          token: viewer,
          selection: fx.retail,
          body: { task_id: c.t.task_id, task_key: key() },
        })
      ).statusCode,
    ).toBe(200);
  });
});
