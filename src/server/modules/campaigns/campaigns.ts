import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaign,
  campaignBody,
  campaignLimits,
  campaignListQuery,
  campaignUpdateBody,
  campaignValidateBody,
  channelTaskType,
  maxThreadsAnswer,
  numberedChannels,
  optOutColumn,
  phoneColumn,
  type Campaign,
  type CampaignChannel,
  type CampaignVariable,
} from '@shared/api/campaigns';
import { envelope } from '@shared/api/common';
import { nameCheck } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import type { Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { defineEntityResource } from '../../http/entity-resource';
import { accountRows } from '../../http/tenant-repo';

const m = messages.campaigns;
const json = <T>(text: unknown, fallback: T): T => {
  try {
    return JSON.parse(String(text)) as T;
  } catch {
    return fallback;
  }
};

/** A stored campaign as the API answers it. */
export const campaignToApi = (row: Row): Campaign => ({
  campaign_id: row.campaign_id,
  campaign_name: row.campaign_name,
  campaign_type: row.campaign_type,
  ac_id: row.ac_id,
  task_id: row.task_id,
  channel: row.channel,
  caller_number_id: row.caller_number_id ?? null,
  schedule: json(row.schedule, { days: [], hours: [] }),
  retries: json(row.retries, { no_answer: 0, busy: 0, interval_minutes: 30 }),
  variables: json(row.variables, []),
  status: row.status,
  is_enabled: row.is_enabled,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The task must be one of the account's enabled tasks of the type the channel runs. */
async function assertTask(db: Db, acId: number, taskId: number, channel: CampaignChannel) {
  const task = await accountRows(db, acId)
    .selectFrom('tasks')
    .select(['task_name', 'task_type'])
    .where('task_id', '=', taskId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!task) throw unprocessable(`task_id: ${fill(m.taskMissing, { id: taskId })}`);
  const expected = channelTaskType[channel];
  if (task.task_type !== expected)
    throw unprocessable(`task_id: ${fill(m.taskChannel, { task: task.task_name, type: task.task_type, channel, expected })}`);
}

/** A calling or sending channel needs one of the account's campaign numbers (GET /portal/campaign-numbers); a workflow none. */
async function assertCallerNumber(db: Db, acId: number, numberId: number | null, channel: CampaignChannel) {
  if (!numberedChannels.includes(channel)) return;
  if (numberId === null) throw unprocessable(`caller_number_id: ${fill(m.callerNumberRequired, { channel })}`);
  const found = await accountRows(db, acId)
    .selectFrom('phone_numbers')
    .select('phone_number_id')
    .where('phone_number_id', '=', numberId)
    .where('is_campaign', '=', 1)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!found) throw unprocessable(`caller_number_id: ${fill(m.callerNumberMissing, { id: numberId })}`);
}

/** Each column once, never the number's or the opt-out mark's, and each variable one of the account's. */
async function assertVariables(db: Db, acId: number, list: readonly CampaignVariable[]) {
  const seen = new Set<string>();
  for (const [i, v] of list.entries()) {
    if (v.column === phoneColumn || v.column === optOutColumn)
      throw unprocessable(`variables.${i}.column: ${fill(m.columnReserved, { column: v.column })}`);
    if (seen.has(v.column)) throw unprocessable(`variables.${i}.column: ${fill(m.columnTwice, { column: v.column })}`);
    seen.add(v.column);
  }
  const names = [...new Set(list.map((v) => v.variable_name))];
  if (names.length === 0) return;
  const rows = await accountRows(db, acId)
    .selectFrom('variables')
    .select('variable_name')
    .where('is_enabled', '=', 1)
    .where('variable_name', 'in', names)
    .execute();
  const missing = list.findIndex((v) => !rows.some((r) => r.variable_name === v.variable_name));
  if (missing >= 0)
    throw unprocessable(`variables.${missing}.variable_name: ${fill(m.variableMissing, { name: list[missing]!.variable_name })}`);
}

/**
 * Campaigns (spec 2 §3, §7 /campaign/campaigns): list (by campaign_type, on-demand by default), read, create, update,
 * soft delete with undo (PUT is_enabled=1), each name unique per type among the account's enabled campaigns. A
 * campaign's task, caller number and variables are checked against the account on every write.
 */
export const campaigns = defineEntityResource(
  {
    tenant: 'ac',
    path: '/campaign/campaigns',
    table: 'campaigns',
    idField: 'campaign_id',
    nameField: 'campaign_name',
    model: 'Campaign',
    label: 'campaign',
    permission: 'build.campaigns',
    item: campaign,
    create: campaignBody,
    update: campaignUpdateBody,
    nameRule: { per: ['campaign_type'], perDefaults: { campaign_type: 'on_demand' } },
    softDelete: ['is_enabled'],
    defaultSort: { column: 'updated_at', direction: 'desc' },
    listQuery: campaignListQuery,
  },
  {
    toApi: campaignToApi,
    fromApi(input) {
      const values: Row = { ...input };
      for (const key of ['schedule', 'retries', 'variables'] as const)
        if (input[key] !== undefined) values[key] = JSON.stringify(input[key]);
      if (input.caller_number_id === undefined) delete values.caller_number_id;
      return values;
    },
    listFilter: (qb, params) => (params.campaign_type === 'all' ? qb : qb.where('campaign_type', '=', params.campaign_type)),
    async beforeWrite(values, ctx) {
      const channel = values.channel as CampaignChannel;
      if (
        values.status === 'running' &&
        ctx.mode === 'update' &&
        (values.task_id !== ctx.existing?.task_id || values.channel !== ctx.existing?.channel)
      ) {
        throw unprocessable(m.listWhileRunning);
      }
      await assertTask(ctx.trx, ctx.acId, values.task_id, channel);
      const numberId = numberedChannels.includes(channel) ? (values.caller_number_id ?? null) : null;
      await assertCallerNumber(ctx.trx, ctx.acId, numberId, channel);
      await assertVariables(ctx.trx, ctx.acId, json(values.variables, []));
      return { ...values, caller_number_id: numberId };
    },
    async beforeDelete(row) {
      if (row.status === 'running') throw unprocessable(m.alreadyRunning);
    },
  },
);

/** POST /campaign/campaigns/validate (campaign_type plus name) and GET /campaign/max-threads. */
export async function campaignExtraRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Campaign'];
  app.post(
    '/campaign/campaigns/validate',
    {
      config: { access: (r) => campaigns.authorize(r, 'read') },
      schema: { tags, body: campaignValidateBody, response: { 200: envelope(nameCheck) } },
    },
    async (request) => {
      const acId = campaigns.authorize(request, 'read');
      const { campaign_name, campaign_type, campaign_id } = request.body;
      const taken = await campaigns.nameTaken(root.studio.db, acId, campaign_name, { campaign_type }, campaign_id);
      return { data: { valid: !taken, message: taken ? m.nameTaken : messages.content.nameAvailable } };
    },
  );
  app.get(
    '/campaign/max-threads',
    { config: { access: (r) => campaigns.authorize(r, 'read') }, schema: { tags, response: { 200: envelope(maxThreadsAnswer) } } },
    async (request) => {
      campaigns.authorize(request, 'read');
      return { data: { max_threads: campaignLimits.maxThreads } };
    },
  );
}
