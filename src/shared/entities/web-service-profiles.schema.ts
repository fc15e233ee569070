import { webServiceProfile, webServiceProfileCreate, webServiceProfileUpdate } from '../api/web-service-profiles';
import { defineEntity } from './define';
import { webServiceProfilesMeta } from './web-service-profiles.screen';

export const webServiceProfilesEntity = defineEntity(webServiceProfilesMeta, {
  item: webServiceProfile,
  create: webServiceProfileCreate,
  update: webServiceProfileUpdate,
});
