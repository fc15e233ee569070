import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { createdFromTemplate, createFromTemplateBody } from '@shared/api/library';
import { messages } from '@shared/messages';
import { recordActivity } from '../../http/activity';
import { unprocessable } from '../../http/errors';
import { requireContentAccount } from '../../http/access';
import { tasks } from '../flow/tasks/tasks';
import { importDocument, removeWritten } from '../transfer/import-document';
import { readDocument } from '../transfer/read-document';
import { readLibrary } from './access';
import { findTemplate } from './store';

const id = z.coerce.number().int().positive();

/**
 * "Create task from template" (the details view of /build/tasks): an import of the template's document into the
 * selected account, under the name the user gave (checked as task create checks it) — content that exists there
 * by name is reused, the rest created, ids remapped, all in one transaction.
 */
export async function createFromTemplateRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;
  app.post(
    '/studio/task-libraries/:template_id/create-task',
    {
      config: { access: (request) => requireContentAccount(request, 'build.tasks', 'write', 'tasks') },
      schema: {
        tags: ['Task library'],
        params: z.object({ template_id: id }),
        body: createFromTemplateBody,
        response: { 201: envelope(createdFromTemplate) },
      },
    },
    async (request, reply) => {
      const acId = requireContentAccount(request, 'build.tasks', 'write', 'tasks');
      const scope = readLibrary(request);
      const template = await findTemplate(db(), scope, request.params.template_id);
      const name = request.body.task_name;
      if (await tasks.nameTaken(db(), acId, name, {}))
        throw unprocessable(messages.content.nameTaken, [`task_name: ${messages.content.nameTaken}`]);
      const doc = readDocument(template.document);
      const named = { ...doc, tasks: doc.tasks.map((t) => (t.id === doc.root_task_id ? { ...t, task_name: name } : t)) };
      const written: string[] = [];
      try {
        const made = await db()
          .transaction()
          .execute(async (trx) => {
            const result = await importDocument(
              { trx, config: root.studio.config, acId, userId: request.auth?.user.user_id ?? null, choices: new Map() },
              named,
              written,
            );
            await recordActivity(trx, request, {
              subject_type: 'Task',
              subject_id: result.root.task_id,
              action: 'create_from_template',
              summary: { template_id: template.template_id, after: { task_name: result.root.task_name } },
            });
            return result;
          });
        return reply.status(201).send({ data: { task_id: made.root.task_id, task_name: made.root.task_name, content: made.content } });
      } catch (e) {
        await removeWritten(written);
        throw e;
      }
    },
  );
}
