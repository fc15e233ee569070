import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { realtimePath, type AnnouncementCounts } from '@shared/realtime';
import { announcementsShell } from '@shared/entities/announcements';
import { addRole, addUser } from './support/people';
import { startListening, stopListening } from './support/listening';
import type { TestStudio } from './support/studio';

/**
 * Dashboard contents (System → dashboard-contents): the screen's permission is system.dashboard-contents (its
 * calls stay the system roles'), and whoever holds system.dashboard-contents.write hears the live tutorial and
 * what's-new counts on connect and after every change; nobody else does.
 */
let s: TestStudio;
let url: string;
const sockets: Socket[] = [];
const system: Selection = { spId: 'all', acId: 'all' };
const token: Record<string, string> = {};

beforeAll(async () => {
  ({ s, url } = await startListening());
  const reader = await addRole(s.db, 'System dashboard reader', 'system', ['system.dashboard-contents.read']);
  const writer = await addRole(s.db, 'System dashboard writer', 'system', [
    'system.dashboard-contents.read',
    'system.dashboard-contents.write',
  ]);
  const other = await addRole(s.db, 'System roles only', 'system', ['system.roles.read', 'system.roles.write']);
  await addUser(s.db, { email: 'dash.reader@studio.test', user_type: 'system', role_id: reader, sp_id: null });
  await addUser(s.db, { email: 'dash.writer@studio.test', user_type: 'system', role_id: writer, sp_id: null });
  await addUser(s.db, { email: 'roles.only@studio.test', user_type: 'system', role_id: other, sp_id: null });
  for (const email of [
    'dash.reader@studio.test',
    'dash.writer@studio.test',
    'roles.only@studio.test',
    'system@studio.test',
    'sp.admin@studio.test',
  ])
    token[email] = await s.login(email);
});
afterAll(() => stopListening(s, sockets));

const as = (email: string, method: string, path: string, body?: unknown) =>
  s.call(method, path, { token: token[email], selection: system, body });
const counted = async (email: string) => {
  // Listening before the connection opens: the counts follow the connect at once.
  const socket = connect(url, {
    path: realtimePath,
    auth: { token: token[email] },
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
  });
  sockets.push(socket);
  const heard: AnnouncementCounts[] = [];
  socket.on('announcement:counts', (p: AnnouncementCounts) => heard.push(p));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
    socket.connect();
  });
  return heard;
};
const enabledCounts = async (): Promise<AnnouncementCounts> => {
  const rows = await s.db.selectFrom('announcements').select('announcement_type').where('is_enabled', '=', 1).execute();
  return {
    tutorial: rows.filter((r) => r.announcement_type === 'tutorial').length,
    whats_new: rows.filter((r) => r.announcement_type === 'whats_new').length,
  };
};

describe('dashboard contents', () => {
  it("the screen is the System list's dashboard-contents, its permission one the catalogue grants; its calls are the system roles'", async () => {
    const [screen] = announcementsShell.screens;
    expect(screen).toMatchObject({
      id: 'system.dashboard-contents',
      path: '/system/dashboard-contents',
      permission: 'system.dashboard-contents',
    });
    const granted = await s.db
      .selectFrom('permissions')
      .select('name')
      .where('name', 'in', [`${screen.permission}.read`, `${screen.permission}.write`])
      .execute();
    expect(granted.map((p) => p.name).sort()).toEqual(['system.dashboard-contents.read', 'system.dashboard-contents.write']);
    expect((await as('dash.reader@studio.test', 'GET', '/system/announcements')).statusCode).toBe(200);
    const made = await as('dash.writer@studio.test', 'POST', '/system/announcements', {
      title: 'Written',
      body: 'By the writer.',
      announcement_type: 'tutorial',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await as('dash.writer@studio.test', 'DELETE', `/system/announcements/${made.json().data.announcement_id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await s.call('GET', '/system/announcements', { token: token['sp.admin@studio.test'], selection: { spId: 'all', acId: 'all' } }))
        .statusCode,
    ).toBe(403);
  });

  it("holders of system.dashboard-contents.write hear the tutorial and what's-new counts on connect and on every change; others never", async () => {
    const writer = await counted('dash.writer@studio.test');
    const admin = await counted('system@studio.test');
    const reader = await counted('dash.reader@studio.test');
    const provider = await counted('sp.admin@studio.test');
    const rolesOnly = await counted('roles.only@studio.test');
    const before = await enabledCounts();
    await expect.poll(() => writer.at(-1)).toEqual(before);
    await expect.poll(() => admin.at(-1)).toEqual(before);

    const made = await as('system@studio.test', 'POST', '/system/announcements', {
      title: 'New in 7.3',
      body: 'Task maps.',
      announcement_type: 'whats_new',
    });
    expect(made.statusCode, made.body).toBe(201);
    await expect.poll(() => writer.at(-1)).toEqual({ ...before, whats_new: before.whats_new + 1 });
    const id = made.json().data.announcement_id;
    expect((await as('system@studio.test', 'PUT', `/system/announcements/${id}`, { announcement_type: 'tutorial' })).statusCode).toBe(200);
    await expect.poll(() => admin.at(-1)).toEqual({ ...before, tutorial: before.tutorial + 1 });
    expect((await as('system@studio.test', 'DELETE', `/system/announcements/${id}`)).statusCode).toBe(200);
    await expect.poll(() => writer.at(-1)).toEqual(before);

    await new Promise((r) => setTimeout(r, 200));
    expect(reader).toEqual([]);
    expect(provider).toEqual([]);
    expect(rolesOnly).toEqual([]);
  });
});
