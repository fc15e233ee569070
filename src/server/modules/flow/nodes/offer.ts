import { createRegistry, type AnyNodeDefinition, type NodeRegistry } from '@shared/plugin-api';
import type { AvailabilityInput } from '@shared/flow';
import type { TaskType } from '@shared/api/flow';
import { registry } from '@plugins/registry';
import type { Db } from '../../../db/index';
import { stampedValues } from '../../../http/table-stamps';
import { parseJson } from '../model/rows';
import { accountRows } from '../../../http/tenant-repo';

/**
 * What the offer is computed from changes when node types, plans' node types, accounts or domains are written, all
 * stamped as a whole (migrations 023, 031): the values are kept while the stamps hold. `cacheDb` is the root handle
 * the values are kept under when `db` is a transaction (a new handle on every edit).
 */
const registryTables = ['node_types'];
const accountOfferTables = ['node_types', 'enabled_node_types', 'accounts', 'ac_domain_map'];

/** The node types an account's plans allow (materialised from its business plans on every plan change). */
export async function planNodeTypes(db: Db, acId: number): Promise<string[]> {
  return (await accountRows(db, acId).selectFrom('enabled_node_types').select('node_type').execute()).map((r) => r.node_type);
}

/** The plugin registry with the admin's node-type records (all plans, hidden task types) merged over it. */
export function effectiveRegistry(db: Db, cacheDb: Db = db): Promise<NodeRegistry> {
  return stampedValues(cacheDb).get(db, registryTables, 'effective-registry', () => mergedRegistry(db)) as Promise<NodeRegistry>;
}

async function mergedRegistry(db: Db): Promise<NodeRegistry> {
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
export async function offerInput(
  db: Db,
  acId: number,
  features: readonly string[],
  taskType: TaskType,
  cacheDb: Db = db,
): Promise<AvailabilityInput> {
  const account = (await stampedValues(cacheDb).get(db, accountOfferTables, `account-offer:${acId}`, () =>
    accountOffer(db, acId),
  )) as AccountOffer;
  return { ...account, taskType, features };
}

type AccountOffer = Pick<AvailabilityInput, 'registry' | 'planNodeTypes' | 'hasLinkedDomain' | 'domainId'>;

async function accountOffer(db: Db, acId: number): Promise<AccountOffer> {
  const account = await accountRows(db, acId).selectFrom('accounts').select('domain_id').executeTakeFirst();
  const linked = await accountRows(db, acId).selectFrom('ac_domain_map').select('id').limit(1).executeTakeFirst();
  return {
    registry: await mergedRegistry(db),
    planNodeTypes: await planNodeTypes(db, acId),
    hasLinkedDomain: !!linked,
    domainId: account?.domain_id ?? null,
  };
}
