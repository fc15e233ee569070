import { burstUsage, burstUsageCreate, burstUsageUpdate } from '../api/billing';
import { burstUsagesMeta } from './burst-usages.screen';
import { defineEntity } from './define';

export const burstUsagesEntity = defineEntity(burstUsagesMeta, { item: burstUsage, create: burstUsageCreate, update: burstUsageUpdate });
