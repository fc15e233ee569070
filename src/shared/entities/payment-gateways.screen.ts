import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { paymentGatewayFields } from './payment-gateways.fields';
import { paymentGatewaysShell } from './payment-gateways';

/** The screen part of payment-gateways (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const paymentGatewaysMeta: EntityMeta = {
  ...paymentGatewaysShell,
  model: 'PaymentGateway',
  table: 'payment_gateways',
  fields: paymentGatewayFields,
  // Checked by GET /payment/payment-gateway/validate-name/{name} (modules/billing/payment-routes.ts).
  unique: [
    {
      field: 'payment_gateway_name',
      checkBy: { method: 'GET', path: '/payment/payment-gateway/validate-name' },
      takenMessage: messages.entities.nameTaken,
    },
  ],
  softDelete: true,
  list: { columns: listColumnsOf(paymentGatewayFields), filters: [enabledFilter], searchFields: searchedFieldsOf(paymentGatewayFields) },
  form: formFieldsFrom(paymentGatewayFields),
};
