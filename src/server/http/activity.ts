import type { FastifyRequest } from 'fastify';
import { scopeLevel, type Selection } from '@shared/access/scope';
import type { Db } from '../db/index';
import { nowIso } from '../db/index';

export interface ActivityEntry {
  subject_type: string;
  subject_id?: string | number | null;
  action: string;
  /** A before/after summary, never secrets. */
  summary?: Record<string, unknown>;
}

/** Every write records who did it, in which scope, to what. */
export async function recordActivity(
  db: Db,
  request: FastifyRequest,
  entry: ActivityEntry,
  userId?: number,
  /** For requests without a resolved scope (sign-in): the selection the entry belongs to. */
  scopeOverride?: Selection,
): Promise<void> {
  const selection = request.scope?.selection ?? scopeOverride;
  await db
    .insertInto('activity_log')
    .values({
      user_id: userId ?? request.auth?.user.user_id ?? null,
      scope: request.scope?.level ?? (selection ? scopeLevel(selection) : 'user'),
      sp_id: selection && selection.spId !== 'all' ? selection.spId : null,
      ac_id: selection && selection.acId !== 'all' ? selection.acId : null,
      subject_type: entry.subject_type,
      subject_id: entry.subject_id == null ? null : String(entry.subject_id),
      action: entry.action,
      summary: JSON.stringify(entry.summary ?? {}),
      created_at: nowIso(),
    })
    .execute();
}
