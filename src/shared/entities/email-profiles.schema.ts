import { emailProfile, emailProfileCreate, emailProfileUpdate } from '../api/integration-profiles';
import { defineEntity } from './define';
import { emailProfilesMeta } from './email-profiles.screen';

export const emailProfilesEntity = defineEntity(emailProfilesMeta, {
  item: emailProfile,
  create: emailProfileCreate,
  update: emailProfileUpdate,
});
