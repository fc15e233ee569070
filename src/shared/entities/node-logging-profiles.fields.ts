import { nodeLoggingTypes } from './profile-kinds';
import type { FieldList } from './fields';

/**
 * A node-logging profile's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (api/integration-profiles.ts, which adds the URLs'
 * and the secret's own checks and the attached tasks), the answer and the columns (modules/profiles/node-logging.ts),
 * the list's columns, search and form of its screen part all read them.
 */
export const nodeLoggingFields = {
  profile_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'nodeLoggingProfiles.fields.profile_name' },
    form: { label: 'nodeLoggingProfiles.fields.profile_name' },
  },
  profile_type: {
    type: 'choice',
    options: nodeLoggingTypes,
    required: true,
    listed: { label: 'nodeLoggingProfiles.fields.profile_type', width: 0.2, kind: 'code' },
    form: { label: 'nodeLoggingProfiles.fields.profile_type', initial: 'webhook', createOnly: true },
  },
  url: {
    type: 'text',
    max: 500,
    nullable: true,
    searchable: true,
    listed: { label: 'nodeLoggingProfiles.fields.url', width: 0.4 },
    form: { label: 'nodeLoggingProfiles.fields.url' },
  },
  /** Sent as the X-Studio-Signature secret of each delivery. */
  secret: { type: 'text', max: 500, nullable: true, secret: true, form: { label: 'nodeLoggingProfiles.fields.secret' } },
  db_url: { type: 'text', max: 500, nullable: true, form: { label: 'nodeLoggingProfiles.fields.db_url' } },
  credentials_file_path: { type: 'text', max: 500, nullable: true, form: { label: 'nodeLoggingProfiles.fields.credentials_file_path' } },
  timeout_seconds: { type: 'integer', min: 1, max: 60, default: 10, form: { label: 'profiles.fields.timeout_seconds' } },
} as const satisfies FieldList;
