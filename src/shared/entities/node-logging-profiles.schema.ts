import { nodeLoggingCreate, nodeLoggingProfile, nodeLoggingUpdate } from '../api/integration-profiles';
import { defineEntity } from './define';
import { nodeLoggingProfilesMeta } from './node-logging-profiles.screen';

export const nodeLoggingProfilesEntity = defineEntity(nodeLoggingProfilesMeta, {
  item: nodeLoggingProfile,
  create: nodeLoggingCreate,
  update: nodeLoggingUpdate,
});
