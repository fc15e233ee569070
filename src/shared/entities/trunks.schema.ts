import { trunk, trunkCreate, trunkUpdate } from '../api/telephony';
import { defineEntity } from './define';
import { trunksMeta } from './trunks.screen';

export const trunksEntity = defineEntity(trunksMeta, { item: trunk, create: trunkCreate, update: trunkUpdate });
