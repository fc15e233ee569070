import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Config } from '../config';

/**
 * The one door for every request the server makes for a user — web-service steps, payment-gateway tests, speech
 * services, SMTP checks: http and https only, no redirects followed, and no private, loopback or link-local address
 * nor one of the studio host's own (its interfaces, its public address) unless the server allows them
 * (ENGINE_ALLOW_PRIVATE_HOSTS=1, or a list of the addresses allowed). The address is checked as the connection is made (the name resolved once, then
 * that address used), so a name that resolves to a public address for the check and a private one for the
 * connection gets nowhere.
 */
export type OutboundConfig = Pick<Config, 'engineAllowPrivateHosts' | 'engineAllowedAddresses' | 'publicUrl'>;

const privateRanges = new BlockList();
for (const [net, bits] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['0.0.0.0', 8],
  ['100.64.0.0', 10],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv6');

/** IPv4 written as IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) is checked as the IPv4 address it is. */
function plain(address: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return address;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
const isPrivate = (address: string) => privateRanges.check(plain(address), isIP(plain(address)) === 6 ? 'ipv6' : 'ipv4');

/** The address refused, and the host it was asked for. */
export class OutboundRefused extends Error {
  constructor(readonly host: string) {
    super(`The address ${host} is private or the studio's own.`);
    this.name = 'OutboundRefused';
  }
}

export class OutboundTimeout extends Error {
  constructor() {
    super('timeout');
    this.name = 'TimeoutError';
  }
}

/** The studio host's own addresses: its interfaces and what its public address resolves to. */
async function ownAddresses(config: OutboundConfig): Promise<Set<string>> {
  const own = new Set(interfaceAddresses());
  const host = (() => {
    try {
      return new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return '';
    }
  })();
  if (host) for (const address of await publicAddresses(host)) own.add(plain(address));
  return own;
}

/**
 * The addresses of the host's interfaces, read at most once a second: reading them is a system call, and the door is
 * passed by every request (a turn's node logging makes about ten), where it took an eighth of a webhook post's CPU.
 */
let interfaces: { at: number; addresses: string[] } | null = null;
function interfaceAddresses(): string[] {
  if (interfaces && Date.now() - interfaces.at < 1000) return interfaces.addresses;
  const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => plain(i.address)));
  interfaces = { at: Date.now(), addresses };
  return addresses;
}

/** What the public address's name resolves to, looked up at most once a minute. */
const resolvedPublic = new Map<string, { at: number; addresses: string[] }>();
async function publicAddresses(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  const known = resolvedPublic.get(host);
  if (known && Date.now() - known.at < 60_000) return known.addresses;
  const addresses = await lookup(host, { all: true }).then(
    (a) => a.map((x) => x.address),
    () => [],
  );
  resolvedPublic.set(host, { at: Date.now(), addresses });
  return addresses;
}

/** Whether the server may connect to the address for a user. */
const allowed = (config: OutboundConfig, own: Set<string>, address: string) =>
  config.engineAllowPrivateHosts ||
  !!config.engineAllowedAddresses?.includes(plain(address)) ||
  (!isPrivate(address) && !own.has(plain(address)));

/** A checked address of the host to connect to (SMTP checks connect to it, naming the host for TLS). */
export async function outboundAddress(config: OutboundConfig, host: string): Promise<string> {
  const name = host.replace(/^\[|\]$/g, '');
  const own = await ownAddresses(config);
  const addresses = isIP(name) ? [name] : (await lookup(name, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some((a) => !allowed(config, own, a))) throw new OutboundRefused(name);
  return addresses[0];
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it streams (after release(), no deadline applies any more). */
  body: IncomingMessage;
  /** The body's first maxBytes bytes as text; the rest is not read. */
  text(maxBytes: number): Promise<string>;
  /** Ends the deadline: the caller streams the body on its own terms. */
  release(): void;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | null;
  /** The deadline of the whole exchange (answer and body read through text()). */
  timeoutMs: number;
  /** Aborts the request (the caller went away). */
  signal?: AbortSignal;
}

/** Sends a request through the door; throws OutboundRefused, OutboundTimeout, or the connection's own error. */
export async function outboundRequest(config: OutboundConfig, target: string | URL, request: OutboundRequest): Promise<OutboundResponse> {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(url.hostname || url.protocol);
  const own = await ownAddresses(config);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowed(config, own, host)) throw new OutboundRefused(host);
  // The connection's own name resolution, checked: the address used is the address checked.
  const checkedLookup = (hostname: string, options: { all?: boolean; family?: number }, done: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return done(error);
      if (addresses.length === 0 || addresses.some((a) => !allowed(config, own, a.address))) return done(new OutboundRefused(hostname));
      return options.all ? done(null, addresses) : done(null, addresses[0].address, addresses[0].family);
    });
  };
  const deadline = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    deadline.abort();
  }, request.timeoutMs);
  const release = () => clearTimeout(timer);
  const signal = request.signal ? AbortSignal.any([deadline.signal, request.signal]) : deadline.signal;
  const client = url.protocol === 'https:' ? https : http;
  const fail = (error: unknown) => (timedOut ? new OutboundTimeout() : error);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request(
      url,
      { method: request.method ?? 'GET', headers: request.headers, lookup: checkedLookup as never, signal },
      resolve,
    );
    req.on('error', (e) => reject(fail(e)));
    req.end(request.body ?? undefined);
  }).catch((e) => {
    release();
    throw e;
  });
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    body: response,
    release,
    text: async (maxBytes) => {
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of response) {
          chunks.push(chunk as Buffer);
          size += (chunk as Buffer).length;
          if (size >= maxBytes) break;
        }
      } catch (e) {
        throw fail(e);
      } finally {
        release();
        response.destroy();
      }
      return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
    },
  };
}
