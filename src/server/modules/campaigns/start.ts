import type { Transaction } from 'kysely';
import { campaignLimits, type CampaignStatus, type CampaignVariable, type TriggerAction } from '@shared/api/campaigns';
import { isE164 } from '@shared/e164';
import { fill, messages } from '@shared/messages';
import type { CampaignRequest } from '@shared/plugin-api/run';
import { nowIso, type Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { conflict, unprocessable } from '../../http/errors';
import { accountTenant, accountRows, whereTenant } from '../../http/tenant-repo';
import type { JobQueue } from '../../jobs/index';
import { campaigns } from './campaigns';
import { countsOf } from './contact-store';

const m = messages.campaigns;
export const workerJob = 'campaign.worker';
/** One of a run's threads: it calls the campaign's contacts one after another while the run lasts. */
export interface WorkerPayload {
  ac_id: number;
  campaign_id: number;
  run: number;
  worker: number;
}

/** What each action needs the campaign's status to be, the refusal otherwise, and the status it leaves. */
const transitions: Record<TriggerAction, { from: readonly CampaignStatus[]; refusal: string; to: CampaignStatus; runs: boolean }> = {
  start: { from: ['idle', 'stopped', 'completed'], refusal: m.alreadyRunning, to: 'running', runs: true },
  pause: { from: ['running'], refusal: m.notRunning, to: 'paused', runs: false },
  resume: { from: ['paused'], refusal: m.notPaused, to: 'running', runs: true },
  stop: { from: ['running', 'paused'], refusal: m.notRunning, to: 'stopped', runs: false },
};

type Trx = Transaction<Database>;

/**
 * Moves a campaign to the action's status in one conditional write (two triggers at once: one wins, the other is
 * refused) and, for start and resume, queues the run's threads (GET /campaign/max-threads of them) in the same
 * transaction. Starting a paused campaign is refused like a running one: it is resumed.
 */
export async function transition(
  db: Db,
  jobs: JobQueue,
  acId: number,
  campaignId: number,
  action: TriggerAction,
  record?: (trx: Trx, summary: Record<string, unknown>) => Promise<unknown>,
): Promise<CampaignStatus> {
  const t = transitions[action];
  return db.transaction().execute(async (trx) => {
    const row = await campaigns.find(trx, acId, campaignId);
    if (!t.from.includes(row.status)) throw conflict(action === 'start' && row.status === 'paused' ? m.alreadyRunning : t.refusal);
    if (t.runs) {
      const counts = await countsOf(trx, acId, campaignId);
      if (counts.pending + counts.calling === 0) throw unprocessable(m.noContacts);
    }
    const run = row.run + (t.runs ? 1 : 0);
    const done = await whereTenant(trx.updateTable('campaigns'), accountTenant(acId))
      .set({ status: t.to, run, updated_at: nowIso() })
      .where('campaign_id', '=', campaignId)
      .where('status', '=', row.status)
      .where('run', '=', row.run)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(t.refusal);
    if (t.runs)
      for (let worker = 0; worker < campaignLimits.maxThreads; worker++)
        await jobs.enqueue<WorkerPayload>(workerJob, { ac_id: acId, campaign_id: campaignId, run, worker }, { trx });
    await record?.(trx, { action, status: t.to });
    return t.to;
  });
}

/** Adds one contact to a campaign's list (a trigger_campaign step's record): its number in E.164 and the campaign's columns. */
async function addContact(db: Db, acId: number, campaignId: number, values: Record<string, string>): Promise<void> {
  const row = await campaigns.find(db, acId, campaignId);
  const phone = (values.phone_number ?? '').replace(/[\s\-().]/g, '');
  if (!isE164(phone)) throw unprocessable(fill(m.testNumber, { number: values.phone_number ?? '' }));
  const columns = (JSON.parse(String(row.variables)) as CampaignVariable[]).map((v) => v.column);
  const last = await accountRows(db, acId)
    .selectFrom('campaign_contacts')
    .select((eb) => eb.fn.max('line').as('line'))
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  const contactValues = Object.fromEntries(columns.map((c) => [c, values[c] ?? '']));
  await db
    .insertInto('campaign_contacts')
    .values({
      campaign_id: campaignId,
      ac_id: acId,
      line: Number(last?.line ?? 1) + 1,
      phone_number: phone,
      contact_values: JSON.stringify(contactValues),
      state: 'pending',
      attempts: 0,
      updated_at: nowIso(),
    })
    .execute();
}

/**
 * The flow engine's campaign service (the trigger_campaign step) for one account: start or stop one of its campaigns,
 * or add a record to it and start it when it is not running. A campaign already running is left running.
 */
export const engineCampaigns =
  (db: Db, jobs: JobQueue, acId: number) =>
  async (request: CampaignRequest): Promise<{ status: CampaignStatus }> => {
    if (request.action === 'add_record') await addContact(db, acId, request.campaignId, request.values);
    const row = await campaigns.find(db, acId, request.campaignId);
    if (request.action === 'stop')
      return {
        status:
          row.status === 'running' || row.status === 'paused' ? await transition(db, jobs, acId, request.campaignId, 'stop') : row.status,
      };
    if (row.status === 'running') return { status: 'running' };
    return { status: await transition(db, jobs, acId, request.campaignId, row.status === 'paused' ? 'resume' : 'start') };
  };
