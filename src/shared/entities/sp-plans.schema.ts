import { spPlan, spPlanCreate, spPlanUpdate } from '../api/plans';
import { defineEntity } from './define';
import { spPlansMeta } from './sp-plans.screen';

export const spPlansEntity = defineEntity(spPlansMeta, { item: spPlan, create: spPlanCreate, update: spPlanUpdate });
