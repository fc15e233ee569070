import type { FieldList } from './fields';

/**
 * An XSI profile's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (api/broadworks.ts), the answer and the columns
 * (modules/broadworks), the list's columns, search and form of its screen part all read them.
 */
export const xsiProfileFields = {
  xsi_profile_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'xsiProfiles.fields.xsi_profile_name' },
    form: { label: 'xsiProfiles.fields.xsi_profile_name' },
  },
  /** The XSI server's address, up to the path where /com.broadsoft.xsi-actions begins (https://xsp.example.com). */
  xsi_url: {
    type: 'text',
    required: true,
    max: 500,
    searchable: true,
    listed: { label: 'xsiProfiles.fields.xsi_url', width: 0.22 },
    form: { label: 'xsiProfiles.fields.xsi_url' },
  },
  /** The XSI user the studio signs in as (a BroadWorks user id, alice@example.com, or an administrator's). */
  username: {
    type: 'text',
    required: true,
    max: 161,
    searchable: true,
    listed: { label: 'xsiProfiles.fields.username', width: 0.22 },
    form: { label: 'xsiProfiles.fields.username' },
  },
  password: { type: 'text', max: 200, nullable: true, secret: true, form: { label: 'xsiProfiles.fields.password' } },
  /** The provider's account the profile belongs to: its subscriptions deliver events to that account's tasks. */
  ac_id: { type: 'integer', required: true, min: 1 },
  description: { type: 'text', max: 500, nullable: true, form: { label: 'fields.description', multiline: true } },
  /** The last connection test: when, whether it worked and what the server answered (set by the test call). */
  last_tested_at: { type: 'text', nullable: true, fixed: true },
  last_test_success: { type: 'flag', nullable: true, fixed: true },
  last_test_message: { type: 'text', nullable: true, fixed: true },
} as const satisfies FieldList;
