import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { batchCreateBody, batchMigration, batchPatchBody } from '@shared/api/studio6';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { requireAccess } from '../../http/access';
import { recordActivity } from '../../http/activity';
import { conflict, notFound } from '../../http/errors';
import { batchJobName } from './jobs';
import { batchToApi as toApi, tellBatch } from './progress';

const m = messages.studio6;
const tags = ['Migration from the older studio'];
const systemOnly = (request: FastifyRequest) => requireAccess(request, 'system.batch-migrations', 'write');
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** POST, GET and PATCH {id} on /studio6/batch-migrations (spec 3 §7): many groups migrated one by one, as a job. */
export async function batchRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;
  const opts = { config: { access: systemOnly } };
  const find = async (id: number) => {
    const row = await db().selectFrom('s6_batch_migrations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(fill(m.batchNotFound, { id }));
    return row;
  };

  app.get('/studio6/batch-migrations', { ...opts, schema: { tags, response: { 200: envelope(z.array(batchMigration)) } } }, async () => ({
    data: (await db().selectFrom('s6_batch_migrations').selectAll().orderBy('id', 'desc').execute()).map(toApi),
  }));
  app.get(
    '/studio6/batch-migrations/:id',
    { ...opts, schema: { tags, params: idParams, response: { 200: envelope(batchMigration) } } },
    async (request) => ({ data: toApi(await find(request.params.id)) }),
  );

  app.post(
    '/studio6/batch-migrations',
    { ...opts, schema: { tags, body: batchCreateBody, response: { 201: envelope(batchMigration) } } },
    async (request, reply) => {
      const ids = [...new Set(request.body.s6_ac_ids)];
      const id = await db()
        .transaction()
        .execute(async (trx) => {
          const mapped = new Set(
            (await trx.selectFrom('s6_ac_mappings').select('s6_ac_id').where('s6_ac_id', 'in', ids).execute()).map((r) => r.s6_ac_id),
          );
          const missing = ids.find((x) => !mapped.has(x));
          if (missing !== undefined) throw conflict(fill(m.groupNotMapped, { id: missing }));
          const now = nowIso();
          const row = await trx
            .insertInto('s6_batch_migrations')
            .values({
              name: request.body.name ?? `Batch of ${ids.length}`,
              s6_ac_ids: JSON.stringify(ids),
              migration_state: request.body.migration_state,
              status: 'queued',
              total: ids.length,
              done: 0,
              failed: 0,
              created_by: request.auth?.user.user_id ?? null,
              created_at: now,
              updated_at: now,
              completed_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await root.studio.jobs.enqueue(batchJobName, { batch_id: row.id }, { trx });
          await recordActivity(trx, request, {
            subject_type: 'Studio6BatchMigration',
            subject_id: row.id,
            action: 'create',
            summary: { after: { s6_ac_ids: ids } },
          });
          return row.id;
        });
      await tellBatch(root.studio, id);
      return reply.status(201).send({ data: toApi(await find(id)) });
    },
  );

  /** Rename, pause (status paused), resume (status queued: the batch goes on where it stopped) or cancel. */
  app.patch(
    '/studio6/batch-migrations/:id',
    { ...opts, schema: { tags, params: idParams, body: batchPatchBody, response: { 200: envelope(batchMigration) } } },
    async (request) => {
      const before = await find(request.params.id);
      const { name, status } = request.body;
      if (status && (before.status === 'completed' || before.status === 'cancelled'))
        throw conflict(fill(m.batchFinished, { id: before.id }));
      await db()
        .transaction()
        .execute(async (trx) => {
          const resume = status === 'queued' && before.status === 'paused';
          const next = status === 'queued' && !resume ? before.status : (status ?? before.status);
          await trx
            .updateTable('s6_batch_migrations')
            .set({ name: name ?? before.name, status: next, updated_at: nowIso() })
            .where('id', '=', before.id)
            .execute();
          if (resume) await root.studio.jobs.enqueue(batchJobName, { batch_id: before.id }, { trx });
          await recordActivity(trx, request, {
            subject_type: 'Studio6BatchMigration',
            subject_id: before.id,
            action: 'update',
            summary: { before: { name: before.name, status: before.status }, after: { name: name ?? before.name, status: next } },
          });
        });
      await tellBatch(root.studio, before.id);
      return { data: toApi(await find(before.id)) };
    },
  );
}
