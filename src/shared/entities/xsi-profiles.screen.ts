import { broadworksMessages } from '../messages-broadworks';
import { enabledFilter, type EntityField, type EntityMeta } from './define';
import type { FieldList } from './fields';
import { xsiProfilesShell } from './xsi-profiles';

/**
 * An XSI profile's own fields, declared once: the schemas (api/broadworks.ts), the answer and the columns
 * (modules/broadworks), the list's columns, search and form below all read them.
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
    listed: { label: 'xsiProfiles.fields.xsi_url' },
    form: { label: 'xsiProfiles.fields.xsi_url' },
  },
  /** The XSI user the studio signs in as (a BroadWorks user id, alice@example.com, or an administrator's). */
  username: {
    type: 'text',
    required: true,
    max: 161,
    searchable: true,
    listed: { label: 'xsiProfiles.fields.username' },
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

/** The generic form's fields, from the declaration (the account is a choice among the provider's accounts). */
const form: EntityField[] = [
  { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
  {
    field: 'ac_id',
    label: 'xsiProfiles.fields.ac_name',
    kind: 'ref',
    source: { path: '/portal/accounts', id: 'ac_id', name: 'ac_name' },
    createOnly: true,
  },
  ...Object.entries(xsiProfileFields).flatMap(([field, f]): EntityField[] =>
    'form' in f
      ? [
          {
            field,
            label: f.form.label,
            ...('secret' in f ? { kind: 'secret' as const } : 'multiline' in f.form ? { kind: 'paragraph' as const } : {}),
            ...('required' in f ? {} : { optional: true }),
          },
        ]
      : [],
  ),
];

/** The screen part of XSI profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const xsiProfilesMeta: EntityMeta = {
  ...xsiProfilesShell,
  model: 'XsiProfile',
  table: 'xsi_profiles',
  fields: xsiProfileFields,
  unique: [{ field: 'xsi_profile_name', per: ['ac_id'], takenMessage: broadworksMessages.profileNameTaken }],
  softDelete: true,
  list: {
    columns: [
      ...Object.entries(xsiProfileFields).flatMap(([field, f]) =>
        'listed' in f ? [{ field, label: f.listed.label, ...(field === 'xsi_profile_name' ? {} : { width: 0.22 }) }] : [],
      ),
      { field: 'ac_name', label: 'xsiProfiles.fields.ac_name', width: 0.18 },
    ],
    filters: [enabledFilter],
    searchFields: Object.entries(xsiProfileFields).flatMap(([field, f]) => ('searchable' in f ? [field] : [])),
  },
  form,
};
