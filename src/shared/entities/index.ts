import { accountsEntity } from './accounts.schema';
import { apiKeysEntity } from './api-keys.schema';
import type { EntityDescriptor } from './define';
import { permissionsEntity } from './permissions.schema';
import { rolesEntity } from './roles.schema';
import { serviceProvidersEntity } from './service-providers.schema';

export * from './define';
export { accountsEntity } from './accounts.schema';
export { serviceProvidersEntity } from './service-providers.schema';
export { rolesEntity } from './roles.schema';
export { permissionsEntity } from './permissions.schema';
export { apiKeysEntity } from './api-keys.schema';

/** Every declared entity, whole: the list the server and the generated tests walk (the same order as catalogue.ts). */
export const entities: readonly EntityDescriptor[] = [serviceProvidersEntity, accountsEntity, rolesEntity, permissionsEntity, apiKeysEntity];
