import { shellMessages as messages } from '../messages-core';
import { displayDateFormats, enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { serviceProviderFields } from './service-providers.fields';
import { serviceProvidersShell } from './service-providers';

/** The screen part of service-providers (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const serviceProvidersMeta: EntityMeta = {
  ...serviceProvidersShell,
  model: 'ServiceProvider',
  table: 'service_providers',
  fields: serviceProviderFields,
  unique: [
    { field: 'sp_name', takenMessage: messages.entities.nameTaken },
    // The database keeps sub-domains unique whatever the state: a disabled provider keeps its own.
    { field: 'sub_domain', includeDisabled: true, checkPath: '/portal/validate-subdomain', takenMessage: messages.entities.subDomainTaken },
  ],
  softDelete: true,
  switcher: true,
  clearCache: { path: '/portal/clear-service-provider-cache', field: 'sp_ids' },
  list: {
    columns: listColumnsOf(serviceProviderFields, [{ field: 'is_enabled', label: 'fields.is_enabled', width: 0.15, kind: 'enabled' }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(serviceProviderFields),
  },
  form: formFieldsFrom(serviceProviderFields, [
    { field: 'sp_setting.default_timezone', label: 'fields.default_timezone', kind: 'timezone', optional: true, after: 'sub_domain' },
    {
      field: 'sp_setting.display_date_format',
      label: 'fields.display_date_format',
      kind: 'select',
      options: displayDateFormats,
      optional: true,
      after: 'sp_setting.default_timezone',
    },
  ]),
};
