import type { Socket } from 'socket.io-client';
import { startStudio, type TestStudio } from './studio';

/** A studio with realtime, listening on a free loopback port: what the socket tests connect to. */
export async function startListening(): Promise<{ s: TestStudio; url: string }> {
  const s = await startStudio({ realtime: true });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  return { s, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** Disconnects the test's sockets, then closes the studio. */
export async function stopListening(s: TestStudio | undefined, sockets: Socket[]): Promise<void> {
  for (const socket of sockets) socket.disconnect();
  await s?.close();
}
