import { acWebServiceProfile, acWebServiceProfileCreate, acWebServiceProfileUpdate } from '../api/web-service-profiles';
import { defineEntity } from './define';
import { acWebServiceProfilesMeta } from './ac-web-service-profiles.screen';

export const acWebServiceProfilesEntity = defineEntity(acWebServiceProfilesMeta, {
  item: acWebServiceProfile,
  create: acWebServiceProfileCreate,
  update: acWebServiceProfileUpdate,
});
