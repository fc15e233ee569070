import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  accountBody,
  acMapping,
  canvasCheckBody,
  flaggedNode,
  groupBody,
  groupCheck,
  groupIdsBody,
  migrateBody,
  migrationError,
  migrationJob,
  nodeIssue,
  olderGroup,
  reportErrorBody,
} from '@shared/api/studio6';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { conflict, notFound } from '../../http/errors';
import { parseJson } from '../flow/model/rows';
import { typesOutsidePlan } from '../transfer/plan-check';
import { convertGroup } from './convert';
import { migrateJobName } from './jobs';
import { rollbackAccount } from './migrate';
import { groupRows, mappedAccounts } from './portal';
import { systemOnly } from './portal-routes';
import { jobToApi, tellJob } from './progress';
import { olderSource } from './source';
import { fixLinkNodes, migrateDatastoreData, publishTemplates } from './tools';

const m = messages.studio6;
const tags = ['Migration from the older studio'];
/** An older group is unused when it is not mapped and took no call in this many days. */
export const unusedAfterDays = 180;
const jobQuery = z.object({
  s6_ac_id: z.coerce.number().int().positive().optional(),
  s7_ac_id: z.coerce.number().int().positive().optional(),
  batch_id: z.coerce.number().int().positive().optional(),
});

/** The account calls (spec 3 §7 Migration, "Account endpoints"): check, migrate, roll back and the tools after. */
export async function accountRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;
  const source = () => olderSource(root.studio.config.studio6Dir);
  const opts = { config: { access: systemOnly } };
  const userOf = (request: FastifyRequest) => request.auth?.user.user_id ?? null;
  /** The group's check, and what its mapped account's plan would refuse. */
  const check = async (id: number) => {
    const { check: out, doc } = convertGroup(await source().group(id));
    const mapping = await db().selectFrom('s6_ac_mappings').select('s7_ac_id').where('s6_ac_id', '=', id).executeTakeFirst();
    if (mapping && doc) {
      const missing = await typesOutsidePlan(db(), mapping.s7_ac_id, doc);
      if (missing.length) out.account_problems.push(fill(messages.transfer.typesNotInPlan, { types: missing.join(', ') }));
    }
    return out;
  };

  app.get('/studio6/accounts', { ...opts, schema: { tags, response: { 200: envelope(z.array(acMapping)) } } }, async () => ({
    data: await mappedAccounts(db(), source()),
  }));
  app.post(
    '/studio6/accounts/validate',
    { ...opts, schema: { tags, body: groupBody, response: { 200: envelope(groupCheck) } } },
    async (request) => ({ data: await check(request.body.s6_ac_id) }),
  );
  app.post(
    '/studio6/accounts/batch-validate',
    { ...opts, schema: { tags, body: groupIdsBody, response: { 200: envelope(z.array(groupCheck)) } } },
    async (request) => {
      const out = [];
      for (const id of new Set(request.body.s6_ac_ids)) out.push(await check(id));
      return { data: out };
    },
  );
  /** The node and canvas migration checks: one task's (or one canvas's) problems, node by node. */
  app.post(
    '/studio6/accounts/canvas-check',
    { ...opts, schema: { tags, body: canvasCheckBody, response: { 200: envelope(z.array(nodeIssue)) } } },
    async (request) => {
      const task = (await check(request.body.s6_ac_id)).tasks.find((t) => t.s6_task_id === request.body.s6_task_id);
      if (!task) throw notFound(fill(m.groupNotFound, { id: request.body.s6_ac_id }));
      return { data: task.issues.filter((i) => !request.body.s6_canvas_id || i.s6_canvas_id === request.body.s6_canvas_id) };
    },
  );

  app.post(
    '/studio6/accounts/migrate',
    { ...opts, schema: { tags, body: migrateBody, response: { 202: envelope(migrationJob) } } },
    async (request, reply) => {
      const { s6_ac_id, migration_state } = request.body;
      const job = await db()
        .transaction()
        .execute(async (trx) => {
          const mapping = await trx.selectFrom('s6_ac_mappings').selectAll().where('s6_ac_id', '=', s6_ac_id).executeTakeFirst();
          if (!mapping) throw conflict(fill(m.groupNotMapped, { id: s6_ac_id }));
          if (mapping.status === 'migrated') throw conflict(fill(m.alreadyMigrated, { id: s6_ac_id, account: mapping.s7_ac_id }));
          const open = await trx
            .selectFrom('s6_migration_jobs')
            .select('job_id')
            .where('s6_ac_id', '=', s6_ac_id)
            .where('status', 'in', ['queued', 'running'])
            .executeTakeFirst();
          if (open) throw conflict(fill(m.migrationRunning, { id: s6_ac_id }));
          const row = await trx
            .insertInto('s6_migration_jobs')
            .values({
              kind: 'migrate',
              batch_id: null,
              s6_ac_id,
              s7_ac_id: mapping.s7_ac_id,
              status: 'queued',
              done: 0,
              total: 0,
              result: '{}',
              created_by: userOf(request),
              created_at: nowIso(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await root.studio.jobs.enqueue(migrateJobName, { job_id: row.job_id, migration_state }, { trx });
          return row;
        });
      await tellJob(root.studio, job.job_id);
      return reply.status(202).send({ data: jobToApi(job) });
    },
  );

  app.post(
    '/studio6/accounts/rollback',
    {
      ...opts,
      schema: {
        tags,
        body: accountBody,
        response: { 200: envelope(z.object({ tasks: z.number(), content: z.number(), documents: z.number(), numbers: z.number() })) },
      },
    },
    async (request) => ({
      data: await rollbackAccount(db(), request.body.s7_ac_id, userOf(request)),
    }),
  );
  app.post(
    '/studio6/accounts/report-error',
    { ...opts, schema: { tags, body: reportErrorBody, response: { 201: envelope(migrationError) } } },
    async (request, reply) => {
      const mapping = await db()
        .selectFrom('s6_ac_mappings')
        .select(['s6_ac_id', 'migrated_job_id'])
        .where('s7_ac_id', '=', request.body.s7_ac_id)
        .executeTakeFirst();
      if (!mapping) throw notFound(fill(m.accountNotMapped, { id: request.body.s7_ac_id }));
      const row = await db()
        .transaction()
        .execute(async (trx) => {
          const made = await trx
            .insertInto('s6_migration_errors')
            .values({
              s6_ac_id: mapping.s6_ac_id,
              s7_ac_id: request.body.s7_ac_id,
              job_id: mapping.migrated_job_id,
              source: 'report',
              message: request.body.message,
              details: '{}',
              created_by: userOf(request),
              created_at: nowIso(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordActivity(trx, request, {
            subject_type: 'Studio6Migration',
            subject_id: mapping.s6_ac_id,
            action: 'report_error',
            summary: { after: { message: request.body.message } },
          });
          return made;
        });
      return reply.status(201).send({ data: { ...row, details: parseJson(row.details, {}) } });
    },
  );

  app.get(
    '/studio6/accounts/jobs',
    { ...opts, schema: { tags, querystring: jobQuery, response: { 200: envelope(z.array(migrationJob)) } } },
    async (request) => {
      let q = db().selectFrom('s6_migration_jobs').selectAll();
      if (request.query.s6_ac_id) q = q.where('s6_ac_id', '=', request.query.s6_ac_id);
      if (request.query.s7_ac_id) q = q.where('s7_ac_id', '=', request.query.s7_ac_id);
      if (request.query.batch_id) q = q.where('batch_id', '=', request.query.batch_id);
      return { data: (await q.orderBy('job_id', 'desc').limit(1000).execute()).map(jobToApi) };
    },
  );
  app.get(
    '/studio6/accounts/jobs/:job_id',
    {
      ...opts,
      schema: { tags, params: z.object({ job_id: z.coerce.number().int().positive() }), response: { 200: envelope(migrationJob) } },
    },
    async (request) => {
      const row = await db().selectFrom('s6_migration_jobs').selectAll().where('job_id', '=', request.params.job_id).executeTakeFirst();
      if (!row) throw notFound(fill(m.jobNotFound, { id: request.params.job_id }));
      return { data: jobToApi(row) };
    },
  );
  app.get(
    '/studio6/accounts/errors',
    { ...opts, schema: { tags, querystring: jobQuery, response: { 200: envelope(z.array(migrationError)) } } },
    async (request) => {
      let q = db().selectFrom('s6_migration_errors').selectAll();
      if (request.query.s6_ac_id) q = q.where('s6_ac_id', '=', request.query.s6_ac_id);
      if (request.query.s7_ac_id) q = q.where('s7_ac_id', '=', request.query.s7_ac_id);
      return {
        data: (await q.orderBy('error_id', 'desc').limit(1000).execute()).map((r) => ({
          ...r,
          details: parseJson<Record<string, unknown>>(r.details, {}),
        })),
      };
    },
  );

  app.post(
    '/studio6/accounts/datastore-data',
    {
      ...opts,
      schema: { tags, body: accountBody, response: { 200: envelope(z.object({ datastores: z.number(), documents: z.number() })) } },
    },
    async (request) => ({
      data: await migrateDatastoreData(db(), root.studio.config, request.body.s7_ac_id, userOf(request)),
    }),
  );

  const unused = async () => {
    const cutoff = new Date(Date.now() - unusedAfterDays * 86_400_000).toISOString();
    return (await groupRows(db(), source())).filter((g) => g.s7_ac_id === null && (g.last_call_at === null || g.last_call_at < cutoff));
  };
  app.get('/studio6/accounts/unused', { ...opts, schema: { tags, response: { 200: envelope(z.array(olderGroup)) } } }, async () => ({
    data: await unused(),
  }));
  /** Deleting unused groups sets them aside: they leave every list and cannot be mapped (the older files stay as they are). */
  app.post(
    '/studio6/accounts/unused/delete',
    { ...opts, schema: { tags, body: groupIdsBody, response: { 200: envelope(z.object({ deleted: z.array(z.number()) })) } } },
    async (request) => {
      const ids = [...new Set(request.body.s6_ac_ids)];
      const allowed = new Set((await unused()).map((g) => g.s6_ac_id));
      const refused = ids.find((id) => !allowed.has(id));
      if (refused !== undefined) throw conflict(fill(m.groupNotUnused, { id: refused }));
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('s6_deleted_groups')
            .values(ids.map((id) => ({ s6_ac_id: id, deleted_by: userOf(request), deleted_at: nowIso() })))
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'Studio6Migration',
            subject_id: null,
            action: 'delete_unused',
            summary: { before: { s6_ac_ids: ids } },
          });
        });
      return { data: { deleted: ids } };
    },
  );

  app.get(
    '/studio6/accounts/flagged-nodes',
    { ...opts, schema: { tags, querystring: jobQuery, response: { 200: envelope(z.array(flaggedNode)) } } },
    async (request) => {
      let q = db()
        .selectFrom('s6_flagged_nodes as f')
        .leftJoin('tasks as t', 't.task_id', 'f.task_id')
        .selectAll('f')
        .select('t.task_name');
      if (request.query.s7_ac_id) q = q.where('f.s7_ac_id', '=', request.query.s7_ac_id);
      return { data: await q.orderBy('f.flag_id').limit(5000).execute() };
    },
  );
  app.post(
    '/studio6/accounts/fix-link-nodes',
    { ...opts, schema: { tags, body: accountBody, response: { 200: envelope(z.object({ fixed: z.number(), remaining: z.number() })) } } },
    async (request) => ({
      data: await fixLinkNodes(db(), root.studio.config, request.body.s7_ac_id),
    }),
  );
  app.post(
    '/studio6/accounts/publish-templates',
    {
      ...opts,
      schema: {
        tags,
        body: accountBody,
        response: { 200: envelope(z.object({ published: z.array(z.string()), skipped: z.array(z.string()) })) },
      },
    },
    async (request) => ({
      data: await publishTemplates(db(), root.studio.config, request.body.s7_ac_id, userOf(request)),
    }),
  );
}
