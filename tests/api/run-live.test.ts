import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSessionEvent, ScopeSubscribe } from '@shared/realtime';
import type { AccountFixture } from './support/account';
import { startListening, stopListening, subscribedSocket } from './support/listening';
import { demoIds } from './support/studio';
import { flowHelpers } from './flow-support';

const fx = {} as AccountFixture;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  ({ s: fx.s, url } = await startListening());
  fx.ids = await demoIds(fx.s.db);
  fx.retail = { spId: fx.ids.northwind, acId: fx.ids.retail };
  fx.token = await fx.s.login('ac.builder@studio.test');
  fx.call = (method, path, body) => fx.s.call(method, path, { token: fx.token, selection: fx.retail, body });
});
afterAll(() => stopListening(fx.s, sockets));
const h = flowHelpers(fx);
const enable = '/task/live-conversation-monitoring/enable';

const open = async (email: string, scope: ScopeSubscribe) => subscribedSocket(url, await fx.s.login(email), scope, sockets);

/** A voice task that says "Hello caller" and waits at a menu. */
async function waitingTask() {
  const t = await h.task();
  const { canvas_id, start } = await h.start(t.task_id);
  const p = await h.call('POST', '/prompt/prompts', {
    prompt_name: `Live ${Math.random().toString(36).slice(2, 8)}`,
    texts: [{ language: 'en-US', text: 'Hello caller' }],
  });
  const menu = await h.insert(t.task_id, canvas_id, start, 'menu', {
    prompt_id: p.json().data.prompt_id,
    keys: [{ key: '1', label: 'Sales' }],
  });
  return { t, menu };
}

const monitors = async (taskId: number) => fx.s.db.selectFrom('live_monitors').selectAll().where('task_id', '=', taskId).execute();

describe('POST /task/live-conversation-monitoring/enable', () => {
  it('enables monitoring of a task for a caller number; bad input is a 422 and stores nothing', async () => {
    const { t } = await waitingTask();
    const res = await fx.call('POST', enable, { task_id: t.task_id, ani: '+15550100' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ task_id: t.task_id, ani: '+15550100' });
    expect((await fx.call('POST', enable, { task_id: t.task_id, ani: '+15550100' })).statusCode).toBe(200);
    const bad = await fx.call('POST', enable, { task_id: t.task_id, ani: 'call me' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toContain('ani');
    expect((await fx.call('POST', enable, { ani: '123' })).statusCode).toBe(422);
    expect((await monitors(t.task_id)).map((m) => m.ani)).toEqual(['+15550100']);
    const view = await fx.call('GET', `/task/live-conversation-monitoring/${t.task_id}`);
    expect(view.json().data).toMatchObject({ task_id: t.task_id, monitors: [{ ani: '+15550100' }], sessions: [] });
  });

  it("is refused on another tenant's task (404) and for a read-only user (403), who may still watch", async () => {
    const { t } = await waitingTask();
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const theirs = await fx.s.call('POST', enable, { token: fx.token, selection: health, body: { task_id: t.task_id, ani: '5550101' } });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await fx.s.call('GET', `/task/live-conversation-monitoring/${t.task_id}`, { token: fx.token, selection: health })).statusCode,
    ).toBe(404);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect(
      (await fx.s.call('POST', enable, { token: viewer, selection: fx.retail, body: { task_id: t.task_id, ani: '5550101' } })).statusCode,
    ).toBe(403);
    expect(await monitors(t.task_id)).toEqual([]);
    expect(
      (await fx.s.call('GET', `/task/live-conversation-monitoring/${t.task_id}`, { token: viewer, selection: fx.retail })).statusCode,
    ).toBe(200);
  });

  it("sends a monitored task's session, its node and transcript, to its account's room only", async () => {
    const { t, menu } = await waitingTask();
    const quiet = await waitingTask();
    expect((await fx.call('POST', enable, { task_id: t.task_id, ani: '5550102' })).statusCode).toBe(200);
    const mine = await open('ac.viewer@studio.test', { sp_id: fx.ids.northwind, ac_id: fx.ids.retail });
    const other = await open('multi.sp@studio.test', { sp_id: fx.ids.bluebird, ac_id: fx.ids.support });
    const heard: LiveSessionEvent[] = [];
    const otherHeard: unknown[] = [];
    mine.on('live:session', (e) => heard.push(e));
    other.on('live:session', (e) => otherHeard.push(e));
    const first = new Promise<LiveSessionEvent>((resolve) => mine.once('live:session', resolve));

    expect((await fx.call('POST', '/sim/sessions', { task_id: quiet.t.task_id })).statusCode).toBe(201);
    const started = await fx.call('POST', '/sim/sessions', { task_id: t.task_id });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().data.session_id;
    const event = await first;
    expect(event.ac_id).toBe(fx.ids.retail);
    expect(event.session).toMatchObject({
      session_id: id,
      task_id: t.task_id,
      status: 'waiting',
      node_id: menu.node_id,
      node_name: menu.node_name,
    });
    expect(event.session.events.some((e) => e.type === 'said' && e.text === 'Hello caller')).toBe(true);

    const view = (await fx.call('GET', `/task/live-conversation-monitoring/${t.task_id}`)).json().data;
    expect(view.sessions.map((s: { session_id: string }) => s.session_id)).toEqual([id]);

    const ended = new Promise<LiveSessionEvent>((resolve) => mine.on('live:session', (e) => e.session.status === 'ended' && resolve(e)));
    expect((await fx.call('DELETE', `/sim/sessions/${id}`)).statusCode).toBe(200);
    expect((await ended).session).toMatchObject({ session_id: id, status: 'ended', node_id: null });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.every((e) => e.session.task_id === t.task_id)).toBe(true);
    expect(otherHeard).toEqual([]);
  });

  it("sends only the sessions of the monitored caller number; '*' or an empty ani is every caller", async () => {
    const { t } = await waitingTask();
    expect((await fx.call('POST', enable, { task_id: t.task_id, ani: '+15550103' })).statusCode).toBe(200);
    const mine = await open('ac.viewer@studio.test', { sp_id: fx.ids.northwind, ac_id: fx.ids.retail });
    const heard: LiveSessionEvent[] = [];
    mine.on('live:session', (e) => heard.push(e));
    const start = async (ani: string) => {
      const res = await fx.call('POST', '/sim/sessions', { task_id: t.task_id, ani });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.session_id as string;
    };
    const stranger = await start('5550999');
    const caller = await start('15550103');
    await expect.poll(() => heard.some((e) => e.session.session_id === caller)).toBe(true);
    // A later turn of the caller's session still carries its number.
    expect((await fx.call('POST', `/sim/sessions/${caller}/input`, { dtmf: '1' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.filter((e) => e.session.session_id === caller).length).toBeGreaterThan(1);
    expect(heard.some((e) => e.session.session_id === stranger)).toBe(false);
    const view = async () =>
      (await fx.call('GET', `/task/live-conversation-monitoring/${t.task_id}`))
        .json()
        .data.sessions.map((x: { session_id: string }) => x.session_id);
    expect(await view()).not.toContain(stranger);

    expect((await fx.call('POST', '/sim/sessions', { task_id: t.task_id, ani: 'nobody' })).statusCode).toBe(422);
    const all = await fx.call('POST', enable, { task_id: t.task_id, ani: '' });
    expect(all.json().data.ani).toBe('*');
    expect(await view()).toContain(stranger);
    const another = await start('5550998');
    await expect.poll(() => heard.some((e) => e.session.session_id === another)).toBe(true);
  });
});

describe('POST /task/live-conversation-monitoring/disable', () => {
  const disable = '/task/live-conversation-monitoring/disable';
  it('turns monitoring off for one caller number or all; then no session is sent', async () => {
    const { t } = await waitingTask();
    await fx.call('POST', enable, { task_id: t.task_id, ani: '5550104' });
    await fx.call('POST', enable, { task_id: t.task_id, ani: '*' });
    const one = await fx.call('POST', disable, { task_id: t.task_id, ani: '*' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({ task_id: t.task_id, removed: 1 });
    expect((await monitors(t.task_id)).map((m) => m.ani)).toEqual(['5550104']);
    expect((await fx.call('POST', disable, { task_id: t.task_id })).json().data.removed).toBe(1);
    expect(await monitors(t.task_id)).toEqual([]);
    expect((await fx.call('POST', disable, { task_id: t.task_id })).json().data.removed).toBe(0);

    const mine = await open('ac.viewer@studio.test', { sp_id: fx.ids.northwind, ac_id: fx.ids.retail });
    const heard: LiveSessionEvent[] = [];
    mine.on('live:session', (e) => heard.push(e));
    expect((await fx.call('POST', '/sim/sessions', { task_id: t.task_id })).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(heard.filter((e) => e.session.task_id === t.task_id)).toEqual([]);
    expect((await fx.call('GET', `/task/live-conversation-monitoring/${t.task_id}`)).json().data).toMatchObject({
      monitors: [],
      sessions: [],
    });
  });

  it("is refused on another tenant's task (404), for a read-only user (403) and with a bad ani (422), changing nothing", async () => {
    const { t } = await waitingTask();
    await fx.call('POST', enable, { task_id: t.task_id, ani: '5550105' });
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    expect((await fx.s.call('POST', disable, { token: fx.token, selection: health, body: { task_id: t.task_id } })).statusCode).toBe(404);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect((await fx.s.call('POST', disable, { token: viewer, selection: fx.retail, body: { task_id: t.task_id } })).statusCode).toBe(403);
    expect((await fx.call('POST', disable, { task_id: t.task_id, ani: 'x' })).statusCode).toBe(422);
    expect((await monitors(t.task_id)).map((m) => m.ani)).toEqual(['5550105']);
  });
});
