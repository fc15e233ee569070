import { wslProfile, wslProfileCreate, wslProfileUpdate } from '../api/voices';
import { defineEntity } from './define';
import { wslProfilesMeta } from './wsl-profiles.screen';

export const wslProfilesEntity = defineEntity(wslProfilesMeta, { item: wslProfile, create: wslProfileCreate, update: wslProfileUpdate });
