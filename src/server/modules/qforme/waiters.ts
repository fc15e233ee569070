import { sql } from 'kysely';
import type { QformeWaiter, WaiterStatus } from '@shared/api/qforme';
import type { PlanType } from '@shared/plans/catalogue';
import { fill, messages } from '@shared/messages';
import { canServe, joinedSkills, normalSkills, waitsFor } from '@shared/queue-skills';
import { nowIso, type Db } from '../../db/index';
import type { Row } from '../../http/entity-resource';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';
import { assertWithinLimit } from '../plans/usage';

/**
 * What happens to a queue's waiters: added (within the queue's cap and the account plan's qfm_waiter
 * limit), found, taken out, called back — each written to the queue's call log. The HTTP calls and the engine's
 * queue steps both come here, so a caller queued by a flow and one queued by hand are the same waiter.
 */
export interface WaiterInput {
  callback_number: string;
  plan_type: PlanType;
  task_id: number | null;
  priority: number;
  user_id: number | null;
  /** The skills the waiter is queued for (none: any agent). */
  skills?: readonly string[];
}

/** A stored waiter's skills. */
export function skillsOf(row: Row): string[] {
  try {
    const list = JSON.parse(row.skills ?? '[]');
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Which waiters count: those an agent with these skills can serve, or those waiting for one of a step's skills. */
export type SkillMatch = { agent: readonly string[] } | { step: readonly string[] };
export const matches = (row: Row, match: SkillMatch | undefined) =>
  !match || ('agent' in match ? canServe(match.agent, skillsOf(row)) : waitsFor(skillsOf(row), match.step));

/** The account's enabled queue of this name (compared without regard to case); a disabled one is refused by name. */
export async function queueByName(db: Db, acId: number, name: string): Promise<Row> {
  const rows = await accountRows(db, acId)
    .selectFrom('qfm_queues')
    .selectAll()
    .where(sql<boolean>`lower(queue_name) = ${name.trim().toLowerCase()}`)
    .orderBy('is_enabled', 'desc')
    .execute();
  if (rows.length === 0) throw notFound(fill(messages.queues.queueNotFound, { name: name.trim() }));
  if (rows[0].is_enabled !== 1) throw conflict(fill(messages.queues.queueDisabled, { name: rows[0].queue_name }));
  return rows[0];
}

/** The order a queue serves its waiters in: higher priority first, then who came first. */
const served = <Q extends { orderBy: (...a: any[]) => Q }>(q: Q) => q.orderBy('priority', 'desc').orderBy('waiter_id', 'asc');

/** Places of waiting waiters of a queue (1 = next), by waiter id; with skills, places among the waiters they match only. */
export async function positions(db: Db, acId: number, queueId: number, match?: SkillMatch): Promise<Map<number, number>> {
  const rows = await served(
    accountRows(db, acId)
      .selectFrom('qfm_waiters')
      .select(['waiter_id', 'skills'])
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting'),
  ).execute();
  return new Map(rows.filter((r) => matches(r, match)).map((r, i) => [r.waiter_id, i + 1]));
}

export function waiterToApi(r: Row, position: number | null): QformeWaiter {
  return {
    waiter_id: r.waiter_id,
    queue_id: r.queue_id,
    callback_number: r.callback_number,
    plan_type: r.plan_type,
    task_id: r.task_id ?? null,
    priority: r.priority,
    skills: skillsOf(r),
    status: r.status as WaiterStatus,
    position: r.status === 'waiting' ? position : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

async function log(db: Db, waiter: Row, event: 'enqueued' | 'dequeued' | 'callback', userId: number | null) {
  await db
    .insertInto('qfm_queue_call_logs')
    .values({
      queue_id: waiter.queue_id,
      ac_id: waiter.ac_id,
      waiter_id: waiter.waiter_id,
      event,
      callback_number: waiter.callback_number,
      task_id: waiter.task_id ?? null,
      user_id: userId,
      created_at: nowIso(),
    })
    .execute();
}

/** The number's waiting waiter in the queue, if any. */
export async function waitingFor(db: Db, acId: number, queueId: number, number: string): Promise<Row | null> {
  return (
    ((await accountRows(db, acId)
      .selectFrom('qfm_waiters')
      .selectAll()
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting')
      .where('callback_number', '=', number)
      .executeTakeFirst()) as Row | undefined) ?? null
  );
}

/**
 * Adds a waiter to an enabled queue, unless the number already waits there (then that waiter is answered): within
 * the queue's own cap and the account plan's waiter limit.
 */
export async function addWaiter(db: Db, queue: Row, input: WaiterInput): Promise<{ waiter: Row; added: boolean }> {
  if (queue.is_enabled !== 1) throw conflict(fill(messages.queues.queueDisabled, { name: queue.queue_name }));
  const skills = normalSkills(input.skills);
  const existing = await waitingFor(db, queue.ac_id, queue.queue_id, input.callback_number);
  if (existing) {
    // Queued again: the same waiter, now waiting for its skills and the new step's.
    const joined = joinedSkills(skillsOf(existing), skills);
    if (JSON.stringify(joined) === JSON.stringify(skillsOf(existing))) return { waiter: existing, added: false };
    const waiter = (await accountRows(db, queue.ac_id)
      .updateTable('qfm_waiters')
      .set({ skills: JSON.stringify(joined), updated_at: nowIso() })
      .where('waiter_id', '=', existing.waiter_id)
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    return { waiter, added: false };
  }
  if (queue.max_waiters !== null && queue.max_waiters !== undefined) {
    const waiting = (await positions(db, queue.ac_id, queue.queue_id)).size;
    if (waiting >= queue.max_waiters) throw conflict(fill(messages.queues.queueFull, { name: queue.queue_name, max: queue.max_waiters }));
  }
  await assertWithinLimit(db, queue.ac_id, 'waiters', 1);
  const now = nowIso();
  const waiter = (await db
    .insertInto('qfm_waiters')
    .values({
      queue_id: queue.queue_id,
      ac_id: queue.ac_id,
      callback_number: input.callback_number,
      plan_type: input.plan_type,
      task_id: input.task_id,
      priority: input.priority,
      skills: JSON.stringify(skills),
      status: 'waiting',
      created_by: input.user_id,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
  await log(db, waiter, 'enqueued', input.user_id);
  return { waiter, added: true };
}

/** Ends a waiting waiter's wait: taken out of the queue (removed) or called back; a waiter no longer waiting is refused. */
export async function endWait(db: Db, waiter: Row, status: 'removed' | 'called_back', userId: number | null): Promise<Row> {
  if (waiter.status !== 'waiting') throw conflict(messages.queues.waiterNotWaiting);
  const row = (await accountRows(db, waiter.ac_id)
    .updateTable('qfm_waiters')
    .set({ status, updated_at: nowIso() })
    .where('waiter_id', '=', waiter.waiter_id)
    .where('status', '=', 'waiting')
    .returningAll()
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw conflict(messages.queues.waiterNotWaiting);
  await log(db, row, status === 'removed' ? 'dequeued' : 'callback', userId);
  return row;
}

/** A waiter of the account by id (its queue is checked by the caller). */
export async function findWaiter(db: Db, acId: number, waiterId: number): Promise<Row> {
  const row = await accountRows(db, acId).selectFrom('qfm_waiters').selectAll().where('waiter_id', '=', waiterId).executeTakeFirst();
  if (!row) throw notFound(messages.queues.waiterNotFound);
  return row as Row;
}

/** A number as a waiter's callback number: E.164, or refused with the DNIS rule's message. */
export const refuseNumber = (field: string) => unprocessable(messages.dnis.invalidNumber, [`${field}: ${messages.dnis.invalidNumber}`]);
