import type { FieldList } from './fields';

/**
 * An e-mail profile's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (api/integration-profiles.ts, which adds the host's,
 * address's and secrets' own checks), the answer and the columns (modules/profiles/email-profiles.ts), the list's
 * columns, search and form of its screen part all read them.
 */
export const emailProfileFields = {
  profile_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'emailProfiles.fields.profile_name' },
    form: { label: 'emailProfiles.fields.profile_name' },
  },
  host: {
    type: 'text',
    required: true,
    max: 253,
    searchable: true,
    listed: { label: 'emailProfiles.fields.host', width: 0.3, kind: 'code' },
    form: { label: 'emailProfiles.fields.host' },
  },
  port: { type: 'integer', required: true, min: 1, max: 65535, form: { label: 'emailProfiles.fields.port', initial: '587' } },
  /** TLS from the start (1) or STARTTLS when the server offers it (0). */
  secure: { type: 'integer', min: 0, max: 1, default: 0, form: { label: 'emailProfiles.fields.secure', kind: 'flag' } },
  username: { type: 'text', max: 200, nullable: true, form: { label: 'emailProfiles.fields.username' } },
  password: { type: 'text', max: 500, nullable: true, secret: true, form: { label: 'emailProfiles.fields.password' } },
  from_address: {
    type: 'text',
    required: true,
    max: 254,
    searchable: true,
    listed: { label: 'emailProfiles.fields.from_address', width: 0.3 },
    form: { label: 'emailProfiles.fields.from_address' },
  },
  from_name: { type: 'text', max: 100, nullable: true, form: { label: 'emailProfiles.fields.from_name' } },
  timeout_seconds: { type: 'integer', min: 1, max: 60, default: 10, form: { label: 'profiles.fields.timeout_seconds' } },
} as const satisfies FieldList;
