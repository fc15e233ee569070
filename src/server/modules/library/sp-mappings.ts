import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { spMapping, spMappingBody } from '@shared/api/library';
import { messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { readLibrary, requireManage } from './access';

/** The provider a mapping call is about: the selected one (provider or account scope). */
function selectedProvider(request: FastifyRequest) {
  const scope = readLibrary(request);
  if (scope.selection.spId === 'all') throw forbidden(messages.library.providerNeeded);
  return { scope, spId: scope.selection.spId };
}

/**
 * Which system templates a provider offers to its accounts (GET /studio/task-library-sp-mappings): every system
 * template with `offered`. A provider's admin maps or unmaps one (POST); a withdrawn template is out of its
 * accounts' lists and cannot be opened or used there.
 */
export async function spMappingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Task library'];
  const db = () => root.studio.db;
  const list = async (spId: number) => {
    const rows = await db()
      .selectFrom('task_libraries as t')
      .leftJoin('task_library_sp_mappings as m', (j) => j.onRef('m.template_id', '=', 't.template_id').on('m.sp_id', '=', spId))
      .select(['t.template_id', 't.template_name', 't.task_type', 'm.offered'])
      .where('t.level', '=', 'system')
      .where('t.is_enabled', '=', 1)
      .orderBy('t.template_name')
      .execute();
    return rows.map((r) => ({
      template_id: r.template_id,
      template_name: r.template_name,
      task_type: r.task_type as z.infer<typeof spMapping>['task_type'],
      offered: r.offered !== 0,
    }));
  };

  app.get(
    '/studio/task-library-sp-mappings',
    { config: { access: (request) => selectedProvider(request) }, schema: { tags, response: { 200: envelope(z.array(spMapping)) } } },
    async (request) => {
      const { spId } = selectedProvider(request);
      return { data: await list(spId) };
    },
  );

  app.post(
    '/studio/task-library-sp-mappings',
    {
      config: { access: (request) => selectedProvider(request) },
      schema: { tags, body: spMappingBody, response: { 200: envelope(z.array(spMapping)) } },
    },
    async (request) => {
      const { scope, spId } = selectedProvider(request);
      requireManage(scope, { level: 'sp', sp_id: spId, ac_id: null });
      const template = await db()
        .selectFrom('task_libraries')
        .select(['template_id', 'level', 'sp_id'])
        .where('template_id', '=', request.body.template_id)
        .where('is_enabled', '=', 1)
        .executeTakeFirst();
      // Only system templates are mapped; the provider's own are refused by name, another tenant's are not found.
      if (!template || (template.level !== 'system' && !(template.level === 'sp' && template.sp_id === spId))) throw notFound();
      if (template.level !== 'system') throw unprocessable(messages.library.notSystemTemplate);
      const offered = request.body.offered ? 1 : 0;
      await db()
        .transaction()
        .execute(async (trx) => {
          const values = { offered, updated_by: request.auth?.user.user_id ?? null, updated_at: nowIso() };
          const updated = await trx
            .updateTable('task_library_sp_mappings')
            .set(values)
            .where('sp_id', '=', spId)
            .where('template_id', '=', template.template_id)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0)
            await trx
              .insertInto('task_library_sp_mappings')
              .values({ sp_id: spId, template_id: template.template_id, ...values })
              .execute();
          await recordActivity(trx, request, {
            subject_type: 'TaskTemplate',
            subject_id: template.template_id,
            action: offered ? 'offer' : 'withdraw',
            summary: { sp_id: spId },
          });
        });
      return { data: await list(spId) };
    },
  );
}
