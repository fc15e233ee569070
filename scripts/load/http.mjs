// The load run's HTTP client: keep-alive connections through node:http (fetch costs the client several times the CPU
// per request, and the client shares the cores with the servers). JSON in, { status, json, backend, revision } out.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 2048 });

export function http(base, method, path, body, headers = {}) {
  const url = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `/api${path}`,
        agent,
        timeout: 30000,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            /* not JSON */
          }
          const revision = res.headers['x-task-revision'];
          resolve({
            status: res.statusCode,
            json,
            backend: Number(res.headers['x-load-backend']),
            revision: revision === undefined ? NaN : Number(revision),
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('no answer in 30 s'), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.end(payload);
  });
}

export const closeHttp = () => agent.destroy();
