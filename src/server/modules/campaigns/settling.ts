import { sql } from 'kysely';
import { campaignLimits, type CampaignRetries, type ContactOutcome } from '@shared/api/campaigns';
import { nowIso, type Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';

/**
 * Where a contact's call ends. A thread settles the contact it called last with its next claim when it waited for the
 * call itself (another channel's session); a voice call goes on without its thread — ringing, being answered, or parked
 * (answered, its session waiting for the caller's input or a timer) — still `calling` (it takes one of the account's
 * lines) but no thread's (`worker` null). The dial's outcome settles a ringing call in the process it comes to
 * (`ringing.ts`); a later look of any thread of its campaign (`settleParked`) settles a ringing call whose deadline
 * passed, and a parked call once its session has ended. So no thread, and no job slot, is held while a call goes on,
 * and a restart loses nothing: the call is a row.
 */

/** How often a thread looks at its campaign's calls without a thread, and comes back to look while nothing else is due. */
export const parkedLookMs = 1000;

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
    .set({ state: s.state, outcome: s.outcome, next_attempt_at: s.next_attempt_at, dial: null, updated_at: now })
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

/** The campaign's calls that go on without a thread: ringing, being answered, or parked. */
const parkedOf = (db: Db, acId: number, campaignId: number) =>
  accountRows(db, acId)
    .selectFrom('campaign_contacts')
    .where('campaign_id', '=', campaignId)
    .where('state', '=', 'calling')
    .where('worker', 'is', null);

/** How many of a campaign's calls go on without a thread (ringing, being answered, or parked). */
export async function parkedCount(db: Db, acId: number, campaignId: number): Promise<number> {
  const row = await parkedOf(db, acId, campaignId).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Settles the campaign's calls that go on without a thread and are done: a ringing call whose deadline (`answer_by`)
 * passed without an outcome is no answer; a parked call whose session ended comes out as its session did; both retried
 * as the campaign says. A call being answered is left to the process that answers it while that process renews its
 * deadline; once it does no longer (the process died), it is judged by what its session left, as a restart judges its
 * thread's calls: still going on, parked; ended, its outcome; nothing, failed. So a ringing or answered call is never
 * failed for a session that is not written yet. Each write names the attempt it settles (its session id, its dial, a
 * deadline passed), so two looks at once, or a look and the dial's outcome, settle a call once, and never a later
 * attempt at the same contact. Answers how many it settled and how many still go on.
 */
export async function settleParked(
  db: Db,
  acId: number,
  campaignId: number,
  retries: CampaignRetries,
): Promise<{ settled: number; waiting: number }> {
  const calls = await parkedOf(db, acId, campaignId).select(['contact_id', 'session_id', 'attempts', 'dial', 'answer_by']).execute();
  const now = nowIso();
  let done = 0;
  for (const c of calls) {
    if (c.dial !== null && c.answer_by !== null && c.answer_by > now) continue;
    const outcome = c.dial === 'ringing' ? 'no_answer' : c.session_id ? await outcomeOfPlaced(db, acId, c.session_id) : 'failed';
    let call = accountRows(db, acId)
      .updateTable('campaign_contacts')
      .where('contact_id', '=', c.contact_id)
      .where('state', '=', 'calling')
      .where('worker', 'is', null)
      .where((eb) => (c.session_id === null ? eb('session_id', 'is', null) : eb('session_id', '=', c.session_id)));
    call =
      c.dial === null
        ? call.where('dial', 'is', null)
        : call.where('dial', '=', c.dial).where((eb) => eb.or([eb('answer_by', 'is', null), eb('answer_by', '<=', now)]));
    if (outcome === 'in_progress') {
      // An answered call whose session goes on, no longer answered by a live process: parked.
      if (c.dial !== null) await call.set({ dial: null, updated_at: now }).execute();
      continue;
    }
    const s = settled(c, outcome, retries);
    const res = await call
      .set({ state: s.state, outcome: s.outcome, next_attempt_at: s.next_attempt_at, dial: null, updated_at: now })
      .executeTakeFirst();
    done += Number(res.numUpdatedRows);
  }
  return { settled: done, waiting: calls.length - done };
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
