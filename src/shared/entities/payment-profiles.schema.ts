import { paymentProfile, paymentProfileCreate, paymentProfileUpdate } from '../api/payment';
import { defineEntity } from './define';
import { paymentProfilesMeta } from './payment-profiles.screen';

export const paymentProfilesEntity = defineEntity(paymentProfilesMeta, {
  item: paymentProfile,
  create: paymentProfileCreate,
  update: paymentProfileUpdate,
});
