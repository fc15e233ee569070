import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '@shared/engine';
import { OutboundRefused, outboundAddress, outboundRequest } from '../../src/server/http/outbound';
import { engineHttp } from '../../src/server/modules/sim/http';
import { builder, engineDeps } from '../unit/engine/support';

/** The outbound door: every request the server makes for a user goes through it. */
let server: Server;
let port = 0;
let hits = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    if (req.url === '/moved') return void res.writeHead(302, { location: 'http://10.0.0.1/inside' }).end();
    res.end('x'.repeat(10_000));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const closed = { engineAllowPrivateHosts: false, publicUrl: 'http://203.0.113.5:8080' };
const open = { ...closed, engineAllowPrivateHosts: true };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'sent',
    (e: Error) => (e instanceof OutboundRefused ? `refused ${e.host}` : `${e.name}: ${e.message}`),
  );

describe('the outbound door', () => {
  it("refuses loopback, private, link-local, mapped and the studio's own public address before anything is sent", async () => {
    const before = hits;
    const targets = [
      [`http://127.0.0.1:${port}/`, 'refused 127.0.0.1'],
      [`http://localhost:${port}/`, 'refused localhost'],
      [`http://[::ffff:127.0.0.1]:${port}/`, 'refused ::ffff:7f00:1'],
      ['http://169.254.169.254/latest/meta-data/', 'refused 169.254.169.254'],
      ['http://10.1.2.3/', 'refused 10.1.2.3'],
      ['http://203.0.113.5/', 'refused 203.0.113.5'],
      ['ftp://example.com/', 'refused example.com'],
    ];
    for (const [url, expected] of targets) expect(await refusal(outboundRequest(closed, url, { timeoutMs: 2000 })), url).toBe(expected);
    expect(await refusal(outboundAddress(closed, 'localhost'))).toBe('refused localhost');
    expect(await refusal(outboundAddress(closed, '203.0.113.5'))).toBe('refused 203.0.113.5');
    expect(hits).toBe(before);
  });

  it('allows the private addresses listed one by one, and refuses every other', async () => {
    const listed = { ...closed, engineAllowedAddresses: ['127.0.0.1'] };
    const res = await outboundRequest(listed, `http://127.0.0.1:${port}/`, { timeoutMs: 2000 });
    expect(res.status).toBe(200);
    expect(await refusal(outboundRequest(listed, 'http://10.1.2.3/', { timeoutMs: 2000 }))).toBe('refused 10.1.2.3');
    expect(await refusal(outboundAddress(listed, '203.0.113.5'))).toBe('refused 203.0.113.5');
  });

  it('with private addresses allowed: reads only the bytes asked for and never follows a redirect', async () => {
    const res = await outboundRequest(open, `http://localhost:${port}/`, { timeoutMs: 2000 });
    expect(res.status).toBe(200);
    expect(await res.text(100)).toBe('x'.repeat(100));
    const moved = await outboundRequest(open, `http://127.0.0.1:${port}/moved`, { timeoutMs: 2000 });
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('http://10.0.0.1/inside');
  });

  it("a web-service step cannot reach the studio host's own public address", async () => {
    const b = builder(1);
    const request = { method: 'GET', url: 'http://203.0.113.5/admin', headers: [], body: '', timeout_seconds: 2 };
    const ws = b.add(b.canvas(), 'web_service', { action_name: 'Self', request, response_mappings: [] });
    const { events } = await startSession(engineDeps([b.flow()], {}, { http: engineHttp(closed) }), { taskId: 1, channel: 'voice' });
    expect(events.find((e) => e.type === 'error')).toEqual({
      type: 'error',
      node_id: ws,
      message: 'The address 203.0.113.5 is private; web services may call public addresses only.',
    });
  });
});
