import type { TaskExportDocument } from '@shared/api/transfer';
import { planAllowedTypes } from '@shared/flow/availability';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';
import { effectiveRegistry, planNodeTypes } from '../flow/nodes/offer';

/** The node types of the document's tasks that the account's plans do not include (system types are in every plan). */
export async function typesOutsidePlan(db: Db, acId: number, doc: TaskExportDocument): Promise<string[]> {
  const types = await effectiveRegistry(db);
  const allowed = planAllowedTypes(await planNodeTypes(db, acId));
  const used = new Set(doc.tasks.flatMap((t) => t.nodes.map((n) => n.node_type)));
  return [...used]
    .filter((type) => {
      const def = types.get(type);
      return !!def && def.availability.creatable && !def.availability.availableToAllPlans && !allowed.has(type);
    })
    .sort();
}

/** Refuses (422) a document whose node types the account's plan does not include, naming them; nothing is changed. */
export async function assertPlanIncludes(db: Db, acId: number, doc: TaskExportDocument): Promise<void> {
  const missing = await typesOutsidePlan(db, acId, doc);
  if (!missing.length) return;
  const message = fill(messages.transfer.typesNotInPlan, { types: missing.join(', ') });
  throw unprocessable(
    message,
    missing.map((type) => `node_type: ${fill(messages.transfer.typeNotInPlan, { type })}`),
  );
}
