import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { campaignLimits } from '@shared/api/campaigns';
import { useDialer, type DialResult } from '@server/modules/campaigns/dialer';
import { place } from '@server/modules/campaigns/placing';
import { newRunCache } from '@server/modules/run/sessions';
import { accountFixture, type AccountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { multipart } from './support/multipart';
import { makeDue, runningJobs } from './support/due-jobs';
import { demoIds, startStudio, type TestStudio } from './support/studio';

/**
 * Campaigns: a ringing voice call holds one of the account's lines, not a thread or a job slot. The thread that places
 * it goes on at once; the dial's outcome settles it when it comes (answered: the task runs), or its ring time's
 * deadline does — exactly one of the two — and a restart keeps the deadline. The test answers each call by hand and
 * moves time by the stored deadlines and due jobs.
 */
const fx = accountFixture();
const h = flowHelpers(fx);
const lines = campaignLimits.maxThreads;
const always = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] };
const longAgo = new Date(0).toISOString();
let n = 0;

interface Dial {
  phone_number: string;
  answer(result: DialResult): void;
  fail(error: Error): void;
}
/** A dialer whose calls ring until the test gives each its outcome. */
function handDialer(s: TestStudio): Dial[] {
  const dials: Dial[] = [];
  useDialer(s.app.studio, ({ phone_number }) => new Promise<DialResult>((answer, fail) => void dials.push({ phone_number, answer, fail })));
  return dials;
}
const lastDialOf = (dials: Dial[], number: string) => dials.filter((d) => d.phone_number === number).at(-1)!;

/** Someone working in one account: the studio, a signed-in token and the account. */
interface Account {
  s: TestStudio;
  token: string;
  selection: Selection;
}
const callAs = (a: Account) => (method: string, url: string, body?: unknown) =>
  a.s.call(method, url, { token: a.token, selection: a.selection, body });

/** A campaign of the task with its list uploaded, started. */
async function startCampaign(a: Account, taskId: number, channel: 'voice' | 'workflow', list: string[], extra = {}) {
  const call = callAs(a);
  const caller =
    channel === 'voice'
      ? (
          await a.s.db
            .selectFrom('phone_numbers')
            .select('phone_number_id')
            .where('phone_number', '=', '+442079460102')
            .executeTakeFirstOrThrow()
        ).phone_number_id
      : null;
  const res = await call('POST', '/campaign/campaigns', {
    campaign_name: `Ringing ${++n}`,
    task_id: taskId,
    channel,
    ...(caller === null ? {} : { caller_number_id: caller }),
    schedule: always,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.campaign_id as number;
  const { body, headers } = multipart('list.csv', Buffer.from(`phone_number\n${list.join('\n')}\n`));
  const up = await a.s.call('POST', `/campaign/${id}/upload`, { token: a.token, selection: a.selection, headers, body });
  expect(up.statusCode, up.body).toBe(200);
  expect((await call('POST', `/campaign/${id}/trigger`, { action: 'start' })).statusCode).toBe(200);
  return id;
}
const statusOf = async (a: Account, id: number) => (await callAs(a)('GET', `/campaign/campaigns/${id}`)).json().data.status as string;
const contacts = (s: TestStudio, id: number) =>
  s.db.selectFrom('campaign_contacts').selectAll().where('campaign_id', '=', id).orderBy('contact_id').execute();
/** The engine's sessions and usage records of these session ids: what a started session leaves. */
async function sessionsOf(s: TestStudio, ids: string[]) {
  if (ids.length === 0) return 0;
  const sessions = await s.db.selectFrom('engine_sessions').select('session_id').where('session_id', 'in', ids).execute();
  const usage = await s.db.selectFrom('usage_records').select('session_id').where('session_id', 'in', ids).execute();
  return sessions.length + usage.length;
}
/** The ring time of the campaign's ringing calls passes. */
const ringTimePasses = (s: TestStudio, id: number) =>
  s.db
    .updateTable('campaign_contacts')
    .set({ answer_by: longAgo })
    .where('campaign_id', '=', id)
    .where('state', '=', 'calling')
    .where('dial', '=', 'ringing')
    .execute();
/** The retry interval passes: the pending contacts are due, and the threads waiting for them run now. */
async function retriesAreDue(s: TestStudio, id: number) {
  await s.db
    .updateTable('campaign_contacts')
    .set({ next_attempt_at: longAgo })
    .where('campaign_id', '=', id)
    .where('state', '=', 'pending')
    .execute();
  await makeDue(s, 'campaign.worker');
}
async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
const numbers = (count: number, from: number) => Array.from({ length: count }, (_, i) => `+4420794${String(80000 + from + i)}`);
const retail = (): Account => ({ s: fx.s, token: fx.token, selection: fx.retail });

describe('campaigns: a voice call that rings', () => {
  it('takes one of the account’s lines and no job slot: the next contact waits for a line while another account’s campaign runs', async () => {
    const dials = handDialer(fx.s);
    const id = await startCampaign(retail(), (await h.task('voice')).task_id, 'voice', numbers(lines + 2, 0));
    // As many calls ring as the account has lines; nobody answers them, and no thread waits for them.
    await until(async () => dials.length === lines);
    await until(async () => (await runningJobs(fx.s, 'campaign.worker')) === 0);
    const rows = await contacts(fx.s, id);
    expect(rows.filter((c) => c.state === 'calling').map((c) => [c.dial, c.worker])).toEqual(Array(lines).fill(['ringing', null]));
    expect(rows.filter((c) => c.state === 'pending')).toHaveLength(2);

    // Another account's campaign finds job slots for its threads and runs to its end while the calls ring.
    const health: Account = { s: fx.s, token: fx.token, selection: { spId: fx.ids.northwind, acId: fx.ids.health } };
    const healthFlows = flowHelpers({ ...fx, call: callAs(health) } as AccountFixture);
    const other = await startCampaign(health, (await healthFlows.task('workflow')).task_id, 'workflow', numbers(5, 50));
    await until(async () => (await statusOf(health, other)) === 'completed');
    expect((await contacts(fx.s, other)).map((c) => c.state)).toEqual(Array(5).fill('completed'));
    // The lines are still taken: the next contact has not been called.
    expect(dials).toHaveLength(lines);
    expect((await contacts(fx.s, id)).filter((c) => c.state === 'calling' && c.dial === 'ringing')).toHaveLength(lines);

    // Stopped, the run's calls still end at their ring time, and the lines are free again.
    expect((await callAs(retail())('POST', `/campaign/${id}/trigger`, { action: 'stop' })).statusCode).toBe(200);
    await ringTimePasses(fx.s, id);
    await until(async () => (await contacts(fx.s, id)).every((c) => c.state !== 'calling'));
    expect(dials).toHaveLength(lines);
    // Answers after the ring time change nothing and start no session.
    const rung = await contacts(fx.s, id);
    for (const d of dials) d.answer('answered');
    await new Promise((r) => setTimeout(r, 500));
    expect(await contacts(fx.s, id)).toEqual(rung);
    expect(
      await sessionsOf(
        fx.s,
        rung.map((c) => c.session_id).filter((x): x is string => x !== null),
      ),
    ).toBe(0);
  }, 60_000);

  it('is settled by its dial’s outcome: answered runs the task, busy and no answer are retried as the retries say, a failed dial is failed', async () => {
    const dials = handDialer(fx.s);
    const task = await h.task('voice');
    const list = numbers(5, 100);
    const [answered, busy, noAnswer, failing, late] = list as [string, string, string, string, string];
    const id = await startCampaign(retail(), task.task_id, 'voice', list, { retries: { no_answer: 1, busy: 1, interval_minutes: 1 } });
    const contactOf = async (number: string) => (await contacts(fx.s, id)).find((c) => c.phone_number === number)!;
    await until(async () => dials.length === 5);
    lastDialOf(dials, answered).answer('answered');
    lastDialOf(dials, busy).answer('busy');
    lastDialOf(dials, noAnswer).answer('no_answer');
    lastDialOf(dials, failing).fail(new Error('The trunk is down.'));
    await until(async () => (await contacts(fx.s, id)).filter((c) => c.state !== 'calling').length === 4);
    const first = await contactOf(answered);
    expect(first).toMatchObject({ state: 'completed', outcome: 'completed', attempts: 1, dial: null });
    expect(await sessionsOf(fx.s, [first.session_id!])).toBeGreaterThan(0);
    for (const [number, outcome] of [
      [busy, 'busy'],
      [noAnswer, 'no_answer'],
    ] as const) {
      const retried = await contactOf(number);
      expect(retried).toMatchObject({ state: 'pending', outcome, attempts: 1, dial: null });
      expect(Date.parse(retried.next_attempt_at!) - Date.now()).toBeGreaterThan(50_000);
    }
    expect(await contactOf(failing)).toMatchObject({ state: 'failed', outcome: 'failed', attempts: 1, dial: null });

    // The last call's ring time passes before its dial comes out: no answer. Its answer then is too late: no session.
    const ringing = await contactOf(late);
    expect(ringing).toMatchObject({ state: 'calling', dial: 'ringing', worker: null });
    await fx.s.db.updateTable('campaign_contacts').set({ answer_by: longAgo }).where('contact_id', '=', ringing.contact_id).execute();
    await until(async () => (await contactOf(late)).state !== 'calling');
    const unanswered = await contactOf(late);
    expect(unanswered).toMatchObject({ state: 'pending', outcome: 'no_answer', attempts: 1, dial: null });
    lastDialOf(dials, late).answer('answered');
    await new Promise((r) => setTimeout(r, 500));
    expect(await contactOf(late)).toEqual(unanswered);
    expect(await sessionsOf(fx.s, [ringing.session_id!])).toBe(0);

    // The interval passes: the three are called again, each a new attempt, and this time their outcomes are the last.
    await until(async () => (await retriesAreDue(fx.s, id), dials.length === 8));
    lastDialOf(dials, busy).answer('busy');
    lastDialOf(dials, noAnswer).answer('answered');
    lastDialOf(dials, late).answer('no_answer');
    await until(async () => (await statusOf(retail(), id)) === 'completed');
    const rows = await contacts(fx.s, id);
    expect(rows.map((c) => [c.phone_number, c.state, c.attempts, c.dial])).toEqual([
      [answered, 'completed', 1, null],
      [busy, 'busy', 2, null],
      [noAnswer, 'completed', 2, null],
      [failing, 'failed', 1, null],
      [late, 'no_answer', 2, null],
    ]);
    expect(dials.map((d) => d.phone_number).sort()).toEqual([...list, busy, noAnswer, late].sort());
    // Sessions ran for the two answered calls only.
    const usage = await fx.s.db.selectFrom('usage_records').select('session_id').where('task_id', '=', task.task_id).execute();
    expect(usage.map((u) => u.session_id).sort()).toEqual(
      rows
        .filter((c) => c.state === 'completed')
        .map((c) => c.session_id)
        .sort(),
    );
  }, 60_000);

  it('is never failed while its session is being started: the call stays answered until its session ends', async () => {
    // The task's first step asks a web service that answers only when the test lets it: the session is not written till then.
    const held: ServerResponse[] = [];
    const server = createServer((_req, res) => void held.push(res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    fx.s.config.engineAllowPrivateHosts = true;
    try {
      const task = await h.task('voice');
      const { canvas_id, start } = await h.start(task.task_id);
      await h.insert(task.task_id, canvas_id, start, 'web_service', {
        action_name: 'Look the caller up',
        request: { method: 'GET', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/caller`, timeout_seconds: 60 },
      });
      const dials = handDialer(fx.s);
      const id = await startCampaign(retail(), task.task_id, 'voice', numbers(1, 200));
      await until(async () => dials.length === 1);
      dials[0]!.answer('answered');
      await until(async () => held.length === 1);
      const answering = (await contacts(fx.s, id))[0]!;
      expect(answering).toMatchObject({ state: 'calling', dial: 'answered', worker: null });
      expect(await sessionsOf(fx.s, [answering.session_id!])).toBe(0);
      // The threads look at the call every second meanwhile: it is not theirs to settle.
      await makeDue(fx.s, 'campaign.worker');
      await new Promise((r) => setTimeout(r, 2500));
      expect((await contacts(fx.s, id))[0]).toMatchObject({ state: 'calling', dial: 'answered' });
      held[0]!.end('{}');
      await until(async () => (await statusOf(retail(), id)) === 'completed');
      expect((await contacts(fx.s, id))[0]).toMatchObject({
        state: 'completed',
        attempts: 1,
        dial: null,
        session_id: answering.session_id,
      });
      expect(await sessionsOf(fx.s, [answering.session_id!])).toBeGreaterThan(0);
    } finally {
      fx.s.config.engineAllowPrivateHosts = false;
      for (const res of held) res.end();
      await new Promise<void>((done) => server.close(() => done()));
    }
  }, 60_000);
});

describe('a second job of one thread', () => {
  // A process killed between queuing a thread's next job and finishing its current one leaves both: the two run the
  // same thread (one claim) in the next process. Neither may call a contact the other, or another thread, holds.
  it('places only a contact that is still its own unplaced claim', async () => {
    const dials = handDialer(fx.s);
    const taskId = (await h.task('voice')).task_id;
    const id = await startCampaign(retail(), taskId, 'voice', numbers(1, 90));
    await until(async () => dials.length === 1);
    const [ringing] = await contacts(fx.s, id);
    expect(ringing).toMatchObject({ state: 'calling', dial: 'ringing', attempts: 1 });
    const { run } = await fx.s.db.selectFrom('campaigns').select('run').where('campaign_id', '=', id).executeTakeFirstOrThrow();
    const placed = await place(
      fx.s.app.studio,
      { ac_id: fx.ids.retail, campaign_id: id, run, worker: 0 },
      { task_id: taskId, channel: 'voice', caller_number_id: null, retries: { no_answer: 0, busy: 0, interval_minutes: 30 } },
      { contact_id: ringing!.contact_id, phone_number: ringing!.phone_number, contact_values: '{}', attempts: 2, session_id: 'second-job' },
      {},
      newRunCache(),
    );
    expect(placed).toBe('not_ours');
    expect(dials).toHaveLength(1);
    expect((await contacts(fx.s, id))[0]).toEqual(ringing);
    expect((await callAs(retail())('POST', `/campaign/${id}/trigger`, { action: 'stop' })).statusCode).toBe(200);
    await ringTimePasses(fx.s, id);
    await until(async () => (await contacts(fx.s, id)).every((c) => c.state !== 'calling'));
  }, 60_000);
});

describe('ringing calls across a restart', () => {
  it('loses none and calls none twice: each ends no answer at its deadline and is retried; one being answered is judged by its session', async () => {
    const s = await startStudio({ persistent: true });
    const ids = await demoIds(s.db);
    const account: Account = { s, token: await s.login('ac.builder@studio.test'), selection: { spId: ids.northwind, acId: ids.retail } };
    const flows = flowHelpers({ s, call: callAs(account) } as AccountFixture);
    const task = await flows.task('voice');
    const list = numbers(lines + 2, 300);
    const before = handDialer(s);
    const id = await startCampaign(account, task.task_id, 'voice', list, { retries: { no_answer: 1, busy: 0, interval_minutes: 1 } });
    await until(async () => before.length === lines);
    // What a process stopped mid-answer leaves: a call answered, its session not written, held by the process a while longer.
    const [answering] = (await contacts(s, id)).filter((c) => c.state === 'calling');
    await s.db
      .updateTable('campaign_contacts')
      .set({ dial: 'answered', answer_by: new Date(Date.now() + 60_000).toISOString() })
      .where('contact_id', '=', answering!.contact_id)
      .execute();
    await s.close({ keep: true });
    // Outcomes that reach the closed studio change nothing.
    for (const d of before) d.answer('answered');

    const again = await startStudio({ restart: s.place });
    try {
      // Every line is still taken by the calls the stopped studio placed: nothing is called before their deadlines.
      const after = handDialer(again);
      await makeDue(again, 'campaign.worker');
      await new Promise((r) => setTimeout(r, 1500));
      expect(after).toHaveLength(0);
      const kept = await contacts(again, id);
      expect(kept.filter((c) => c.state === 'calling')).toHaveLength(lines);
      expect(
        await sessionsOf(
          again,
          kept.map((c) => c.session_id).filter((x): x is string => x !== null),
        ),
      ).toBe(0);

      // The deadlines pass: the rung calls are no answer, retried after the interval; the answered one left no session: failed.
      await again.db
        .updateTable('campaign_contacts')
        .set({ answer_by: longAgo })
        .where('campaign_id', '=', id)
        .where('state', '=', 'calling')
        .execute();
      await until(async () => (await contacts(again, id)).filter((c) => c.outcome !== null).length === lines);
      const settled = await contacts(again, id);
      expect(settled.find((c) => c.contact_id === answering!.contact_id)).toMatchObject({ state: 'failed', attempts: 1, dial: null });
      expect(settled.filter((c) => c.outcome === 'no_answer').map((c) => [c.state, c.attempts])).toEqual(
        Array(lines - 1).fill(['pending', 1]),
      );
      // The lines are free: the two contacts never called are called now, and the retries once their interval passes.
      await until(async () => after.length === 2);
      for (const d of after) d.answer('answered');
      await until(async () => (await retriesAreDue(again, id), after.length === 2 + lines - 1));
      for (const d of after.slice(2)) d.answer('answered');
      await until(async () => (await statusOf({ ...account, s: again }, id)) === 'completed');

      const rows = await contacts(again, id);
      expect(rows).toHaveLength(list.length);
      expect(rows.filter((c) => c.state === 'completed')).toHaveLength(list.length - 1);
      // No attempt was placed twice: each contact was dialled once per attempt, across both studios.
      const dialled = [...before, ...after].map((d) => d.phone_number);
      for (const c of rows)
        expect([c.phone_number, dialled.filter((p) => p === c.phone_number).length]).toEqual([c.phone_number, c.attempts]);
      // Sessions ran for the calls the restarted studio answered only.
      const usage = await again.db.selectFrom('usage_records').select('session_id').where('task_id', '=', task.task_id).execute();
      expect(usage.map((u) => u.session_id).sort()).toEqual(
        rows
          .filter((c) => c.state === 'completed')
          .map((c) => c.session_id)
          .sort(),
      );
    } finally {
      await again.close();
    }
  }, 90_000);
});
