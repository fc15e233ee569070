import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignLimits, channelTaskType, makeCallAnswer, makeCallBody, triggerAnswer, triggerBody, type CampaignChannel, type CampaignStatus, type CampaignVariable, type TriggerAction } from '@shared/api/campaigns';
import { envelope } from '@shared/api/common';
import { isE164 } from '@shared/e164';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { conflict, unprocessable } from '../../http/errors';
import { accountTenant, whereTenant } from '../../http/tenant-repo';
import { startRun, variablesByName } from '../run/sessions';
import { campaigns } from './campaigns';
import { countsOf, emitProgress } from './contact-store';
import { outcomeOfSession, runWorker, stopThreads, workerJob, type WorkerPayload } from './runner';

type Studio = FastifyInstance['studio'];
const m = messages.campaigns;
const idParams = z.object({ campaign_id: z.coerce.number().int().positive() });

/** What each action needs the campaign's status to be, the refusal otherwise, and the status it leaves. */
const transitions: Record<TriggerAction, { from: readonly CampaignStatus[]; refusal: string; to: CampaignStatus; runs: boolean }> = {
  start: { from: ['idle', 'stopped', 'completed'], refusal: m.alreadyRunning, to: 'running', runs: true },
  pause: { from: ['running'], refusal: m.notRunning, to: 'paused', runs: false },
  resume: { from: ['paused'], refusal: m.notPaused, to: 'running', runs: true },
  stop: { from: ['running', 'paused'], refusal: m.notRunning, to: 'stopped', runs: false },
};

/**
 * Moves a campaign to the action's status in one conditional write (two triggers at once: one wins, the other is
 * refused) and, for start and resume, queues the run's threads (GET /campaign/max-threads of them) in the same
 * transaction. Starting a paused campaign is refused like a running one: it is resumed.
 */
async function trigger(studio: Studio, acId: number, campaignId: number, action: TriggerAction, request: Parameters<typeof recordActivity>[1]): Promise<CampaignStatus> {
  const t = transitions[action];
  return studio.db.transaction().execute(async (trx) => {
    const row = await campaigns.find(trx, acId, campaignId);
    if (!t.from.includes(row.status)) throw conflict(action === 'start' && row.status === 'paused' ? m.alreadyRunning : t.refusal);
    if (t.runs) {
      const counts = await countsOf(trx, acId, campaignId);
      if (counts.pending + counts.calling === 0) throw unprocessable(m.noContacts);
    }
    const run = row.run + (t.runs ? 1 : 0);
    const done = await whereTenant(trx.updateTable('campaigns'), accountTenant(acId)).set({ status: t.to, run, updated_at: nowIso() }).where('campaign_id', '=', campaignId).where('status', '=', row.status).where('run', '=', row.run).executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(t.refusal);
    if (t.runs) for (let worker = 0; worker < campaignLimits.maxThreads; worker++) await studio.jobs.enqueue<WorkerPayload>(workerJob, { ac_id: acId, campaign_id: campaignId, run, worker }, { trx });
    await recordActivity(trx, request, { subject_type: 'Campaign', subject_id: campaignId, action: 'campaign_trigger', summary: { action, status: t.to } });
    return t.to;
  });
}

/**
 * POST /campaign/{id}/trigger {action: start, pause, resume, stop} and POST /campaign/make_a_call/{id}: one test
 * call of the campaign's task to a given number, through the simulator (its draft, a simulated usage record).
 */
export async function campaignTriggerRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const studio = root.studio;
  const tags = ['Campaign'];
  studio.jobs.define<WorkerPayload>(workerJob, (p, ctx) => runWorker(studio, p, ctx));
  root.addHook('preClose', async () => stopThreads(studio));
  const write = { config: { access: (r: Parameters<typeof campaigns.authorize>[0]) => campaigns.authorize(r, 'write') } };

  app.post('/campaign/:campaign_id/trigger', { ...write, schema: { tags, params: idParams, body: triggerBody, response: { 200: envelope(triggerAnswer) } } }, async (request) => {
    const acId = campaigns.authorize(request, 'write');
    const id = request.params.campaign_id;
    const status = await trigger(studio, acId, id, request.body.action, request);
    await emitProgress(studio, acId, id, status);
    return { data: { campaign_id: id, status, counts: await countsOf(studio.db, acId, id) } };
  });

  app.post('/campaign/make_a_call/:campaign_id', { ...write, schema: { tags, params: idParams, body: makeCallBody, response: { 200: envelope(makeCallAnswer) } } }, async (request) => {
    const acId = campaigns.authorize(request, 'write');
    const row = await campaigns.find(studio.db, acId, request.params.campaign_id);
    const number = request.body.phone_number.replace(/[\s\-().]/g, '');
    if (!isE164(number)) throw unprocessable(`phone_number: ${fill(m.testNumber, { number: request.body.phone_number })}`);
    const given = request.body.values ?? {};
    const byName: Record<string, string> = Object.fromEntries((JSON.parse(row.variables) as CampaignVariable[]).filter((v) => given[v.column] !== undefined).map((v) => [v.variable_name, given[v.column]!]));
    const { values } = await variablesByName(studio.db, acId, byName);
    const { session } = await startRun(studio, acId, { taskId: row.task_id, channel: channelTaskType[row.channel as CampaignChannel], variables: values, userId: request.auth?.user.user_id ?? null, preview: true });
    await recordActivity(studio.db, request, { subject_type: 'Campaign', subject_id: row.campaign_id, action: 'campaign_test_call', summary: { phone_number: number, session_id: session.sessionId } });
    return { data: { session_id: session.sessionId, outcome: outcomeOfSession(session.state.status === 'ended' ? session.state.outcome : null) } };
  });
}
