import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactedUrl, requestSerializer } from '@server/http/log-redaction';

/** A launch token or a sign-in code a browser brings in its address never reaches the log. */
describe('the request log', () => {
  it('replaces the secret query values of an address', () => {
    expect(redactedUrl('/login/platform/callback?token=eyJhbGci.x.y&sp_id=1')).toBe('/login/platform/callback?token=[redacted]&sp_id=1');
    expect(redactedUrl('/login/3/callback?state=s&code=abc')).toBe('/login/3/callback?state=s&code=[redacted]');
    expect(redactedUrl('/api/tasks?search=token')).toBe('/api/tasks?search=token');
  });

  it('logs the request without them', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestSerializer } } });
    app.get('/login/platform/callback', async () => 'ok');
    await app.inject({ method: 'GET', url: '/login/platform/callback?token=secret-launch-token&sp_id=1' });
    await app.close();
    expect(lines.join('')).toContain('/login/platform/callback?token=[redacted]&sp_id=1');
    expect(lines.join('')).not.toContain('secret-launch-token');
  });
});
