import type { FieldList } from './fields';

/**
 * A payment profile's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/payment.ts, which gives the request parameters' structure), the answer and the columns
 * (modules/billing/payment.ts), and the list's columns, search and form of its screen part all read them. The
 * gateway and the auth profile are rows of other lists, chosen in the form; the parameters and the payload have the
 * panel's own editor.
 */
export const paymentProfileFields = {
  payment_profile_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'paymentProfiles.fields.payment_profile_name' },
    form: { label: 'paymentProfiles.fields.payment_profile_name' },
  },
  payment_gateway_id: { type: 'integer', required: true, min: 1 },
  /** Request parameters taken from flow variables at run time, and ones with fixed values. */
  request_param_variables: { type: 'json', max: 100, default: [] },
  request_param_inputs: { type: 'json', max: 100, default: [] },
  /** A JSON object the request's body starts from (or nothing). */
  custom_payload: { type: 'text', max: 20_000, nullable: true },
  /** One of the provider's own auth profiles whose credentials the gateway's requests carry (or none). */
  auth_profile_id: { type: 'integer', min: 1, nullable: true },
} as const satisfies FieldList;
