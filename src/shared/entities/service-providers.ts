import { z } from 'zod';
import { serviceProvider } from '../api/tenancy';
import { messages } from '../messages';
import { defineEntity, enabledFilter } from './define';
import { displayDateFormats, settingsInput } from './settings';

/** A sub-domain label: lowercase letters, digits and inner hyphens, at most 63 characters. */
export const subDomainPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const subDomain = z.string().trim().regex(subDomainPattern, messages.entities.subDomainForm);

const providerCreate = z
  .object({
    sp_name: z.string().trim().min(1).max(100),
    sub_domain: subDomain,
    sp_setting: settingsInput.default({}),
  })
  .strict();

/** Service providers (spec 3 §3, §7 "Service providers"): the platform's tenants, administered by the system role. */
export const serviceProvidersEntity = defineEntity({
  name: 'service-providers',
  model: 'ServiceProvider',
  label: 'serviceProviders.one',
  plural: 'serviceProviders.many',
  path: '/portal/service-providers',
  table: 'service_providers',
  idField: 'sp_id',
  nameField: 'sp_name',
  tenant: 'system',
  item: serviceProvider,
  create: providerCreate,
  update: providerCreate.partial().extend({ sp_setting: settingsInput.optional() }),
  unique: [
    { field: 'sp_name', takenMessage: messages.entities.nameTaken },
    // The database keeps sub-domains unique whatever the state: a disabled provider keeps its own.
    { field: 'sub_domain', includeDisabled: true, checkPath: '/portal/validate-subdomain', takenMessage: messages.entities.subDomainTaken },
  ],
  softDelete: true,
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
    { field: 'sp_setting.display_date_format', label: 'fields.display_date_format', kind: 'select', options: displayDateFormats, optional: true },
  ],
  screens: [{ id: 'system.service-providers', path: '/system/service-providers', title: 'routes.serviceProviders', section: 'system', permission: 'system.service-providers' }],
  palette: { icon: 'office', keywords: ['service provider', 'provider', 'sp', 'tenant', 'sub-domain'] },
});

export type ProviderCreate = z.infer<typeof providerCreate>;
