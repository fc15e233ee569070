import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { effectiveRole, isSystemRole, systemSelection, type AccessSubject } from '@shared/access';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import { realtimePath, roomOf, type ClientToServerEvents, type ServerToClientEvents } from '@shared/realtime';
import { liveSession } from '../http/auth';
import { readToken } from '../modules/auth/crypto';
import type { Services } from '../services';
import { announcementCounts, receivesAnnouncementCounts } from './announcement-counts';
import { leaveCanvasOutside, registerPresence } from './presence';
import type { Realtime } from './types';

export type { Realtime } from './types';

interface SocketData {
  userId: number;
  sessionId: string;
  /** The user's roles grant the live announcement counts. */
  counts: boolean;
  /** The user has the system role: the socket is in the system room. */
  system: boolean;
}

/** Who is in the system room: the holders of the system role, the only ones the system's screens (migration) are for. */
const hasSystemRole = (user: AccessSubject) => isSystemRole(effectiveRole(user, systemSelection));

/** Closes the sockets of sessions that just ended (logout, reuse, password change), on every process. */
export function closeSessionSockets(studio: Services, sessionIds: string[]): void {
  if (studio.realtime && sessionIds.length > 0) studio.realtime.in(sessionIds.map(roomOf.session)).disconnectSockets(true);
}

/**
 * socket.io on the same server. A socket is authenticated by the bearer token, joins its user room,
 * and on `scope:subscribe` moves to the account rooms the user may see — never another tenant's.
 * The session is checked again on every subscribe and every limits.session.checkIntervalMs; a socket
 * whose session ended (revoked, idle-expired, user deactivated) is disconnected.
 * With REDIS_URL the Redis adapter lets several server processes share rooms.
 */
export async function attachRealtime(app: FastifyInstance): Promise<Realtime> {
  const io: Realtime = new Server(app.server, { path: realtimePath, serveClient: false, cors: { origin: false } });
  if (app.studio.config.redisUrl) {
    const pub = createClient({ url: app.studio.config.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: `${app.studio.config.redisPrefix}:socket.io` }));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const sessionId = token ? readToken(token, app.studio.config.signingSecret) : null;
    const live = sessionId ? await liveSession(app, sessionId) : null;
    if (!live || !sessionId) return next(new Error(messages.unauthenticated));
    Object.assign(socket.data as SocketData, {
      userId: live.session.user_id,
      sessionId,
      counts: receivesAnnouncementCounts(live.user.permissions),
      system: hasSystemRole(live.user),
    });
    next();
  });

  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    const { userId, sessionId, counts, system } = socket.data as SocketData;
    void socket.join([
      roomOf.user(userId),
      roomOf.session(sessionId),
      ...(counts ? [roomOf.announcementCounts()] : []),
      ...(system ? [roomOf.system()] : []),
    ]);
    if (counts) {
      void announcementCounts(app.studio.db)
        .then((payload) => socket.emit('announcement:counts', payload))
        .catch((err) => app.log.warn({ err }, 'announcement counts failed'));
    }
    registerPresence(app, io, socket);
    socket.on('scope:subscribe', async (scope, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const user = (await liveSession(app, sessionId))?.user;
      if (!user) {
        reply({ ok: false, message: messages.unauthenticated });
        return void socket.disconnect(true);
      }
      // A user who lost the system role since connecting leaves the system room (and one who gained it joins).
      if (hasSystemRole(user)) await socket.join(roomOf.system());
      else await socket.leave(roomOf.system());
      const option = scope?.sp_id === 'all' ? null : user.account_mappings.find((o) => o.sp_id === scope?.sp_id);
      const visible = option ? option.accounts.map((a) => a.ac_id) : [];
      const wanted = scope?.ac_id === 'all' ? visible : visible.filter((id) => id === scope?.ac_id);
      if (scope?.sp_id !== 'all' && (!option || (scope?.ac_id !== 'all' && wanted.length === 0))) {
        return reply({ ok: false, message: messages.scopeForbidden });
      }
      for (const room of socket.rooms) if (room.startsWith('ac:')) await socket.leave(room);
      await leaveCanvasOutside(io, socket, wanted);
      const rooms = wanted.map(roomOf.account);
      await socket.join(rooms);
      reply({ ok: true, rooms });
    });
  });

  // Idle expiry ends a session without any call: this process looks at its own sockets now and then (and takes the
  // system room from a user who lost the system role).
  const sweepOnce = async () => {
    for (const socket of await io.local.fetchSockets()) {
      const live = await liveSession(app, (socket.data as SocketData).sessionId);
      if (!live) socket.disconnect(true);
      else if (!hasSystemRole(live.user)) socket.leave(roomOf.system());
    }
  };
  const sweep = setInterval(
    () => void sweepOnce().catch((err) => app.log.warn({ err }, 'socket session sweep failed')),
    limits.session.checkIntervalMs,
  );
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
  return io;
}
