import { region, regionCreate, regionUpdate } from '../api/payment';
import { defineEntity } from './define';
import { regionsMeta } from './regions.screen';

export const regionsEntity = defineEntity(regionsMeta, { item: region, create: regionCreate, update: regionUpdate });
