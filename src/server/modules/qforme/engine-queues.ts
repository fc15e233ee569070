import { planTypeOfTask } from '@shared/api/qforme';
import type { TaskType } from '@shared/api/flow';
import { isE164 } from '@shared/e164';
import { fill, messages } from '@shared/messages';
import type { QueueAnswer, QueueRequest } from '@shared/plugin-api';
import type { Db } from '../../db/index';
import type { Row } from '../../http/entity-resource';
import { accountRows } from '../../http/tenant-repo';
import { normalSkills, withoutSkills } from '@shared/queue-skills';
import { nowIso } from '../../db/index';
import { addWaiter, endWait, matches, positions, queueByName, skillsOf, waitingFor, type SkillMatch } from './waiters';

/** The queue's recent callbacks' average wait in seconds (the last 50); null without any. */
async function averageWait(db: Db, queue: Row): Promise<number | null> {
  const rows = await accountRows(db, queue.ac_id)
    .selectFrom('qfm_waiters')
    .select(['created_at', 'updated_at'])
    .where('queue_id', '=', queue.queue_id)
    .where('status', '=', 'called_back')
    .orderBy('waiter_id', 'desc')
    .limit(50)
    .execute();
  if (rows.length === 0) return null;
  return rows.reduce((sum, r) => sum + Math.max(0, Date.parse(r.updated_at) - Date.parse(r.created_at)), 0) / rows.length / 1000;
}

async function answerFor(db: Db, queue: Row, waiter: Row | null, estimate = false, match?: SkillMatch): Promise<QueueAnswer> {
  const places = await positions(db, queue.ac_id, queue.queue_id, match);
  const position = waiter && waiter.status === 'waiting' ? (places.get(waiter.waiter_id) ?? null) : null;
  const average = estimate && position !== null ? await averageWait(db, queue) : null;
  return {
    waiterId: waiter?.waiter_id ?? null,
    position,
    waiting: places.size,
    waitSeconds: average === null || position === null ? null : Math.round(average * position),
  };
}

/**
 * Takes a waiter out for some skills: out of those only while it still waits for others, else out of the queue (a
 * waiter queued for any agent, or asked to leave without skills, leaves the queue).
 */
async function takeOut(db: Db, waiter: Row, skills: readonly string[]) {
  const left = withoutSkills(skillsOf(waiter), skills);
  if (skills.length === 0 || skillsOf(waiter).length === 0 || left.length === 0) return endWait(db, waiter, 'removed', null);
  await accountRows(db, waiter.ac_id)
    .updateTable('qfm_waiters')
    .set({ skills: JSON.stringify(left), updated_at: nowIso() })
    .where('waiter_id', '=', waiter.waiter_id)
    .execute();
}

/**
 * The engine's QforMe service for one account (the queue steps' `ctx.services.qforme`): the same waiters the
 * /qforme calls show, within the same limits, each operation in one transaction. A waiter counts under the plan type
 * of the task that queued it. Another account's queues are never found: every query goes through its door.
 */
export function engineQforme(db: Db, acId: number) {
  const inTransaction = <T>(fn: (trx: Db) => Promise<T>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  return (request: QueueRequest): Promise<QueueAnswer> =>
    inTransaction(async (trx) => {
      if (request.operation === 'remove' && request.queueName.trim() === '') {
        // Every queue the number waits in.
        const waiting = await accountRows(trx, acId)
          .selectFrom('qfm_waiters')
          .selectAll()
          .where('callback_number', '=', request.number)
          .where('status', '=', 'waiting')
          .orderBy('waiter_id')
          .execute();
        const skills = normalSkills(request.skills);
        const taken = waiting.filter((w) => matches(w, skills.length ? { step: skills } : undefined));
        for (const w of taken) await takeOut(trx, w, skills);
        return { waiterId: taken[0]?.waiter_id ?? null, position: null, waiting: 0, waitSeconds: null };
      }
      const queue = await queueByName(trx, acId, request.queueName);
      const skills = normalSkills(request.skills);
      // A step with skills sees the waiters waiting for one of them, and its place among those.
      const match: SkillMatch | undefined = skills.length ? { step: skills } : undefined;
      /** The number's waiter, when it waits for the step's skills. */
      const found = async () => {
        const w = await waitingFor(trx, acId, queue.queue_id, request.number);
        return w && matches(w, match) ? w : null;
      };
      switch (request.operation) {
        case 'add': {
          if (!isE164(request.number)) throw new Error(fill(messages.queues.numberNotE164, { number: request.number }));
          const task = await accountRows(trx, acId)
            .selectFrom('tasks')
            .select('task_type')
            .where('task_id', '=', request.taskId)
            .executeTakeFirst();
          const planType = planTypeOfTask[(task?.task_type ?? 'voice') as TaskType];
          const { waiter } = await addWaiter(trx, queue, {
            callback_number: request.number,
            plan_type: planType,
            task_id: request.taskId,
            priority: request.priority ?? 0,
            user_id: null,
            skills,
          });
          return answerFor(trx, queue, waiter, true, match);
        }
        case 'check':
          return answerFor(trx, queue, await found(), false, match);
        case 'remove':
        case 'callback': {
          const waiter = await found();
          if (!waiter) return answerFor(trx, queue, null, false, match);
          if (request.operation === 'remove') await takeOut(trx, waiter, skills);
          else await endWait(trx, waiter, 'called_back', null);
          // The waiter that was ended, and how many still wait.
          return { ...(await answerFor(trx, queue, null)), waiterId: waiter.waiter_id };
        }
      }
    });
}
