import { createRegistry, type AnyNodeDefinition, type NodeRegistry } from '@shared/plugin-api';
import type { AvailabilityInput } from '@shared/flow';
import type { TaskType } from '@shared/api/flow';
import { registry } from '@plugins/registry';
import type { Db } from '../../db/index';
import { parseJson } from './rows';

/** The node types an account's plans allow (materialised from its business plans on every plan change, issue 16). */
export async function planNodeTypes(db: Db, acId: number): Promise<string[]> {
  return (await db.selectFrom('enabled_node_types').select('node_type').where('ac_id', '=', acId).execute()).map((r) => r.node_type);
}

/** The plugin registry with the admin's node-type records (all plans, hidden task types) merged over it. */
export async function effectiveRegistry(db: Db): Promise<NodeRegistry> {
  const records = await db.selectFrom('node_types').selectAll().execute();
  if (records.length === 0) return registry;
  const byType = new Map(records.map((r) => [r.node_type, r]));
  const merged = registry.all.map((def): AnyNodeDefinition => {
    const record = byType.get(def.type);
    if (!record) return def;
    return {
      ...def,
      availability: {
        ...def.availability,
        availableToAllPlans: record.available_to_all_plans === 1,
        hiddenForTaskTypes: parseJson<TaskType[]>(record.hide_node_task_override, [...def.availability.hiddenForTaskTypes]),
      },
    };
  });
  return createRegistry(merged);
}

/** Everything the offer of node types depends on for an account and task type (spec 2 §5). */
export async function offerInput(db: Db, acId: number, features: readonly string[], taskType: TaskType): Promise<AvailabilityInput> {
  const types = await effectiveRegistry(db);
  const account = await db.selectFrom('accounts').select('domain_id').where('ac_id', '=', acId).executeTakeFirst();
  const linked = await db.selectFrom('ac_domain_map').select('id').where('ac_id', '=', acId).limit(1).executeTakeFirst();
  return {
    registry: types,
    taskType,
    planNodeTypes: await planNodeTypes(db, acId),
    features,
    hasLinkedDomain: !!linked,
    domainId: account?.domain_id ?? null,
  };
}
