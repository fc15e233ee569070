import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { moveNumbersBody, multipleNumbersBody, phoneNumber, switchVersionBody, virtualNumbersBody } from '@shared/api/telephony';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { HttpError, unprocessable } from '../../http/errors';
import { tenantColumns, whereTenant, accountTenant, type Tenant } from '../../http/tenant-repo';
import { requireScope } from '../../http/auth';
import { authorizeFlow } from '../flow/edits/authz';
import { parseNumber } from './number-parse';
import { assertOwners, findNumber, numbersToApi, phoneNumbers } from './phone-numbers';

const tags = ['PhoneNumber'];
const m = messages.telephony;
const idParams = z.object({ phone_number_id: z.coerce.number().int().positive() });

/**
 * The phone-number calls beside the generated resource (spec 3 §7 Telephony): campaign numbers, moving numbers
 * between accounts, virtual numbers, many numbers at once and the use_studio_6 switch. Each checks the numbers
 * resource's access and reaches only the tenant's numbers; a refusal changes nothing.
 */
export async function numberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = root.studio.db;
  const read = (request: FastifyRequest) => phoneNumbers.authorize(request, 'read');
  const write = (request: FastifyRequest) => phoneNumbers.authorize(request, 'write');
  const userOf = (request: FastifyRequest) => request.auth?.user.user_id ?? null;
  const answerIds = async (ids: number[]) =>
    numbersToApi(
      db,
      await db.selectFrom('phone_numbers').selectAll().where('phone_number_id', 'in', ids).orderBy('phone_number_id').execute(),
    );

  /** Campaign numbers: an account's (to call from in its campaigns) at account scope, the provider's otherwise. */
  const campaignTenant = (request: FastifyRequest): Tenant =>
    requireScope(request).level === 'ac' ? accountTenant(authorizeFlow(request, 'read').acId) : read(request);
  app.get(
    '/portal/campaign-numbers',
    { config: { access: campaignTenant }, schema: { tags, response: { 200: envelope(z.array(phoneNumber)) } } },
    async (request) => {
      const rows = await whereTenant(
        db.selectFrom('phone_numbers').selectAll().where('is_campaign', '=', 1).where('is_enabled', '=', 1),
        campaignTenant(request),
      )
        .orderBy('display_number')
        .execute();
      return { data: await numbersToApi(db, rows) };
    },
  );

  app.post(
    '/portal/move-phone-numbers',
    { config: { access: write }, schema: { tags, body: moveNumbersBody, response: { 200: envelope(z.array(phoneNumber)) } } },
    async (request) => {
      const tenant = write(request);
      const { phone_number_ids: ids, ac_id } = request.body;
      await db.transaction().execute(async (trx) => {
        for (const id of new Set(ids)) {
          const row = await findNumber(trx, tenant, id);
          if (row.task_id != null && row.ac_id !== ac_id) {
            const task = await trx.selectFrom('tasks').select('task_name').where('task_id', '=', row.task_id).executeTakeFirst();
            throw new HttpError(409, fill(m.numberOnTaskMove, { number: row.display_number, task: task?.task_name ?? row.task_id }));
          }
          await assertOwners(trx, row.sp_id, ac_id, null);
          await trx
            .updateTable('phone_numbers')
            .set({ ac_id, updated_by: userOf(request), updated_at: nowIso() })
            .where('phone_number_id', '=', id)
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'PhoneNumber',
            subject_id: id,
            action: 'move',
            summary: { before: { ac_id: row.ac_id }, after: { ac_id } },
          });
        }
      });
      return { data: await answerIds(ids) };
    },
  );

  app.post(
    '/portal/manage-virtual-phone-numbers',
    { config: { access: write }, schema: { tags, body: virtualNumbersBody, response: { 200: envelope(z.array(phoneNumber)) } } },
    async (request) => {
      const tenant = write(request);
      const { phone_number_ids: ids, is_virtual } = request.body;
      await db.transaction().execute(async (trx) => {
        for (const id of new Set(ids)) {
          const row = await findNumber(trx, tenant, id);
          await trx
            .updateTable('phone_numbers')
            .set({ is_virtual, updated_by: userOf(request), updated_at: nowIso() })
            .where('phone_number_id', '=', id)
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'PhoneNumber',
            subject_id: id,
            action: 'update',
            summary: { before: { is_virtual: row.is_virtual }, after: { is_virtual } },
          });
        }
      });
      return { data: await answerIds(ids) };
    },
  );

  app.post(
    '/portal/switch-phone-number-studio-version/:phone_number_id',
    { config: { access: write }, schema: { tags, params: idParams, body: switchVersionBody, response: { 200: envelope(phoneNumber) } } },
    async (request) => {
      const tenant = write(request);
      const id = request.params.phone_number_id;
      const { use_studio_6 } = request.body;
      await db.transaction().execute(async (trx) => {
        const row = await findNumber(trx, tenant, id);
        await trx
          .updateTable('phone_numbers')
          .set({ use_studio_6, updated_by: userOf(request), updated_at: nowIso() })
          .where('phone_number_id', '=', id)
          .execute();
        await recordActivity(trx, request, {
          subject_type: 'PhoneNumber',
          subject_id: id,
          action: 'update',
          summary: { before: { use_studio_6: row.use_studio_6 }, after: { use_studio_6 } },
        });
      });
      return { data: (await answerIds([id]))[0]! };
    },
  );

  /** Many numbers at once: every row is checked first; one bad row refuses them all, each bad row named. */
  app.post(
    '/portal/multiple-phone-numbers',
    { config: { access: write }, schema: { tags, body: multipleNumbersBody, response: { 201: envelope(z.array(phoneNumber)) } } },
    async (request, reply) => {
      const tenant = write(request);
      const { phone_numbers: typed, region, sp_id: named, ...shared } = request.body;
      const spId = (tenantColumns(tenant) ?? {}).sp_id ?? named;
      if (spId == null) throw unprocessable(messages.entities.providerRequired, [`sp_id: ${messages.entities.providerRequired}`]);
      const parsed = typed.map((input) => ({ input, result: parseNumber(input, region) }));
      const errors: string[] = [];
      const seen = new Set<string>();
      const good = parsed.flatMap(({ input, result }, i) => {
        const reason = 'error' in result ? result.error : seen.has(result.e164) ? fill(m.numberTwice, { number: result.display }) : null;
        if (reason) errors.push(fill(m.numberRow, { row: i + 1, number: input, reason }));
        if ('error' in result) return [];
        seen.add(result.e164);
        return [result];
      });
      const existing = good.length
        ? await db
            .selectFrom('phone_numbers')
            .select('phone_number')
            .where(
              'phone_number',
              'in',
              good.map((g) => g.e164),
            )
            .execute()
        : [];
      for (const { phone_number } of existing) {
        const i = parsed.findIndex(({ result }) => !('error' in result) && result.e164 === phone_number);
        errors.push(fill(m.numberRow, { row: i + 1, number: parsed[i]!.input, reason: fill(m.numberTaken, { number: phone_number }) }));
      }
      if (errors.length)
        throw unprocessable(
          errors.length === 1 ? errors[0]! : fill(m.rowsRefused, { count: errors.length }),
          errors.sort((a, b) => rowOf(a) - rowOf(b)),
        );
      const ids = await db.transaction().execute(async (trx) => {
        await assertOwners(trx, spId, shared.ac_id, shared.trunk_id);
        const now = nowIso();
        const rows = good.map((g) => ({
          phone_number: g.e164,
          display_number: g.display,
          region: g.region,
          sp_id: spId,
          ac_id: shared.ac_id ?? null,
          task_id: null,
          trunk_id: shared.trunk_id ?? null,
          label: null,
          is_virtual: shared.is_virtual ?? 0,
          is_campaign: shared.is_campaign ?? 0,
          use_studio_6: 0,
          is_enabled: 1,
          created_by: userOf(request),
          updated_by: userOf(request),
          created_at: now,
          updated_at: now,
        }));
        const made = await trx.insertInto('phone_numbers').values(rows).returning('phone_number_id').execute();
        for (const { phone_number_id } of made)
          await recordActivity(trx, request, { subject_type: 'PhoneNumber', subject_id: phone_number_id, action: 'create' });
        return made.map((r) => r.phone_number_id);
      });
      return reply.status(201).send({ data: await answerIds(ids) });
    },
  );
}

const rowOf = (error: string) => Number(/^Row (\d+)/.exec(error)?.[1] ?? 0);
