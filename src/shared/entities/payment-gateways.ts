import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/** Payment gateways (spec 3 §2 System payment-gateways, §3, §5 name check, §7 /payment/payment-gateway). */
export const paymentGatewaysMeta: EntityMeta = {
  name: 'payment-gateways',
  model: 'PaymentGateway',
  label: 'paymentGateways.one',
  plural: 'paymentGateways.many',
  path: '/payment/payment-gateway',
  table: 'payment_gateways',
  idField: 'payment_gateway_id',
  nameField: 'payment_gateway_name',
  tenant: 'system',
  // Checked by GET /payment/payment-gateway/validate-name/{name} (modules/billing/payment-routes.ts).
  unique: [{ field: 'payment_gateway_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: { columns: [{ field: 'payment_gateway_name', label: 'paymentGateways.fields.payment_gateway_name' }, { field: 'endpoint_url', label: 'paymentGateways.fields.endpoint_url', width: 0.45 }], filters: [enabledFilter], searchFields: ['payment_gateway_name', 'endpoint_url'] },
  form: [
    { field: 'payment_gateway_name', label: 'paymentGateways.fields.payment_gateway_name' },
    { field: 'endpoint_url', label: 'paymentGateways.fields.endpoint_url' },
    { field: 'http_method', label: 'paymentGateways.fields.http_method', kind: 'select', options: ['POST', 'PUT'], initial: 'POST' },
  ],
  screens: [{ id: 'system.payment-gateways', path: '/system/payment-gateways', title: 'routes.paymentGateways', section: 'system', permission: 'system.payment-gateways' }],
  palette: { icon: 'bank-account', keywords: ['payment gateway', 'payment', 'gateway'] },
};
