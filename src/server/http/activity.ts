import type { FastifyRequest } from 'fastify';
import type { ActivityAction, ActivitySubject } from '@shared/activity';
import { scopeLevel, type Selection } from '@shared/access/scope';
import type { Db } from '../db/index';
import { nowIso } from '../db/index';
import { maskSecrets } from './mask-secrets';

export interface ActivityEntry {
  subject_type: ActivitySubject;
  subject_id?: string | number | null;
  /** One of the log's vocabulary (src/shared/activity.ts), so every entry can be named in words. */
  action: ActivityAction;
  /** A before/after summary, never secrets. */
  summary?: Record<string, unknown>;
  /**
   * The write changed this task's canvas (its nodes) and nothing any other screen shows: only the sockets showing
   * that canvas hear it (realtime fan-out follows who is looking at what), not every tab of the account.
   */
  canvas?: number;
}

/** What a request changed in which account, for the realtime refresh sent once it has answered (realtime/changes.ts). */
export interface AccountChange {
  ac_id: number;
  resource: string;
  id: string | null;
  /** Heard only by the sockets showing this task's canvas (ActivityEntry.canvas). */
  canvas?: number;
}
const changed = new WeakMap<FastifyRequest, Map<string, AccountChange>>();
export const changesOf = (request: FastifyRequest): AccountChange[] => [...(changed.get(request)?.values() ?? [])];

/** Every write records who did it, in which scope, to what; an account's writes are also told to its open screens. */
export async function recordActivity(
  db: Db,
  request: FastifyRequest,
  entry: ActivityEntry,
  userId?: number,
  /** For requests without a resolved scope (sign-in): the selection the entry belongs to. */
  scopeOverride?: Selection,
): Promise<void> {
  const selection = request.scope?.selection ?? scopeOverride;
  const subjectId = entry.subject_id == null ? null : String(entry.subject_id);
  if (selection && selection.acId !== 'all') {
    const list = changed.get(request) ?? new Map<string, AccountChange>();
    list.set(`${selection.acId}:${entry.subject_type}:${subjectId}`, {
      ac_id: selection.acId,
      resource: entry.subject_type,
      id: subjectId,
      ...(entry.canvas === undefined ? {} : { canvas: entry.canvas }),
    });
    changed.set(request, list);
  }
  await db
    .insertInto('activity_log')
    .values({
      user_id: userId ?? request.auth?.user.user_id ?? null,
      scope: request.scope?.level ?? (selection ? scopeLevel(selection) : 'user'),
      sp_id: selection && selection.spId !== 'all' ? selection.spId : null,
      ac_id: selection && selection.acId !== 'all' ? selection.acId : null,
      subject_type: entry.subject_type,
      subject_id: subjectId,
      action: entry.action,
      // Secrets (passwords, keys, tokens) never reach the log, whatever a summary carries.
      summary: JSON.stringify(maskSecrets(entry.summary ?? {})),
      created_at: nowIso(),
    })
    .execute();
}
