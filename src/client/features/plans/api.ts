import { systemSelection } from '@shared/access/scope';
import type { BusinessPlan, PlanChanges, PlanComparison, PlansTree } from '@shared/api/plans';
import { api } from '@client/api/http';

const selection = systemSelection;

/** The Billing calls of the business plan panel (spec 3 §7), at system scope. */
export const plansApi = {
  list: (signal?: AbortSignal) => api<BusinessPlan[]>('/billing/business-plans', { signal, selection }),
  /** The changes check of a plan's whole update body (its fields and includes). */
  check: (bpId: number, body: Record<string, unknown>) =>
    api<PlanChanges>(`/billing/check-business-plan-changes/${bpId}`, { method: 'POST', selection, body }),
  compare: (bp_ids: number[]) => api<PlanComparison>('/billing/compare-plans', { method: 'POST', selection, body: { bp_ids } }),
  tree: (bpId: number, signal?: AbortSignal) => api<PlansTree>(`/billing/get-plans-tree/${bpId}`, { signal, selection }),
};
