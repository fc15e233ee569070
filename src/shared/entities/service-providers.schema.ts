import { z } from 'zod';
import { serviceProvider } from '../api/tenancy';
import { messages } from '../messages';
import { defineEntity } from './define';
import { createShape } from './field-schemas';
import { serviceProviderFields } from './service-providers.fields';
import { serviceProvidersMeta } from './service-providers.screen';
import { settingsInput } from './settings';

/** A sub-domain label: lowercase letters, digits and inner hyphens, at most 63 characters. */
export const subDomainPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const subDomain = z.string().trim().regex(subDomainPattern, messages.entities.subDomainForm);

/** What a provider's declared sub-domain takes beyond its type: the label's form. */
const subDomainChecks = { sub_domain: { body: subDomain, item: z.string() } };

const providerCreate = z.object({ ...createShape(serviceProviderFields, subDomainChecks), sp_setting: settingsInput.default({}) }).strict();

/** Service providers: their data (service-providers.ts) and schemas. */
export const serviceProvidersEntity = defineEntity(serviceProvidersMeta, {
  item: serviceProvider,
  create: providerCreate,
  update: providerCreate.partial().extend({ sp_setting: settingsInput.optional() }),
});

export type ProviderCreate = z.infer<typeof providerCreate>;
