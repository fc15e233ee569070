import { systemSelection } from '@shared/access/scope';
import type { PlanChanges, PlanComparison, PlansTree } from '@shared/api/plans';
import { api } from '@client/api/http';

const selection = systemSelection;

/** The Billing calls of the business plan panel (spec 3 §7), at system scope. */
export const plansApi = {
  /** The changes check of a plan's whole update body (its fields and includes). */
  check: (bpId: number, body: Record<string, unknown>) =>
    api<PlanChanges>(`/billing/check-business-plan-changes/${bpId}`, { method: 'POST', selection, body }),
  compare: (bp_ids: number[]) => api<PlanComparison>('/billing/compare-plans', { method: 'POST', selection, body: { bp_ids } }),
  tree: (bpId: number, signal?: AbortSignal) => api<PlansTree>(`/billing/get-plans-tree/${bpId}`, { signal, selection }),
  /** The enabled business plans of a plan type: what a plan is compared with. */
  sameType: (planType: string, signal?: AbortSignal) =>
    api<{ bp_id: number; bp_name: string; plan_type: string }[]>('/billing/business-plans-of-same-type', {
      signal,
      selection,
      query: { plan_type: planType },
    }),
  /** The enabled providers that have no provider plan on the business plan yet. */
  providersWithout: (bpId: number, signal?: AbortSignal) =>
    api<{ sp_id: number; sp_name: string }[]>('/billing/available-sps-for-business-plans', { signal, selection, query: { bp_id: bpId } }),
  /** The application features a business plan may include (spec 3 §7), with the metric a limit counts. */
  features: (signal?: AbortSignal) =>
    api<{ feature: string; level: string; metric?: string }[]>('/billing/application-features', { signal, selection }),
};
