import type { FastifyInstance } from 'fastify';
import { clientIdHeader, roomOf } from '@shared/realtime';
import { changesOf } from '../http/activity';

const validOrigin = /^[\w-]{1,64}$/;

/**
 * After a write has answered (its transaction committed), every account it changed hears `refresh` with
 * what changed, so another user's open canvas, list or editor refetches. A refused or failed request
 * changed nothing and tells nothing.
 */
export function registerChangeEvents(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const io = app.studio.realtime;
    if (!io || reply.statusCode >= 400) return;
    const changes = changesOf(request);
    if (changes.length === 0) return;
    const header = request.headers[clientIdHeader];
    const origin = typeof header === 'string' && validOrigin.test(header) ? header : null;
    for (const change of changes) io.to(roomOf.account(change.ac_id)).emit('refresh', { ...change, origin });
  });
}
