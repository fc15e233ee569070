import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSelection } from '@shared/access/scope';
import { openSocket, startListening, stopListening } from './support/listening';
import type { TestStudio } from './support/studio';

/** A role's or a user's permissions changing is told to the users concerned at once, and to no one else. */
let s: TestStudio;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ s, url } = await startListening());
});
afterAll(() => stopListening(s, sockets));

const open = (token: string) => openSocket(url, token, sockets);

describe('access changes over realtime', () => {
  it("a role's new permissions reach its users' sockets, not other users'", async () => {
    const viewer = await open(await s.login('ac.viewer@studio.test'));
    const builder = await open(await s.login('ac.builder@studio.test'));
    const seenByViewer: unknown[] = [];
    const seenByBuilder: unknown[] = [];
    viewer.on('refresh', (p) => seenByViewer.push(p));
    builder.on('refresh', (p) => seenByBuilder.push(p));
    const system = await s.login('system@studio.test');
    const role = (await s.db.selectFrom('roles').select('id').where('name', '=', 'Account Viewer').executeTakeFirstOrThrow()).id;
    const current = (await s.call('GET', `/auth/role-permissions/${role}`, { token: system, selection: systemSelection })).json().data
      .permissions as string[];
    const res = await s.call('PUT', `/auth/role-permissions/${role}`, {
      token: system,
      selection: systemSelection,
      body: { permissions: [...current, 'manage.exports.read'] },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => seenByViewer).toEqual([{ resource: 'access', ac_id: null }]);
    expect(seenByBuilder).toEqual([]);
    // And the viewer's next request already carries it.
    const me = await s.call('GET', '/auth/me', { token: await s.login('ac.viewer@studio.test') });
    expect(me.json().data.permissions).toContain('manage.exports.read');
  });
});
