import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { messages } from '@shared/messages';
import { demoIds, startStudio, type TestStudio } from './support/studio';

/** Notification messages (system admins), the signed-in user's notifications, announcements. */
let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const system: Selection = { spId: 'all', acId: 'all' };
const emails = ['system@studio.test', 'sp.admin@studio.test', 'ac.builder@studio.test', 'ac.viewer@studio.test', 'multi.sp@studio.test'];

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  for (const email of emails) {
    token[email] = await s.login(email);
    userId[email] = (await s.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
  }
});
afterAll(() => s?.close());

const asSystem = (method: string, url: string, body?: unknown) =>
  s.call(method, url, { token: token['system@studio.test'], selection: system, body });
const as = (
  email: string,
  method: string,
  url: string,
  body?: unknown,
  selection: Selection = { spId: ids.northwind, acId: email.startsWith('ac.') ? ids.retail : 'all' },
) => s.call(method, url, { token: token[email], selection, body });
const inbox = async (email: string, query = '') => {
  const res = await as(email, 'GET', `/system/get-user-notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { notification_message_id: number; title: string; message_status: string; read_at: string | null; link: string | null }[];
    meta: { total: number; unread: number; page: number; per_page: number };
  };
};
let n = 0;
const title = (what: string) => `${what} ${++n}`;
async function send(body: Record<string, unknown>) {
  const res = await asSystem('POST', '/system/notification-messages', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    notification_message_id: number;
    title: string;
    audience: string;
    user_id: number | null;
    sp_id: number | null;
  };
}

describe('notification messages (system admins)', () => {
  it('sends to one user, a provider or everyone; lists, updates, deletes softly and restores', async () => {
    const toUser = await send({
      title: title('For Ben'),
      body: 'Hello',
      audience: 'user',
      user_id: userId['ac.builder@studio.test'],
      sp_id: ids.bluebird,
    });
    expect(toUser).toMatchObject({ audience: 'user', user_id: userId['ac.builder@studio.test'], sp_id: null });
    const toSp = await send({ title: title('For Northwind'), audience: 'sp', sp_id: ids.northwind, link: '/build/tasks' });
    expect(toSp).toMatchObject({ audience: 'sp', sp_id: ids.northwind, user_id: null });
    const toAll = await send({ title: title('For everyone'), audience: 'all', sp_id: ids.northwind });
    expect(toAll).toMatchObject({ audience: 'all', sp_id: null, user_id: null });

    const list = await asSystem('GET', '/system/notification-messages');
    expect(list.json().data.map((m: { title: string }) => m.title)).toEqual(
      expect.arrayContaining([toUser.title, toSp.title, toAll.title]),
    );

    const updated = await asSystem('PUT', `/system/notification-messages/${toSp.notification_message_id}`, {
      title: 'Renamed',
      link: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ title: 'Renamed', link: null, audience: 'sp' });
    // The audience is fixed once sent.
    expect((await asSystem('PUT', `/system/notification-messages/${toSp.notification_message_id}`, { audience: 'all' })).statusCode).toBe(
      422,
    );

    expect((await asSystem('DELETE', `/system/notification-messages/${toAll.notification_message_id}`)).statusCode).toBe(200);
    expect((await inbox('ac.viewer@studio.test')).data.map((m) => m.notification_message_id)).not.toContain(toAll.notification_message_id);
    expect((await asSystem('PUT', `/system/notification-messages/${toAll.notification_message_id}`, { is_enabled: 1 })).statusCode).toBe(
      200,
    );
    expect((await inbox('ac.viewer@studio.test')).data.map((m) => m.notification_message_id)).toContain(toAll.notification_message_id);
  });

  it('refuses a missing or unknown audience id, a bad audience and a link outside the studio with a clear 422, writing nothing', async () => {
    const before = await s.db
      .selectFrom('notification_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x', audience: 'user' }, messages.notifications.userRequired],
      [{ title: 'x', audience: 'user', user_id: 999999 }, 'The user 999999 does not exist or is disabled.'],
      [{ title: 'x', audience: 'sp' }, messages.notifications.providerRequired],
      [{ title: 'x', audience: 'sp', sp_id: 999999 }, 'The service provider 999999 does not exist or is disabled.'],
    ];
    for (const [body, message] of cases) {
      const res = await asSystem('POST', '/system/notification-messages', body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(message);
    }
    for (const body of [
      { title: 'x', audience: 'nobody' },
      { title: '', audience: 'all' },
      { title: 'x', audience: 'all', link: 'https://evil.example/' },
      { title: 'x', audience: 'all', link: '//evil.example' },
    ]) {
      const res = await asSystem('POST', '/system/notification-messages', body);
      expect(res.statusCode, res.body).toBe(422);
    }
    const after = await s.db
      .selectFrom('notification_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is for system admins only: provider admins, account users and read-only users are refused', async () => {
    for (const email of ['sp.admin@studio.test', 'ac.builder@studio.test', 'ac.viewer@studio.test']) {
      expect((await as(email, 'GET', '/system/notification-messages')).statusCode).toBe(403);
      expect((await as(email, 'POST', '/system/notification-messages', { title: 'x', audience: 'all' })).statusCode).toBe(403);
    }
  });
});

describe("the signed-in user's notifications", () => {
  it('lists newest first with the unread count, paged; marks one READ, then all', async () => {
    const viewer = 'ac.viewer@studio.test';
    await s.call('POST', '/system/update-user-notification', { token: token[viewer], body: { all: true } });
    const a = await send({ title: title('First'), audience: 'user', user_id: userId[viewer] });
    const b = await send({ title: title('Second'), audience: 'user', user_id: userId[viewer] });
    const c = await send({ title: title('Third'), audience: 'sp', sp_id: ids.northwind });
    const page = await inbox(viewer, '?page=1&per_page=2');
    expect(page.data.map((m) => m.notification_message_id)).toEqual([c.notification_message_id, b.notification_message_id]);
    expect(page.meta).toMatchObject({ unread: 3, page: 1, per_page: 2 });
    expect((await inbox(viewer, '?page=2&per_page=2')).data[0].notification_message_id).toBe(a.notification_message_id);

    const one = await as(viewer, 'POST', '/system/update-user-notification', { notification_message_id: b.notification_message_id });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({ updated: 1, unread: 2 });
    const read = (await inbox(viewer)).data.find((m) => m.notification_message_id === b.notification_message_id)!;
    expect(read.message_status).toBe('READ');
    expect(read.read_at).not.toBeNull();
    expect((await inbox(viewer, '?message_status=UNREAD')).data.map((m) => m.notification_message_id)).toEqual([
      c.notification_message_id,
      a.notification_message_id,
    ]);

    const all = await as(viewer, 'POST', '/system/update-user-notification', { all: true });
    expect(all.json().data).toEqual({ updated: 2, unread: 0 });
    // Another user's state is their own: Priya (Northwind) still has the provider message unread.
    expect((await inbox('sp.admin@studio.test', '?message_status=UNREAD')).data.map((m) => m.notification_message_id)).toContain(
      c.notification_message_id,
    );
  });

  it('writes no row per user for a message to everyone until a user acts on it', async () => {
    const m = await send({ title: title('Everyone'), audience: 'all' });
    const rows = () =>
      s.db
        .selectFrom('notification_message_users')
        .select('user_id')
        .where('notification_message_id', '=', m.notification_message_id)
        .execute();
    expect(await rows()).toEqual([]);
    for (const email of emails)
      expect((await inbox(email)).data.map((x) => x.notification_message_id)).toContain(m.notification_message_id);
    await as('ac.builder@studio.test', 'POST', '/system/update-user-notification', { notification_message_id: m.notification_message_id });
    expect(await rows()).toEqual([{ user_id: userId['ac.builder@studio.test'] }]);
  });

  it('dismisses and reads by user actions; an id not addressed to the user is 404 and changes nothing', async () => {
    const builder = 'ac.builder@studio.test';
    const mine = await send({ title: title('Mine'), audience: 'user', user_id: userId[builder] });
    const notMine = await send({ title: title('Not mine'), audience: 'user', user_id: userId['ac.viewer@studio.test'] });
    const refused = await as(builder, 'POST', '/system/notification-message-user-actions', {
      action: 'read',
      notification_message_ids: [mine.notification_message_id, notMine.notification_message_id],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.notifications.notFound);
    expect(
      (await as(builder, 'POST', '/system/update-user-notification', { notification_message_id: notMine.notification_message_id }))
        .statusCode,
    ).toBe(404);
    const viewerState = await s.db
      .selectFrom('notification_message_users')
      .selectAll()
      .where('notification_message_id', '=', notMine.notification_message_id)
      .execute();
    expect(viewerState).toEqual([]);
    expect((await inbox(builder)).data.find((m) => m.notification_message_id === mine.notification_message_id)?.message_status).toBe(
      'UNREAD',
    );

    const dismissed = await as(builder, 'POST', '/system/notification-message-user-actions', {
      action: 'dismiss',
      notification_message_ids: [mine.notification_message_id],
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await inbox(builder)).data.map((m) => m.notification_message_id)).not.toContain(mine.notification_message_id);
    expect(
      (await as(builder, 'POST', '/system/notification-message-user-actions', { action: 'shout', notification_message_ids: [1] }))
        .statusCode,
    ).toBe(422);
    expect(
      (await as(builder, 'POST', '/system/notification-message-user-actions', { action: 'read', notification_message_ids: [] })).statusCode,
    ).toBe(422);
  });

  it("never shows a provider's message to another provider's users", async () => {
    const bluebirdOnly = await send({ title: title('Bluebird only'), audience: 'sp', sp_id: ids.bluebird });
    for (const email of ['sp.admin@studio.test', 'ac.builder@studio.test', 'ac.viewer@studio.test']) {
      const seen = (await inbox(email)).data.map((m) => m.title);
      expect(seen).not.toContain(bluebirdOnly.title);
      expect(seen).not.toContain('Bluebird maintenance window');
    }
    expect((await inbox('multi.sp@studio.test')).data.map((m) => m.title)).toContain(bluebirdOnly.title);
  });

  it('lets a read-only user read and mark their own notifications', async () => {
    const viewer = 'ac.viewer@studio.test';
    const m = await send({ title: title('For Vera'), audience: 'user', user_id: userId[viewer] });
    const res = await as(viewer, 'POST', '/system/update-user-notification', { notification_message_id: m.notification_message_id });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a caller without a session', async () => {
    expect((await s.call('GET', '/system/get-user-notifications')).statusCode).toBe(401);
    expect((await s.call('POST', '/system/update-user-notification', { body: { all: true } })).statusCode).toBe(401);
  });
});

describe("a provider's notifications (GET /system/get-sp-notifications)", () => {
  it("answers the selected provider's messages to its admins, never another provider's", async () => {
    const northwind = await send({ title: title('Northwind notice'), audience: 'sp', sp_id: ids.northwind });
    const res = await as('sp.admin@studio.test', 'GET', '/system/get-sp-notifications');
    expect(res.statusCode, res.body).toBe(200);
    const titles = res.json().data.map((m: { title: string }) => m.title);
    expect(titles).toContain(northwind.title);
    expect(titles).not.toContain('Bluebird maintenance window');
    // Priya is not Bluebird's: selecting it is refused.
    expect(
      (await as('sp.admin@studio.test', 'GET', '/system/get-sp-notifications', undefined, { spId: ids.bluebird, acId: 'all' })).statusCode,
    ).toBe(403);
    // An account selection is not the provider.
    expect((await as('ac.builder@studio.test', 'GET', '/system/get-sp-notifications')).statusCode).toBe(403);
  });
});

describe('announcements', () => {
  it('are created, typed, listed, updated and deleted by system admins; the dashboard card shows the newest enabled one', async () => {
    const created = await asSystem('POST', '/system/announcements', {
      title: 'Version 7.2',
      body: 'Task maps are here.',
      announcement_type: 'whats_new',
    });
    expect(created.statusCode, created.body).toBe(201);
    const a = created.json().data;
    expect(a).toMatchObject({ title: 'Version 7.2', announcement_type: 'whats_new' });
    const latest = await as('ac.viewer@studio.test', 'GET', '/dashboard/announcements/latest');
    expect(latest.json().data).toMatchObject({ announcement_id: a.announcement_id, title: 'Version 7.2', announcement_type: 'whats_new' });
    expect(
      (await asSystem('PUT', `/system/announcements/${a.announcement_id}`, { announcement_type: 'tutorial' })).json().data
        .announcement_type,
    ).toBe('tutorial');
    expect((await asSystem('POST', '/system/announcements', { title: 'x', body: 'y', announcement_type: 'gossip' })).statusCode).toBe(422);
    expect((await asSystem('DELETE', `/system/announcements/${a.announcement_id}`)).statusCode).toBe(200);
    expect((await as('ac.viewer@studio.test', 'GET', '/dashboard/announcements/latest')).json().data.title).toBe('Welcome to Studio');
    expect((await asSystem('GET', '/system/announcements')).statusCode).toBe(200);
    for (const email of ['sp.admin@studio.test', 'ac.viewer@studio.test']) {
      expect((await as(email, 'POST', '/system/announcements', { title: 'x', body: 'y' })).statusCode).toBe(403);
      expect((await as(email, 'DELETE', `/system/announcements/${a.announcement_id}`)).statusCode).toBe(403);
    }
  });
  it('keep their type when an update changes only the title or body (a left-out field is left as it is)', async () => {
    const made = (
      await asSystem('POST', '/system/announcements', { title: 'Tour', body: 'Start here.', announcement_type: 'tutorial' })
    ).json().data;
    const renamed = await asSystem('PUT', `/system/announcements/${made.announcement_id}`, { title: 'Tour of the canvas' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'Tour of the canvas', body: 'Start here.', announcement_type: 'tutorial' });
    expect((await asSystem('DELETE', `/system/announcements/${made.announcement_id}`)).statusCode).toBe(200);
  });
});
