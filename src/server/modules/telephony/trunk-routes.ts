import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { secureMask } from '@shared/api/content';
import {
  sbcAddress as sbcAddressItem,
  sbcRoles,
  trunkRegistrant,
  trunkRegistrantCreate,
  trunkRegistrantUpdate,
  trunkValidation,
} from '@shared/api/telephony';
import { uniqueCheckAnswer } from '@shared/entities/settings';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { notFound } from '../../http/errors';
import { whereTenant, type Tenant } from '../../http/tenant-repo';
import { encryptSecret } from '../content/secrets';
import { registrantsOf, trunks } from './trunks';
import { sbcAddress, trunkProblems } from './trunk-state';

const tags = ['Trunk'];
const m = messages.telephony;

/** The tenant's enabled trunks (all of them, or the one asked for). */
async function trunksOf(db: Db, tenant: Tenant, trunkId?: number) {
  let q = whereTenant(db.selectFrom('trunks').selectAll().where('is_enabled', '=', 1), tenant);
  if (trunkId !== undefined) q = q.where('trunk_id', '=', trunkId);
  return q.orderBy(sql`lower(trunk_name)`).orderBy('trunk_id').execute();
}

/**
 * The trunk calls beside the generated resource (spec 3 §7 Telephony): registrants (POST and PUT
 * /portal/trunk-registrants), the SBC addresses (GET /portal/sbc_ips), the trunk name check (GET
 * /portal/validate-trunk-name/{name}) and the validation state (GET /portal/trunk-validation-state). Each goes
 * through the trunks resource's access and tenant rule.
 */
export async function trunkRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = root.studio.db;
  const read = (request: FastifyRequest) => trunks.authorize(request, 'read');
  const write = (request: FastifyRequest) => trunks.authorize(request, 'write');
  const secret = root.studio.config.signingSecret;
  const registrantAnswer = async (id: number) =>
    (await registrantsOf(db, [id]).then((all) => all.filter((r) => r.trunk_registrant_id === id)))[0]!;

  app.post(
    '/portal/trunk-registrants',
    { config: { access: write }, schema: { tags, body: trunkRegistrantCreate, response: { 201: envelope(trunkRegistrant) } } },
    async (request, reply) => {
      const tenant = write(request);
      const { trunk_id, password, ...fields } = request.body;
      const id = await db.transaction().execute(async (trx) => {
        await trunks.find(trx, tenant, trunk_id).catch(() => {
          throw notFound(fill(m.trunkNotFound, { id: trunk_id }));
        });
        const now = nowIso();
        const row = await trx
          .insertInto('trunk_registrants')
          .values({
            trunk_id,
            ...fields,
            password: password ? encryptSecret(password, secret) : null,
            is_enabled: 1,
            created_at: now,
            updated_at: now,
          })
          .returning('trunk_registrant_id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, request, {
          subject_type: 'TrunkRegistrant',
          subject_id: row.trunk_registrant_id,
          action: 'create',
          summary: { after: { trunk_id, ...fields } },
        });
        return row.trunk_registrant_id;
      });
      return reply.status(201).send({ data: await registrantAnswer(id) });
    },
  );

  app.put(
    '/portal/trunk-registrants',
    { config: { access: write }, schema: { tags, body: trunkRegistrantUpdate, response: { 200: envelope(trunkRegistrant) } } },
    async (request) => {
      const tenant = write(request);
      const { trunk_registrant_id: id, password, ...fields } = request.body;
      await db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('trunk_registrants').selectAll().where('trunk_registrant_id', '=', id).executeTakeFirst();
        // A registrant of a trunk outside the tenant is as unknown as one that does not exist.
        const trunk = found ? await trunks.find(trx, tenant, found.trunk_id, true).catch(() => null) : null;
        if (!found || !trunk) throw notFound(fill(m.registrantNotFound, { id }));
        // The mask a read answered keeps the stored password; null removes it.
        const secretValue =
          password === undefined || password === secureMask ? {} : { password: password ? encryptSecret(password, secret) : null };
        await trx
          .updateTable('trunk_registrants')
          .set({ ...fields, ...secretValue, updated_at: nowIso() })
          .where('trunk_registrant_id', '=', id)
          .execute();
        const { password: _p, ...before } = found;
        await recordActivity(trx, request, {
          subject_type: 'TrunkRegistrant',
          subject_id: id,
          action: 'update',
          summary: { before, after: fields },
        });
      });
      return { data: await registrantAnswer(id) };
    },
  );

  app.get(
    '/portal/sbc_ips',
    { config: { access: read }, schema: { tags, response: { 200: envelope(z.array(sbcAddressItem)) } } },
    async (request) => {
      const rows = await trunksOf(db, read(request));
      return {
        data: rows.flatMap((t) =>
          sbcRoles.map((role) => ({ trunk_id: t.trunk_id, trunk_name: t.trunk_name, role, ...sbcAddress(t, role) })),
        ),
      };
    },
  );

  const nameParams = z.object({ name: z.string().trim().min(1).max(100) });
  const nameQuery = z.object({ trunk_id: z.coerce.number().int().positive().optional() });
  app.get(
    '/portal/validate-trunk-name/:name',
    {
      config: { access: read },
      schema: { tags, params: nameParams, querystring: nameQuery, response: { 200: envelope(uniqueCheckAnswer) } },
    },
    async (request) => {
      read(request);
      const { name } = request.params;
      let q = db
        .selectFrom('trunks')
        .select('trunk_id')
        .where('is_enabled', '=', 1)
        .where(sql<boolean>`lower(trunk_name) = lower(${name})`);
      if (request.query.trunk_id !== undefined) q = q.where('trunk_id', '<>', request.query.trunk_id);
      const taken = !!(await q.executeTakeFirst());
      return { data: { valid: !taken, message: taken ? m.trunkNameTaken : messages.entities.valueAvailable } };
    },
  );

  const stateQuery = z.object({ trunk_id: z.coerce.number().int().positive().optional() });
  app.get(
    '/portal/trunk-validation-state',
    { config: { access: read }, schema: { tags, querystring: stateQuery, response: { 200: envelope(z.array(trunkValidation)) } } },
    async (request) => {
      const tenant = read(request);
      const rows = await trunksOf(db, tenant, request.query.trunk_id);
      if (request.query.trunk_id !== undefined && rows.length === 0) throw notFound(fill(m.trunkNotFound, { id: request.query.trunk_id }));
      const registrants = await registrantsOf(
        db,
        rows.map((r) => r.trunk_id),
      );
      return {
        data: rows.map((t) => {
          const problems = trunkProblems(
            t,
            registrants.filter((r) => r.trunk_id === t.trunk_id),
          );
          return {
            trunk_id: t.trunk_id,
            trunk_name: t.trunk_name,
            validation_state: problems.length ? ('invalid' as const) : ('valid' as const),
            problems,
          };
        }),
      };
    },
  );
}
