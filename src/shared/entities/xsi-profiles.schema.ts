import { xsiProfile, xsiProfileCreate, xsiProfileUpdate } from '../api/broadworks';
import { defineEntity } from './define';
import { xsiProfilesMeta } from './xsi-profiles.screen';

export const xsiProfilesEntity = defineEntity(xsiProfilesMeta, { item: xsiProfile, create: xsiProfileCreate, update: xsiProfileUpdate });
