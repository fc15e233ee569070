import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRefused } from '../../src/server/http/outbound';
import { postToWebhook } from '../../src/server/modules/profiles/webhook-posts';
import { startRecorder } from './support/recorder';

/** Node-logging webhook posts, made by the worker thread: in order, signed, stopped at the first that does not arrive. */
let hook: Awaited<ReturnType<typeof startRecorder>>;
beforeAll(async () => {
  hook = await startRecorder();
});
afterAll(() => hook.close());

const open = { engineAllowPrivateHosts: true, publicUrl: 'http://203.0.113.5:8080' };
const closed = { ...open, engineAllowPrivateHosts: false };
const never = new AbortController().signal;
const bodies = (n: number) => Array.from({ length: n }, (_, i) => ({ text: JSON.stringify({ sequence: i }), eventId: `s:${i}` }));
const posts = (n: number, extra = {}) => ({ bodies: bodies(n), secret: 'hook-Secret-8', attempt: 1, timeoutMs: 1000, ...extra });

describe('webhook posts', () => {
  it('posts each body in order to the address checked, named as the URL names it, signed', async () => {
    hook.state.received.length = 0;
    const url = hook.url.replace('127.0.0.1', 'localhost');
    expect(await postToWebhook(open, `${url}/events?x=1`, posts(3), never)).toEqual({ delivered: 3 });
    const got = hook.state.received;
    expect(got.map((r) => JSON.parse(r.body).sequence)).toEqual([0, 1, 2]);
    expect(got[0]).toMatchObject({ method: 'POST', url: '/events?x=1' });
    expect(got[0].headers).toMatchObject({
      host: new URL(url).host,
      'content-type': 'application/json',
      'user-agent': 'Studio-NodeLogging/1',
      'x-studio-event-id': 's:0',
      'x-studio-delivery-attempt': '1',
      'x-studio-signature': `sha256=${createHmac('sha256', 'hook-Secret-8').update(got[0].body).digest('hex')}`,
    });
    hook.state.received.length = 0;
    await postToWebhook(open, hook.url, posts(1, { secret: null }), never);
    expect(hook.state.received[0].headers['x-studio-signature']).toBeUndefined();
  });

  it('stops at the first body the webhook refuses and says with what status', async () => {
    hook.state.received.length = 0;
    hook.state.status = 503;
    try {
      expect(await postToWebhook(open, hook.url, posts(3), never)).toEqual({ delivered: 0, status: 503 });
      expect(hook.state.received).toHaveLength(1);
    } finally {
      hook.state.status = 200;
    }
  });

  it('answers a timeout, a refused connection and a private address without sending', async () => {
    hook.state.hang = true;
    try {
      const started = Date.now();
      const slow = await postToWebhook(open, hook.url, posts(2, { timeoutMs: 300 }), never);
      expect(slow).toMatchObject({ delivered: 0, error: { name: 'TimeoutError' } });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      hook.state.hang = false;
    }
    const spare = createServer();
    await new Promise<void>((r) => spare.listen(0, '127.0.0.1', r));
    const port = (spare.address() as { port: number }).port;
    await new Promise<void>((r) => spare.close(() => r()));
    expect(await postToWebhook(open, `http://127.0.0.1:${port}/`, posts(1), never)).toMatchObject({
      delivered: 0,
      error: { code: 'ECONNREFUSED' },
    });
    hook.state.received.length = 0;
    await expect(postToWebhook(closed, hook.url, posts(1), never)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(postToWebhook(open, 'ftp://example.com/', posts(1), never)).rejects.toBeInstanceOf(OutboundRefused);
    expect(hook.state.received).toHaveLength(0);
  });
});
