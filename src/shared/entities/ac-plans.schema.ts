import { acPlan, acPlanCreate, acPlanUpdate } from '../api/plans';
import { acPlansMeta } from './ac-plans.screen';
import { defineEntity } from './define';

export const acPlansEntity = defineEntity(acPlansMeta, { item: acPlan, create: acPlanCreate, update: acPlanUpdate });
