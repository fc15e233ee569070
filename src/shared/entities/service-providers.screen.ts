import { shellMessages as messages } from '../messages-core';
import { displayDateFormats, enabledFilter, type EntityMeta } from './define';
import { serviceProvidersShell } from './service-providers';

/** The screen part of service-providers (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const serviceProvidersMeta: EntityMeta = {
  ...serviceProvidersShell,
  model: 'ServiceProvider',
  table: 'service_providers',
  unique: [
    { field: 'sp_name', takenMessage: messages.entities.nameTaken },
    // The database keeps sub-domains unique whatever the state: a disabled provider keeps its own.
    { field: 'sub_domain', includeDisabled: true, checkPath: '/portal/validate-subdomain', takenMessage: messages.entities.subDomainTaken },
  ],
  softDelete: true,
  switcher: true,
  list: {
    columns: [
      { field: 'sp_name', label: 'serviceProviders.fields.sp_name' },
      { field: 'sub_domain', label: 'serviceProviders.fields.sub_domain', width: 0.3, kind: 'code' },
      { field: 'is_enabled', label: 'fields.is_enabled', width: 0.15, kind: 'enabled' },
    ],
    filters: [enabledFilter],
    searchFields: ['sp_name', 'sub_domain'],
  },
  form: [
    { field: 'sp_name', label: 'serviceProviders.fields.sp_name' },
    { field: 'sub_domain', label: 'serviceProviders.fields.sub_domain' },
    { field: 'sp_setting.default_timezone', label: 'fields.default_timezone', kind: 'timezone', optional: true },
    {
      field: 'sp_setting.display_date_format',
      label: 'fields.display_date_format',
      kind: 'select',
      options: displayDateFormats,
      optional: true,
    },
  ],
};
