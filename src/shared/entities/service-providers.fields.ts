import type { FieldList } from './fields';

/**
 * A service provider's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (service-providers.schema.ts, api/tenancy.ts), the answer and the columns (modules/tenancy/service-providers.ts),
 * and the list's columns, search and form of its screen part all read them. Its settings (time zone, date format,
 * theme colours) are one JSON object merged on update, given beside them with their own form fields.
 */
export const serviceProviderFields = {
  sp_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'serviceProviders.fields.sp_name' },
    form: { label: 'serviceProviders.fields.sp_name' },
  },
  /**
   * A sub-domain label (service-providers.schema.ts checks its form, at most 63 characters). A new provider must give
   * it; a provider of before the sub-domains has none (nullable: stored and answered as null).
   */
  sub_domain: {
    type: 'text',
    required: true,
    nullable: true,
    searchable: true,
    listed: { label: 'serviceProviders.fields.sub_domain', width: 0.3, kind: 'code' },
    form: { label: 'serviceProviders.fields.sub_domain' },
  },
  /** Set by the logo upload. */
  logopath: { type: 'text', nullable: true, fixed: true },
} as const satisfies FieldList;
