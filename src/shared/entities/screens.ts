import { accountsMeta } from './accounts.screen';
import { acPlansMeta } from './ac-plans.screen';
import { apiKeysMeta } from './api-keys.screen';
import { businessPlansMeta } from './business-plans.screen';
import type { EntityMeta } from './define';
import { passwordPoliciesMeta } from './password-policies.screen';
import { permissionsMeta } from './permissions.screen';
import { rolesMeta } from './roles.screen';
import { serviceProvidersMeta } from './service-providers.screen';
import { spPlansMeta } from './sp-plans.screen';
import { usersMeta } from './users.screen';

/**
 * Every declared entity's data, shell and screen parts together, without schemas: what the lazy entity
 * screen reads (list columns, filters, form). The signed-in shell imports catalogue.ts instead.
 */
export const entityScreens: readonly EntityMeta[] = [serviceProvidersMeta, accountsMeta, businessPlansMeta, spPlansMeta, acPlansMeta, usersMeta, passwordPoliciesMeta, rolesMeta, permissionsMeta, apiKeysMeta];

/** The whole data of the entity a shell entry names. */
export function entityMetaOf(name: string): EntityMeta {
  const meta = entityScreens.find((m) => m.name === name);
  if (!meta) throw new Error(`Entity ${name} is in the catalogue but not in screens.ts`);
  return meta;
}
