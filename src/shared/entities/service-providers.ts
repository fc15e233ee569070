import type { EntityShell } from './define';

/** Service providers (spec 3 §3, §7 "Service providers"): the platform's tenants, administered by the system role. */
export const serviceProvidersShell: EntityShell = {
  name: 'service-providers',
  label: 'serviceProviders.one',
  plural: 'serviceProviders.many',
  path: '/portal/service-providers',
  idField: 'sp_id',
  nameField: 'sp_name',
  tenant: 'system',
  screens: [
    {
      id: 'system.service-providers',
      path: '/system/service-providers',
      title: 'routes.serviceProviders',
      section: 'system',
      permission: 'system.service-providers',
    },
  ],
  palette: { icon: 'office', keywords: ['service provider', 'provider', 'sp', 'tenant', 'sub-domain'] },
};
