import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { startRecorder } from './support/recorder';
import { nodeLoggingTurnJob } from '@server/modules/profiles/node-logging-jobs';
import { makeDue } from './support/due-jobs';

/**
 * Node-logging profiles (spec 3 §5 name with profile_type, §7 /node-logging): the node events of an
 * attached task's sessions are posted to the profile's webhook (the documented body, signed), by the job queue
 * with retries; get-tasks, remove-task and the name check per type.
 */
const fx = accountFixture('sp.admin@studio.test');
const h = flowHelpers(fx);
let hook: Awaited<ReturnType<typeof startRecorder>>;
beforeAll(async () => {
  hook = await startRecorder();
  fx.s.config.engineAllowPrivateHosts = true;
});
afterAll(() => hook.close());

const unique = () => Math.random().toString(36).slice(2, 8);
async function workflow() {
  const t = await h.task('workflow');
  const { canvas_id, start } = await h.start(t.task_id);
  const v = (await fx.call('POST', '/content/variables', { variable_name: `nl_${unique()}`, variable_type: 'single_value' })).json().data;
  await h.insert(t.task_id, canvas_id, start, 'variable', { variable_id: v.variable_id, value: { kind: 'literal', value: 'A' } });
  return t;
}
async function webhook(taskIds: number[], extra: Record<string, unknown> = {}) {
  const res = await fx.call('POST', '/node-logging/profiles', {
    profile_name: `Hook ${unique()}`,
    profile_type: 'webhook',
    url: `${hook.url}/events`,
    secret: 'hook-Secret-8',
    task_ids: taskIds,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { profile_id: number; profile_name: string; secret: string; task_ids: number[] };
}
const bodiesOf = (sessionId: string) => hook.state.received.filter((r) => r.body.includes(`"session_id":"${sessionId}"`));
async function until(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

describe('node-logging profiles', () => {
  it("posts each node event of an attached task's sessions to the webhook, signed, in the documented body", async () => {
    const t = await workflow();
    const p = await webhook([t.task_id]);
    expect(p).toMatchObject({ secret: '********', task_ids: [t.task_id] });
    const run = (await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id })).json().data;
    const events = run.events as { type: string }[];
    expect(await until(() => bodiesOf(run.session_id).length === events.length)).toBe(true);
    const got = bodiesOf(run.session_id)
      .map((r) => ({ ...r, json: JSON.parse(r.body) }))
      .sort((a, b) => a.json.sequence - b.json.sequence);
    expect(got.map((g) => g.json.sequence)).toEqual(events.map((_, i) => i));
    expect(got.map((g) => g.json.node_event)).toEqual(events);
    expect(got[0].json).toMatchObject({
      event: 'node_event',
      event_id: `${run.session_id}:0`,
      profile_id: p.profile_id,
      ac_id: fx.ids.retail,
      task_id: t.task_id,
      session_id: run.session_id,
      simulated: false,
    });
    expect(got[0]).toMatchObject({ method: 'POST', url: '/events' });
    expect(got[0].headers['content-type']).toBe('application/json');
    expect(got[0].headers['x-studio-event-id']).toBe(`${run.session_id}:0`);
    expect(got[0].headers['x-studio-signature']).toBe(`sha256=${createHmac('sha256', 'hook-Secret-8').update(got[0].body).digest('hex')}`);
    expect(got.some((g) => g.body.includes('hook-Secret-8'))).toBe(false);
  });

  it('retries a delivery the webhook refused, and a hanging webhook never holds up the session', async () => {
    const t = await workflow();
    await webhook([t.task_id], { timeout_seconds: 1 });
    hook.state.status = 503;
    const run = (await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id })).json().data;
    expect(await until(() => bodiesOf(run.session_id).length >= run.events.length)).toBe(true);
    hook.state.status = 200;
    expect(await until(() => bodiesOf(run.session_id).some((r) => r.headers['x-studio-delivery-attempt'] === '2'), 30_000)).toBe(true);

    hook.state.hang = true;
    try {
      const started = Date.now();
      const slow = await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id });
      expect(slow.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      hook.state.hang = false;
    }
  }, 60_000);

  it("writes a turn's events job in the turn's own write: a queue that takes no job outside a write still delivers them", async () => {
    const t = await workflow();
    await webhook([t.task_id]);
    // A job queued after the answer (outside the turn's write) is lost if the process stops in between: here it is refused.
    const jobs = fx.s.app.studio.jobs;
    const enqueue = jobs.enqueue.bind(jobs);
    jobs.enqueue = async (name, payload, options = {}) => {
      if (name === nodeLoggingTurnJob && !options.trx) throw new Error('the process stopped after the answer');
      return enqueue(name, payload, options);
    };
    try {
      const run = (await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id })).json().data;
      expect(await until(() => bodiesOf(run.session_id).length === run.events.length)).toBe(true);
    } finally {
      jobs.enqueue = enqueue;
    }
  });

  it("leaves the sessions' timers a place in the queue while a webhook's posts hang", async () => {
    const list = (await fx.call('GET', '/studio/tasks')).json().data as { task_id: number; task_name: string }[];
    const task = list.find((t) => t.task_name === 'Retail main line')!;
    const p = await webhook([task.task_id], { timeout_seconds: 30 });
    const menuPrompt = 'For an order, press 1. For a return, press 2. To hear these options again, press 0.';
    const heard = async (sessionId: string) =>
      ((await fx.call('GET', `/sim/sessions/${sessionId}`)).json().data.events as { type: string; text?: string }[]).filter(
        (e) => e.type === 'said' && e.text === menuPrompt,
      ).length;
    hook.state.hang = true;
    try {
      // Each start queues its events' job, whose first post hangs for 30 s: more jobs than the queue runs at once.
      const started: string[] = [];
      for (let n = 0; n < 5; n++) started.push((await fx.call('POST', '/sim/sessions', { task_id: task.task_id })).json().data.session_id);
      expect(await until(() => started.filter((id) => bodiesOf(id).length > 0).length >= 3)).toBe(true);
      const last = started[4]!;
      await makeDue(fx.s, 'engine.no-input', { session_id: last });
      // The menu's timer runs now, not once the hanging posts give up.
      await expect.poll(() => heard(last), { timeout: 8000, interval: 100 }).toBe(2);
    } finally {
      hook.state.hang = false;
      await fx.call('DELETE', `/node-logging/profiles/${p.profile_id}`);
    }
  }, 30_000);

  it('lists the attached tasks, removes one (its sessions are no longer sent), and keeps tasks to the account', async () => {
    const [a, b] = [await workflow(), await workflow()];
    const p = await webhook([a.task_id, b.task_id]);
    const tasks = (await fx.call('GET', `/node-logging/profiles/get-tasks?profile_id=${p.profile_id}&profile_type=webhook`)).json().data;
    expect(tasks.map((x: { task_id: number }) => x.task_id).sort()).toEqual([a.task_id, b.task_id].sort());
    expect((await fx.call('GET', `/node-logging/profiles/get-tasks?profile_id=${p.profile_id}&profile_type=firebase`)).statusCode).toBe(
      404,
    );
    const removed = await fx.call('POST', '/node-logging/profiles/remove-task', {
      profile_id: p.profile_id,
      profile_type: 'webhook',
      task_id: a.task_id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      (
        await fx.call('POST', '/node-logging/profiles/remove-task', {
          profile_id: p.profile_id,
          profile_type: 'webhook',
          task_id: a.task_id,
        })
      ).json().message,
    ).toBe('The task is not attached to this profile.');
    expect((await fx.call('GET', `/node-logging/profiles/${p.profile_id}`)).json().data.task_ids).toEqual([b.task_id]);
    const run = (await fx.call('POST', '/studio/workflow-run-now', { task_id: a.task_id })).json().data;
    await new Promise((r) => setTimeout(r, 500));
    expect(bodiesOf(run.session_id)).toEqual([]);

    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const foreign = await fx.s.call('POST', '/studio/tasks', {
      token: fx.token,
      selection: health,
      body: { task_name: `Health ${unique()}`, task_type: 'workflow' },
    });
    const refused = await fx.call('PUT', `/node-logging/profiles/${p.profile_id}`, { task_ids: [foreign.json().data.task_id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`The task ${foreign.json().data.task_id} does not exist in this account.`);
    const other = await fx.s.call('GET', `/node-logging/profiles/get-tasks?profile_id=${p.profile_id}&profile_type=webhook`, {
      token: fx.token,
      selection: health,
    });
    expect(other.statusCode).toBe(404);
  });

  it('checks a name per type (POST /node-logging/validate-name) and refuses an incomplete profile', async () => {
    const p = await webhook([]);
    expect(
      (await fx.call('POST', '/node-logging/validate-name', { name: p.profile_name.toUpperCase(), profile_type: 'webhook' })).json().data
        .valid,
    ).toBe(false);
    expect(
      (
        await fx.call('POST', '/node-logging/validate-name', { name: p.profile_name, profile_type: 'webhook', profile_id: p.profile_id })
      ).json().data.valid,
    ).toBe(true);
    expect(
      (await fx.call('POST', '/node-logging/validate-name', { name: p.profile_name, profile_type: 'firebase' })).json().data.valid,
    ).toBe(true);
    const twin = await fx.call('POST', '/node-logging/profiles', {
      profile_name: p.profile_name,
      profile_type: 'webhook',
      url: `${hook.url}/other`,
    });
    expect(twin.statusCode).toBe(422);
    const noUrl = await fx.call('POST', '/node-logging/profiles', { profile_name: `No URL ${unique()}`, profile_type: 'webhook' });
    expect(noUrl.json().message).toBe('A webhook profile needs the URL its events are posted to.');
    const noFile = await fx.call('POST', '/node-logging/profiles', {
      profile_name: `Fire ${unique()}`,
      profile_type: 'firebase',
      db_url: 'https://example.firebaseio.com',
    });
    expect(noFile.json().message).toBe('A Firebase profile needs a database URL and a credentials file path.');
  });
});
