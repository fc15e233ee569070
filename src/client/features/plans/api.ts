import { systemSelection } from '@shared/access/scope';
import type { BusinessPlan, PlanChanges, PlanComparison, PlansTree } from '@shared/api/plans';
import type { PlanFeature } from '@shared/api/plans';
import { api } from '@client/api/http';

const selection = systemSelection;

/** What the business plan screen sends: its features with limits and its node types. */
export interface IncludesBody {
  features: PlanFeature[];
  nodes: string[];
}

/** The Billing calls of the business plan panel (spec 3 §7), at system scope. */
export const plansApi = {
  list: (signal?: AbortSignal) => api<BusinessPlan[]>('/billing/business-plans', { signal, selection }),
  check: (bpId: number, body: IncludesBody) => api<PlanChanges>(`/billing/check-business-plan-changes/${bpId}`, { method: 'POST', selection, body }),
  save: (bpId: number, body: IncludesBody, confirm: boolean) =>
    api<BusinessPlan>(`/billing/business-plans/${bpId}`, { method: 'PUT', selection, body: { ...body, ...(confirm ? { confirm_changes: true } : {}) } }),
  compare: (bp_ids: number[]) => api<PlanComparison>('/billing/compare-plans', { method: 'POST', selection, body: { bp_ids } }),
  tree: (bpId: number, signal?: AbortSignal) => api<PlansTree>(`/billing/get-plans-tree/${bpId}`, { signal, selection }),
};
