import type { ComponentType } from 'react';
import type { EntityRow } from './api';
import ApiKeyReveal from '../system/roles/ApiKeyReveal';
import RolePermissionsExtra from '../system/roles/RolePermissionsExtra';
import ProviderSettings from './ProviderSettings';

/**
 * What an entity's side panel shows beside its generated form, by entity name (a screen that needs
 * more adds to the generated one, never copies it).
 */
export const panelExtras: Record<string, ComponentType<{ row: EntityRow; canWrite: boolean }>> = {
  'service-providers': ProviderSettings,
  'user-api-keys': ApiKeyReveal,
  roles: RolePermissionsExtra,
};
