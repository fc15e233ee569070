import { smsProvider, smsProviderCreate, smsProviderUpdate } from '../api/payment';
import { defineEntity } from './define';
import { smsProvidersMeta } from './sms-providers';

export const smsProvidersEntity = defineEntity(smsProvidersMeta, { item: smsProvider, create: smsProviderCreate, update: smsProviderUpdate });
