import { Worker } from 'node:worker_threads';
import { outboundAddress, OutboundRefused, type OutboundConfig } from '../../http/outbound';

/**
 * Node-logging webhook posts, made by a worker thread: a session's turn makes about ten of them, and their requests
 * (connecting, writing, reading the answers, signing) made beside the turns on the server's own thread slowed the turns
 * the profile is meant to watch. The worker runs at a lower CPU priority (nice 10), so on a busy machine the turns go
 * first and the posts wait (they are a background job's). The server's thread checks the address (the outbound door's rule: the name resolved
 * once, that address checked) and hands the worker the checked address; the worker connects to that address only.
 */
export interface WebhookPosts {
  /** The bodies, posted one after another in order; each is signed (x-studio-signature) when a secret is given. */
  bodies: readonly { text: string; eventId: string }[];
  secret: string | null;
  attempt: number;
  timeoutMs: number;
}

/** How the posts went: all delivered, or the first that was not, with why (an error to put in words, or a status). */
export type WebhookOutcome =
  | { delivered: number }
  | { delivered: number; status: number }
  | { delivered: number; error: { name: string; code?: string; message: string } };

/** The worker's program (plain CommonJS, evaluated): posts a batch in order, stops at the first that does not arrive. */
const workerSource = String.raw`
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const https = require('node:https');
const { createHmac } = require('node:crypto');
// A lower CPU priority for this thread alone (Linux gives each thread its own): on a busy machine the turns go first.
// Not the lowest: a saturated machine still gives the posts a share, so they fall behind, not to a standstill.
try { require('node:os').setPriority(10); } catch {}
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };
function post(target, address, body, headers, timeoutMs) {
  return new Promise((resolve, reject) => {
    const url = new URL(target);
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request({
      protocol: url.protocol, host: address, port: url.port || undefined, path: url.pathname + url.search, method: 'POST',
      servername: url.hostname.replace(/^\[|\]$/g, ''), agent: agents[url.protocol],
      headers: { ...headers, host: url.host, 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      // The answer's first 1000 bytes are read (its status is what counts); a longer one is cut there.
      let size = 0;
      res.on('data', (chunk) => { size += chunk.length; if (size >= 1000) res.destroy(); });
      res.on('error', () => undefined);
      res.on('close', () => finish(() => resolve(res.statusCode || 0)));
    });
    let done = false;
    const finish = (settle) => { if (!done) { done = true; clearTimeout(timer); settle(); } };
    // The deadline covers the whole exchange, the answer's body included.
    const timer = setTimeout(() => {
      const e = new Error('timeout');
      e.name = 'TimeoutError';
      finish(() => reject(e));
      req.destroy(e);
    }, timeoutMs);
    req.on('error', (e) => finish(() => reject(e)));
    req.end(body);
  });
}
parentPort.on('message', async ({ id, url, address, posts }) => {
  const { bodies, secret, attempt, timeoutMs } = posts;
  for (let i = 0; i < bodies.length; i++) {
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Studio-NodeLogging/1',
      'x-studio-event-id': bodies[i].eventId,
      'x-studio-delivery-attempt': String(attempt),
    };
    if (secret) headers['x-studio-signature'] = 'sha256=' + createHmac('sha256', secret).update(bodies[i].text).digest('hex');
    let status;
    try {
      status = await post(url, address, bodies[i].text, headers, timeoutMs);
    } catch (e) {
      return parentPort.postMessage({ id, outcome: { delivered: i, error: { name: e.name, code: e.code, message: String(e.message) } } });
    }
    if (status < 200 || status >= 300) return parentPort.postMessage({ id, outcome: { delivered: i, status } });
  }
  parentPort.postMessage({ id, outcome: { delivered: bodies.length } });
});
`;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (outcome: WebhookOutcome) => void>();

/** The one worker of the process, started on first use; it keeps no process alive and is started again if it stops. */
function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerSource, { eval: true });
  started.unref();
  started.on('message', ({ id, outcome }: { id: number; outcome: WebhookOutcome }) => {
    waiting.get(id)?.(outcome);
    waiting.delete(id);
  });
  const stopped = (error: Error) => {
    if (worker === started) worker = null;
    for (const done of waiting.values()) done({ delivered: 0, error: { name: error.name, message: error.message } });
    waiting.clear();
  };
  started.on('error', stopped);
  started.on('exit', () => stopped(new Error('the webhook worker stopped')));
  worker = started;
  return started;
}

/**
 * Posts the bodies to the webhook in order, through the worker; answers how far it got. The address is checked here
 * first (a refused one throws OutboundRefused, as the outbound door does). An abort (the server closing) answers at
 * once as not delivered; the worker's post may still arrive, and the retried job sends it again with the same event id.
 */
export async function postToWebhook(
  config: OutboundConfig,
  target: string,
  posts: WebhookPosts,
  signal: AbortSignal,
): Promise<WebhookOutcome> {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(url.hostname || url.protocol);
  const address = await outboundAddress(config, url.hostname);
  const id = nextId++;
  return new Promise<WebhookOutcome>((resolve) => {
    const aborted = () => {
      waiting.delete(id);
      resolve({ delivered: 0, error: { name: 'AbortError', message: 'The server is closing.' } });
    };
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted, { once: true });
    waiting.set(id, (outcome) => {
      signal.removeEventListener('abort', aborted);
      resolve(outcome);
    });
    theWorker().postMessage({ id, url: url.href, address, posts });
  });
}
