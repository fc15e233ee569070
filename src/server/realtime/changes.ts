import type { FastifyInstance } from 'fastify';
import { clientIdHeader, refreshBatchMs, roomOf, type RefreshEvent } from '@shared/realtime';
import { changesOf } from '../http/activity';

const validOrigin = /^[\w-]{1,64}$/;

/**
 * After a write has answered (its transaction committed), who looks at what it changed hears it, so another user's
 * open canvas, list or editor refetches: a canvas edit (a change with `canvas`) the sockets showing that task's
 * canvas, any other write every socket of its account. A refused or failed request changed nothing and tells nothing.
 * The changes for a room are gathered for `refreshBatchMs` and sent as one `refresh:batch` message (the same
 * change twice in that time is sent once): with 200 editors in an account, one frame per edit to every tab cost
 * the server more than the edits themselves, and with 1,000 every edit reached every tab of the account.
 */
export function registerChangeEvents(app: FastifyInstance): void {
  const pending = new Map<string, Map<string, RefreshEvent>>();
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    timer = null;
    const io = app.studio.realtime;
    const batches = [...pending];
    pending.clear();
    if (!io) return;
    for (const [room, changes] of batches) io.to(room).emit('refresh:batch', [...changes.values()]);
  };
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    flush();
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!app.studio.realtime || reply.statusCode >= 400) return;
    const changes = changesOf(request);
    if (changes.length === 0) return;
    const header = request.headers[clientIdHeader];
    const origin = typeof header === 'string' && validOrigin.test(header) ? header : null;
    for (const { canvas, ...change } of changes) {
      const event = { ...change, origin };
      const room = canvas === undefined ? roomOf.account(change.ac_id) : roomOf.canvas(canvas);
      let gathered = pending.get(room);
      if (!gathered) pending.set(room, (gathered = new Map()));
      gathered.set(JSON.stringify([event.resource, event.id ?? null, origin]), event);
    }
    timer ??= setTimeout(flush, refreshBatchMs);
  });
}
