import { smsProvider, smsProviderCreate, smsProviderUpdate } from '../api/payment';
import { defineEntity } from './define';
import { smsProvidersMeta } from './sms-providers.screen';

export const smsProvidersEntity = defineEntity(smsProvidersMeta, {
  item: smsProvider,
  create: smsProviderCreate,
  update: smsProviderUpdate,
});
