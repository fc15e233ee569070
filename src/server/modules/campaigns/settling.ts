import { sql } from 'kysely';
import { campaignLimits, type CampaignRetries, type ContactOutcome } from '@shared/api/campaigns';
import { nowIso, type Db } from '../../db/index';
import { JobCancelled } from '../../jobs/index';
import { accountRows } from '../../http/tenant-repo';
import type { DialResult } from './dialer';

/**
 * Where a contact's call ends. A thread settles the contact it called with its next claim; a voice call whose session
 * waits (for the caller's input, a timer) is parked instead — still `calling`, but no thread's (`worker` null) — and a
 * later look of any thread of its campaign (`settleParked`) settles it once its session has ended. So no thread, and
 * no job slot, is held while a call goes on, and a restart loses nothing: the parked call is a row.
 */

/** How often a thread looks at its campaign's parked calls, and comes back to look while nothing else is due. */
export const parkedLookMs = 1000;
/** How often a ringing call's stored deadline is read while the dialer has not answered. */
const ringLookMs = 250;

/** The session's outcome as the contact's: an error is a failure, an opt-out an opt-out, anything else (ended or going on) completed. */
export const outcomeOfSession = (outcome: string | null): ContactOutcome =>
  outcome === 'error' ? 'failed' : outcome === 'opted_out' ? 'opted_out' : 'completed';

/** Where a contact ends after an attempt (written with the thread's next claim, or by a look at parked calls). */
export interface Settled {
  contact_id: number;
  state: string;
  outcome: ContactOutcome;
  next_attempt_at: string | null;
}

/** Where a contact ends after an attempt: retried later when no answer or busy has attempts left, else its outcome. */
export function settled(contact: { contact_id: number; attempts: number }, outcome: ContactOutcome, retries: CampaignRetries): Settled {
  const left = outcome === 'no_answer' ? retries.no_answer : outcome === 'busy' ? retries.busy : 0;
  return contact.attempts <= left
    ? {
        contact_id: contact.contact_id,
        state: 'pending',
        outcome,
        next_attempt_at: new Date(Date.now() + retries.interval_minutes * 60_000).toISOString(),
      }
    : { contact_id: contact.contact_id, state: outcome, outcome, next_attempt_at: null };
}

export async function settle(db: Db, acId: number, s: Settled, now = nowIso()) {
  await accountRows(db, acId)
    .updateTable('campaign_contacts')
    .set({ state: s.state, outcome: s.outcome, next_attempt_at: s.next_attempt_at, updated_at: now })
    .where('contact_id', '=', s.contact_id)
    .where('state', '=', 'calling')
    .execute();
}

/** How a placed call came out: its session's outcome once the session has ended, failed when it left nothing. */
export async function outcomeOfPlaced(db: Db, acId: number, sessionId: string): Promise<ContactOutcome | 'in_progress'> {
  const session = await accountRows(db, acId)
    .selectFrom('engine_sessions')
    .select('status')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (session && session.status !== 'ended') return 'in_progress';
  const usage = await accountRows(db, acId)
    .selectFrom('usage_records')
    .select('outcome')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return usage ? outcomeOfSession(usage.outcome) : 'failed';
}

/** Parks a thread's contact whose voice session waits: it stays calling (it counts against the maximum threads), no thread's. */
export async function park(db: Db, acId: number, contactId: number): Promise<void> {
  await accountRows(db, acId)
    .updateTable('campaign_contacts')
    .set({ worker: null, updated_at: nowIso() })
    .where('contact_id', '=', contactId)
    .where('state', '=', 'calling')
    .execute();
}

const parkedOf = (db: Db, acId: number, campaignId: number) =>
  accountRows(db, acId)
    .selectFrom('campaign_contacts')
    .where('campaign_id', '=', campaignId)
    .where('state', '=', 'calling')
    .where('worker', 'is', null);

/** How many of a campaign's calls are parked (their sessions going on). */
export async function parkedCount(db: Db, acId: number, campaignId: number): Promise<number> {
  const row = await parkedOf(db, acId, campaignId).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Settles the campaign's parked calls whose sessions have ended (each as its session came out, retried as the
 * campaign says). Each write names the session it settles, so two threads looking at once settle a call once, and
 * never a later attempt at the same contact. Answers how many it settled and how many still go on.
 */
export async function settleParked(
  db: Db,
  acId: number,
  campaignId: number,
  retries: CampaignRetries,
): Promise<{ settled: number; waiting: number }> {
  const parked = await parkedOf(db, acId, campaignId).select(['contact_id', 'session_id', 'attempts']).execute();
  let done = 0;
  for (const c of parked) {
    const outcome = c.session_id ? await outcomeOfPlaced(db, acId, c.session_id) : 'failed';
    if (outcome === 'in_progress') continue;
    const s = settled(c, outcome, retries);
    const res = await accountRows(db, acId)
      .updateTable('campaign_contacts')
      .set({ state: s.state, outcome: s.outcome, next_attempt_at: s.next_attempt_at, updated_at: nowIso() })
      .where('contact_id', '=', c.contact_id)
      .where('state', '=', 'calling')
      .where('worker', 'is', null)
      .where((eb) => (c.session_id === null ? eb('session_id', 'is', null) : eb('session_id', '=', c.session_id)))
      .executeTakeFirst();
    done += Number(res.numUpdatedRows);
  }
  return { settled: done, waiting: parked.length - done };
}

/** The time by which a call dialled at `placed` (ms) must be answered. */
export const answerBy = (placed: number) => new Date(placed + campaignLimits.ringSeconds * 1000).toISOString();

/** A pause that an abort ends early, and that can be called off (so no timer or listener outlives the wait). */
export function pause(ms: number, signal: AbortSignal): { done: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const done = new Promise<void>((resolve) => {
    const end = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', end);
      resolve();
    };
    const timer = setTimeout(end, ms);
    signal.addEventListener('abort', end, { once: true });
    cancel = end;
  });
  return { done, cancel };
}

/**
 * What a placed voice call came to: the dialer's answer, or no answer once the contact's stored deadline (`answer_by`,
 * its ring time) has passed without one. The deadline is read from the row, so it holds across a restart and a test
 * can move it; a dialer that fails is a failed call.
 */
export async function dialled(
  db: Db,
  acId: number,
  contactId: number,
  dial: Promise<DialResult>,
  signal: AbortSignal,
): Promise<DialResult | 'failed'> {
  let result: DialResult | 'failed' | undefined;
  const answered = dial.then(
    (r) => void (result = r),
    () => void (result = 'failed'),
  );
  // The simulator's dialer answers at once: no timer for it.
  await Promise.race([answered, new Promise<void>((resolve) => setImmediate(resolve))]);
  for (;;) {
    if (result !== undefined) return result;
    if (signal.aborted) throw new JobCancelled();
    const wait = pause(ringLookMs, signal);
    await Promise.race([answered, wait.done]);
    wait.cancel();
    if (result !== undefined) return result;
    if (signal.aborted) throw new JobCancelled();
    const row = await accountRows(db, acId)
      .selectFrom('campaign_contacts')
      .select(['answer_by', 'state'])
      .where('contact_id', '=', contactId)
      .executeTakeFirst();
    if (!row || row.state !== 'calling' || !row.answer_by || row.answer_by <= nowIso()) return 'no_answer';
  }
}
