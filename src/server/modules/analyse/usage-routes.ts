import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  chatbotUsageView,
  detailedLogBody,
  detailedLogRow,
  msgCreditUsage,
  peakBody,
  peakGroup,
  taskForAccount,
  tasksForAccountsBody,
  usageQuery,
  usageView,
} from '@shared/api/usage';
import { fill, messages } from '@shared/messages';
import { detailedLogSpanDays, usageSpanDays, usageTypes, type UsageType } from '@shared/usage';
import { notFound } from '../../http/errors';
import { chatbotUsage, detailedLog, hourlyPeaks, messageCredits, tasksForAccounts } from './usage-more';
import { checkRange, usageAccounts } from './usage-scope';
import { usageView as readView } from './usage-views';
import { rollupUsage } from './rollup';

const tags = ['usage'];
const access = { access: (request: any) => void usageAccounts(request) };

/** The usage views of spec 3 §7 by path: each reads one usage type. */
const viewPaths: Record<string, UsageType> = {
  '/virtualagentusage/workflow-usages': 'workflow',
  '/virtualagentusage/virtual-msg-logs': 'messaging',
  '/virtualagentusage/biometric-usage': 'biometric',
  '/virtualagentusage/transcription-usages': 'transcription',
  '/virtualagentusage/tone-analyzer-usages': 'tone_analyzer',
  '/virtualagentusage/number-insight-usages': 'number_insight',
  '/reporting/usages/call-usage': 'voice',
};

/** Usage (spec 3 §7 "Reporting and usage"): views over the rollups, detailed logs, tasks for accounts, hourly peaks. */
export async function usageRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, engine } = root.studio;
  // A view reads the rollups after taking in the sessions that ended since the job's last run.
  const current = () => rollupUsage(db, engine);

  for (const [path, type] of Object.entries(viewPaths)) {
    app.get(
      path,
      { config: access, schema: { tags, querystring: usageQuery, response: { 200: envelope(usageView) } } },
      async (request) => {
        const q = request.query;
        checkRange(q.start_date, q.end_date, usageSpanDays);
        const accounts = usageAccounts(request, q.ac_id);
        await current();
        return { data: await readView(db, accounts, type, q.start_date, q.end_date, q.task_id) };
      },
    );
  }

  app.get(
    '/virtualagentusage/chatbot-usage-logs',
    { config: access, schema: { tags, querystring: usageQuery, response: { 200: envelope(chatbotUsageView) } } },
    async (request) => {
      const q = request.query;
      checkRange(q.start_date, q.end_date, usageSpanDays);
      const accounts = usageAccounts(request, q.ac_id);
      await current();
      const view = await readView(db, accounts, 'chatbot', q.start_date, q.end_date, q.task_id);
      return {
        data: {
          ...view,
          usage: await chatbotUsage(
            db,
            view.accounts.map((a) => a.ac_id),
          ),
        },
      };
    },
  );

  app.get(
    '/reporting/msg-credit-usages',
    { config: access, schema: { tags, querystring: usageQuery, response: { 200: envelope(msgCreditUsage) } } },
    async (request) => {
      const q = request.query;
      checkRange(q.start_date, q.end_date, usageSpanDays);
      const accounts = usageAccounts(request, q.ac_id);
      await current();
      return { data: await messageCredits(db, accounts, q.start_date, q.end_date) };
    },
  );

  app.post(
    '/virtualagentusage/detailed-logs/:usage_type',
    {
      config: access,
      schema: {
        tags,
        params: z.object({ usage_type: z.string() }),
        body: detailedLogBody,
        response: { 200: envelope(z.array(detailedLogRow)) },
      },
    },
    async (request) => {
      const type = request.params.usage_type.replace(/-/g, '_') as UsageType;
      if (!usageTypes.includes(type)) throw notFound(fill(messages.analyse.unknownUsageType, { type: request.params.usage_type }));
      const b = request.body;
      checkRange(b.start_date, b.end_date, detailedLogSpanDays);
      const accounts = usageAccounts(request, b.ac_id);
      if (!['voice', 'messaging', 'chatbot', 'workflow'].includes(type)) await current();
      return { data: await detailedLog(db, accounts, type, b.start_date, b.end_date, b.task_id) };
    },
  );

  app.post(
    '/virtualagentusage/get-tasks-for-accounts',
    { config: access, schema: { tags, body: tasksForAccountsBody, response: { 200: envelope(z.array(taskForAccount)) } } },
    async (request) => {
      const scope = usageAccounts(request);
      const asked = request.body.ac_ids;
      const acIds = scope === 'any' ? asked : asked.filter((id) => scope.includes(id));
      return { data: await tasksForAccounts(db, acIds, request.body.task_type) };
    },
  );

  for (const by of ['ac', 'sp', 'pop'] as const) {
    app.post(
      `/reporting/${by}-hourly-peak-sessions`,
      { config: access, schema: { tags, body: peakBody, response: { 200: envelope(z.array(peakGroup)) } } },
      async (request) => {
        const b = request.body;
        checkRange(b.start_date, b.end_date, usageSpanDays);
        let accounts = usageAccounts(request, b.ac_id);
        if (b.sp_id !== undefined) {
          const ofProvider = (await db.selectFrom('accounts').select('ac_id').where('sp_id', '=', b.sp_id).execute()).map((a) => a.ac_id);
          accounts = accounts === 'any' ? ofProvider : accounts.filter((id) => ofProvider.includes(id));
        }
        await current();
        return { data: await hourlyPeaks(db, accounts, by, b.start_date, b.end_date) };
      },
    );
  }
}
