import { smsProfile, smsProfileCreate, smsProfileUpdate } from '../api/integration-profiles';
import { defineEntity } from './define';
import { smsProfilesMeta } from './sms-profiles.screen';

export const smsProfilesEntity = defineEntity(smsProfilesMeta, { item: smsProfile, create: smsProfileCreate, update: smsProfileUpdate });
