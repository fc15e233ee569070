import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { paymentGatewaysShell } from './payment-gateways';

/** The screen part of payment-gateways (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const paymentGatewaysMeta: EntityMeta = {
  ...paymentGatewaysShell,
  model: 'PaymentGateway',
  table: 'payment_gateways',
  // Checked by GET /payment/payment-gateway/validate-name/{name} (modules/billing/payment-routes.ts).
  unique: [{ field: 'payment_gateway_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'payment_gateway_name', label: 'paymentGateways.fields.payment_gateway_name' },
      { field: 'endpoint_url', label: 'paymentGateways.fields.endpoint_url', width: 0.45 },
    ],
    filters: [enabledFilter],
    searchFields: ['payment_gateway_name', 'endpoint_url'],
  },
  form: [
    { field: 'payment_gateway_name', label: 'paymentGateways.fields.payment_gateway_name' },
    { field: 'endpoint_url', label: 'paymentGateways.fields.endpoint_url' },
    { field: 'http_method', label: 'paymentGateways.fields.http_method', kind: 'select', options: ['POST', 'PUT'], initial: 'POST' },
  ],
};
