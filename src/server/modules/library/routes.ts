import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope, listMeta } from '@shared/api/common';
import { nameCheck } from '@shared/api/content';
import {
  decodedTemplate,
  publishTemplateBody,
  taskTemplate,
  templateListQuery,
  updateTemplateBody,
  validateTemplateNameBody,
} from '@shared/api/library';
import { messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { unprocessable } from '../../http/errors';
import { likePattern } from '../../http/list';
import { requireContentAccount } from '../../http/access';
import { loadTask } from '../flow/model/state';
import { takeSnapshot } from '../versions/snapshot';
import { buildExport } from '../transfer/build-export';
import { ownerFor, readLibrary, requireManage } from './access';
import { createFromTemplateRoutes } from './create-from';
import { spMappingRoutes } from './sp-mappings';
import { findTemplate, previewOf, readTemplateDocument, templateNameTaken, templateToApi, visibleTemplates } from './store';

const id = z.coerce.number().int().positive();
const nameTaken = () => unprocessable(messages.content.nameTaken, [`template_name: ${messages.content.nameTaken}`]);

/** The task library calls of spec 2 §7 at the spec's paths: list, publish, name check, update, delete, decode. */
export async function libraryRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Task library'];
  const db = () => root.studio.db;
  await root.register(createFromTemplateRoutes);
  await root.register(spMappingRoutes);

  app.get(
    '/studio/task-libraries',
    {
      config: { access: (request) => readLibrary(request) },
      schema: {
        tags,
        querystring: templateListQuery,
        response: { 200: z.object({ data: z.array(taskTemplate), meta: listMeta.optional() }) },
      },
    },
    async (request) => {
      const scope = readLibrary(request);
      const query = request.query;
      let q = visibleTemplates(db(), scope).where('t.is_enabled', '=', 1);
      if (query.task_type !== 'all') q = q.where('t.task_type', '=', query.task_type);
      if (query.level !== 'all') q = q.where('t.level', '=', query.level);
      if (query.tag) q = q.where(sql<boolean>`lower(t.tags) like ${likePattern(JSON.stringify(query.tag))} escape '!'`);
      if (query.search) {
        const pattern = likePattern(query.search);
        q = q.where(
          sql<boolean>`(lower(t.template_name) like ${pattern} escape '!' or lower(t.description) like ${pattern} escape '!' or lower(t.tags) like ${pattern} escape '!')`,
        );
      }
      q = q.orderBy(sql`lower(t.template_name)`).orderBy('t.template_id');
      if (query.fetch_all === 1) return { data: (await q.execute()).map((r) => templateToApi(scope, r)) };
      const total = (await q.execute()).length;
      const rows = await q
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)
        .execute();
      return { data: rows.map((r) => templateToApi(scope, r)), meta: { total, page: query.page, per_page: query.per_page } };
    },
  );

  app.post(
    '/studio/task-libraries/validate-name',
    {
      config: { access: (request) => readLibrary(request) },
      schema: { tags, body: validateTemplateNameBody, response: { 200: envelope(nameCheck) } },
    },
    async (request) => {
      const scope = readLibrary(request);
      const owner = ownerFor(scope, request.body.level);
      const taken = await templateNameTaken(db(), owner, request.body.template_name, request.body.template_id);
      return { data: { valid: !taken, message: taken ? messages.content.nameTaken : messages.content.nameAvailable } };
    },
  );

  app.post(
    '/studio/task-libraries/publish/:id',
    {
      config: { access: (request) => requireContentAccount(request, 'build.tasks', 'read', 'tasks') },
      schema: { tags, params: z.object({ id }), body: publishTemplateBody, response: { 201: envelope(taskTemplate) } },
    },
    async (request, reply) => {
      const acId = requireContentAccount(request, 'build.tasks', 'read', 'tasks');
      const scope = readLibrary(request);
      const owner = ownerFor(scope, request.body.level);
      requireManage(scope, owner);
      const task = await loadTask(db(), acId, request.params.id);
      const body = request.body;
      const doc = await buildExport(db(), root.studio.config, acId, [{ task, snapshot: await takeSnapshot(db(), task) }]);
      const userId = request.auth?.user.user_id ?? null;
      const now = nowIso();
      const templateId = await db()
        .transaction()
        .execute(async (trx) => {
          if (await templateNameTaken(trx, owner, body.template_name)) throw nameTaken();
          const row = await trx
            .insertInto('task_libraries')
            .values({
              ...owner,
              template_name: body.template_name,
              description: body.description,
              tags: JSON.stringify(body.tags),
              task_type: task.task_type,
              node_count: doc.tasks[0].nodes.length,
              source_task_id: task.task_id,
              document: JSON.stringify(doc),
              is_enabled: 1,
              created_by: userId,
              updated_by: userId,
              created_at: now,
              updated_at: now,
            })
            .returning('template_id')
            .executeTakeFirstOrThrow();
          await recordActivity(trx, request, {
            subject_type: 'TaskTemplate',
            subject_id: row.template_id,
            action: 'publish',
            summary: { task_id: task.task_id, ...owner, after: { template_name: body.template_name } },
          });
          return row.template_id;
        });
      return reply.status(201).send({ data: templateToApi(scope, await findTemplate(db(), scope, templateId)) });
    },
  );

  app.put(
    '/studio/task-libraries/:template_id',
    {
      config: { access: (request) => readLibrary(request) },
      schema: { tags, params: z.object({ template_id: id }), body: updateTemplateBody, response: { 200: envelope(taskTemplate) } },
    },
    async (request) => {
      const scope = readLibrary(request);
      const before = await findTemplate(db(), scope, request.params.template_id, true);
      requireManage(scope, before);
      const body = request.body;
      const name = body.template_name ?? before.template_name;
      const enabled = body.is_enabled ?? before.is_enabled;
      await db()
        .transaction()
        .execute(async (trx) => {
          if (
            enabled === 1 &&
            (name !== before.template_name || before.is_enabled !== 1) &&
            (await templateNameTaken(trx, before, name, before.template_id))
          )
            throw nameTaken();
          const values = {
            template_name: name,
            is_enabled: enabled,
            updated_by: request.auth?.user.user_id ?? null,
            updated_at: nowIso(),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.tags !== undefined ? { tags: JSON.stringify(body.tags) } : {}),
          };
          await trx.updateTable('task_libraries').set(values).where('template_id', '=', before.template_id).execute();
          await recordActivity(trx, request, {
            subject_type: 'TaskTemplate',
            subject_id: before.template_id,
            action: 'update',
            summary: {
              before: { template_name: before.template_name, is_enabled: before.is_enabled },
              after: { template_name: name, is_enabled: enabled },
            },
          });
        });
      return { data: templateToApi(scope, await findTemplate(db(), scope, before.template_id, true)) };
    },
  );

  app.delete(
    '/studio/task-libraries/:template_id',
    {
      config: { access: (request) => readLibrary(request) },
      schema: { tags, params: z.object({ template_id: id }), response: { 200: envelope(taskTemplate) } },
    },
    async (request) => {
      const scope = readLibrary(request);
      const before = await findTemplate(db(), scope, request.params.template_id);
      requireManage(scope, before);
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('task_libraries')
            .set({ is_enabled: 0, updated_by: request.auth?.user.user_id ?? null, updated_at: nowIso() })
            .where('template_id', '=', before.template_id)
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'TaskTemplate',
            subject_id: before.template_id,
            action: 'delete',
            summary: { before: { template_name: before.template_name } },
          });
        });
      return { data: templateToApi(scope, await findTemplate(db(), scope, before.template_id, true)) };
    },
  );

  app.post(
    '/studio/decode-template/:id',
    {
      config: { access: (request) => readLibrary(request) },
      schema: { tags, params: z.object({ id }), response: { 200: envelope(decodedTemplate) } },
    },
    async (request) => {
      const scope = readLibrary(request);
      const row = await findTemplate(db(), scope, request.params.id);
      const document = readTemplateDocument(row);
      return { data: { template: templateToApi(scope, row), document, preview: previewOf(document) } };
    },
  );
}
