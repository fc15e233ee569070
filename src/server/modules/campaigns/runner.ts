import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { type CampaignChannel, type CampaignRetries, type CampaignSchedule, type CampaignVariable } from '@shared/api/campaigns';
import { msUntilOpen } from '@shared/campaigns/window';
import type { Value } from '@shared/expr';
import { limits } from '@shared/limits';
import { randomId } from '@shared/random-id';
import { nowIso, type Db } from '../../db/index';
import { JobCancelled, type JobContext } from '../../jobs/index';
import { accountRows } from '../../http/tenant-repo';
import { newRunCache } from '../run/sessions';
import { emitProgress, countsOf, reportProgress } from './contact-store';
import { place, type Contact } from './placing';
import { outcomeOfPlaced, park, parkedCount, parkedLookMs, pause, settle, settled, settleParked, type Settled } from './settling';
import { claim, claimOf } from './claim';
import { workerJob, type WorkerPayload } from './start';

type Studio = FastifyInstance['studio'];

const json = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

async function accountTimeZone(db: Db, acId: number): Promise<string> {
  const row = await accountRows(db, acId).selectFrom('accounts').select('ac_setting').executeTakeFirst();
  return json<{ default_timezone?: string | null }>(row?.ac_setting ?? '{}', {}).default_timezone || limits.defaultTimezone;
}

const noRetries: CampaignRetries = { no_answer: 0, busy: 0, interval_minutes: 30 };
const retriesOf = (row: { retries: string } | undefined) => json<CampaignRetries>(row?.retries ?? '', noRetries);

/**
 * After a restart: the contacts this worker was calling. One whose call was never placed (no session id yet) is
 * pending again; one whose call was placed keeps it — its outcome is its session's, or failed when the session left
 * nothing; a voice session still going on is parked (settled when it ends), another channel's session waiting for a
 * reply counts as completed, as when it was placed — so no contact is lost and none is called twice. (A placed voice
 * call is no thread's: it rings or goes on as a row, which the looks settle.)
 */
async function recover(studio: Studio, p: WorkerPayload) {
  const db = studio.db;
  const left = await accountRows(db, p.ac_id)
    .selectFrom('campaign_contacts')
    .select(['contact_id', 'session_id', 'attempts', 'updated_at'])
    .where('campaign_id', '=', p.campaign_id)
    .where('state', '=', 'calling')
    .where('worker', '=', claimOf(p))
    .execute();
  for (const c of left) {
    // Each write names the row as it was read: a second job of this thread (a killed process can leave the job it ran
    // and the one it had queued) may have recovered it and claimed it again since, under the same claim.
    const contacts = accountRows(db, p.ac_id)
      .updateTable('campaign_contacts')
      .where('contact_id', '=', c.contact_id)
      .where('state', '=', 'calling')
      .where('worker', '=', claimOf(p))
      .where('updated_at', '=', c.updated_at);
    if (c.session_id === null) {
      // Its attempts are still those made before this claim: a claim counts its attempt when it dials (call()).
      await contacts.where('session_id', 'is', null).set({ state: 'pending', updated_at: nowIso() }).execute();
      continue;
    }
    const placed = await outcomeOfPlaced(db, p.ac_id, c.session_id);
    if (placed === 'in_progress' && (await campaignRow(db, p))?.channel === 'voice') await park(db, p.ac_id, c.contact_id);
    else {
      const outcome = placed === 'in_progress' ? 'completed' : placed;
      await contacts.set({ state: outcome, outcome, updated_at: nowIso() }).execute();
    }
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

const report = (studio: Studio, p: WorkerPayload, force = false) => reportProgress(studio, p.ac_id, p.campaign_id, force);

/** The thread leaves its job slot and comes back (a new job of the same thread) after the delay. */
const comeBack = (studio: Studio, p: WorkerPayload, delayMs: number) => studio.jobs.enqueue<WorkerPayload>(workerJob, p, { delayMs });

/**
 * When nothing is due: the run is completed once no contact waits or is being called; else the thread comes back when
 * a retry is due, or to look at the calls without a thread (ringing, parked) again while any goes on. (Calls other
 * threads are making are theirs to finish.)
 */
async function whenIdle(studio: Studio, p: WorkerPayload): Promise<void> {
  const counts = await countsOf(studio.db, p.ac_id, p.campaign_id);
  if (counts.pending === 0 && counts.calling === 0) {
    await accountRows(studio.db, p.ac_id)
      .updateTable('campaigns')
      .set({ status: 'completed', updated_at: nowIso() })
      .where('campaign_id', '=', p.campaign_id)
      .where('status', '=', 'running')
      .where('run', '=', p.run)
      .execute();
    await emitProgress(studio, p.ac_id, p.campaign_id);
    return;
  }
  let delayMs: number | null = null;
  if (counts.pending > 0) {
    const next = await accountRows(studio.db, p.ac_id)
      .selectFrom('campaign_contacts')
      .select(sql<string>`min(next_attempt_at)`.as('at'))
      .where('campaign_id', '=', p.campaign_id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    delayMs = next?.at ? Math.max(0, Date.parse(next.at) - Date.now()) : 1000;
  }
  if (counts.calling > 0 && (await parkedCount(studio.db, p.ac_id, p.campaign_id)) > 0)
    delayMs = Math.min(delayMs ?? parkedLookMs, parkedLookMs);
  if (delayMs !== null) await comeBack(studio, p, delayMs);
}

/** A thread whose run no longer runs still comes back while its campaign has calls without a thread, to settle them as they end. */
async function whenStopped(studio: Studio, p: WorkerPayload): Promise<void> {
  const row = await campaignRow(studio.db, p);
  if (!row) return;
  const { waiting, settled: done } = await settleParked(studio.db, p.ac_id, p.campaign_id, retriesOf(row));
  if (done > 0) report(studio, p, true);
  if (waiting > 0) await comeBack(studio, p, parkedLookMs);
}

const campaignRow = (db: Db, p: WorkerPayload) =>
  accountRows(db, p.ac_id).selectFrom('campaigns').selectAll().where('campaign_id', '=', p.campaign_id).executeTakeFirst();

/**
 * Studios that are closing: their threads stop at the next contact and come back as delayed jobs, for the next start
 * (the studio waits a while for its ringing calls' outcomes before its queue closes, and a job given back to a queue
 * still open would be taken again at once).
 */
const closing = new WeakSet<Studio>();
export const stopThreads = (studio: Studio) => void closing.add(studio);

/** How long a thread waits for a free line (the account at its maximum threads) before it leaves its job slot. */
const fullForMs = 250;

/**
 * One thread of a campaign's run: recovers its own contacts, then calls the due ones while the run lasts and the
 * schedule is open, looking at the campaign's calls without a thread (ringing, parked) every second. A voice call it
 * places rings without it, so it goes on to the next contact at once. It holds its job slot only while it works:
 * outside the schedule window, with nothing due, or with every line busy it leaves and comes back as a delayed job.
 */
export async function runWorker(studio: Studio, p: WorkerPayload, ctx: JobContext): Promise<void> {
  const db = studio.db;
  await recover(studio, p);
  const timeZone = await accountTimeZone(db, p.ac_id);
  let ids: Map<string, number> | null = null;
  let cache = newRunCache();
  let cached: { row: Awaited<ReturnType<typeof campaignRow>>; at: number } = { row: undefined, at: 0 };
  const started = Date.now();
  let looked = 0;
  let fullSince: number | null = null;
  /** The contact called last, settled with the next claim (or on the way out). */
  let last: Settled | null = null;
  try {
    for (;;) {
      if (ctx.signal.aborted) throw new JobCancelled();
      if (closing.has(studio)) return comeBack(studio, p, parkedLookMs);
      // Its status (a pause, a stop) with every claim; the rest of the campaign every few seconds, the engine and flows every 30 s.
      if (Date.now() - cached.at > 5000) cached = { row: await campaignRow(db, p), at: Date.now() };
      if ((Date.now() - started) % 30_000 < 250) cache = newRunCache();
      const campaign = cached.row;
      if (!campaign) return;
      const retries = retriesOf(campaign);
      if (Date.now() - looked >= parkedLookMs) {
        looked = Date.now();
        if ((await settleParked(db, p.ac_id, p.campaign_id, retries)).settled > 0) report(studio, p);
      }
      const wait = msUntilOpen(json<CampaignSchedule>(campaign.schedule, { days: [], hours: [] }), Date.now(), timeZone);
      if (wait > 0) {
        const state = await accountRows(db, p.ac_id)
          .selectFrom('campaigns')
          .select(['status', 'run', 'is_enabled'])
          .where('campaign_id', '=', p.campaign_id)
          .executeTakeFirst();
        if (!state || state.status !== 'running' || state.run !== p.run || state.is_enabled !== 1) return whenStopped(studio, p);
        const parked = await parkedCount(db, p.ac_id, p.campaign_id);
        return comeBack(studio, p, parked > 0 ? Math.min(wait, parkedLookMs) : wait);
      }
      const claimed = await claim(studio, p, last);
      last = null;
      if (claimed === 'stopped') return whenStopped(studio, p);
      if (claimed === 'full') {
        fullSince ??= Date.now();
        if (Date.now() - fullSince > fullForMs) return comeBack(studio, p, parkedLookMs);
        await pause(20, ctx.signal).done;
        continue;
      }
      fullSince = null;
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
      const channel = campaign.channel as CampaignChannel;
      const outcome = await place(
        studio,
        p,
        { task_id: campaign.task_id, channel, caller_number_id: campaign.caller_number_id, retries },
        contact,
        variablesOf(contact, mapping, ids),
        cache,
      );
      if (outcome !== 'ringing' && outcome !== 'not_ours') last = settled(contact, outcome, retries);
      report(studio, p);
    }
  } finally {
    if (last) await settle(db, p.ac_id, last);
  }
}
