import type { FieldList } from './fields';

/**
 * A web-service profile's own fields, declared once (docs/entities.md "Fields: each declared once"): a reusable
 * connection for web-service steps — the base URL a step's relative path is joined to, default headers, one secret
 * header (an API key: stored encrypted, answered masked), and the longest a request through it may take. The
 * provider's profiles (offered to all its accounts) and an account's own share these; an account's may also name one
 * of its auth profiles. The schemas (api/web-service-profiles.ts), the answers and columns
 * (modules/profiles/web-service-profiles.ts), the lists' columns, search and forms all read them.
 */
export const webServiceProfileFields = {
  profile_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'webServiceProfiles.fields.profile_name' },
    form: { label: 'webServiceProfiles.fields.profile_name' },
  },
  base_url: {
    type: 'text',
    required: true,
    max: 500,
    searchable: true,
    listed: { label: 'webServiceProfiles.fields.base_url', width: 0.4, kind: 'code' },
    form: { label: 'webServiceProfiles.fields.base_url' },
  },
  /** Default headers, one a line as `Name: value`; a step's header of the same name wins. */
  headers: { type: 'text', max: 4000, nullable: true, form: { label: 'webServiceProfiles.fields.headers', multiline: true } },
  /** One header whose value is a secret (an API key): its name in the clear, its value stored encrypted. */
  secret_header_name: { type: 'text', max: 100, nullable: true, form: { label: 'webServiceProfiles.fields.secret_header_name' } },
  secret_header_value: {
    type: 'text',
    max: 2000,
    nullable: true,
    secret: true,
    form: { label: 'webServiceProfiles.fields.secret_header_value' },
  },
  /** The longest a request through the profile may take; a step's shorter timeout holds. */
  timeout_seconds: { type: 'integer', min: 1, max: 60, default: 10, form: { label: 'profiles.fields.timeout_seconds' } },
} as const satisfies FieldList;

/** An account's web-service profile: the same fields, and one of the account's auth profiles whose credentials its requests carry. */
export const acWebServiceProfileFields = {
  ...webServiceProfileFields,
  auth_profile_id: { type: 'integer', min: 1, nullable: true },
} as const satisfies FieldList;
