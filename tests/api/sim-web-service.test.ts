import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '@shared/engine';
import { engineHttp } from '../../src/server/modules/sim/http';
import { builder, engineDeps } from '../unit/engine/support';

/** The outbound door's settings: private addresses allowed (the local test server) or not. */
const open = { engineAllowPrivateHosts: true, publicUrl: 'http://localhost' };
const closed = { engineAllowPrivateHosts: false, publicUrl: 'http://localhost' };
let server: Server;
let base = '';
const seen: { method: string; url: string; body: string; auth: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, auth: String(req.headers.authorization ?? '') });
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 3000);
      if (req.url === '/missing') return void res.writeHead(404).end('{}');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: { items: [{ name: 'Ann', id: 7 }] } }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

function webServiceFlow(url: string, method = 'POST', timeout_seconds = 10) {
  const b = builder(1);
  const start = b.canvas();
  const request = {
    method,
    url,
    headers: [{ name: 'Authorization', value: 'Bearer {{3}}' }],
    body: '{"customer":"{{3}}"}',
    timeout_seconds,
  };
  const ws = b.add(start, 'web_service', {
    action_name: 'Lookup',
    request,
    response_mappings: [{ source: 'data.items[0].name', variable_id: 4 }],
    status_variable_id: 5,
  });
  const ok = b.add(ws, 'comment', { text: 'ok' }, 'success');
  const failed = b.add(ws, 'comment', { text: 'failed' }, 'failure');
  return { flow: b.flow(), ws, ok, failed };
}

describe('the web-service step against a local HTTP server', () => {
  it('makes the request with variables filled in, maps the answer into variables and leaves by success', async () => {
    const f = webServiceFlow(`${base}/customers/{{3}}`);
    const deps = engineDeps([f.flow], {}, { http: engineHttp(open) });
    const { session, events } = await startSession(deps, { taskId: 1, channel: 'voice', variables: { 3: 'c42' } });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/customers/c42', body: '{"customer":"c42"}', auth: 'Bearer c42' });
    expect(events).toContainEqual({ type: 'request', node_id: f.ws, method: 'POST', url: `${base}/customers/c42`, status: 200 });
    expect(session.variables).toMatchObject({ 4: 'Ann', 5: 200 });
    expect(session.path).toContain(f.ok);
  });

  it('an error status leaves by failure', async () => {
    const f = webServiceFlow(`${base}/missing`, 'GET');
    const { session } = await startSession(engineDeps([f.flow], {}, { http: engineHttp(open) }), { taskId: 1, channel: 'voice' });
    expect(session.variables[5]).toBe(404);
    expect(session.path).toContain(f.failed);
  });

  it('a server that does not answer within the timeout leaves by failure with the reason on the node', async () => {
    const f = webServiceFlow(`${base}/slow`, 'GET', 1);
    const { session, events } = await startSession(engineDeps([f.flow], {}, { http: engineHttp(open) }), { taskId: 1, channel: 'voice' });
    expect(events).toContainEqual({ type: 'error', node_id: f.ws, message: 'The web service did not answer within 1 s.' });
    expect(session.path).toContain(f.failed);
  });

  it('refuses a private address unless the server allows them, and sends nothing', async () => {
    const f = webServiceFlow(`${base}/customers/1`, 'GET');
    const before = seen.length;
    const { session, events } = await startSession(engineDeps([f.flow], {}, { http: engineHttp(closed) }), { taskId: 1, channel: 'voice' });
    expect(events.find((e) => e.type === 'error')).toMatchObject({
      node_id: f.ws,
      message: 'The address 127.0.0.1 is private; web services may call public addresses only.',
    });
    expect(seen.length).toBe(before);
    expect(session.path).toContain(f.failed);
  });
});

describe('holiday schedules', () => {
  it('a day is a holiday within its dates, or on the same days every year when it recurs', async () => {
    const { onHoliday } = await import('../../src/server/modules/sim/engine-deps');
    const holidays = [{ start_date: '2026-12-24', end_date: '2026-12-26', recurs_yearly: true }, { start_date: '2026-04-03' }];
    expect(onHoliday(holidays, '2027-12-25')).toBe(true);
    expect(onHoliday(holidays, '2026-04-03')).toBe(true);
    expect(onHoliday(holidays, '2027-04-03')).toBe(false);
    expect(onHoliday(holidays, '2026-12-27')).toBe(false);
  });
});
