import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type TestStudio } from './support/studio';

/** An unfinished request is never held open: past the header or request timeout the server answers 408 and closes. */
let s: TestStudio;
let port = 0;
beforeAll(async () => {
  s = await startStudio({ seed: 'none', config: { headersTimeoutMs: 300, requestTimeoutMs: 600 } });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => s.close());

/** Sends the text and never more; answers what the server wrote before it closed the connection. */
function sendAndWait(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('request timeouts', () => {
  it('a body that never finishes is answered 408 and the connection closed', async () => {
    const answer = await sendAndWait(
      'POST /api/auth/login HTTP/1.1\r\nHost: studio\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that never finish are answered 408 and the connection closed', async () => {
    const answer = await sendAndWait('GET /api/health HTTP/1.1\r\nHost: studio\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a whole request is answered as always', async () => {
    const answer = await sendAndWait('GET /api/health HTTP/1.1\r\nHost: studio\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
