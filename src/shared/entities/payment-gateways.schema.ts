import { paymentGateway, paymentGatewayCreate, paymentGatewayUpdate } from '../api/payment';
import { defineEntity } from './define';
import { paymentGatewaysMeta } from './payment-gateways.screen';

export const paymentGatewaysEntity = defineEntity(paymentGatewaysMeta, {
  item: paymentGateway,
  create: paymentGatewayCreate,
  update: paymentGatewayUpdate,
});
