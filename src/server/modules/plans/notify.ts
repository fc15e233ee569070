import type { FastifyRequest } from 'fastify';
import { roomOf } from '@shared/realtime';

/**
 * After a plan change (spec 3 §4): the plan-changed notice goes to the accounts whose features changed and
 * to the users of their providers, whose open tabs reload their enabled features at once (no new sign-in).
 */
export async function notifyPlanChange(
  request: FastifyRequest,
  target: { acIds: readonly number[]; spIds: readonly number[] },
): Promise<void> {
  const { realtime, db } = request.server.studio;
  if (!realtime) return;
  for (const ac_id of new Set(target.acIds)) realtime.to(roomOf.account(ac_id)).emit('refresh', { resource: 'plans', ac_id });
  if (target.spIds.length === 0) return;
  const mapped = await db
    .selectFrom('user_account_mappings')
    .select('user_id')
    .where('sp_id', 'in', [...target.spIds])
    .execute();
  const users = [...new Set(mapped.map((u) => u.user_id))];
  if (users.length) realtime.to(users.map(roomOf.user)).emit('refresh', { resource: 'plans', ac_id: null });
}
