import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { systemOpenForm, systemOpenFormId, type SystemOpenFormAction } from '@shared/api/system-open-forms';
import type { OpenFormEngine } from '@shared/api/content-forms';
import type { ActivityAction } from '@shared/activity';
import { messages } from '@shared/messages';
import { nowIso, type Db } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import { notFound, unprocessable } from '../../../http/errors';
import { requireSystemRole } from '../form-access';

/** The system open forms with their account, provider and publisher, by name; one of them by id. */
function systemForms(db: Db) {
  return db
    .selectFrom('open_form_types as o')
    .innerJoin('accounts as a', 'a.ac_id', 'o.ac_id')
    .innerJoin('service_providers as p', 'p.sp_id', 'a.sp_id')
    .leftJoin('users as u', 'u.user_id', 'o.system_published_by')
    .select([
      'o.open_form_type_id',
      'o.oft_name as name',
      'o.engine',
      'o.language',
      'o.ac_id',
      'a.ac_name',
      'p.sp_name',
      'o.is_enabled',
      'o.is_archived',
      'u.display_name as published_by_name',
      'o.system_published_at as published_at',
      'o.updated_at',
    ])
    .where('o.is_system', '=', 1);
}

const answerOf = (row: Awaited<ReturnType<ReturnType<typeof systemForms>['execute']>>[number]) => ({
  ...row,
  engine: row.engine as OpenFormEngine,
  published_by_name: row.published_by_name ?? null,
});

/** What each action writes, and whether the form must be (or not be) archived for it. */
const actions: Record<SystemOpenFormAction, { set: Record<string, unknown>; refuseWhenArchived?: 0 | 1; logged: ActivityAction }> = {
  archive: { set: { is_archived: 1 }, refuseWhenArchived: 1, logged: 'archive' },
  unarchive: { set: { is_archived: 0 }, refuseWhenArchived: 0, logged: 'unarchive' },
  unpublish: { set: { is_system: 0, system_published_by: null, system_published_at: null }, logged: 'unpublish_system' },
};

/**
 * System → Open forms (spec 1 §2 System `openforms`): the system role lists every system open form of every account
 * and archives, unarchives or unpublishes one. Refused for everyone else in the access engine's words.
 */
export async function systemOpenFormRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['OpenFormType'];
  const systemOnly = (request: FastifyRequest) => requireSystemRole(request);

  app.get(
    '/form/system-open-forms',
    { config: { access: systemOnly }, schema: { tags, response: { 200: envelope(z.array(systemOpenForm)) } } },
    async () => {
      const rows = await systemForms(root.studio.db).orderBy('o.oft_name').orderBy('o.open_form_type_id').execute();
      return { data: rows.map(answerOf) };
    },
  );

  for (const action of Object.keys(actions) as SystemOpenFormAction[]) {
    const { set, refuseWhenArchived, logged } = actions[action];
    app.post(
      `/form/${action}-system-open-form/:open_form_type_id`,
      { config: { access: systemOnly }, schema: { tags, params: systemOpenFormId, response: { 200: envelope(systemOpenForm) } } },
      async (request) => {
        const id = request.params.open_form_type_id;
        const row = await root.studio.db.transaction().execute(async (trx) => {
          const existing = await systemForms(trx).where('o.open_form_type_id', '=', id).executeTakeFirst();
          if (!existing) throw notFound(messages.forms.systemOpenFormMissing);
          if (refuseWhenArchived !== undefined && existing.is_archived === refuseWhenArchived)
            throw unprocessable(refuseWhenArchived ? messages.forms.systemOpenFormArchived : messages.forms.systemOpenFormNotArchived);
          await trx
            .updateTable('open_form_types')
            .set({ ...set, updated_by: request.auth!.user.user_id, updated_at: nowIso() })
            .where('open_form_type_id', '=', id)
            .where('is_system', '=', 1)
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'OpenFormType',
            subject_id: id,
            action: logged,
            summary: { before: { is_archived: existing.is_archived, is_system: 1 }, after: set },
          });
          return action === 'unpublish'
            ? { ...existing, updated_at: nowIso() }
            : await systemForms(trx).where('o.open_form_type_id', '=', id).executeTakeFirstOrThrow();
        });
        return { data: answerOf(row) };
      },
    );
  }
}
