import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomOf, type RefreshEvent, type ScopeSubscribe } from '@shared/realtime';
import { startListening, stopListening, subscribedSocket } from './support/listening';
import { demoIds, type TestStudio } from './support/studio';

// Realtime fan-out follows who is looking at what: a canvas edit reaches the sockets showing that task's canvas,
// not every tab of the account.
let s: TestStudio;
let url: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ s, url } = await startListening());
  ids = await demoIds(s.db);
});
afterAll(() => stopListening(s, sockets));

const open = async (email: string, scope: ScopeSubscribe) => subscribedSocket(url, await s.login(email), scope, sockets);
const here = (socket: Socket, task_id: number) =>
  new Promise<{ ok: boolean }>((resolve) => socket.emit('canvas:here', { task_id, node_id: null }, resolve));
const subscribe = (socket: Socket, scope: ScopeSubscribe) => new Promise((resolve) => socket.emit('scope:subscribe', scope, resolve));
/** The changes a socket hears, by event, without the sign-ins' own ('session'). */
const heard = (socket: Socket) => {
  const seen: RefreshEvent[] = [];
  socket.on('refresh:batch', (batch: RefreshEvent[]) => seen.push(...batch.filter((e) => e.resource !== 'session')));
  socket.on('refresh', (e: RefreshEvent) => seen.push(e));
  return seen;
};

async function retailTasks() {
  const tasks = await s.db.selectFrom('tasks').select('task_id').where('ac_id', '=', ids.retail).orderBy('task_id').limit(2).execute();
  expect(tasks).toHaveLength(2);
  const prompt = await s.db
    .selectFrom('nodes')
    .select('node_id')
    .where('task_id', '=', tasks[0].task_id)
    .where('node_type', '=', 'prompt')
    .executeTakeFirstOrThrow();
  return { edited: tasks[0].task_id, other: tasks[1].task_id, prompt: prompt.node_id };
}

describe('the edit notice of a canvas', () => {
  it("reaches the editors of that task's canvas only: not an editor of another task, not a tab showing no canvas", async () => {
    const { edited, other, prompt } = await retailTasks();
    const retail = { sp_id: ids.northwind, ac_id: ids.retail };
    const onTask = await open('ac.viewer@studio.test', retail);
    const onOtherTask = await open('ac.viewer@studio.test', retail);
    const onList = await open('ac.viewer@studio.test', retail);
    expect(await here(onTask, edited)).toEqual({ ok: true });
    expect(await here(onOtherTask, other)).toEqual({ ok: true });
    const builder = await s.login('ac.builder@studio.test');
    // The task has changed since publishing (its first change is heard by the whole account: the test below).
    await s.db.updateTable('tasks').set({ version_in_use_modified: 1 }).where('task_id', '=', edited).execute();
    const seen = { onTask: heard(onTask), onOtherTask: heard(onOtherTask), onList: heard(onList) };

    const res = await s.call('PUT', `/node/nodes/${prompt}`, {
      token: builder,
      selection: { spId: ids.northwind, acId: ids.retail },
      headers: { 'x-client-id': 'tab-fanout-1' },
      body: { node_name: 'Fan-out greeting' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => seen.onTask).toEqual([{ resource: 'Task', ac_id: ids.retail, id: String(edited), origin: 'tab-fanout-1' }]);
    // A sentinel to the account's room comes after anything the edit sent them (one socket's events arrive in order).
    s.app.studio.realtime!.to(roomOf.account(ids.retail)).emit('refresh', { resource: 'sentinel', ac_id: ids.retail });
    await expect.poll(() => seen.onOtherTask.length + seen.onList.length).toBe(2);
    expect(seen.onOtherTask).toEqual([{ resource: 'sentinel', ac_id: ids.retail }]);
    expect(seen.onList).toEqual([{ resource: 'sentinel', ac_id: ids.retail }]);
  });

  it('is not heard by a socket that moved to another account, even one showing that canvas before', async () => {
    const { edited, prompt } = await retailTasks();
    const admin = await open('sp.admin@studio.test', { sp_id: ids.northwind, ac_id: ids.retail });
    expect(await here(admin, edited)).toEqual({ ok: true });
    await subscribe(admin, { sp_id: ids.northwind, ac_id: ids.health });
    const seen = heard(admin);
    const builder = await s.login('ac.builder@studio.test');
    const res = await s.call('PUT', `/node/nodes/${prompt}`, {
      token: builder,
      selection: { spId: ids.northwind, acId: ids.retail },
      body: { node_name: 'Fan-out greeting again' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    s.app.studio.realtime!.to(roomOf.account(ids.health)).emit('refresh', { resource: 'sentinel', ac_id: ids.health });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen).toEqual([{ resource: 'sentinel', ac_id: ids.health }]);
  });

  it('still reaches the whole account for a write to a task itself (its row, not its canvas)', async () => {
    const retail = { sp_id: ids.northwind, ac_id: ids.retail };
    const onList = await open('ac.viewer@studio.test', retail);
    const seen = heard(onList);
    const builder = await s.login('ac.builder@studio.test');
    const res = await s.call('POST', '/studio/tasks', {
      token: builder,
      selection: { spId: ids.northwind, acId: ids.retail },
      body: { task_name: 'Fan-out new task', task_type: 'voice' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await expect
      .poll(() => seen.filter((e) => e.resource === 'Task'))
      .toEqual([{ resource: 'Task', ac_id: ids.retail, id: String(res.json().data.task_id), origin: null }]);
  });

  it('reaches the whole account when the task map must redraw: the first change since publishing', async () => {
    const { edited, prompt } = await retailTasks();
    const retail = { sp_id: ids.northwind, ac_id: ids.retail };
    const onList = await open('ac.viewer@studio.test', retail);
    await s.db.updateTable('tasks').set({ version_in_use_modified: 0 }).where('task_id', '=', edited).execute();
    const seen = heard(onList);
    const builder = await s.login('ac.builder@studio.test');
    const edit = (node_name: string) =>
      s.call('PUT', `/node/nodes/${prompt}`, { token: builder, selection: { spId: ids.northwind, acId: ids.retail }, body: { node_name } });
    expect((await edit('Fan-out first change')).statusCode).toBe(200);
    await expect
      .poll(() => seen.filter((e) => e.resource === 'Task'))
      .toEqual([{ resource: 'Task', ac_id: ids.retail, id: String(edited), origin: null }]);
    // The next change is the canvas's alone: the list tab hears only the sentinel after it.
    expect((await edit('Fan-out second change')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    s.app.studio.realtime!.to(roomOf.account(ids.retail)).emit('refresh', { resource: 'sentinel', ac_id: ids.retail });
    await expect.poll(() => seen.length).toBe(2);
    expect(seen.at(-1)).toEqual({ resource: 'sentinel', ac_id: ids.retail });
  });
});
