import { accountsShell } from './accounts';
import { acPlansShell } from './ac-plans';
import { apiKeysShell } from './api-keys';
import { businessPlansShell } from './business-plans';
import type { EntityShell } from './define';
import { passwordPoliciesShell } from './password-policies';
import { permissionsShell } from './permissions';
import { rolesShell } from './roles';
import { serviceProvidersShell } from './service-providers';
import { spPlansShell } from './sp-plans';
import { usersShell } from './users';

/**
 * Every declared entity's shell part: what the client's route map and palette read (no zod, no list
 * columns or forms in the signed-in shell). The lazy screens read screens.ts; the server and the tests
 * the whole declarations (index.ts). The three lists name the same entities in the same order.
 */
export const entityCatalogue: readonly EntityShell[] = [serviceProvidersShell, accountsShell, businessPlansShell, spPlansShell, acPlansShell, usersShell, passwordPoliciesShell, rolesShell, permissionsShell, apiKeysShell];
