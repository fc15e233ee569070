import { describe, expect, it } from 'vitest';
import { useDialer, type DialResult } from '@server/modules/campaigns/dialer';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { multipart } from './support/multipart';
import { makeDue } from './support/due-jobs';

/** Running campaigns: trigger, outcomes and sessions, retries, threads, schedule window, pause, resume, stop. */
const fx = accountFixture();
const h = flowHelpers(fx);
const always = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] };
let n = 0;
const campaignNumber = async () =>
  (
    await fx.s.db
      .selectFrom('phone_numbers')
      .select('phone_number_id')
      .where('phone_number', '=', '+442079460102')
      .executeTakeFirstOrThrow()
  ).phone_number_id;

async function campaignWith(numbers: string[], extra: Record<string, unknown> = {}) {
  const task = await h.task('voice');
  const res = await h.call('POST', '/campaign/campaigns', {
    campaign_name: `Run ${++n}`,
    task_id: task.task_id,
    channel: 'voice',
    caller_number_id: await campaignNumber(),
    schedule: always,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.campaign_id as number;
  if (numbers.length === 0) return { id, taskId: task.task_id };
  const { body, headers } = multipart('list.csv', Buffer.from(`phone_number\n${numbers.join('\n')}\n`));
  const up = await fx.s.app.inject({
    method: 'POST',
    url: `/api/campaign/${id}/upload`,
    headers: {
      ...headers,
      authorization: `Bearer ${fx.token}`,
      'x-scope': 'ac',
      'x-scope-id': String(fx.retail.acId),
      'x-sp-id': String(fx.retail.spId),
    },
    payload: body,
  });
  expect(up.statusCode, up.body).toBe(200);
  return { id, taskId: task.task_id };
}
const trigger = (id: number, action: string) => h.call('POST', `/campaign/${id}/trigger`, { action });
const status = async (id: number) => (await h.call('GET', `/campaign/campaigns/${id}`)).json().data.status as string;
const contacts = (id: number) =>
  fx.s.db.selectFrom('campaign_contacts').selectAll().where('campaign_id', '=', id).orderBy('contact_id').execute();
async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
const numbers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `+4420794${String(60000 + from + i).padStart(5, '0')}`);
/** A dialer that answers from a table (answered by default), counts each call and the calls at once. */
function dialer(answers: Record<string, DialResult[]> = {}, delayMs = 0) {
  const stats = { calls: [] as string[], now: 0, most: 0 };
  useDialer(fx.s.app.studio, async ({ phone_number }) => {
    stats.calls.push(phone_number);
    stats.now++;
    stats.most = Math.max(stats.most, stats.now);
    await new Promise((r) => setTimeout(r, delayMs));
    stats.now--;
    return answers[phone_number]?.shift() ?? 'answered';
  });
  return stats;
}

describe('running a campaign', () => {
  it('calls every contact once, runs the task for each answered call and records outcomes and sessions with usage records', async () => {
    const list = numbers(6);
    const stats = dialer({ [list[1]!]: ['no_answer'], [list[2]!]: ['busy'] });
    const c = await campaignWith([...list, `${numbers(1, 50)[0]},`].slice(0, 6));
    const started = await trigger(c.id, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'running' });
    await until(async () => (await status(c.id)) === 'completed');
    const rows = await contacts(c.id);
    expect(rows.map((r) => r.state)).toEqual(['completed', 'no_answer', 'busy', 'completed', 'completed', 'completed']);
    expect(stats.calls.sort()).toEqual([...list].sort());
    const answered = rows.filter((r) => r.state === 'completed');
    const usage = await fx.s.db.selectFrom('usage_records').selectAll().where('task_id', '=', c.taskId).execute();
    expect(usage.map((u) => u.session_id).sort()).toEqual(answered.map((r) => r.session_id).sort());
    expect(usage.every((u) => u.simulated === 0 && u.channel === 'voice' && u.outcome === 'completed')).toBe(true);
    const data = (await h.call('GET', `/campaign-data/campaign-data?campaign_id=${c.id}`)).json();
    expect(data.counts).toMatchObject({ total: 6, completed: 4, no_answer: 1, busy: 1, pending: 0, calling: 0 });
  });

  it('retries no answer and busy as often as the campaign says, after its interval', async () => {
    const list = numbers(2, 10);
    const stats = dialer({ [list[0]!]: ['no_answer', 'no_answer', 'answered'], [list[1]!]: ['busy', 'busy'] });
    const c = await campaignWith(list, { retries: { no_answer: 2, busy: 1, interval_minutes: 1 } });
    await trigger(c.id, 'start');
    await until(async () => (await contacts(c.id)).every((r) => r.state === 'pending' && r.attempts === 1 && r.next_attempt_at !== null));
    // The interval passes at once: the retries become due and the threads waiting for them run now (nudged again
    // while waiting, as a thread may queue itself for the retry just after a nudge). Every thread's job is made due:
    // PostgreSQL stores a job's payload as jsonb, whose text has no fixed form to match one campaign's by.
    const nudge = async () => {
      await fx.s.db
        .updateTable('campaign_contacts')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where('campaign_id', '=', c.id)
        .where('state', '=', 'pending')
        .execute();
      await makeDue(fx.s, 'campaign.worker');
    };
    for (let i = 0; i < 3; i++) {
      await until(
        async () => (
          await nudge(),
          (await contacts(c.id)).every((r) => r.state !== 'calling' && r.attempts > i + 1) || (await status(c.id)) === 'completed'
        ),
      );
    }
    await until(async () => (await status(c.id)) === 'completed');
    const rows = await contacts(c.id);
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ['completed', 3],
      ['busy', 2],
    ]);
    expect(stats.calls.filter((x) => x === list[0]).length).toBe(3);
    expect(stats.calls.filter((x) => x === list[1]).length).toBe(2);
  });

  it('never calls more contacts of an account at once than the maximum threads', async () => {
    const stats = dialer({}, 30);
    const a = await campaignWith(numbers(25, 20));
    const b = await campaignWith(numbers(15, 50));
    await trigger(a.id, 'start');
    await trigger(b.id, 'start');
    await until(async () => (await status(a.id)) === 'completed' && (await status(b.id)) === 'completed', 30_000);
    expect(stats.calls).toHaveLength(40);
    expect(stats.most).toBeLessThanOrEqual(10);
    expect(stats.most).toBeGreaterThan(1);
  });

  it('refuses triggering a running campaign, pausing one that is not running, and a campaign without contacts: nothing started', async () => {
    dialer({}, 50);
    const c = await campaignWith(numbers(30, 100));
    await trigger(c.id, 'start');
    const again = await trigger(c.id, 'start');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This campaign is already running.');
    expect((await trigger(c.id, 'resume')).json().message).toBe('This campaign is not paused.');
    const paused = await trigger(c.id, 'pause');
    expect(paused.json().data.status).toBe('paused');
    await until(async () => (await contacts(c.id)).every((r) => r.state !== 'calling'));
    const held = (await contacts(c.id)).filter((r) => r.state === 'pending').length;
    await new Promise((r) => setTimeout(r, 200));
    expect((await contacts(c.id)).filter((r) => r.state === 'pending').length).toBe(held);
    expect(held).toBeGreaterThan(0);
    expect((await trigger(c.id, 'pause')).json().message).toBe('This campaign is not running.');
    expect((await trigger(c.id, 'resume')).json().data.status).toBe('running');
    expect((await trigger(c.id, 'stop')).json().data.status).toBe('stopped');
    await until(async () => (await contacts(c.id)).every((r) => r.state !== 'calling'));
    expect((await contacts(c.id)).some((r) => r.state === 'pending')).toBe(true);
    const empty = await campaignWith([]);
    const refused = await trigger(empty.id, 'start');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The campaign has no contacts left to call: upload a contact list first.');
    expect(await status(empty.id)).toBe('idle');
  });

  it('calls nobody outside its schedule window', async () => {
    const stats = dialer();
    const now = new Date();
    const day = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][(now.getUTCDay() + 3) % 7];
    const c = await campaignWith(numbers(3, 200), { schedule: { days: [day], hours: [{ from: '09:00', to: '10:00' }] } });
    expect((await trigger(c.id, 'start')).json().data.status).toBe('running');
    await new Promise((r) => setTimeout(r, 300));
    expect(stats.calls).toEqual([]);
    expect((await contacts(c.id)).every((r) => r.state === 'pending')).toBe(true);
    await trigger(c.id, 'stop');
  });

  it('places one test call through the simulator', async () => {
    const c = await campaignWith(numbers(1, 300));
    const res = await h.call('POST', `/campaign/make_a_call/${c.id}`, { phone_number: '+44 20 7946 0999' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.outcome).toBe('completed');
    const usage = await fx.s.db
      .selectFrom('usage_records')
      .selectAll()
      .where('session_id', '=', res.json().data.session_id)
      .executeTakeFirstOrThrow();
    expect(usage).toMatchObject({ simulated: 1, task_id: c.taskId });
    expect((await h.call('POST', `/campaign/make_a_call/${c.id}`, { phone_number: '12' })).json().errors[0]).toBe(
      'phone_number: The test number 12 is not a valid E.164 number.',
    );
  });

  it("a trigger_campaign step adds its record to the chosen campaign and starts it with the step's values", async () => {
    const stats = dialer();
    const c = await campaignWith([], { variables: [{ column: 'name', variable_name: 'customer_name' }] });
    const flow = await h.task('workflow');
    const { canvas_id, start } = await h.start(flow.task_id);
    await h.insert(flow.task_id, canvas_id, start, 'trigger_campaign', {
      campaign_id: c.id,
      action: 'add_record',
      record_values: [
        { name: 'phone_number', value: '+442079469999' },
        { name: 'name', value: 'Ann' },
      ],
    });
    const run = await h.call('POST', '/studio/workflow-run-now', { task_id: flow.task_id });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.events).toContainEqual(
      expect.objectContaining({ type: 'simulated', text: `Trigger campaign: campaign ${c.id} is running.` }),
    );
    await until(async () => (await status(c.id)) === 'completed');
    expect((await contacts(c.id)).map((r) => [r.phone_number, JSON.parse(r.contact_values), r.state])).toEqual([
      ['+442079469999', { name: 'Ann' }, 'completed'],
    ]);
    expect(stats.calls).toEqual(['+442079469999']);
  });
});
