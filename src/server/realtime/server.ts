import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { messages } from '@shared/messages';
import { realtimePath, roomOf, type ClientToServerEvents, type ServerToClientEvents } from '@shared/realtime';
import { readToken } from '../modules/auth/crypto';
import { findActiveSession } from '../modules/auth/sessions';

export type Realtime = Server<ClientToServerEvents, ServerToClientEvents>;

interface SocketData {
  userId: number;
}

/**
 * socket.io on the same server. A socket is authenticated by the bearer token, joins its user room,
 * and on `scope:subscribe` moves to the account rooms the user may see — never another tenant's.
 * With REDIS_URL the Redis adapter lets several server processes share rooms.
 */
export async function attachRealtime(app: FastifyInstance): Promise<Realtime> {
  const io: Realtime = new Server(app.server, { path: realtimePath, serveClient: false, cors: { origin: false } });
  if (app.studio.config.redisUrl) {
    const pub = createClient({ url: app.studio.config.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const sessionId = token ? readToken(token, app.studio.config.signingSecret) : null;
    const session = sessionId ? await findActiveSession(app.studio.db, sessionId) : null;
    if (!session) return next(new Error(messages.unauthenticated));
    (socket.data as SocketData).userId = session.user_id;
    next();
  });

  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    const userId = (socket.data as SocketData).userId;
    void socket.join(roomOf.user(userId));
    socket.on('scope:subscribe', async (scope, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const user = await app.studio.directory.sessionUser(userId);
      if (!user) return reply({ ok: false, message: messages.unauthenticated });
      const option = scope?.sp_id === 'all' ? null : user.account_mappings.find((o) => o.sp_id === scope?.sp_id);
      const visible = option ? option.accounts.map((a) => a.ac_id) : [];
      const wanted = scope?.ac_id === 'all' ? visible : visible.filter((id) => id === scope?.ac_id);
      if (scope?.sp_id !== 'all' && (!option || (scope?.ac_id !== 'all' && wanted.length === 0))) {
        return reply({ ok: false, message: messages.scopeForbidden });
      }
      for (const room of socket.rooms) if (room.startsWith('ac:')) await socket.leave(room);
      const rooms = wanted.map(roomOf.account);
      await socket.join(rooms);
      reply({ ok: true, rooms });
    });
  });

  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
  return io;
}
