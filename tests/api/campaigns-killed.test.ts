import { afterEach, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { demoIds } from './support/test-database';
import { client, serverData, signIn, startServer, until, type ServerData, type ServerProcess } from './support/studio-process';

/**
 * A campaign's run in a studio server killed with SIGKILL in the middle (no thread gives its contact back, no job its
 * slot, no call in progress is settled): a new process on the same data finishes the run, and no contact is lost or
 * called twice. A contact's call is its session: the contact stores the session's id before it dials, so a contact
 * called twice has more than one attempt, and its task more sessions (and usage records) than contacts.
 */
let data: ServerData | null = null;
let server: ServerProcess | null = null;
afterEach(async () => {
  await server?.kill();
  await data?.remove();
  [server, data] = [null, null];
});

type Api = ReturnType<typeof client>;
interface Contact {
  contact_id: number;
  state: string;
  worker: number | null;
  session_id: string | null;
  attempts: number;
}

/**
 * A studio server with a voice campaign of `count` contacts over the task `makeTask` builds, in Northwind Retail, every
 * hour of every day; started, and killed with SIGKILL once a quarter of its contacts are completed (`inCall`: and a call
 * is in progress, its session waiting for the caller). Answers what the contacts were at the kill, and `restart`: a new
 * process on the same data that finishes the run.
 */
async function killedMidRun(count: number, makeTask: (api: Api) => Promise<number>, options: { inCall?: boolean } = {}) {
  data = await serverData();
  server = await startServer(data);
  const db = data.db;
  const ids = await demoIds(db);
  const token = await signIn(server.url, 'ac.builder@studio.test');
  const retail = { spId: ids.northwind, acId: ids.retail };
  const api = client(server.url, { token, selection: retail });
  const taskId = await makeTask(api);
  const number = await db
    .selectFrom('phone_numbers')
    .select('phone_number_id')
    .where('phone_number', '=', '+442079460102')
    .executeTakeFirstOrThrow();
  const created = await api.call('POST', '/campaign/campaigns', {
    campaign_name: 'Killed mid-run',
    task_id: taskId,
    channel: 'voice',
    caller_number_id: number.phone_number_id,
    schedule: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.campaign_id as number;
  const list = Array.from({ length: count }, (_, i) => `+44207950${String(i).padStart(4, '0')}`);
  const { body, headers } = multipart('list.csv', Buffer.from(`phone_number\n${list.join('\n')}\n`));
  const uploaded = await api.post(`/campaign/${id}/upload`, body, headers);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);

  const contacts = (): Promise<Contact[]> =>
    db
      .selectFrom('campaign_contacts')
      .select(['contact_id', 'state', 'worker', 'session_id', 'attempts'])
      .where('campaign_id', '=', id)
      .orderBy('contact_id')
      .execute();
  /** How many contacts are completed, and how many are being called with their session waiting (a call in progress). */
  const progress = async () => {
    const completed = await db
      .selectFrom('campaign_contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('campaign_id', '=', id)
      .where('state', '=', 'completed')
      .executeTakeFirstOrThrow();
    const inCall = await db
      .selectFrom('campaign_contacts as c')
      .innerJoin('engine_sessions as s', 's.session_id', 'c.session_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('c.campaign_id', '=', id)
      .where('c.state', '=', 'calling')
      .where('s.status', '=', 'waiting')
      .executeTakeFirstOrThrow();
    return { completed: Number(completed.n), inCall: Number(inCall.n) };
  };
  expect((await api.call('POST', `/campaign/${id}/trigger`, { action: 'start' })).status).toBe(200);
  await until(
    progress,
    (p) => p.completed >= count / 4 && (!options.inCall || p.inCall > 0),
    options.inCall ? 'a quarter of the contacts and a call in progress' : 'a quarter of the contacts',
    server,
  );
  await server.kill();

  // Killed in the middle: a part completed, the rest not, and calls in progress that nobody settled.
  const left = await contacts();
  expect(left.filter((c) => c.state === 'completed').length).toBeGreaterThan(0);
  expect(left.filter((c) => c.state === 'pending').length).toBeGreaterThan(0);
  expect(left.filter((c) => c.state === 'calling').length).toBeGreaterThan(0);

  return {
    left,
    async restart() {
      server = await startServer(data!);
      const again = client(server.url, { token, selection: retail });
      await until(
        async () => (await again.call('GET', `/campaign/campaigns/${id}`)).body.data.status,
        (status) => status === 'completed',
        'the campaign to finish',
        server,
        60_000,
      );
      const rows = await contacts();
      const sessions = await db.selectFrom('engine_sessions').select(['session_id', 'status']).where('task_id', '=', taskId).execute();
      const usage = await db.selectFrom('usage_records').select(['session_id', 'ended_at']).where('task_id', '=', taskId).execute();
      return { rows, sessions, usage };
    },
  };
}

/** What every run must come to: each contact settled once, on its one call, and one session per call that reached one. */
function settledOnce(count: number, after: Awaited<ReturnType<Awaited<ReturnType<typeof killedMidRun>>['restart']>>) {
  const { rows, sessions, usage } = after;
  expect(rows).toHaveLength(count);
  // Every contact settled: none waits or is still being called. A call that was ringing when the process died (placed,
  // its outcome never heard) is no answer at its deadline; one answered but whose session was not yet written, failed.
  expect(rows.filter((c) => !['completed', 'failed', 'no_answer'].includes(c.state))).toEqual([]);
  // Each contact called once (a contact claimed but not yet dialled at the kill was dialled once, afterwards).
  expect(rows.filter((c) => c.attempts !== 1)).toEqual([]);
  // One session per completed call, the one its contact stored before dialling: no contact has two.
  const done = new Set(rows.filter((c) => c.state === 'completed').map((c) => c.session_id));
  expect(sessions).toHaveLength(done.size);
  expect(usage).toHaveLength(done.size);
  expect(new Set(sessions.map((s) => s.session_id))).toEqual(done);
  expect(new Set(usage.map((u) => u.session_id))).toEqual(done);
  expect(sessions.every((s) => s.status === 'ended')).toBe(true);
  expect(usage.every((u) => u.ended_at !== null)).toBe(true);
  // A failed or unanswered contact is one whose call was placed (its session id stored) when the process died, before
  // its session was written: it is not dialled again (the campaign gives no retries).
  expect(rows.filter((c) => c.state !== 'completed' && (c.session_id === null || done.has(c.session_id)))).toEqual([]);
}

describe('a campaign whose server is killed mid-run', () => {
  it('calls that end at once: the threads killed holding their claims, their contacts recovered and called once', async () => {
    const count = 3000;
    const run = await killedMidRun(count, async (api) => {
      const task = await api.call('POST', '/studio/tasks', { task_name: 'Killed notice', task_type: 'voice' });
      expect(task.status, JSON.stringify(task.body)).toBe(201);
      return task.body.data.task_id;
    });
    const after = await run.restart();
    settledOnce(count, after);
    // Only a call in progress at the kill can have failed or gone unanswered.
    const failed = after.rows.filter((c) => c.state !== 'completed');
    expect(failed.every((c) => run.left.find((l) => l.contact_id === c.contact_id)!.state === 'calling')).toBe(true);
  }, 120_000);

  it('calls that last: the calls in progress at the kill end in the next process, and their contacts are not called again', async () => {
    const count = 60;
    // A call of a second: the task asks a menu question and hangs up when nothing is pressed.
    const run = await killedMidRun(
      count,
      async (api) => {
        const task = (await api.call('POST', '/studio/tasks', { task_name: 'Killed reminder', task_type: 'voice' })).body.data;
        const main = (await api.call('GET', `/node/canvas?task_id=${task.task_id}`)).body.data.find(
          (c: { is_main_canvas: number }) => c.is_main_canvas === 1,
        );
        const prompt = await api.call('POST', '/prompt/prompts', {
          prompt_name: 'Reminder',
          texts: [{ language: 'en-US', text: 'Press 1.' }],
        });
        const menu = await api.call('POST', '/node/nodes', {
          task_id: task.task_id,
          canvas_id: main.canvas_id,
          pid: main.first_node_id,
          node_type: 'menu',
          config: { prompt_id: prompt.body.data.prompt_id, timeout_seconds: 1, no_input_attempts: 0 },
        });
        expect(menu.status, JSON.stringify(menu.body)).toBe(201);
        return task.task_id;
      },
      { inCall: true },
    );
    // The calls in progress at the kill: calling, their sessions written (waiting for the caller, or ended and not yet
    // settled); parked (no thread's) or still their thread's.
    const calling = run.left.filter((c) => c.state === 'calling' && c.session_id !== null);
    const written = await data!.db
      .selectFrom('engine_sessions')
      .select('session_id')
      .where('session_id', 'in', ['', ...calling.map((c) => c.session_id!)])
      .execute();
    const inProgress = calling.filter((c) => written.some((s) => s.session_id === c.session_id));
    expect(inProgress.length).toBeGreaterThan(0);
    const after = await run.restart();
    settledOnce(count, after);
    // Each of them ended on the call it had: the same session, completed.
    for (const c of inProgress)
      expect(after.rows.find((r) => r.contact_id === c.contact_id)).toMatchObject({
        state: 'completed',
        session_id: c.session_id,
        attempts: 1,
      });
  }, 120_000);
});
