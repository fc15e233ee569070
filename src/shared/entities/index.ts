import { accountsEntity } from './accounts.schema';
import type { EntityDescriptor } from './define';
import { serviceProvidersEntity } from './service-providers.schema';

export * from './define';
export { accountsEntity } from './accounts.schema';
export { serviceProvidersEntity } from './service-providers.schema';

/** Every declared entity, whole: the list the server and the generated tests walk (the same order as catalogue.ts). */
export const entities: readonly EntityDescriptor[] = [serviceProvidersEntity, accountsEntity];
