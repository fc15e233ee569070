import type { FastifyRequest } from 'fastify';
import { taskRevisionHeader } from '@shared/api/versions';
import { messages } from '@shared/messages';
import { RefusalError } from '../../http/errors';

/** The revision of the task the edit was made on (X-Task-Revision), or null when the caller did not say. */
export function claimedRevision(request: FastifyRequest): number | null {
  const raw = request.headers?.[taskRevisionHeader];
  if (typeof raw !== 'string' || !/^\d{1,12}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Every edit of the studio's canvas carries the revision it was made on. Checked inside the edit's transaction,
 * after the task row is read (and locked on PostgreSQL; SQLite runs one writer at a time): an edit made on an
 * older revision is refused with 409 and changes nothing, so it never lands over another person's change.
 */
export function assertFresh(request: FastifyRequest, current: number): void {
  const claimed = claimedRevision(request);
  if (claimed !== null && claimed !== current) {
    throw new RefusalError(409, messages.versions.staleEdit, { revision: current });
  }
}

/**
 * The fast refusal: an edit claiming a revision older than one this process has already seen committed is stale
 * for sure (revisions only grow), so it is refused before it waits for the database. Anything else goes on to the
 * check inside the transaction, which decides.
 */
export function assertNotBehind(request: FastifyRequest, known: number | undefined): void {
  const claimed = claimedRevision(request);
  if (claimed !== null && known !== undefined && claimed < known) {
    throw new RefusalError(409, messages.versions.staleEdit, { revision: known });
  }
}
