import { systemSelection } from '@shared/access/scope';
import type { BurstUsage, BurstUsageItem, Invoice, UsageChart } from '@shared/api/billing';
import { api } from '@client/api/http';
import { saveBlob } from '../authoring/content/files/download';

const selection = systemSelection;

/** The Billing calls of the burst usage panel (spec 3 §7), at system scope. */
export const billingApi = {
  usage: (id: number, signal?: AbortSignal) => api<BurstUsage>(`/billing/burst-usages/${id}`, { signal, selection }),
  items: (id: number, signal?: AbortSignal) => api<BurstUsageItem[]>(`/billing/burst-usage-items/${id}`, { signal, selection }),
  chart: (id: number, acId: number, signal?: AbortSignal) =>
    api<UsageChart>(`/billing/burst-usage-chart/${id}`, { signal, selection, query: { ac_id: acId } }),
  usages: (signal?: AbortSignal) => api<BurstUsage[]>('/billing/burst-usages', { signal, selection, query: { fetch_all: 1 } }),
  providers: (signal?: AbortSignal) => api<{ sp_id: number; sp_name: string }[]>('/portal/service-providers', { signal, selection }),
  generateInvoice: (spId: number, body: { billing_burst_usage_id?: number; unit_price_cents: number; currency: string }) =>
    api<Invoice>(`/billing/generate/${spId}`, { method: 'POST', selection, body }),
  async csv(usage: BurstUsage) {
    const blob = await api<Blob>(`/billing/generate-burst-usage-csv/${usage.billing_burst_usage_id}`, {
      method: 'POST',
      selection,
      body: { plan_type: usage.plan_type },
      blob: true,
    });
    saveBlob(blob, `burst-usage-${usage.billing_burst_usage_id}-${usage.plan_type}-${usage.period_start}-${usage.period_end}.csv`);
  },
};
