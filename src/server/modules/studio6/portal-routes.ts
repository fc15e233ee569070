import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  acMapping,
  availableAccount,
  groupIdsBody,
  mapAcBody,
  mapCheck,
  mapSpBody,
  olderGroup,
  olderProvider,
  sideBySide,
  spMapping,
  unmapAcBody,
  unmapSpBody,
} from '@shared/api/studio6';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { requireAccess } from '../../http/access';
import { recordActivity } from '../../http/activity';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { checkAcMapping, checkSpMapping, groupRows, mappedAccounts, providerRows, s6Data, s7Data } from './portal';
import { olderSource } from './source';

const m = messages.studio6;
const tags = ['Migration from the older studio'];
/** Migration is the system role's alone (spec 3 §6: migrate-account and batch-migrations need no other permission). */
export const systemOnly = (request: FastifyRequest) => requireAccess(request, 'system.migrate-account', 'write');
const spQuery = z.object({ s6_sp_id: z.coerce.number().int().positive().optional() });
const s7SpQuery = z.object({ s7_sp_id: z.coerce.number().int().positive().optional() });

/** The portal (spec 3 §7 Migration, "Portal endpoints"): older providers and groups, mappings, side by side. */
export async function portalRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;
  const source = () => olderSource(root.studio.config.studio6Dir);
  const opts = { config: { access: systemOnly } };
  const userOf = (request: FastifyRequest) => request.auth?.user.user_id ?? null;

  const providers = async () => ({ data: await providerRows(db(), source()) });
  app.get('/studio6/service-providers', { ...opts, schema: { tags, response: { 200: envelope(z.array(olderProvider)) } } }, providers);
  app.get(
    '/studio6/portal/get-s6-service-providers',
    { ...opts, schema: { tags, response: { 200: envelope(z.array(olderProvider)) } } },
    providers,
  );
  app.get(
    '/studio6/portal/get-s6-groups',
    { ...opts, schema: { tags, querystring: spQuery, response: { 200: envelope(z.array(olderGroup)) } } },
    async (request) => ({
      data: (await groupRows(db(), source())).filter((g) => !request.query.s6_sp_id || g.s6_sp_id === request.query.s6_sp_id),
    }),
  );
  app.get('/studio6/portal/get-mapped-s7-sp', { ...opts, schema: { tags, response: { 200: envelope(z.array(spMapping)) } } }, async () => {
    const names = new Map((await source().providers()).map((p) => [p.sp_id, p.sp_name]));
    const rows = await db()
      .selectFrom('s6_sp_mappings as m')
      .innerJoin('service_providers as sp', 'sp.sp_id', 'm.s7_sp_id')
      .select(['m.s6_sp_id', 'm.s7_sp_id', 'sp.sp_name', 'm.created_at'])
      .orderBy('m.s6_sp_id')
      .execute();
    return { data: rows.map((r) => ({ ...r, s6_sp_name: names.get(r.s6_sp_id) ?? null })) };
  });
  app.get(
    '/studio6/portal/get-mapped-s7-ac',
    { ...opts, schema: { tags, querystring: s7SpQuery, response: { 200: envelope(z.array(acMapping)) } } },
    async (request) => ({
      data: (await mappedAccounts(db(), source())).filter((a) => !request.query.s7_sp_id || a.sp_id === request.query.s7_sp_id),
    }),
  );

  app.post(
    '/studio6/portal/validate-sp',
    { ...opts, schema: { tags, body: mapSpBody, response: { 200: envelope(mapCheck) } } },
    async (request) => {
      const problems = await checkSpMapping(db(), source(), request.body);
      return { data: { valid: problems.length === 0, problems } };
    },
  );
  app.post(
    '/studio6/portal/validate-ac',
    { ...opts, schema: { tags, body: mapAcBody, response: { 200: envelope(mapCheck) } } },
    async (request) => {
      const problems = await checkAcMapping(db(), source(), request.body);
      return { data: { valid: problems.length === 0, problems } };
    },
  );

  app.post(
    '/studio6/portal/map-sp',
    { ...opts, schema: { tags, body: mapSpBody, response: { 200: envelope(spMapping) } } },
    async (request) => {
      const body = request.body;
      await db()
        .transaction()
        .execute(async (trx) => {
          const problems = await checkSpMapping(trx, source(), body);
          if (problems.length) throw unprocessable(problems[0], problems);
          await trx.deleteFrom('s6_sp_mappings').where('s6_sp_id', '=', body.s6_sp_id).execute();
          await trx
            .insertInto('s6_sp_mappings')
            .values({ s6_sp_id: body.s6_sp_id, s7_sp_id: body.s7_sp_id, created_by: userOf(request), created_at: nowIso() })
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'Studio6Mapping',
            subject_id: body.s6_sp_id,
            action: 'map',
            summary: { after: body },
          });
        });
      const row = await db()
        .selectFrom('s6_sp_mappings as m')
        .innerJoin('service_providers as sp', 'sp.sp_id', 'm.s7_sp_id')
        .select(['m.s6_sp_id', 'm.s7_sp_id', 'sp.sp_name', 'm.created_at'])
        .where('m.s6_sp_id', '=', body.s6_sp_id)
        .executeTakeFirstOrThrow();
      return { data: { ...row, s6_sp_name: (await source().providers()).find((p) => p.sp_id === body.s6_sp_id)?.sp_name ?? null } };
    },
  );
  app.post(
    '/studio6/portal/map-ac',
    { ...opts, schema: { tags, body: mapAcBody, response: { 200: envelope(acMapping) } } },
    async (request) => {
      const body = request.body;
      const group = (await source().groups()).find((g) => g.group_id === body.s6_ac_id);
      await db()
        .transaction()
        .execute(async (trx) => {
          const problems = await checkAcMapping(trx, source(), body);
          if (problems.length) throw unprocessable(problems[0], problems);
          await trx.deleteFrom('s6_ac_mappings').where('s6_ac_id', '=', body.s6_ac_id).execute();
          const now = nowIso();
          await trx
            .insertInto('s6_ac_mappings')
            .values({
              s6_ac_id: body.s6_ac_id,
              s6_sp_id: group!.sp_id,
              s7_ac_id: body.s7_ac_id,
              status: 'mapped',
              state_before: null,
              migrated_job_id: null,
              migrated_at: null,
              created_by: userOf(request),
              created_at: now,
              updated_at: now,
            })
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'Studio6Mapping',
            subject_id: body.s6_ac_id,
            action: 'map',
            summary: { after: body },
          });
        });
      return { data: (await mappedAccounts(db(), source())).find((a) => a.s6_ac_id === body.s6_ac_id)! };
    },
  );

  app.post(
    '/studio6/portal/unmap-sp',
    { ...opts, schema: { tags, body: unmapSpBody, response: { 200: envelope(z.object({ s7_sp_id: z.number() })) } } },
    async (request) => {
      const { s7_sp_id } = request.body;
      await db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx.selectFrom('s6_sp_mappings').selectAll().where('s7_sp_id', '=', s7_sp_id).executeTakeFirst();
          if (!row) throw notFound(fill(m.spNotMapped, { id: s7_sp_id }));
          const migrated = await trx
            .selectFrom('s6_ac_mappings')
            .select('s6_ac_id')
            .where('s6_sp_id', '=', row.s6_sp_id)
            .where('status', '=', 'migrated')
            .executeTakeFirst();
          if (migrated) throw conflict(fill(m.groupMigrated, { id: migrated.s6_ac_id }));
          await trx.deleteFrom('s6_ac_mappings').where('s6_sp_id', '=', row.s6_sp_id).execute();
          await trx.deleteFrom('s6_sp_mappings').where('mapping_id', '=', row.mapping_id).execute();
          await recordActivity(trx, request, {
            subject_type: 'Studio6Mapping',
            subject_id: row.s6_sp_id,
            action: 'unmap',
            summary: { before: { s6_sp_id: row.s6_sp_id, s7_sp_id } },
          });
        });
      return { data: { s7_sp_id } };
    },
  );
  app.post(
    '/studio6/portal/unmap-ac',
    { ...opts, schema: { tags, body: unmapAcBody, response: { 200: envelope(z.object({ s7_ac_id: z.number() })) } } },
    async (request) => {
      const { s7_ac_id } = request.body;
      await db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx.selectFrom('s6_ac_mappings').selectAll().where('s7_ac_id', '=', s7_ac_id).executeTakeFirst();
          if (!row) throw notFound(fill(m.accountNotMapped, { id: s7_ac_id }));
          if (row.status === 'migrated') throw conflict(fill(m.groupMigrated, { id: row.s6_ac_id }));
          await trx.deleteFrom('s6_ac_mappings').where('mapping_id', '=', row.mapping_id).execute();
          await recordActivity(trx, request, {
            subject_type: 'Studio6Mapping',
            subject_id: row.s6_ac_id,
            action: 'unmap',
            summary: { before: { s6_ac_id: row.s6_ac_id, s7_ac_id } },
          });
        });
      return { data: { s7_ac_id } };
    },
  );

  app.get('/studio6/portal/unmapped-sps', { ...opts, schema: { tags, response: { 200: envelope(z.array(olderProvider)) } } }, async () => ({
    data: (await providerRows(db(), source())).filter((p) => p.s7_sp_id === null),
  }));
  app.get(
    '/studio6/portal/unmapped-acs',
    { ...opts, schema: { tags, querystring: spQuery, response: { 200: envelope(z.array(olderGroup)) } } },
    async (request) => ({
      data: (await groupRows(db(), source())).filter(
        (g) => g.s7_ac_id === null && (!request.query.s6_sp_id || g.s6_sp_id === request.query.s6_sp_id),
      ),
    }),
  );
  app.get(
    '/studio6/portal/available-accounts',
    { ...opts, schema: { tags, querystring: s7SpQuery, response: { 200: envelope(z.array(availableAccount)) } } },
    async (request) => {
      let q = db()
        .selectFrom('accounts')
        .select(['ac_id', 'ac_name', 'sp_id'])
        .where('is_enabled', '=', 1)
        .where('ac_id', 'not in', db().selectFrom('s6_ac_mappings').select('s7_ac_id'));
      if (request.query.s7_sp_id) q = q.where('sp_id', '=', request.query.s7_sp_id);
      return { data: await q.orderBy('ac_name').execute() };
    },
  );

  app.get(
    '/studio6/portal/get-s6-data/:s6_ac_id',
    {
      ...opts,
      schema: {
        tags,
        params: z.object({ s6_ac_id: z.coerce.number().int().positive() }),
        response: { 200: envelope(sideBySide.shape.s6) },
      },
    },
    async (request) => ({ data: await s6Data(source(), request.params.s6_ac_id) }),
  );
  app.get(
    '/studio6/portal/get-s7-data/:s7_ac_id',
    {
      ...opts,
      schema: {
        tags,
        params: z.object({ s7_ac_id: z.coerce.number().int().positive() }),
        response: { 200: envelope(sideBySide.shape.s7.unwrap()) },
      },
    },
    async (request) => {
      const data = await s7Data(db(), request.params.s7_ac_id);
      if (!data) throw notFound(fill(m.accountNotFound, { id: request.params.s7_ac_id }));
      return { data };
    },
  );
  /** Batch account data: the older and current data of many groups side by side (the batch screens' preview). */
  app.post(
    '/studio6/portal/batch-account-data',
    { ...opts, schema: { tags, body: groupIdsBody, response: { 200: envelope(z.array(sideBySide)) } } },
    async (request) => {
      const mapped = new Map(
        (await db().selectFrom('s6_ac_mappings').select(['s6_ac_id', 's7_ac_id']).execute()).map((r) => [r.s6_ac_id, r.s7_ac_id]),
      );
      const out = [];
      for (const id of new Set(request.body.s6_ac_ids)) {
        const s7 = mapped.get(id);
        out.push({ s6: await s6Data(source(), id), s7: s7 ? await s7Data(db(), s7) : null });
      }
      return { data: out };
    },
  );
}
