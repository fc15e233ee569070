import type { FieldList } from './fields';

/**
 * A phone number's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/telephony.ts, which adds the region code's and the 0/1 flags' own checks), the answer
 * (modules/telephony/phone-numbers.ts), and the list's columns, search and form of its screen part all read them.
 * The account and the trunk are rows of other lists, chosen in the form beside these.
 */
export const phoneNumberFields = {
  /** E.164: + and up to 15 digits (the server writes it from what was typed, with the region). */
  phone_number: {
    type: 'text',
    required: true,
    max: 40,
    searchable: true,
    form: { label: 'phoneNumbers.fields.phone_number', createOnly: true },
  },
  /** The international form shown on screens: +44 20 7946 0000. */
  display_number: { type: 'text', fixed: true, listed: { label: 'phoneNumbers.fields.phone_number', kind: 'code' } },
  /** ISO 3166 country of the number (GB, US …). */
  region: { type: 'text', nullable: true, form: { label: 'phoneNumbers.fields.region', createOnly: true } },
  ac_id: { type: 'integer', min: 1, nullable: true },
  trunk_id: { type: 'integer', min: 1, nullable: true },
  label: {
    type: 'text',
    max: 100,
    nullable: true,
    searchable: true,
    listed: { label: 'phoneNumbers.fields.label', width: 0.18 },
    form: { label: 'phoneNumbers.fields.label' },
  },
  /** A virtual number (spec 3 §7 manage-virtual-phone-numbers): listed as Yes or No, marked in bulk on the ticked rows. */
  is_virtual: {
    type: 'integer',
    min: 0,
    max: 1,
    listed: { label: 'phoneNumbers.filters.virtual', width: 0.1, kind: 'choice', words: 'phoneNumbers.flagWords' },
    form: { label: 'phoneNumbers.fields.is_virtual', kind: 'flag' },
  },
  is_campaign: { type: 'integer', min: 0, max: 1, form: { label: 'phoneNumbers.fields.is_campaign', kind: 'flag' } },
  use_studio_6: { type: 'integer', min: 0, max: 1, form: { label: 'phoneNumbers.fields.use_studio_6', kind: 'flag' } },
} as const satisfies FieldList;
