import { authProfile, authProfileCreate, authProfileUpdate } from '../api/integration-profiles';
import { defineEntity } from './define';
import { authProfilesMeta } from './auth-profiles.screen';

export const authProfilesEntity = defineEntity(authProfilesMeta, {
  item: authProfile,
  create: authProfileCreate,
  update: authProfileUpdate,
});
