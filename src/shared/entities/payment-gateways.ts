import type { EntityShell } from './define';

/** Payment gateways (spec 3 §2 System payment-gateways, §3, §5 name check, §7 /payment/payment-gateway). */
export const paymentGatewaysShell: EntityShell = {
  name: 'payment-gateways',
  label: 'paymentGateways.one',
  plural: 'paymentGateways.many',
  path: '/payment/payment-gateway',
  idField: 'payment_gateway_id',
  nameField: 'payment_gateway_name',
  tenant: 'system',
  screens: [
    {
      id: 'system.payment-gateways',
      path: '/system/payment-gateways',
      title: 'routes.paymentGateways',
      section: 'system',
      permission: 'system.payment-gateways',
    },
  ],
  palette: { icon: 'bank-account', keywords: ['payment gateway', 'payment', 'gateway'] },
};
