import type { FieldList } from './fields';

/**
 * A payment profile's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/payment.ts, which gives the request parameters' structure), the answer and the columns
 * (modules/billing/payment.ts), and the list's columns, search and form of its screen part all read them. The
 * gateway is a row of another list, chosen in the form; the parameters and the payload have the panel's own editor.
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
} as const satisfies FieldList;
