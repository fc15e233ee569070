import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelTaskType,
  makeCallAnswer,
  makeCallBody,
  triggerAnswer,
  triggerBody,
  type CampaignChannel,
  type CampaignVariable,
} from '@shared/api/campaigns';
import { envelope } from '@shared/api/common';
import { isE164 } from '@shared/e164';
import { fill, messages } from '@shared/messages';
import { recordActivity } from '../../http/activity';
import { unprocessable } from '../../http/errors';
import { startRun, variablesByName } from '../run/sessions';
import { campaigns } from './campaigns';
import { countsOf, emitProgress } from './contact-store';
import { closeDials, openDials } from './ringing';
import { runWorker, stopThreads } from './runner';
import { outcomeOfSession } from './settling';
import { transition, workerJob, type WorkerPayload } from './start';

const m = messages.campaigns;
const idParams = z.object({ campaign_id: z.coerce.number().int().positive() });

/**
 * POST /campaign/{id}/trigger {action: start, pause, resume, stop} and POST /campaign/make_a_call/{id}: one test
 * call of the campaign's task to a given number, through the simulator (its draft, a simulated usage record).
 */
export async function campaignTriggerRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const studio = root.studio;
  const tags = ['Campaign'];
  // A thread works through its contacts for as long as its run lasts: a long job, which never takes every slot of the embedded queue.
  studio.jobs.define<WorkerPayload>(workerJob, (p, ctx) => runWorker(studio, p, ctx), { long: true });
  openDials(studio, root.log);
  root.addHook('preClose', async () => {
    stopThreads(studio);
    await closeDials(studio);
  });
  const write = { config: { access: (r: Parameters<typeof campaigns.authorize>[0]) => campaigns.authorize(r, 'write') } };

  app.post(
    '/campaign/:campaign_id/trigger',
    { ...write, schema: { tags, params: idParams, body: triggerBody, response: { 200: envelope(triggerAnswer) } } },
    async (request) => {
      const acId = campaigns.authorize(request, 'write');
      const id = request.params.campaign_id;
      const status = await transition(studio.db, studio.jobs, acId, id, request.body.action, (trx, summary) =>
        recordActivity(trx, request, { subject_type: 'Campaign', subject_id: id, action: 'campaign_trigger', summary }),
      );
      await emitProgress(studio, acId, id, status);
      return { data: { campaign_id: id, status, counts: await countsOf(studio.db, acId, id) } };
    },
  );

  app.post(
    '/campaign/make_a_call/:campaign_id',
    { ...write, schema: { tags, params: idParams, body: makeCallBody, response: { 200: envelope(makeCallAnswer) } } },
    async (request) => {
      const acId = campaigns.authorize(request, 'write');
      const row = await campaigns.find(studio.db, acId, request.params.campaign_id);
      const number = request.body.phone_number.replace(/[\s\-().]/g, '');
      if (!isE164(number)) throw unprocessable(`phone_number: ${fill(m.testNumber, { number: request.body.phone_number })}`);
      const given = request.body.values ?? {};
      const byName: Record<string, string> = Object.fromEntries(
        (JSON.parse(row.variables) as CampaignVariable[])
          .filter((v) => given[v.column] !== undefined)
          .map((v) => [v.variable_name, given[v.column]!]),
      );
      const { values } = await variablesByName(studio.db, acId, byName);
      const { session } = await startRun(studio, acId, {
        taskId: row.task_id,
        channel: channelTaskType[row.channel as CampaignChannel],
        variables: values,
        userId: request.auth?.user.user_id ?? null,
        preview: true,
      });
      await recordActivity(studio.db, request, {
        subject_type: 'Campaign',
        subject_id: row.campaign_id,
        action: 'campaign_test_call',
        summary: { phone_number: number, session_id: session.sessionId },
      });
      return {
        data: { session_id: session.sessionId, outcome: outcomeOfSession(session.state.status === 'ended' ? session.state.outcome : null) },
      };
    },
  );
}
