import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { numberUsage, taskNumber, taskNumbersQuery, updateNumbersBody, type TaskNumber } from '@shared/api/telephony';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { HttpError, notFound } from '../../http/errors';
import { accountRows, accountTenant, whereTenant } from '../../http/tenant-repo';
import { authorizeFlow } from '../flow/edits/authz';
import { numbersToApi } from './phone-numbers';

const tags = ['PhoneNumber'];
const m = messages.telephony;

/** The account's enabled numbers (or one task's), as the studio shows them. */
export async function accountNumbers(db: Db, acId: number, taskId?: number): Promise<TaskNumber[]> {
  let q = whereTenant(db.selectFrom('phone_numbers').selectAll().where('is_enabled', '=', 1), accountTenant(acId));
  if (taskId !== undefined) q = q.where('task_id', '=', taskId);
  const rows = await q.orderBy('display_number').execute();
  return (await numbersToApi(db, rows)).map((n) => taskNumber.parse(n));
}

async function assertTask(db: Db, acId: number, taskId: number) {
  const task = await accountRows(db, acId)
    .selectFrom('tasks')
    .select(['task_id', 'task_name'])
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!task) throw notFound(fill(m.taskNotFound, { id: taskId }));
  return task;
}

/**
 * A task's numbers (spec 2 §7): GET /studio/get-phone-numbers (the account's numbers, or one task's), POST
 * /studio/update-numbers (the task's numbers become exactly those given: each an enabled number of the account, on
 * no other task — else 409 naming the task that has it) and GET /studio/number-usage (which task has which numbers).
 */
export async function studioNumberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = root.studio.db;

  app.get(
    '/studio/get-phone-numbers',
    {
      config: { access: (r) => authorizeFlow(r, 'read') },
      schema: { tags, querystring: taskNumbersQuery, response: { 200: envelope(z.array(taskNumber)) } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      const { task_id } = request.query;
      if (task_id !== undefined) await assertTask(db, acId, task_id);
      return { data: await accountNumbers(db, acId, task_id) };
    },
  );

  app.get(
    '/studio/number-usage',
    {
      config: { access: (r) => authorizeFlow(r, 'read') },
      schema: { tags, querystring: taskNumbersQuery, response: { 200: envelope(z.array(numberUsage)) } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      const { task_id } = request.query;
      if (task_id !== undefined) await assertTask(db, acId, task_id);
      const used = (await accountNumbers(db, acId, task_id)).filter((n) => n.task_id !== null);
      const byTask = new Map<number, { task_id: number; task_name: string; numbers: TaskNumber[] }>();
      for (const n of used) {
        const entry = byTask.get(n.task_id!) ?? { task_id: n.task_id!, task_name: n.task_name ?? '', numbers: [] };
        entry.numbers.push(n);
        byTask.set(n.task_id!, entry);
      }
      return { data: [...byTask.values()].sort((a, b) => a.task_name.localeCompare(b.task_name)) };
    },
  );

  app.post(
    '/studio/update-numbers',
    {
      config: { access: (r) => authorizeFlow(r, 'write') },
      schema: { tags, body: updateNumbersBody, response: { 200: envelope(z.array(taskNumber)) } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'write');
      const { task_id, phone_number_ids } = request.body;
      const wanted = [...new Set(phone_number_ids)];
      await db.transaction().execute(async (trx) => {
        await assertTask(trx, acId, task_id);
        const tenant = accountTenant(acId);
        const rows = wanted.length
          ? await whereTenant(
              trx.selectFrom('phone_numbers').selectAll().where('phone_number_id', 'in', wanted).where('is_enabled', '=', 1),
              tenant,
            ).execute()
          : [];
        const missing = wanted.find((id) => !rows.some((r) => r.phone_number_id === id));
        if (missing !== undefined) throw notFound(fill(m.numberNotFound, { id: missing }));
        const taken = rows.find((r) => r.task_id !== null && r.task_id !== task_id);
        if (taken) {
          const other = await trx.selectFrom('tasks').select('task_name').where('task_id', '=', taken.task_id!).executeTakeFirst();
          const message = fill(m.numberInUse, { number: taken.display_number, task: other?.task_name ?? String(taken.task_id) });
          throw new HttpError(409, message, [message]);
        }
        const before = await whereTenant(
          trx.selectFrom('phone_numbers').select('phone_number_id').where('task_id', '=', task_id),
          tenant,
        ).execute();
        const now = nowIso();
        const userId = request.auth?.user.user_id ?? null;
        const released = before.map((r) => r.phone_number_id).filter((id) => !wanted.includes(id));
        if (released.length)
          await whereTenant(
            trx
              .updateTable('phone_numbers')
              .set({ task_id: null, updated_by: userId, updated_at: now })
              .where('phone_number_id', 'in', released),
            tenant,
          ).execute();
        if (wanted.length) {
          // Only a number still free (or already this task's) is taken: a call that raced this one and won keeps it.
          const free = (eb: any) => eb.or([eb('task_id', 'is', null), eb('task_id', '=', task_id)]);
          const done = await whereTenant(
            trx
              .updateTable('phone_numbers')
              .set({ task_id, updated_by: userId, updated_at: now })
              .where('phone_number_id', 'in', wanted)
              .where(free),
            tenant,
          ).executeTakeFirst();
          if (Number(done.numUpdatedRows) !== wanted.length) throw new HttpError(409, m.numberRaced, [m.numberRaced]);
        }
        await recordActivity(trx, request, {
          subject_type: 'Task',
          subject_id: task_id,
          action: 'update',
          summary: { before: { phone_number_ids: before.map((r) => r.phone_number_id) }, after: { phone_number_ids: wanted } },
        });
      });
      return { data: await accountNumbers(db, acId, task_id) };
    },
  );
}

/**
 * The task a call to a number of the account starts (POST /sim/sessions {dialed_number}): the enabled number's task.
 * A number the account does not have, or that is on no task, answers 404; a disabled number (or task) 409, and so does
 * a number the older studio answers (use_studio_6 = 1, spec 3 §4: a number is switched between the studio versions).
 */
export async function taskOfDialedNumber(db: Db, acId: number, dialed: string): Promise<{ taskId: number; number: string }> {
  const e164 = `+${dialed.replace(/\D/g, '')}`;
  const row = await whereTenant(
    db.selectFrom('phone_numbers').select(['task_id', 'is_enabled', 'use_studio_6', 'display_number']).where('phone_number', '=', e164),
    accountTenant(acId),
  ).executeTakeFirst();
  const shown = row?.display_number ?? e164;
  if (row && row.is_enabled !== 1) throw new HttpError(409, fill(m.disabled, { number: shown }), [fill(m.disabled, { number: shown })]);
  if (row && row.use_studio_6 === 1)
    throw new HttpError(409, fill(m.olderStudio, { number: shown }), [fill(m.olderStudio, { number: shown })]);
  if (!row || row.task_id === null) throw notFound(fill(m.unassigned, { number: shown }));
  const task = await accountRows(db, acId).selectFrom('tasks').select('is_enabled').where('task_id', '=', row.task_id).executeTakeFirst();
  if (!task || task.is_enabled !== 1)
    throw new HttpError(409, fill(m.taskDisabled, { number: shown }), [fill(m.taskDisabled, { number: shown })]);
  return { taskId: row.task_id, number: e164 };
}
