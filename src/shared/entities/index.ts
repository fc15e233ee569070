import { accountsEntity } from './accounts.schema';
import type { EntityDescriptor } from './define';
import { passwordPoliciesEntity } from './password-policies.schema';
import { serviceProvidersEntity } from './service-providers.schema';
import { usersEntity } from './users.schema';

export * from './define';
export { accountsEntity } from './accounts.schema';
export { serviceProvidersEntity } from './service-providers.schema';
export { usersEntity } from './users.schema';
export { passwordPoliciesEntity } from './password-policies.schema';

/** Every declared entity, whole: the list the server and the generated tests walk (the same order as catalogue.ts). */
export const entities: readonly EntityDescriptor[] = [serviceProvidersEntity, accountsEntity, usersEntity, passwordPoliciesEntity];
