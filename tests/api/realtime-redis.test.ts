import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedSocket } from './support/listening';
import { demoIds, startStudio, type TestStudio } from './support/studio';

/**
 * Two servers on one database, sharing socket.io rooms through the Redis adapter (REDIS_URL): a write
 * answered by one reaches a client connected to the other. Redis runs on this machine (127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let first: TestStudio;
let second: TestStudio;
const sockets: Socket[] = [];

async function listen(s: TestStudio): Promise<string> {
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  // Channels of their own: another test run on the same Redis (SQLite and PostgreSQL side by side) must not cross.
  const redisPrefix = `studio-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  first = await startStudio({ realtime: true, persistent: true, redisUrl, redisPrefix });
  second = await startStudio({ realtime: true, restart: first.place, redisUrl, redisPrefix });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await second.close({ keep: true });
  await first.close();
});

describe('realtime across two servers (Redis adapter)', () => {
  it("delivers a write answered by one server to a client of the other, in the account's room only", async () => {
    const ids = await demoIds(first.db);
    const url = await listen(second);
    const open = async (email: string, sp: number, ac: number) =>
      subscribedSocket(url, await second.login(email), { sp_id: sp, ac_id: ac }, sockets);
    const viewer = await open('ac.viewer@studio.test', ids.northwind, ids.retail);
    const other = await open('multi.sp@studio.test', ids.bluebird, ids.support);
    const seen: unknown[] = [];
    const elsewhere: unknown[] = [];
    viewer.on('refresh:batch', (p) => seen.push(p));
    other.on('refresh:batch', (p) => elsewhere.push(p));

    const token = await first.login('ac.builder@studio.test');
    const created = await first.call('POST', '/content/variables', {
      token,
      selection: { spId: ids.northwind, acId: ids.retail },
      body: { variable_name: 'across_servers', variable_type: 'single_value' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const deadline = Date.now() + 5000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // The sign-ins' own changes ('session') are gathered too and may arrive after the subscription.
    const writes = (batches: unknown[]) =>
      (batches as { resource: string }[][]).map((b) => b.filter((e) => e.resource !== 'session')).filter((b) => b.length > 0);
    await expect
      .poll(() => writes(seen))
      .toEqual([[{ resource: 'Variable', ac_id: ids.retail, id: String(created.json().data.variable_id), origin: null }]]);
    expect(writes(elsewhere)).toEqual([]);
  });
});
