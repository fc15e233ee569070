import { accountsMeta } from './accounts';
import { apiKeysMeta } from './api-keys';
import type { EntityMeta } from './define';
import { permissionsMeta } from './permissions';
import { rolesMeta } from './roles';
import { serviceProvidersMeta } from './service-providers';

/**
 * Every declared entity's data, without its schemas: what the client's route map and palette read
 * (no zod in the signed-in shell). The server and the tests use the whole declarations (index.ts).
 */
export const entityCatalogue: readonly EntityMeta[] = [serviceProvidersMeta, accountsMeta, rolesMeta, permissionsMeta, apiKeysMeta];
