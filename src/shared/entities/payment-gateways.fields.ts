import type { FieldList } from './fields';

/**
 * A payment gateway's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/payment.ts, which adds the address's own check), the answer and the columns (modules/billing/payment.ts), and
 * the list's columns, search and form of its screen part all read them.
 */
export const paymentGatewayFields = {
  payment_gateway_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'paymentGateways.fields.payment_gateway_name' },
    form: { label: 'paymentGateways.fields.payment_gateway_name' },
  },
  endpoint_url: {
    type: 'text',
    required: true,
    max: 500,
    searchable: true,
    listed: { label: 'paymentGateways.fields.endpoint_url', width: 0.45 },
    form: { label: 'paymentGateways.fields.endpoint_url' },
  },
  http_method: { type: 'choice', options: ['POST', 'PUT'], default: 'POST', form: { label: 'paymentGateways.fields.http_method' } },
} as const satisfies FieldList;
