import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomOf, type Ack, type ScopeSubscribe } from '@shared/realtime';
import { openSocket, startListening, stopListening } from './support/listening';
import { demoIds, type TestStudio } from './support/studio';

let s: TestStudio;
let url: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ s, url } = await startListening());
  ids = await demoIds(s.db);
});
afterAll(() => stopListening(s, sockets));

const open = (token: string | null) => openSocket(url, token, sockets);

const subscribe = (socket: Socket, scope: ScopeSubscribe) => new Promise<Ack>((resolve) => socket.emit('scope:subscribe', scope, resolve));

describe('realtime', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(open(null)).rejects.toThrow('Your session has ended. Please sign in again.');
    await expect(open('forged.token')).rejects.toThrow();
  });

  it("delivers an account's events only to clients subscribed to that account", async () => {
    const viewer = await open(await s.login('ac.viewer@studio.test'));
    const multi = await open(await s.login('multi.sp@studio.test'));
    expect(await subscribe(viewer, { sp_id: ids.northwind, ac_id: ids.retail })).toEqual({ ok: true, rooms: [roomOf.account(ids.retail)] });
    expect(await subscribe(multi, { sp_id: ids.bluebird, ac_id: ids.support })).toEqual({ ok: true, rooms: [roomOf.account(ids.support)] });

    const seenByViewer: unknown[] = [];
    const seenByMulti: unknown[] = [];
    viewer.on('refresh', (p) => seenByViewer.push(p));
    multi.on('refresh', (p) => seenByMulti.push(p));
    s.app.studio.realtime!.to(roomOf.account(ids.support)).emit('refresh', { resource: 'prompts', ac_id: ids.support });
    s.app.studio.realtime!.to(roomOf.account(ids.retail)).emit('refresh', { resource: 'tasks', ac_id: ids.retail });
    await new Promise((r) => setTimeout(r, 200));
    expect(seenByViewer).toEqual([{ resource: 'tasks', ac_id: ids.retail }]);
    expect(seenByMulti).toEqual([{ resource: 'prompts', ac_id: ids.support }]);
  });

  it("refuses a subscription to another tenant's account and keeps the socket out of its room", async () => {
    const viewer = await open(await s.login('ac.viewer@studio.test'));
    const answer = await subscribe(viewer, { sp_id: ids.bluebird, ac_id: ids.support });
    expect(answer).toEqual({ ok: false, message: 'You do not have access to this scope.' });
    const smuggled = await subscribe(viewer, { sp_id: ids.northwind, ac_id: ids.support });
    expect(smuggled.ok).toBe(false);
    const seen: unknown[] = [];
    viewer.on('refresh', (p) => seen.push(p));
    s.app.studio.realtime!.to(roomOf.account(ids.support)).emit('refresh', { resource: 'prompts', ac_id: ids.support });
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual([]);
  });

  it('moves the subscription when the scope changes', async () => {
    const multi = await open(await s.login('multi.sp@studio.test'));
    await subscribe(multi, { sp_id: ids.bluebird, ac_id: ids.support });
    const moved = await subscribe(multi, { sp_id: ids.northwind, ac_id: 'all' });
    expect(moved.ok && moved.rooms.sort()).toEqual([ids.retail, ids.health, ids.logistics].map(roomOf.account).sort());
    const seen: unknown[] = [];
    multi.on('refresh', (p) => seen.push(p));
    s.app.studio.realtime!.to(roomOf.account(ids.support)).emit('refresh', { resource: 'x', ac_id: ids.support });
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual([]);
  });

  it('disconnects the sockets of a session when it signs out', async () => {
    const token = await s.login('ac.viewer@studio.test');
    const socket = await open(token);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    expect((await s.call('POST', '/auth/logout', { token })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('checks the session on every subscribe: an idle-expired session is refused and disconnected', async () => {
    const token = await s.login('ac.viewer@studio.test');
    const socket = await open(token);
    expect((await subscribe(socket, { sp_id: ids.northwind, ac_id: ids.retail })).ok).toBe(true);
    const expired = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    await s.db.updateTable('sessions').set({ last_active_at: expired }).where('id', '=', token.split('.')[0]).execute();
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    expect(await subscribe(socket, { sp_id: ids.northwind, ac_id: ids.retail })).toEqual({
      ok: false,
      message: 'Your session has ended. Please sign in again.',
    });
    expect(await closed).toBe('io server disconnect');
  });

  it("tells an account's open screens what a write changed once it has answered, and nothing of a refused write", async () => {
    const viewer = await open(await s.login('ac.viewer@studio.test'));
    const multi = await open(await s.login('multi.sp@studio.test'));
    expect((await subscribe(viewer, { sp_id: ids.northwind, ac_id: ids.retail })).ok).toBe(true);
    expect((await subscribe(multi, { sp_id: ids.bluebird, ac_id: ids.support })).ok).toBe(true);
    const seen: unknown[] = [];
    const elsewhere: unknown[] = [];
    viewer.on('refresh:batch', (p) => seen.push(p));
    multi.on('refresh:batch', (p) => elsewhere.push(p));

    const builder = await s.login('ac.builder@studio.test');
    const write = (name: string) =>
      s.call('POST', '/content/variables', {
        token: builder,
        selection: { spId: ids.northwind, acId: ids.retail },
        headers: { 'x-client-id': 'tab-builder-1' },
        body: { variable_name: name, variable_type: 'single_value' },
      });
    const created = await write('realtime_change');
    expect(created.statusCode, created.body).toBe(201);
    expect((await write('realtime_change')).statusCode).toBe(422);
    const deadline = Date.now() + 5000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    // The sign-ins' own changes ('session') are gathered too and may arrive after the subscription.
    const writes = (batches: { resource: string }[][]) =>
      batches.map((b) => b.filter((e) => e.resource !== 'session')).filter((b) => b.length > 0);
    expect(writes(seen as { resource: string }[][])).toEqual([
      [{ resource: 'Variable', ac_id: ids.retail, id: String(created.json().data.variable_id), origin: 'tab-builder-1' }],
    ]);
    expect(writes(elsewhere as { resource: string }[][])).toEqual([]);
  });

  it('sends the changes of writes made close together in batch messages, each change once with its tab', async () => {
    const viewer = await open(await s.login('ac.viewer@studio.test'));
    expect((await subscribe(viewer, { sp_id: ids.northwind, ac_id: ids.retail })).ok).toBe(true);
    const seen: { resource: string; id?: string | null; origin?: string | null }[][] = [];
    viewer.on('refresh:batch', (p) => seen.push(p));
    const builder = await s.login('ac.builder@studio.test');
    const write = (name: string, tab: string) =>
      s.call('POST', '/content/variables', {
        token: builder,
        selection: { spId: ids.northwind, acId: ids.retail },
        headers: { 'x-client-id': tab },
        body: { variable_name: name, variable_type: 'single_value' },
      });
    const made = await Promise.all([write('batched_one', 'tab-a'), write('batched_two', 'tab-b'), write('batched_three', 'tab-a')]);
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const variables = () => seen.map((batch) => batch.filter((e) => e.resource === 'Variable')).filter((batch) => batch.length > 0);
    await expect.poll(() => variables().flat().length).toBe(3);
    await new Promise((r) => setTimeout(r, 300));
    // Each change once, with its own tab, in batch messages (how many depends on how the writes fall in the
    // 100 ms windows on a loaded machine; the load run measures what the gathering saves).
    expect(
      variables()
        .flat()
        .map((e) => [e.id, e.origin])
        .sort(),
    ).toEqual(made.map((r, i) => [String(r.json().data.variable_id), i === 1 ? 'tab-b' : 'tab-a']).sort());
  });
});

/** Every refresh a socket receives, and a wait for the first that matches. */
function record(socket: Socket) {
  const seen: { resource: string; ac_id: number | null }[] = [];
  const waiters: [(p: (typeof seen)[number]) => boolean, () => void][] = [];
  socket.on('refresh', (p) => {
    seen.push(p);
    for (const [match, done] of waiters) if (match(p)) done();
  });
  const until = (match: (p: (typeof seen)[number]) => boolean) =>
    new Promise<void>((resolve) => (seen.some(match) ? resolve() : waiters.push([match, resolve])));
  return { seen, until };
}

describe('a new account reaches the switcher of the users who may see it at once', () => {
  it("tells the provider's admins and the system users, never an account user", async () => {
    const [spAdmin, system, viewer] = await Promise.all(
      ['sp.admin@studio.test', 'system@studio.test', 'ac.viewer@studio.test'].map((e) => s.login(e)),
    );
    const seen = { spAdmin: record(await open(spAdmin)), system: record(await open(system)), viewer: record(await open(viewer)) };
    const created = await s.call('POST', '/portal/accounts', {
      token: spAdmin,
      selection: { spId: ids.northwind, acId: 'all' },
      body: { ac_name: 'Northwind Live' },
    });
    const acId = created.json().data.ac_id as number;
    await seen.spAdmin.until((p) => p.ac_id === acId);
    await seen.system.until((p) => p.ac_id === acId);
    expect(seen.spAdmin.seen).toContainEqual({ resource: 'accounts', ac_id: acId });
    // Events on one socket arrive in order: once the viewer has the sentinel, the account event would have come before it.
    const viewerId = (
      await s.db.selectFrom('users').select('user_id').where('email', '=', 'ac.viewer@studio.test').executeTakeFirstOrThrow()
    ).user_id;
    s.app.studio.realtime!.to(roomOf.user(viewerId)).emit('refresh', { resource: 'sentinel', ac_id: null });
    await seen.viewer.until((p) => p.resource === 'sentinel');
    expect(seen.viewer.seen).toEqual([{ resource: 'sentinel', ac_id: null }]);
    // The switcher's source answers the new account at once.
    const options = (await s.call('GET', '/auth/user', { token: spAdmin })).json().data.account_mappings;
    expect(options[0].accounts.map((a: { ac_name: string }) => a.ac_name)).toContain('Northwind Live');
  });
});
