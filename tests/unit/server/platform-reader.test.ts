import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformFailure, readAllPages } from '@server/modules/platform/reader';
import { startPlatformServer, type PlatformServer } from '../../../scripts/platform-server.mjs';

/** The platform's pages, followed: to the end, but never past the page cap, nor to another host (the token stays home). */
const outbound = { engineAllowPrivateHosts: false, engineAllowedAddresses: ['127.0.0.1'], publicUrl: 'http://studio.test' };
let platform: PlatformServer;
let elsewhere: Server;
let elsewherePort: number;

beforeAll(async () => {
  platform = await startPlatformServer({ domains: { 7: 25 }, pageSize: 2 });
  // A platform whose first page sends the next one to another host.
  elsewhere = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ items: [{ name: 'a' }], paging: { next: 'http://localhost:1/skills?page=2' } }));
  });
  await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', () => r()));
  elsewherePort = (elsewhere.address() as { port: number }).port;
});
afterAll(async () => {
  await platform?.close();
  await new Promise((r) => elsewhere?.close(r));
});

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof PlatformFailure ? e.message : String(e)),
  );

describe('reading every page of a platform list', () => {
  it('follows next links to the end (top-level next and paging.next)', async () => {
    const users = await readAllPages(outbound, platform.url, '/users/v1/domains/7/users', platform.token);
    expect(users).toHaveLength(25);
    expect(users.map((u) => u.userName)).toEqual(Array.from({ length: 25 }, (_, i) => `agent${String(i + 1).padStart(5, '0')}`));
    expect(await readAllPages(outbound, platform.url, '/skills/v1/domains/7/skills', platform.token)).toHaveLength(12);
  });

  it('stops past the page cap, and at a next page on another host', async () => {
    const host = new URL(platform.url).host;
    expect(await failureOf(readAllPages(outbound, platform.url, '/users/v1/domains/7/users', platform.token, { maxPages: 5 }))).toBe(
      `The contact-center platform at ${host} sent more than 5 pages: the read was stopped and nothing was kept.`,
    );
    expect(await failureOf(readAllPages(outbound, `http://127.0.0.1:${elsewherePort}`, '/skills', 't'))).toBe(
      `The contact-center platform at 127.0.0.1:${elsewherePort} sent a next page on another host: the read was stopped and nothing was kept.`,
    );
  });

  it('refuses a private address the studio may not call, and names an unreachable one', async () => {
    expect(
      await failureOf(readAllPages({ ...outbound, engineAllowedAddresses: [] }, platform.url, '/users/v1/domains/7/users', platform.token)),
    ).toBe(`The contact-center platform at ${new URL(platform.url).host} is on a private address the studio may not call.`);
    expect(await failureOf(readAllPages(outbound, 'http://127.0.0.1:1', '/x', 't'))).toBe(
      'The contact-center platform at 127.0.0.1:1 could not be reached: ECONNREFUSED',
    );
  });
});
