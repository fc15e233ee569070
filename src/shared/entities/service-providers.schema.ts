import { z } from 'zod';
import { serviceProvider } from '../api/tenancy';
import { messages } from '../messages';
import { defineEntity } from './define';
import { serviceProvidersMeta } from './service-providers.screen';
import { settingsInput } from './settings';

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

/** Service providers: their data (service-providers.ts) and schemas. */
export const serviceProvidersEntity = defineEntity(serviceProvidersMeta, {
  item: serviceProvider,
  create: providerCreate,
  update: providerCreate.partial().extend({ sp_setting: settingsInput.optional() }),
});

export type ProviderCreate = z.infer<typeof providerCreate>;
