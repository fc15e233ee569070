import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  xsiPackagesBody,
  xsiProfileChoice,
  xsiRule,
  xsiRulesQuery,
  xsiSubscription,
  xsiSubscriptionsQuery,
  xsiTestAnswer,
  xsiTestInput,
} from '@shared/api/broadworks';
import { envelope } from '@shared/api/common';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { notFound } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';
import { authorizeFlow } from '../flow/edits/authz';
import { signingSecret, unsealed } from '../profiles/profile-values';
import { accountTask, assertNotSubscribed, checkedPackages, enabledProfile, subscriptionsOf } from './subscriptions';
import { testXsiConnection } from './xsi-connection';
import { xsiProfiles } from './xsi-profiles';

const tags = ['BroadWorks'];
const m = messages.broadworks;

/**
 * BroadWorks XSI (spec 3 §7, spec 2 §7): the XSI profiles' resource and their connection test (provider
 * scope, the telephony permission); an account's subscriptions, the subscribing call (POST /broadworks/xsi-packages)
 * and a task's XSI rules (one account selected, as the task's other calls: build.tasks).
 */
export async function broadworksRoutes(root: FastifyInstance) {
  await root.register(xsiProfiles.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;

  app.post(
    '/broadworks/xsi-profiles/test-connection',
    {
      config: { access: (r) => xsiProfiles.authorize(r, 'write') },
      schema: { tags, body: xsiTestInput, response: { 200: envelope(xsiTestAnswer) } },
    },
    async (request) => {
      const tenant = xsiProfiles.authorize(request, 'write');
      const row = await xsiProfiles.find(db(), tenant, request.body.xsi_profile_id);
      const password = unsealed(row.password, signingSecret(request));
      const answer = password
        ? await testXsiConnection(root.studio.config, row as { xsi_url: string; username: string }, password)
        : { success: false, message: m.passwordNeeded };
      // The last test stays on the profile (its answers say when and how it went).
      await db()
        .updateTable('xsi_profiles')
        .set({ last_tested_at: nowIso(), last_test_success: answer.success ? 1 : 0, last_test_message: answer.message.slice(0, 500) })
        .where('xsi_profile_id', '=', row.xsi_profile_id)
        .where('sp_id', '=', row.sp_id)
        .execute();
      return { data: answer };
    },
  );

  app.get(
    '/broadworks/xsi-profile-choices',
    {
      config: { access: (r) => authorizeFlow(r, 'read') },
      schema: { tags, response: { 200: envelope(z.array(xsiProfileChoice)) } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      const rows = await accountRows(db(), acId)
        .selectFrom('xsi_profiles')
        .select(['xsi_profile_id', 'xsi_profile_name', 'xsi_url'])
        .where('is_enabled', '=', 1)
        .orderBy('xsi_profile_name')
        .execute();
      return { data: rows };
    },
  );

  app.get(
    '/broadworks/xsi-subscriptions',
    {
      config: { access: (r) => authorizeFlow(r, 'read') },
      schema: { tags, querystring: xsiSubscriptionsQuery, response: { 200: envelope(z.array(xsiSubscription)) } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      if (request.query.task_id !== undefined) await accountTask(db(), acId, request.query.task_id);
      return { data: await subscriptionsOf(db(), acId, request.query) };
    },
  );

  // Subscribes a BroadWorks user or group to event packages through one of the account's profiles, for a task: all or none.
  app.post(
    '/broadworks/xsi-packages',
    {
      config: { access: (r) => authorizeFlow(r, 'write') },
      schema: { tags, body: xsiPackagesBody, response: { 201: envelope(z.array(xsiSubscription)) } },
    },
    async (request, reply) => {
      const { acId, userId } = authorizeFlow(request, 'write');
      const body = request.body;
      const packages = checkedPackages(body.event_packages);
      const ids = await db()
        .transaction()
        .execute(async (trx) => {
          await enabledProfile(trx, acId, body.xsi_profile_id);
          await accountTask(trx, acId, body.task_id);
          await assertNotSubscribed(trx, acId, body.xsi_profile_id, body, packages);
          const now = nowIso();
          const rows = await trx
            .insertInto('xsi_subscriptions')
            .values(
              packages.map((event_package) => ({
                ac_id: acId,
                xsi_profile_id: body.xsi_profile_id,
                task_id: body.task_id,
                target_type: body.target_type,
                target_id: body.target_id,
                event_package,
                expires_seconds: body.expires_seconds,
                created_by: userId,
                created_at: now,
              })),
            )
            .returning('xsi_subscription_id')
            .execute();
          for (const r of rows)
            await recordActivity(trx, request, {
              subject_type: 'XsiSubscription',
              subject_id: r.xsi_subscription_id,
              action: 'create',
              summary: { after: { task_id: body.task_id, target: body.target_id, packages } },
            });
          return rows.map((r) => r.xsi_subscription_id);
        });
      const all = await subscriptionsOf(db(), acId, { task_id: body.task_id });
      return reply.code(201).send({ data: all.filter((s) => ids.includes(s.xsi_subscription_id)) });
    },
  );

  app.delete(
    '/broadworks/xsi-subscriptions/:id',
    {
      config: { access: (r) => authorizeFlow(r, 'write') },
      schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: envelope(xsiSubscription) } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'write');
      const { id } = request.params;
      const [found] = (await subscriptionsOf(db(), acId, {})).filter((s) => s.xsi_subscription_id === id);
      if (!found) throw notFound(fill(m.subscriptionNotFound, { id }));
      await db()
        .transaction()
        .execute(async (trx) => {
          await accountRows(trx, acId).deleteFrom('xsi_subscriptions').where('xsi_subscription_id', '=', id).execute();
          await recordActivity(trx, request, {
            subject_type: 'XsiSubscription',
            subject_id: id,
            action: 'delete',
            summary: { before: { task_id: found.task_id, target: found.target_id, package: found.event_package } },
          });
        });
      return { data: found };
    },
  );

  // The events that start the task: its subscriptions through enabled profiles.
  app.get(
    '/broadworks/get-xsi-rules',
    {
      config: { access: (r) => authorizeFlow(r, 'read') },
      schema: { tags, querystring: xsiRulesQuery, response: { 200: envelope(z.array(xsiRule)) } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      await accountTask(db(), acId, request.query.task_id);
      const subscriptions = await subscriptionsOf(db(), acId, { task_id: request.query.task_id });
      const active = subscriptions.filter((sub) => sub.status === 'active');
      const urls = active.length
        ? await accountRows(db(), acId)
            .selectFrom('xsi_profiles')
            .select(['xsi_profile_id', 'xsi_url'])
            .where('xsi_profile_id', 'in', [...new Set(active.map((sub) => sub.xsi_profile_id))])
            .execute()
        : [];
      const rows = active.map((sub) => ({
        xsi_subscription_id: sub.xsi_subscription_id,
        event_package: sub.event_package,
        target_type: sub.target_type,
        target_id: sub.target_id,
        xsi_profile_id: sub.xsi_profile_id,
        xsi_profile_name: sub.xsi_profile_name,
        xsi_url: urls.find((u) => u.xsi_profile_id === sub.xsi_profile_id)?.xsi_url ?? '',
      }));
      return { data: rows };
    },
  );
}
