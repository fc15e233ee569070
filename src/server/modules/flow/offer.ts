import { createRegistry, type AnyNodeDefinition, type NodeRegistry } from '@shared/plugin-api';
import type { AvailabilityInput } from '@shared/flow';
import type { TaskType } from '@shared/api/flow';
import { registry } from '@plugins/registry';
import type { Db } from '../../db/index';
import { parseJson } from './rows';

/**
 * The node types an account's plan allows: an explicit 'node:<type>' list among its enabled features when
 * there is one, otherwise every type that is not a system type (plans will fill this in later).
 */
export function planNodeTypes(features: readonly string[], types: NodeRegistry = registry): string[] {
  const listed = features.filter((f) => f.toLowerCase().startsWith('node:')).map((f) => f.slice(5).trim());
  if (listed.length > 0) return listed;
  return types.all.filter((def) => def.availability.creatable).map((def) => def.type);
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
    planNodeTypes: planNodeTypes(features, types),
    features,
    hasLinkedDomain: !!linked,
    domainId: account?.domain_id ?? null,
  };
}
