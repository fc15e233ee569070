import { accountsMeta } from './accounts';
import type { EntityMeta } from './define';
import { passwordPoliciesMeta } from './password-policies';
import { serviceProvidersMeta } from './service-providers';
import { usersMeta } from './users';

/**
 * Every declared entity's data, without its schemas: what the client's route map and palette read
 * (no zod in the signed-in shell). The server and the tests use the whole declarations (index.ts).
 */
export const entityCatalogue: readonly EntityMeta[] = [serviceProvidersMeta, accountsMeta, usersMeta, passwordPoliciesMeta];
