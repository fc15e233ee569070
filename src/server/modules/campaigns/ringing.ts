import type { FastifyBaseLogger } from 'fastify';
import { campaignLimits, type CampaignRetries, type ContactOutcome } from '@shared/api/campaigns';
import { nowIso, type Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';
import { keptPer } from '../../kept-per';
import type { Services } from '../../services';
import { reportProgress } from './contact-store';
import type { DialResult } from './dialer';
import { settled } from './settling';

/**
 * A voice call rings without its thread. Placing it marks the contact ringing (`dial`): still calling, so it takes one
 * of the account's lines, but no thread's, with the time by which it must be answered (`answer_by`); the thread goes
 * on to its next contact at once. The dial's outcome, when it comes to this process, settles the contact — no answer
 * or busy retried as the campaign says, a dialer that failed is a failed call — or, answered, starts the task's
 * session, then settles the contact as the session came out or leaves it parked while the session goes on.
 *
 * Exactly one of the outcome and the deadline wins an attempt: the outcome writes only while the call still rings and
 * its deadline has not passed, a thread's look (`settleParked`) only once it has passed, and each names the attempt
 * (its session id). A late outcome changes nothing and starts no session.
 */

/** What a ringing call's outcome needs: the attempt, and the campaign's retries as they were when it was placed. */
export interface RingingCall {
  ac_id: number;
  campaign_id: number;
  contact_id: number;
  /** Attempts made, this one included. */
  attempts: number;
  session_id: string;
  retries: CampaignRetries;
}

/** The task's session of an answered call: how it came out, or 'waiting' while it goes on. */
export type Answer = () => Promise<ContactOutcome | 'waiting'>;

/**
 * While a process starts an answered call's session, it holds the call for this long and renews the hold every
 * `answerBeatMs`; a hold that ran out (the process died) lets a look judge the call by what its session left.
 */
const answerHoldMs = 15_000;
const answerBeatMs = 5_000;

/** The calls of this process that ring or whose outcome is being taken, per studio; no outcome is taken once it closed. */
interface Dials {
  closed: boolean;
  going: Set<Promise<void>>;
  log: Pick<FastifyBaseLogger, 'error'> | null;
}
const dialsOf = keptPer<Services, Dials>(() => ({ closed: false, going: new Set(), log: null }));

/** Where a failed outcome's write is reported (the server's log). */
export function openDials(studio: Services, log: Pick<FastifyBaseLogger, 'error'>): void {
  dialsOf(studio).log = log;
}

/**
 * The studio closes: the calls that ring may still come out, and their outcomes are taken, for up to `graceMs` (as a
 * closing job queue lets its jobs finish); outcomes that come after that are left to the deadlines, which the next
 * start's looks keep.
 */
export async function closeDials(studio: Services, graceMs = 5000): Promise<void> {
  const dials = dialsOf(studio);
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([Promise.allSettled([...dials.going]), grace]);
  clearTimeout(timer);
  dials.closed = true;
}

/**
 * Takes the dial's outcome when it comes, without the thread (the placed call already rings). An outcome after the
 * call's ring time can change nothing, so the call is watched no longer then.
 */
export function ring(studio: Services, call: RingingCall, dial: Promise<DialResult>, answer: Answer): void {
  const dials = dialsOf(studio);
  let timer: NodeJS.Timeout | undefined;
  const rang = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), campaignLimits.ringSeconds * 1000)));
  timer?.unref();
  const outcome = dial.then(
    (result) => result,
    () => 'failed' as const,
  );
  const going: Promise<void> = Promise.race([outcome, rang])
    .then((result) => {
      clearTimeout(timer);
      if (result !== 'late' && !dials.closed) return dialled(studio, call, result, answer);
    })
    .catch((err: unknown) => dials.log?.error({ err, contact_id: call.contact_id }, 'a campaign call’s outcome was not stored'))
    .finally(() => dials.going.delete(going));
  dials.going.add(going);
}

/** The contact's row while it is still this attempt's call, no thread's. */
const thisCall = (db: Db, call: RingingCall) =>
  accountRows(db, call.ac_id)
    .updateTable('campaign_contacts')
    .where('contact_id', '=', call.contact_id)
    .where('state', '=', 'calling')
    .where('worker', 'is', null)
    .where('session_id', '=', call.session_id);

const holdFrom = (ms: number) => new Date(ms + answerHoldMs).toISOString();

async function dialled(studio: Services, call: RingingCall, result: DialResult | 'failed', answer: Answer): Promise<void> {
  const now = nowIso();
  const ringing = thisCall(studio.db, call).where('dial', '=', 'ringing').where('answer_by', '>', now);
  if (result !== 'answered') {
    const s = settled(call, result, call.retries);
    const done = await ringing
      .set({ state: s.state, outcome: s.outcome, next_attempt_at: s.next_attempt_at, dial: null, updated_at: now })
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) > 0) reportProgress(studio, call.ac_id, call.campaign_id);
    return;
  }
  const answered = await ringing.set({ dial: 'answered', answer_by: holdFrom(Date.now()), updated_at: now }).executeTakeFirst();
  if (Number(answered.numUpdatedRows) === 0) return;
  const answering = () => thisCall(studio.db, call).where('dial', '=', 'answered');
  const beat = setInterval(
    () =>
      void answering()
        .set({ answer_by: holdFrom(Date.now()) })
        .execute()
        .catch(() => {}),
    answerBeatMs,
  );
  let outcome: ContactOutcome | 'waiting';
  try {
    outcome = await answer();
  } finally {
    clearInterval(beat);
  }
  const s = outcome === 'waiting' ? null : settled(call, outcome, call.retries);
  await answering()
    .set(
      s
        ? { state: s.state, outcome: s.outcome, next_attempt_at: s.next_attempt_at, dial: null, updated_at: nowIso() }
        : { dial: null, updated_at: nowIso() },
    )
    .execute();
  reportProgress(studio, call.ac_id, call.campaign_id);
}
