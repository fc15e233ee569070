import { region, regionCreate, regionUpdate } from '../api/payment';
import { defineEntity } from './define';
import { regionsMeta } from './regions';

export const regionsEntity = defineEntity(regionsMeta, { item: region, create: regionCreate, update: regionUpdate });
