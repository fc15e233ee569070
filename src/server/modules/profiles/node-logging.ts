import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  nodeLoggingFirebaseTest,
  nodeLoggingProfileRef,
  nodeLoggingRemoveTask,
  nodeLoggingTask,
  nodeLoggingValidateName,
  profileTestAnswer,
} from '@shared/api/integration-profiles';
import { fieldsToApi } from '@shared/entities/field-values';
import { nodeLoggingProfilesEntity } from '@shared/entities/node-logging-profiles.schema';
import { nodeLoggingFields } from '@shared/entities/node-logging-profiles.fields';
import { uniqueCheckAnswer } from '@shared/entities/settings';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { notFound, unprocessable } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';
import { CredentialsRefused, credentialsFileOf } from './firebase-credentials';
import { forgetFirebaseToken, testFirebase } from './node-logging-firebase';
import { forgetNodeLoggingAttachments } from './node-logging-jobs';
import { declaredProfileColumns, signingSecret } from './profile-values';

async function attachedTasks(db: Db, profileIds: number[]) {
  if (profileIds.length === 0) return [];
  return db
    .selectFrom('node_logging_profile_tasks')
    .select(['profile_id', 'task_id'])
    .where('profile_id', 'in', profileIds)
    .orderBy('task_id')
    .execute();
}

/**
 * Node-logging profiles of an account (spec 3 §7 /node-logging/profiles): a webhook (URL, signing secret stored
 * encrypted) or Firebase (database URL, service-account file), and the tasks attached to it (task_ids, the
 * account's own tasks only). The node events of an attached task's sessions are delivered by node-logging-jobs.ts.
 * A Firebase profile's credentials file is one of its account's credentials folder (firebase-credentials.ts).
 */
export const nodeLoggingProfiles = defineEntityResource(nodeLoggingProfilesEntity, {
  async toApi(db, rows: Row[]) {
    const links = await attachedTasks(
      db,
      rows.map((r) => r.profile_id as number),
    );
    return rows.map((r) => ({
      profile_id: r.profile_id,
      ac_id: r.ac_id,
      ...fieldsToApi(nodeLoggingFields, r),
      task_ids: links.filter((l) => l.profile_id === r.profile_id).map((l) => l.task_id),
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    }));
  },
  fromApi: (input, ctx) => declaredProfileColumns(nodeLoggingFields, input, ctx.mode, signingSecret(ctx.request)),
  async beforeWrite(values: Row, ctx) {
    const row: Row = { timeout_seconds: 10, ...values };
    if (row.profile_type === 'webhook' && !row.url)
      throw unprocessable(messages.integrations.webhookNeedsUrl, [`url: ${messages.integrations.webhookNeedsUrl}`]);
    if (row.profile_type === 'firebase' && !(row.db_url && row.credentials_file_path))
      throw unprocessable(messages.integrations.firebaseIncomplete, [`db_url: ${messages.integrations.firebaseIncomplete}`]);
    if (row.profile_type === 'firebase') {
      const acId = (ctx.existing?.ac_id ?? (ctx.tenant.level === 'ac' ? ctx.tenant.acId : row.ac_id)) as number;
      try {
        credentialsFileOf(ctx.request.server.studio.config.firebaseCredentialsDir, acId, String(row.credentials_file_path));
      } catch (e) {
        if (e instanceof CredentialsRefused) throw unprocessable(e.message, [`credentials_file_path: ${e.message}`]);
        throw e;
      }
    }
    return row;
  },
  afterChange: (request, rows) => {
    forgetNodeLoggingAttachments(request.server.studio);
    for (const r of rows) forgetFirebaseToken(request.server.studio.config, r.profile_id as number);
  },
  async afterWrite(row, ctx) {
    const given = ctx.input.task_ids as number[] | undefined;
    if (given === undefined) return;
    const ids = [...new Set(given)];
    if (ids.length) {
      const found = await accountRows(ctx.trx, row.ac_id).selectFrom('tasks').select('task_id').where('task_id', 'in', ids).execute();
      const missing = ids.find((id) => !found.some((f) => f.task_id === id));
      if (missing !== undefined) {
        const text = fill(messages.integrations.taskNotFound, { id: missing });
        throw unprocessable(text, [`task_ids: ${text}`]);
      }
    }
    await ctx.trx.deleteFrom('node_logging_profile_tasks').where('profile_id', '=', row.profile_id).execute();
    if (ids.length)
      await ctx.trx
        .insertInto('node_logging_profile_tasks')
        .values(ids.map((task_id) => ({ profile_id: row.profile_id, task_id, ac_id: row.ac_id })))
        .execute();
  },
});

/** get-tasks, remove-task, the name check per type and the Firebase connection test (spec 3 §5, §7) beside the generated resource. */
export async function nodeLoggingRoutes(root: FastifyInstance) {
  await root.register(nodeLoggingProfiles.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['NodeLoggingProfile'];
  const db = () => root.studio.db;

  /** The profile a call names, of the type it says: another account's (or another type's) is not found. */
  async function profileOf(request: Parameters<typeof nodeLoggingProfiles.authorize>[0], mode: 'read' | 'write', id: number, type: string) {
    const tenant = nodeLoggingProfiles.authorize(request, mode);
    const row = await nodeLoggingProfiles.find(db(), tenant, id, true);
    if (row.profile_type !== type) throw notFound();
    return row;
  }

  app.get(
    '/node-logging/profiles/get-tasks',
    {
      config: { access: (request) => nodeLoggingProfiles.authorize(request, 'read') },
      schema: { tags, querystring: nodeLoggingProfileRef, response: { 200: envelope(z.array(nodeLoggingTask)) } },
    },
    async (request) => {
      const row = await profileOf(request, 'read', request.query.profile_id, request.query.profile_type);
      const tasks = await accountRows(db(), row.ac_id)
        .selectFrom('tasks')
        .select(['task_id', 'task_name', 'task_type'])
        .where('task_id', 'in', db().selectFrom('node_logging_profile_tasks').select('task_id').where('profile_id', '=', row.profile_id))
        .orderBy('task_name')
        .execute();
      return { data: tasks };
    },
  );

  app.post(
    '/node-logging/profiles/remove-task',
    {
      config: { access: (request) => nodeLoggingProfiles.authorize(request, 'write') },
      schema: { tags, body: nodeLoggingRemoveTask, response: { 200: envelope(z.object({ profile_id: z.number(), task_id: z.number() })) } },
    },
    async (request) => {
      const { profile_id, profile_type, task_id } = request.body;
      const row = await profileOf(request, 'write', profile_id, profile_type);
      await db()
        .transaction()
        .execute(async (trx) => {
          const removed = await trx
            .deleteFrom('node_logging_profile_tasks')
            .where('profile_id', '=', row.profile_id)
            .where('task_id', '=', task_id)
            .executeTakeFirst();
          if (Number(removed.numDeletedRows) === 0)
            throw unprocessable(messages.integrations.taskNotAttached, [`task_id: ${messages.integrations.taskNotAttached}`]);
          await recordActivity(trx, request, {
            subject_type: 'NodeLoggingProfile',
            subject_id: row.profile_id,
            action: 'update',
            summary: { before: { task_id }, after: { task_id: null } },
          });
        });
      forgetNodeLoggingAttachments(root.studio);
      return { data: { profile_id, task_id } };
    },
  );

  // Reads the account's credentials file, fetches a token and writes a test value: 422 for a file that may not be read or is
  // not a service-account key, else whether the token endpoint and the database took it, in words.
  app.post(
    '/node-logging/profiles/firebase/test-connection',
    {
      config: { access: (request) => nodeLoggingProfiles.authorize(request, 'write') },
      schema: { tags, body: nodeLoggingFirebaseTest, response: { 200: envelope(profileTestAnswer) } },
    },
    async (request) => {
      const tenant = nodeLoggingProfiles.authorize(request, 'write');
      if (tenant.level !== 'ac') throw notFound();
      const { db_url, credentials_file_path, timeout_seconds = 10 } = request.body;
      try {
        return { data: await testFirebase(root.studio.config, tenant.acId, { db_url, credentials_file_path, timeout_seconds }) };
      } catch (e) {
        if (e instanceof CredentialsRefused) throw unprocessable(e.message, [`credentials_file_path: ${e.message}`]);
        throw e;
      }
    },
  );

  // The name is unique per type within the account, without regard to case, among enabled profiles.
  app.post(
    '/node-logging/validate-name',
    {
      config: { access: (request) => nodeLoggingProfiles.authorize(request, 'read') },
      schema: { tags, body: nodeLoggingValidateName, response: { 200: envelope(uniqueCheckAnswer) } },
    },
    async (request) => {
      const tenant = nodeLoggingProfiles.authorize(request, 'read');
      if (tenant.level !== 'ac') throw notFound();
      const { name, profile_type, profile_id } = request.body;
      let q = accountRows(db(), tenant.acId)
        .selectFrom('node_logging_profiles')
        .select('profile_id')
        .where(sql<boolean>`lower(profile_name) = lower(${name})`)
        .where('profile_type', '=', profile_type)
        .where('is_enabled', '=', 1);
      if (profile_id) q = q.where('profile_id', '<>', profile_id);
      const taken = !!(await q.executeTakeFirst());
      return { data: { valid: !taken, message: taken ? messages.entities.nameTaken : messages.entities.valueAvailable } };
    },
  );
}
