import { keptPer } from '../../kept-per';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  campaignLimits,
  channelTaskType,
  type CampaignChannel,
  type CampaignRetries,
  type CampaignSchedule,
  type CampaignVariable,
  type ContactOutcome,
} from '@shared/api/campaigns';
import { msUntilOpen } from '@shared/campaigns/window';
import type { Value } from '@shared/expr';
import { limits } from '@shared/limits';
import { randomId } from '@shared/random-id';
import { nowIso, type Db } from '../../db/index';
import { JobCancelled, type JobContext } from '../../jobs/index';
import { throttled } from '../../realtime/emit';
import { accountRows } from '../../http/tenant-repo';
import { newRunCache, startRun, type RunCache } from '../run/sessions';
import { emitProgress, countsOf } from './contact-store';
import { dialerOf } from './dialer';
import { workerJob, type WorkerPayload } from './start';

type Studio = FastifyInstance['studio'];
/** The claim a thread writes on its contacts: its run and its number, so a thread recovers only its own. */
const claimOf = (p: WorkerPayload) => p.run * 1000 + p.worker;
interface Contact {
  contact_id: number;
  phone_number: string;
  contact_values: string;
  attempts: number;
  session_id: string;
}

const json = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

async function accountTimeZone(db: Db, acId: number): Promise<string> {
  const row = await db.selectFrom('accounts').select('ac_setting').where('ac_id', '=', acId).executeTakeFirst();
  return json<{ default_timezone?: string | null }>(row?.ac_setting ?? '{}', {}).default_timezone || limits.defaultTimezone;
}

/** The session's outcome as the contact's: an error is a failure, an opt-out an opt-out, anything else (ended or going on) completed. */
export const outcomeOfSession = (outcome: string | null): ContactOutcome =>
  outcome === 'error' ? 'failed' : outcome === 'opted_out' ? 'opted_out' : 'completed';

type Claim = Omit<Contact, 'session_id'> | 'full' | 'stopped' | null;
/** Where the contact a thread called last ends (written with the thread's next claim). */
interface Settled {
  contact_id: number;
  state: string;
  outcome: ContactOutcome;
  next_attempt_at: string | null;
}

/**
 * Settles the contact the worker called last (when given) and claims the next one due, at once: when the run still runs and the account has fewer contacts
 * being called than its maximum threads, the first pending contact (whose retry is due) becomes calling, this
 * worker's. 'stopped': the run was paused, stopped or replaced; 'full': the account is at its maximum; null: nothing
 * is due. PostgreSQL: one call of campaign_claim (the account's advisory lock held for the claim alone); SQLite, one
 * writer at a time: the same steps in a transaction.
 */
async function claim(studio: Studio, p: WorkerPayload, settled: Settled | null): Promise<Claim> {
  const now = nowIso();
  if (studio.engine === 'postgres') {
    const s = settled;
    const { rows } = await sql<{
      claim: string;
      claimed_id: number;
      claimed_phone: string;
      claimed_values: string;
      claimed_attempts: number;
    }>`select * from campaign_claim(${p.ac_id}, ${p.campaign_id}, ${p.run}, ${claimOf(p)}, ${campaignLimits.maxThreads}, ${now}, ${s?.contact_id ?? null}::integer, ${s?.state ?? null}::varchar, ${s?.outcome ?? null}::varchar, ${s?.next_attempt_at ?? null}::varchar)`.execute(
      studio.db,
    );
    const r = rows[0]!;
    if (r.claim !== 'claimed') return r.claim === 'none' ? null : (r.claim as 'full' | 'stopped');
    return { contact_id: r.claimed_id, phone_number: r.claimed_phone, contact_values: r.claimed_values, attempts: r.claimed_attempts };
  }
  return studio.db.transaction().execute(async (trx) => {
    if (settled) await settle(trx, p.ac_id, settled, now);
    const state = await accountRows(trx, p.ac_id)
      .selectFrom('campaigns')
      .select(['status', 'run', 'is_enabled'])
      .where('campaign_id', '=', p.campaign_id)
      .executeTakeFirst();
    if (!state || state.status !== 'running' || state.run !== p.run || state.is_enabled !== 1) return 'stopped';
    const calling = await trx
      .selectFrom('campaign_contacts')
      .select(sql<number>`count(*)`.as('n'))
      .where('ac_id', '=', p.ac_id)
      .where('state', '=', 'calling')
      .executeTakeFirst();
    if (Number(calling?.n ?? 0) >= campaignLimits.maxThreads) return 'full';
    const next = await accountRows(trx, p.ac_id)
      .selectFrom('campaign_contacts')
      .select(['contact_id', 'phone_number', 'contact_values', 'attempts'])
      .where('campaign_id', '=', p.campaign_id)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .orderBy('contact_id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    await trx
      .updateTable('campaign_contacts')
      .set({ state: 'calling', worker: claimOf(p), session_id: null, updated_at: now })
      .where('contact_id', '=', next.contact_id)
      .where('state', '=', 'pending')
      .execute();
    return next;
  });
}

/** Where a contact ends after an attempt: retried later when no answer or busy has attempts left, else its outcome. */
function settled(contact: Contact, outcome: ContactOutcome, retries: CampaignRetries): Settled {
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

async function settle(db: Db, acId: number, s: Settled, now = nowIso()) {
  await accountRows(db, acId)
    .updateTable('campaign_contacts')
    .set({ state: s.state, outcome: s.outcome, next_attempt_at: s.next_attempt_at, updated_at: now })
    .where('contact_id', '=', s.contact_id)
    .where('state', '=', 'calling')
    .execute();
}

/** How a placed call came out: its session's outcome once the session has ended, failed when it left nothing. */
async function outcomeOfPlaced(db: Db, acId: number, sessionId: string): Promise<ContactOutcome | 'in_progress'> {
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

/**
 * A voice call whose session still waits (for the caller's answer, a timer) is in progress: the thread holds it,
 * and the contact stays calling, until the session ends. A closing studio leaves it calling, for the next start.
 */
async function sessionEnd(studio: Studio, acId: number, sessionId: string, signal: AbortSignal): Promise<ContactOutcome> {
  for (;;) {
    const outcome = await outcomeOfPlaced(studio.db, acId, sessionId);
    if (outcome !== 'in_progress') return outcome;
    if (signal.aborted || closing.has(studio)) throw new JobCancelled();
    await pause(250, signal);
  }
}

/**
 * After a restart: the contacts this worker was calling. One whose call was never placed (no session id yet) is
 * pending again; one whose call was placed keeps it — its outcome is its session's (a voice session still going on
 * is waited for; another channel's session waiting for a reply counts as completed, as when it was placed), or failed when the session left nothing — so no contact is lost and none is called twice.
 */
async function recover(studio: Studio, p: WorkerPayload, signal: AbortSignal) {
  const db = studio.db;
  const left = await accountRows(db, p.ac_id)
    .selectFrom('campaign_contacts')
    .select(['contact_id', 'session_id', 'attempts'])
    .where('campaign_id', '=', p.campaign_id)
    .where('state', '=', 'calling')
    .where('worker', '=', claimOf(p))
    .execute();
  for (const c of left) {
    const contacts = accountRows(db, p.ac_id)
      .updateTable('campaign_contacts')
      .where('contact_id', '=', c.contact_id)
      .where('state', '=', 'calling');
    if (c.session_id === null) {
      await contacts.set({ state: 'pending', attempts: Math.max(0, c.attempts - 1), updated_at: nowIso() }).execute();
      continue;
    }
    const placed = await outcomeOfPlaced(db, p.ac_id, c.session_id);
    const voice = (await campaignRow(db, p))?.channel === 'voice';
    const outcome = placed !== 'in_progress' ? placed : voice ? await sessionEnd(studio, p.ac_id, c.session_id, signal) : 'completed';
    await contacts.set({ state: outcome, outcome, updated_at: nowIso() }).execute();
  }
}

/** The contact's values as the task's variables by id: each campaign column to its variable. */
function variablesOf(contact: Contact, mapping: readonly CampaignVariable[], ids: Map<string, number>): Record<string, Value> {
  const values = json<Record<string, string>>(contact.contact_values, {});
  const out: Record<string, Value> = {};
  for (const v of mapping) {
    const id = ids.get(v.variable_name);
    if (id !== undefined && values[v.column] !== undefined) out[id] = values[v.column]!;
  }
  return out;
}

/** Places one call (marking it placed first, so a restart never places it again) and runs the task when it is answered. */
async function call(
  studio: Studio,
  p: WorkerPayload,
  campaign: { task_id: number; channel: CampaignChannel; caller_number_id: number | null },
  contact: Contact,
  variables: Record<string, Value>,
  cache: RunCache,
  signal: AbortSignal,
): Promise<ContactOutcome> {
  await accountRows(studio.db, p.ac_id)
    .updateTable('campaign_contacts')
    .set({ session_id: contact.session_id, attempts: contact.attempts })
    .where('contact_id', '=', contact.contact_id)
    .execute();
  if (campaign.channel === 'voice') {
    const dialled = await dialerOf(studio)({
      phone_number: contact.phone_number,
      caller_number_id: campaign.caller_number_id,
      campaign_id: p.campaign_id,
      channel: campaign.channel,
    }).catch(() => 'failed' as const);
    if (dialled !== 'answered') return dialled;
  }
  try {
    const channel = channelTaskType[campaign.channel];
    const { session } = await startRun(studio, p.ac_id, {
      taskId: campaign.task_id,
      channel,
      variables,
      userId: null,
      sessionId: contact.session_id,
      paced: true,
      cache,
    });
    if (session.state.status === 'ended') return outcomeOfSession(session.state.outcome);
    if (campaign.channel !== 'voice') return 'completed';
  } catch {
    return 'failed';
  }
  return sessionEnd(studio, p.ac_id, contact.session_id, signal);
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/** Progress reports of this process, at most a few per second per campaign. */
const reportersOf = keptPer<Studio, Map<number, (value: WorkerPayload, force?: boolean) => void>>(() => new Map());
function report(studio: Studio, p: WorkerPayload, force = false) {
  const reporters = reportersOf(studio);
  let send = reporters.get(p.campaign_id);
  if (!send)
    reporters.set(
      p.campaign_id,
      (send = throttled((q: WorkerPayload) => void emitProgress(studio, q.ac_id, q.campaign_id).catch(() => {}), 250)),
    );
  send(p, force);
}

/** When nothing is due: the run is completed once no contact waits or is being called; else the thread comes back when a retry is due. */
async function whenIdle(studio: Studio, p: WorkerPayload): Promise<void> {
  const counts = await countsOf(studio.db, p.ac_id, p.campaign_id);
  if (counts.pending === 0 && counts.calling === 0) {
    await studio.db
      .updateTable('campaigns')
      .set({ status: 'completed', updated_at: nowIso() })
      .where('campaign_id', '=', p.campaign_id)
      .where('ac_id', '=', p.ac_id)
      .where('status', '=', 'running')
      .where('run', '=', p.run)
      .execute();
    await emitProgress(studio, p.ac_id, p.campaign_id);
    return;
  }
  if (counts.pending === 0) return;
  const next = await accountRows(studio.db, p.ac_id)
    .selectFrom('campaign_contacts')
    .select(sql<string>`min(next_attempt_at)`.as('at'))
    .where('campaign_id', '=', p.campaign_id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  const delayMs = next?.at ? Math.max(0, Date.parse(next.at) - Date.now()) : 1000;
  await studio.jobs.enqueue<WorkerPayload>(workerJob, p, { delayMs });
}

const campaignRow = (db: Db, p: WorkerPayload) =>
  accountRows(db, p.ac_id).selectFrom('campaigns').selectAll().where('campaign_id', '=', p.campaign_id).executeTakeFirst();

/** Studios that are closing: their threads stop at the next contact and go back to the queue, for the next start. */
const closing = new WeakSet<Studio>();
export const stopThreads = (studio: Studio) => void closing.add(studio);

/** One thread of a campaign's run: recovers its own contacts, then calls the due ones while the run lasts and the schedule is open. */
export async function runWorker(studio: Studio, p: WorkerPayload, ctx: JobContext): Promise<void> {
  const db = studio.db;
  await recover(studio, p, ctx.signal);
  const timeZone = await accountTimeZone(db, p.ac_id);
  let ids: Map<string, number> | null = null;
  let cache = newRunCache();
  let cached: { row: Awaited<ReturnType<typeof campaignRow>>; at: number } = { row: undefined, at: 0 };
  const started = Date.now();
  /** The contact called last, settled with the next claim (or on the way out). */
  let last: Settled | null = null;
  try {
    for (;;) {
      if (ctx.signal.aborted || closing.has(studio)) throw new JobCancelled();
      // Its status (a pause, a stop) with every claim; the rest of the campaign every few seconds, the engine and flows every 30 s.
      if (Date.now() - cached.at > 5000) cached = { row: await campaignRow(db, p), at: Date.now() };
      if ((Date.now() - started) % 30_000 < 250) cache = newRunCache();
      const campaign = cached.row;
      if (!campaign) return;
      const wait = msUntilOpen(json<CampaignSchedule>(campaign.schedule, { days: [], hours: [] }), Date.now(), timeZone);
      if (wait > 0) {
        const state = await accountRows(db, p.ac_id)
          .selectFrom('campaigns')
          .select(['status', 'run', 'is_enabled'])
          .where('campaign_id', '=', p.campaign_id)
          .executeTakeFirst();
        if (!state || state.status !== 'running' || state.run !== p.run || state.is_enabled !== 1) return;
        return void (await studio.jobs.enqueue<WorkerPayload>(workerJob, p, { delayMs: wait }));
      }
      const claimed = await claim(studio, p, last);
      last = null;
      if (claimed === 'stopped') return;
      if (claimed === 'full') {
        await pause(20, ctx.signal);
        continue;
      }
      if (claimed === null) return whenIdle(studio, p);
      const contact: Contact = { ...claimed, attempts: claimed.attempts + 1, session_id: randomId(24) };
      const mapping = json<CampaignVariable[]>(campaign.variables, []);
      if (ids === null) {
        const names = mapping.map((v) => v.variable_name);
        const vars = names.length
          ? await accountRows(db, p.ac_id)
              .selectFrom('variables')
              .select(['variable_id', 'variable_name'])
              .where('is_enabled', '=', 1)
              .where('variable_name', 'in', names)
              .execute()
          : [];
        ids = new Map(vars.map((v) => [v.variable_name, v.variable_id]));
      }
      const outcome = await call(
        studio,
        p,
        { task_id: campaign.task_id, channel: campaign.channel as CampaignChannel, caller_number_id: campaign.caller_number_id },
        contact,
        variablesOf(contact, mapping, ids),
        cache,
        ctx.signal,
      );
      last = settled(contact, outcome, json<CampaignRetries>(campaign.retries, { no_answer: 0, busy: 0, interval_minutes: 30 }));
      report(studio, p);
    }
  } finally {
    if (last) await settle(db, p.ac_id, last);
  }
}
