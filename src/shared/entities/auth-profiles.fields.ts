import { authProfileTypes, oauth2Flows } from './profile-kinds';
import type { FieldList } from './fields';

/**
 * An auth profile's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (api/integration-profiles.ts, which adds the URL's and
 * secrets' own checks), the answer and the columns (modules/profiles/auth-profiles.ts), the list's columns, search
 * and form of its screen part all read them.
 */
export const authProfileFields = {
  auth_profile_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'authProfiles.fields.auth_profile_name' },
    form: { label: 'authProfiles.fields.auth_profile_name' },
  },
  auth_profile_type: {
    type: 'choice',
    options: authProfileTypes,
    required: true,
    listed: { label: 'authProfiles.fields.auth_profile_type', width: 0.25, kind: 'code' },
    form: { label: 'authProfiles.fields.auth_profile_type', initial: 'OAuth2_CC' },
  },
  oauth2_flow: { type: 'choice', options: oauth2Flows, nullable: true, form: { label: 'authProfiles.fields.oauth2_flow' } },
  token_url: {
    type: 'text',
    max: 500,
    nullable: true,
    searchable: true,
    listed: { label: 'authProfiles.fields.token_url', width: 0.35 },
    form: { label: 'authProfiles.fields.token_url' },
  },
  client_id: { type: 'text', max: 500, nullable: true, searchable: true, form: { label: 'authProfiles.fields.client_id' } },
  client_secret: { type: 'text', max: 500, nullable: true, secret: true, form: { label: 'authProfiles.fields.client_secret' } },
  scope: { type: 'text', max: 500, nullable: true, form: { label: 'authProfiles.fields.scope' } },
  username: { type: 'text', max: 200, nullable: true, searchable: true, form: { label: 'authProfiles.fields.username' } },
  password: { type: 'text', max: 500, nullable: true, secret: true, form: { label: 'authProfiles.fields.password' } },
  timeout_seconds: { type: 'integer', min: 1, max: 60, default: 10, form: { label: 'profiles.fields.timeout_seconds' } },
  /** The last test's result (storeResult): when, whether it worked, what it said. */
  last_tested_at: { type: 'text', nullable: true, fixed: true },
  last_test_success: { type: 'integer', nullable: true, fixed: true },
  last_test_message: { type: 'text', nullable: true, fixed: true },
} as const satisfies FieldList;
