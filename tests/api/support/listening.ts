import { expect } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { realtimePath, type Ack, type ScopeSubscribe } from '@shared/realtime';
import { startStudio, type TestStudio } from './studio';

/** A studio with realtime, listening on a free loopback port: what the socket tests connect to. */
export async function startListening(options: Parameters<typeof startStudio>[0] = {}): Promise<{ s: TestStudio; url: string }> {
  const s = await startStudio({ ...options, realtime: true });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  return { s, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A connected socket of the studio at `url`, signed in with `token` (none: anonymous); kept in `sockets` for stopListening. */
export function openSocket(url: string, token: string | null, sockets: Socket[]): Promise<Socket> {
  const socket = connect(url, { path: realtimePath, auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

/** A connected socket subscribed to a scope's room (the subscription acknowledged). */
export async function subscribedSocket(url: string, token: string, scope: ScopeSubscribe, sockets: Socket[]): Promise<Socket> {
  const socket = await openSocket(url, token, sockets);
  const ack = await new Promise<Ack>((resolve) => socket.emit('scope:subscribe', scope, resolve));
  expect(ack.ok).toBe(true);
  return socket;
}

/** Disconnects the test's sockets, then closes the studio. */
export async function stopListening(s: TestStudio | undefined, sockets: Socket[]): Promise<void> {
  for (const socket of sockets) socket.disconnect();
  await s?.close();
}
