import type { FastifyInstance } from 'fastify';
import { clientIdHeader, refreshBatchMs, roomOf, type RefreshEvent } from '@shared/realtime';
import { changesOf } from '../http/activity';

const validOrigin = /^[\w-]{1,64}$/;

/**
 * After a write has answered (its transaction committed), every account it changed hears what changed, so another
 * user's open canvas, list or editor refetches. A refused or failed request changed nothing and tells nothing.
 * The changes of an account are gathered for `refreshBatchMs` and sent as one `refresh:batch` message (the same
 * change twice in that time is sent once): with 200 editors in an account, one frame per edit to every tab cost
 * the server more than the edits themselves.
 */
export function registerChangeEvents(app: FastifyInstance): void {
  const pending = new Map<number, Map<string, RefreshEvent>>();
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    timer = null;
    const io = app.studio.realtime;
    const batches = [...pending];
    pending.clear();
    if (!io) return;
    for (const [acId, changes] of batches) io.to(roomOf.account(acId)).emit('refresh:batch', [...changes.values()]);
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
    for (const change of changes) {
      const event = { ...change, origin };
      let account = pending.get(change.ac_id);
      if (!account) pending.set(change.ac_id, (account = new Map()));
      account.set(JSON.stringify([event.resource, event.id ?? null, origin]), event);
    }
    timer ??= setTimeout(flush, refreshBatchMs);
  });
}
