import type { Db } from '../../db/index';
import { nowIso } from '../../db/index';
import { materialise } from './access';
import { accountRows } from '../../http/tenant-repo';

/**
 * An account moved to another provider takes its account plans along, never leaving them on the old provider's
 * plans (which the old provider could still edit, and whose features it would keep deciding): each enabled
 * plan moves onto the new provider's enabled provider plan built on the same business plan and of the same
 * type, so the account keeps what it had; a plan the new provider has no such plan for is disabled (its
 * features go) until the new provider allocates one. Disabled plans follow the account too. Then the account's
 * enabled features, node types and voices are recomputed — in the move's transaction.
 */
export async function plansFollowAccount(
  trx: Db,
  acId: number,
  spId: number,
  userId: number | null,
): Promise<{ moved: number; disabled: number }> {
  const plans = await accountRows(trx, acId)
    .selectFrom('ac_plans as ap')
    .innerJoin('sp_plans as sp', 'sp.sp_plan_id', 'ap.sp_plan_id')
    .select(['ap.ac_plan_id', 'ap.is_enabled', 'ap.plan_type', 'sp.bp_id'])
    .execute();
  const targets = await trx
    .selectFrom('sp_plans')
    .select(['sp_plan_id', 'bp_id', 'plan_type'])
    .where('sp_id', '=', spId)
    .where('is_enabled', '=', 1)
    .orderBy('sp_plan_id')
    .execute();
  const stamp = { sp_id: spId, updated_by: userId, updated_at: nowIso() };
  let moved = 0;
  let disabled = 0;
  for (const plan of plans) {
    const target = targets.find((t) => t.bp_id === plan.bp_id && t.plan_type === plan.plan_type);
    if (target) {
      await trx
        .updateTable('ac_plans')
        .set({ ...stamp, sp_plan_id: target.sp_plan_id })
        .where('ac_plan_id', '=', plan.ac_plan_id)
        .execute();
      if (plan.is_enabled === 1) moved++;
    } else {
      await trx
        .updateTable('ac_plans')
        .set({ ...stamp, is_enabled: 0 })
        .where('ac_plan_id', '=', plan.ac_plan_id)
        .execute();
      if (plan.is_enabled === 1) disabled++;
    }
  }
  await materialise(trx, { acIds: [acId] });
  return { moved, disabled };
}
