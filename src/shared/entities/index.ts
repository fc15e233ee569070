import { accountsEntity } from './accounts';
import type { EntityDescriptor } from './define';
import { serviceProvidersEntity } from './service-providers';

export * from './define';
export { accountsEntity } from './accounts';
export { serviceProvidersEntity } from './service-providers';

/** Every declared entity: the one list the server, the client screens, the palette and the generated tests walk. */
export const entities: readonly EntityDescriptor[] = [serviceProvidersEntity, accountsEntity];
