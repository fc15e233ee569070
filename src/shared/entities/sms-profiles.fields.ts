import type { FieldList } from './fields';

/**
 * An SMS profile's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/integration-profiles.ts, which gives the credentials' structure), the answer and the columns
 * (modules/profiles/sms-profiles.ts, which seals each credential and answers it as the mask), and the list's columns,
 * search and form of its screen part all read them. The provider is a row of another list, chosen in the form.
 */
export const smsProfileFields = {
  sms_profile_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'smsProfiles.fields.sms_profile_name' },
    form: { label: 'smsProfiles.fields.sms_profile_name' },
  },
  sms_provider_id: { type: 'integer', required: true, min: 1 },
  /** The credentials as JSON ({"api_key": "…"}); reads answer each value as the mask, and a mask sent back keeps the stored value. */
  data: { type: 'json', max: 20, limits: { value: 1000 }, form: { label: 'smsProfiles.fields.data', kind: 'text' } },
  timeout_seconds: { type: 'integer', min: 1, max: 60, default: 10, form: { label: 'profiles.fields.timeout_seconds' } },
} as const satisfies FieldList;
