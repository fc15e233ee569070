import { phoneNumber, phoneNumberCreate, phoneNumberUpdate } from '../api/telephony';
import { defineEntity } from './define';
import { phoneNumbersMeta } from './phone-numbers.screen';

export const phoneNumbersEntity = defineEntity(phoneNumbersMeta, {
  item: phoneNumber,
  create: phoneNumberCreate,
  update: phoneNumberUpdate,
});
