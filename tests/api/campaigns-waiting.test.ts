import { describe, expect, it } from 'vitest';
import { useDialer, type DialResult } from '@server/modules/campaigns/dialer';
import { campaignLimits } from '@shared/api/campaigns';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { multipart } from './support/multipart';
import { makeDue, runningJobs } from './support/due-jobs';

/**
 * Campaigns: a call that goes on holds no thread. A voice call nobody answers within its ring time is no
 * answer (retried as the campaign says); an answered call whose session waits is parked, holds no job slot, and is
 * settled when the engine's own no-input rules end its session. Time is moved by the stored deadlines and due jobs.
 */
const fx = accountFixture();
const h = flowHelpers(fx);
const always = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] };
let n = 0;

async function campaignWith(taskId: number, numbers: string[], extra: Record<string, unknown> = {}) {
  const callerNumber = await fx.s.db
    .selectFrom('phone_numbers')
    .select('phone_number_id')
    .where('phone_number', '=', '+442079460102')
    .executeTakeFirstOrThrow();
  const res = await h.call('POST', '/campaign/campaigns', {
    campaign_name: `Waiting ${++n}`,
    task_id: taskId,
    channel: 'voice',
    caller_number_id: callerNumber.phone_number_id,
    schedule: always,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.campaign_id as number;
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
  expect((await h.call('POST', `/campaign/${id}/trigger`, { action: 'start' })).statusCode).toBe(200);
  return id;
}
const status = async (id: number) => (await h.call('GET', `/campaign/campaigns/${id}`)).json().data.status as string;
const contacts = (id: number) =>
  fx.s.db.selectFrom('campaign_contacts').selectAll().where('campaign_id', '=', id).orderBy('contact_id').execute();
async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
const numbers = (count: number, from: number) => Array.from({ length: count }, (_, i) => `+4420794${String(70000 + from + i)}`);

describe('campaigns: a voice call nobody answers', () => {
  it('is no answer once its ring time has passed, retried as the retries say, while the other contacts are called', async () => {
    const [silent, ...others] = numbers(6, 0);
    const calls: string[] = [];
    useDialer(fx.s.app.studio, ({ phone_number }) => {
      calls.push(phone_number);
      // Nobody picks up this number: the dialer never answers.
      return phone_number === silent ? new Promise<DialResult>(() => {}) : Promise.resolve('answered');
    });
    const id = await campaignWith((await h.task('voice')).task_id, [silent!, ...others], {
      retries: { no_answer: 1, busy: 0, interval_minutes: 1 },
    });
    const ringing = async () => (await contacts(id)).find((c) => c.phone_number === silent)!;
    // The others are called meanwhile; the silent one rings until the ring time the call was placed with.
    await until(async () => (await contacts(id)).filter((c) => c.state === 'completed').length === others.length);
    const first = await ringing();
    expect(first).toMatchObject({ state: 'calling', attempts: 1 });
    // Placed (updated_at) with 30 s to be answered.
    expect(Date.parse(first.answer_by!) - Date.parse(first.updated_at)).toBe(campaignLimits.ringSeconds * 1000);
    expect(campaignLimits.ringSeconds).toBe(30);

    // The ring time passes: no answer, with one retry left after the campaign's interval.
    const ringTimePasses = () =>
      fx.s.db
        .updateTable('campaign_contacts')
        .set({ answer_by: new Date(0).toISOString() })
        .where('campaign_id', '=', id)
        .where('state', '=', 'calling')
        .execute();
    await ringTimePasses();
    await until(async () => (await ringing()).state === 'pending');
    const retried = await ringing();
    expect(retried).toMatchObject({ state: 'pending', outcome: 'no_answer', attempts: 1 });
    expect(Date.parse(retried.next_attempt_at!) - Date.now()).toBeGreaterThan(50_000);
    expect(await status(id)).toBe('running');

    // The interval passes: the retry is called, nobody answers again, and that was its last attempt.
    await fx.s.db
      .updateTable('campaign_contacts')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('campaign_id', '=', id)
      .execute();
    await until(async () => (await makeDue(fx.s, 'campaign.worker'), (await ringing()).attempts === 2));
    await until(async () => (await ringTimePasses(), (await ringing()).state !== 'calling'));
    expect(await ringing()).toMatchObject({ state: 'no_answer', outcome: 'no_answer', attempts: 2 });
    await until(async () => (await status(id)) === 'completed');
    expect(calls.filter((c) => c === silent)).toHaveLength(2);
    expect(calls.filter((c) => c !== silent).sort()).toEqual([...others].sort());
    const data = (await h.call('GET', `/campaign-data/campaign-data?campaign_id=${id}`)).json();
    expect(data.counts).toMatchObject({ total: 6, completed: 5, no_answer: 1, calling: 0, pending: 0 });
  }, 40_000);
});

describe('campaigns: an answered call whose session waits for input', () => {
  it('holds no job slot while it waits; the engine’s no-input rules end it, and the contacts after it are called', async () => {
    useDialer(fx.s.app.studio, async () => 'answered');
    const task = await h.task('voice');
    const { canvas_id, start } = await h.start(task.task_id);
    // A minute to answer each time: only the test moves the no-input timers on.
    await h.insert(task.task_id, canvas_id, start, 'menu', { prompt_id: await h.prompt(), timeout_seconds: 60 });
    const list = numbers(campaignLimits.maxThreads + 2, 100);
    const id = await campaignWith(task.task_id, list);
    const waiting = async () => {
      const ids = (await contacts(id)).map((c) => c.session_id).filter((s): s is string => s !== null);
      if (ids.length === 0) return 0;
      return (await fx.s.db.selectFrom('engine_sessions').select('status').where('session_id', 'in', ids).execute()).filter(
        (s) => s.status === 'waiting',
      ).length;
    };
    // Every line is taken by a call whose caller does not answer the menu: the account's maximum, no more.
    await until(async () => (await waiting()) === campaignLimits.maxThreads);
    const rows = await contacts(id);
    expect(rows.filter((c) => c.state === 'calling')).toHaveLength(campaignLimits.maxThreads);
    expect(rows.filter((c) => c.state === 'pending')).toHaveLength(2);
    // The calls go on without their threads: no thread's job runs while they wait.
    await until(async () => (await runningJobs(fx.s, 'campaign.worker')) === 0);
    const parked = (await contacts(id)).filter((c) => c.state === 'calling');
    expect(parked.map((c) => c.worker)).toEqual(Array(campaignLimits.maxThreads).fill(null));

    // The menu's no-input timers run out (they find a job slot) and the sessions end; the last two are called then.
    await until(
      async () => (await makeDue(fx.s, 'run.timer'), await makeDue(fx.s, 'campaign.worker'), (await status(id)) === 'completed'),
      40_000,
    );
    const done = await contacts(id);
    expect(done.every((c) => c.attempts === 1 && c.session_id !== null)).toBe(true);
    const usage = await fx.s.db
      .selectFrom('usage_records')
      .select(['session_id', 'outcome', 'ended_at'])
      .where('task_id', '=', task.task_id)
      .execute();
    expect(usage).toHaveLength(list.length);
    expect(usage.every((u) => u.ended_at !== null)).toBe(true);
    for (const c of done) {
      const u = usage.find((r) => r.session_id === c.session_id)!;
      expect(c.state).toBe(u.outcome === 'error' ? 'failed' : 'completed');
    }
  }, 60_000);
});
