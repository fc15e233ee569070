import { businessPlan, businessPlanCreate, businessPlanUpdate } from '../api/plans';
import { businessPlansMeta } from './business-plans.screen';
import { defineEntity } from './define';

export const businessPlansEntity = defineEntity(businessPlansMeta, {
  item: businessPlan,
  create: businessPlanCreate,
  update: businessPlanUpdate,
});
