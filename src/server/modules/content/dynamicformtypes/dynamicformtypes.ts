import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { nameCheck } from '@shared/api/content';
import { dynamicFormType, nameCheckParams, type DynamicFormType } from '@shared/api/content-forms';
import { messages } from '@shared/messages';
import { nowIso } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import type { Row } from '../../../http/entity-resource';
import { contentRowFields, defineContentResource } from '../content-resource';
import { dynamicFormTypesContent } from '@shared/entities/content';
import { assertSystemRowWritable, gateByFeatureFlag, requireSystemRole, withSystemRows } from '../form-access';
import { accountRows } from '../../../http/tenant-repo';

/** The feature flag of the Dynamic Forms tab (spec 2 §2, §6); the server refuses the whole area when it is off. */
export const dynamicFormFeature = 'dynamic-form-type';

function parseDefinition(text: unknown): unknown {
  try {
    return JSON.parse(String(text));
  } catch {
    return { sections: [] };
  }
}

/** What a dynamic form type's answer adds to its declared fields (dynamicFormTypeFields): its id, whether it is a system form, an unreadable definition as empty. */
const answerOf = (row: Row): Partial<DynamicFormType> => ({
  dynamic_form_type_id: row.dynamic_form_type_id,
  definition: parseDefinition(row.definition),
  is_system: row.is_system,
  ...contentRowFields(row),
});

/**
 * Dynamic form types (spec 2 §3, §7): a form definition in sections of typed fields. System dynamic
 * form types are listed in every account; only system users publish them (POST
 * /form/publish-system-dynamic-form/{id}) or change them (spec 2 §6).
 */
export const dynamicFormTypes = defineContentResource(dynamicFormTypesContent, {
  toApi: answerOf,
  // The declared fields are mapped by the content resource; a new form is never a system one.
  fromApi: (_input, ctx) => (ctx.mode === 'create' ? { is_system: 0 } : {}),
  beforeWrite(values, ctx) {
    assertSystemRowWritable(ctx.request, ctx.existing);
    return values;
  },
  beforeDelete(row, _type, ctx) {
    assertSystemRowWritable(ctx.request, row);
  },
  listFilter: (qb, params, acId) => withSystemRows(qb, params, acId),
});

/** The whole area behind its feature flag: CRUD, the name check and publishing as system. */
export async function dynamicFormTypeRoutes(root: FastifyInstance) {
  gateByFeatureFlag(root, dynamicFormFeature, messages.forms.dynamicFormsDisabled);
  await root.register(dynamicFormTypes.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['DynamicFormType'];
  const db = () => root.studio.db;

  app.get(
    '/form/validate-dft-name/:name',
    {
      config: { access: (request) => dynamicFormTypes.authorize(request, 'read') },
      schema: {
        tags,
        params: nameCheckParams,
        querystring: z.object({ dynamic_form_type_id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(nameCheck) },
      },
    },
    async (request) => {
      const acId = dynamicFormTypes.authorize(request, 'read');
      const taken = await dynamicFormTypes.nameTaken(db(), acId, request.params.name, {}, request.query.dynamic_form_type_id);
      return { data: { valid: !taken, message: taken ? messages.content.nameTaken : messages.content.nameAvailable } };
    },
  );

  app.post(
    '/form/publish-system-dynamic-form/:dynamic_form_type_id',
    {
      config: { access: (request) => dynamicFormTypes.authorize(request, 'write') },
      schema: {
        tags,
        params: z.object({ dynamic_form_type_id: z.coerce.number().int().positive() }),
        response: { 200: envelope(dynamicFormType) },
      },
    },
    async (request) => {
      const acId = dynamicFormTypes.authorize(request, 'write');
      requireSystemRole(request);
      const row = await db()
        .transaction()
        .execute(async (trx) => {
          const existing = await dynamicFormTypes.find(trx, acId, request.params.dynamic_form_type_id);
          const updated = await accountRows(trx, acId)
            .updateTable('dynamic_form_types')
            .set({ is_system: 1, updated_by: request.auth!.user.user_id, updated_at: nowIso() })
            .where('dynamic_form_type_id', '=', existing.dynamic_form_type_id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordActivity(trx, request, {
            subject_type: 'DynamicFormType',
            subject_id: updated.dynamic_form_type_id,
            action: 'publish_system',
            summary: { before: { is_system: existing.is_system }, after: { is_system: 1 } },
          });
          return updated;
        });
      return { data: dynamicFormTypes.toApi(row) };
    },
  );
}
