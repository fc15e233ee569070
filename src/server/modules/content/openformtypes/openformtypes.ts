import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  linkedDomainHiddenEngines,
  openAiModels,
  openFormEngines,
  openFormLanguages,
  openFormOptions,
  openFormType,
  type OpenFormEngine,
  type OpenFormType,
} from '@shared/api/content-forms';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import { notFound, unprocessable } from '../../../http/errors';
import type { Row } from '../../../http/entity-resource';
import { contentRowFields, defineContentResource } from '../content-resource';
import { openFormTypesContent } from '@shared/entities/content';
import { assertSystemRowWritable, hasLinkedDomain, requireSystemRole, withSystemRows } from '../form-access';
import { maskSettings, parseSettings, resolveSettings, sealSettings } from './open-form-settings';
import { accountRows } from '../../../http/tenant-repo';

/** What an open form type's answer adds to its declared fields (openFormTypeFields): its id, the name, its settings with secrets masked, whether it is a system form. */
const answerOf = (row: Row): Partial<OpenFormType> => ({
  open_form_type_id: row.open_form_type_id,
  name: row.oft_name,
  settings: maskSettings(row.engine, parseSettings(row.settings)),
  is_system: row.is_system,
  ...contentRowFields(row),
});

/** The engines an account may choose: azure_openai is left out for accounts with a linked domain (spec 2 §3). */
export async function enginesFor(db: Db, acId: number): Promise<OpenFormEngine[]> {
  const linked = await hasLinkedDomain(db, acId);
  return openFormEngines.filter((e) => !(linked && linkedDomainHiddenEngines.includes(e)));
}

export async function assertEngineAllowed(db: Db, acId: number, engine: OpenFormEngine): Promise<void> {
  if (!(await enginesFor(db, acId)).includes(engine)) throw unprocessable(`engine: ${fill(messages.forms.engineUnavailable, { engine })}`);
}

/**
 * An open form type the account may use: its own, or a system one of another account (never an
 * engine its linked domain rules out). Else 404.
 */
export async function usableOpenFormType(db: Db, acId: number, id: number): Promise<Row> {
  const row = await db
    .selectFrom('open_form_types')
    .selectAll()
    .where('open_form_type_id', '=', id)
    .where('is_enabled', '=', 1)
    .where((eb) => eb.or([eb('ac_id', '=', acId), eb.and([eb('is_system', '=', 1), eb('is_archived', '=', 0)])]))
    .executeTakeFirst();
  if (!row || (row.ac_id !== acId && !(await enginesFor(db, acId)).includes(row.engine as OpenFormEngine))) throw notFound();
  return row;
}

/**
 * Open form types (Open Forms, spec 2 §3, §7): an engine (dialogflow, dialogflow_cx, lex, watson,
 * azure_openai, openai), a language of the 31 listed, and the engine's settings; secrets are stored
 * encrypted and answered as the mask. System open forms (published by a system user) are listed in
 * every account and only system users may change them.
 */
export const openFormTypes = defineContentResource(openFormTypesContent, {
  toApi: answerOf,
  // The declared fields are mapped by the content resource, but settings never as given: they are resolved against the
  // engine (and the stored secrets) and sealed in beforeWrite. A new form is never a system one.
  fromApi(input, ctx) {
    const values: Row = { settings: undefined };
    if (input.settings !== undefined) values.settings_input = input.settings;
    return ctx.mode === 'create' ? { is_system: 0, ...values } : values;
  },
  async beforeWrite(values, ctx) {
    assertSystemRowWritable(ctx.request, ctx.existing);
    const { settings_input: given, ...rest } = values;
    const engine = rest.engine as OpenFormEngine;
    const engineChanged = ctx.mode === 'create' || engine !== ctx.existing?.engine;
    if (engineChanged) await assertEngineAllowed(ctx.trx, ctx.acId, engine);
    if (given === undefined && !engineChanged) return rest;
    const secret = ctx.services.config.signingSecret;
    const stored = ctx.existing ? { engine: ctx.existing.engine, settings: parseSettings(ctx.existing.settings) } : null;
    return { ...rest, settings: sealSettings(engine, resolveSettings(engine, given, stored, secret), secret) };
  },
  beforeDelete(row, _type, ctx) {
    assertSystemRowWritable(ctx.request, row);
  },
  listFilter(qb, params, acId) {
    // Other accounts' system open forms, except engines this account's linked domain rules out.
    return withSystemRows(qb, params, acId, ['engine']).where((eb) =>
      eb.or([
        eb('ac_id', '=', acId),
        eb('engine', 'not in', [...linkedDomainHiddenEngines]),
        eb.not(eb.exists(eb.selectFrom('ac_domain_map').select('id').where('ac_domain_map.ac_id', '=', acId))),
      ]),
    );
  },
  filters: { engine: z.enum(openFormEngines).optional() },
});

/** The choices for the open form editor, and publishing an open form as a system one. */
export async function openFormTypeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['OpenFormType'];
  const db = () => root.studio.db;

  app.get(
    '/form/open-form-options',
    {
      config: { access: (request) => openFormTypes.authorize(request, 'read') },
      schema: { tags, response: { 200: envelope(openFormOptions) } },
    },
    async (request) => {
      const acId = openFormTypes.authorize(request, 'read');
      return {
        data: { engines: await enginesFor(db(), acId), models: [...openAiModels], languages: openFormLanguages.map((l) => ({ ...l })) },
      };
    },
  );

  app.post(
    '/form/publish-system-open-form/:open_form_type_id',
    {
      config: { access: (request) => openFormTypes.authorize(request, 'write') },
      schema: {
        tags,
        params: z.object({ open_form_type_id: z.coerce.number().int().positive() }),
        response: { 200: envelope(openFormType) },
      },
    },
    async (request) => {
      const acId = openFormTypes.authorize(request, 'write');
      requireSystemRole(request);
      const row = await db()
        .transaction()
        .execute(async (trx) => {
          const existing = await openFormTypes.find(trx, acId, request.params.open_form_type_id);
          const updated = await accountRows(trx, acId)
            .updateTable('open_form_types')
            // Who published it, and when: System → Open forms shows it.
            .set({
              is_system: 1,
              system_published_by: request.auth!.user.user_id,
              system_published_at: nowIso(),
              updated_by: request.auth!.user.user_id,
              updated_at: nowIso(),
            })
            .where('open_form_type_id', '=', existing.open_form_type_id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordActivity(trx, request, {
            subject_type: 'OpenFormType',
            subject_id: updated.open_form_type_id,
            action: 'publish_system',
            summary: { before: { is_system: existing.is_system }, after: { is_system: 1 } },
          });
          return updated;
        });
      return { data: openFormTypes.toApi(row) };
    },
  );
}
