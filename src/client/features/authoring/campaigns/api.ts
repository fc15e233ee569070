import type { Campaign, CampaignContact, ContactCounts, TriggerAction } from '@shared/api/campaigns';
import type { PhoneNumber } from '@shared/api/telephony';
import { api } from '@client/api/http';

export interface ContactPage {
  data: CampaignContact[];
  meta: { total: number; page: number; per_page: number };
  counts: ContactCounts;
}

/** The campaign calls of spec 2 §7 (/campaign/…, /campaign-data/…) and the campaign numbers (spec 3 §7). */
export const campaignsApi = {
  list: (type: string, signal?: AbortSignal) =>
    api<Campaign[]>('/campaign/campaigns', { query: { campaign_type: type, fetch_all: 1 }, signal }),
  create: (body: unknown) => api<Campaign>('/campaign/campaigns', { method: 'POST', body }),
  update: (id: number, body: unknown) => api<Campaign>(`/campaign/campaigns/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api<unknown>(`/campaign/campaigns/${id}`, { method: 'DELETE' }),
  restore: (id: number) => api<Campaign>(`/campaign/campaigns/${id}`, { method: 'PUT', body: { is_enabled: 1 } }),
  /** One page of a campaign's contacts in file order, with the counts of each state. */
  contacts: (id: number, page: number, perPage: number, signal?: AbortSignal) =>
    api<ContactPage>('/campaign-data/campaign-data', { query: { campaign_id: id, page, per_page: perPage }, whole: true, signal }),
  trigger: (id: number, action: TriggerAction) =>
    api<{ status: string; counts: ContactCounts }>(`/campaign/${id}/trigger`, { method: 'POST', body: { action } }),
  upload: (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api<{ inserted: number }>(`/campaign/${id}/upload`, { method: 'POST', body: form });
  },
  /** A file answer: the CSV template, the contacts with their states as CSV (download) or as JSON (collection). */
  file: (id: number, kind: 'template' | 'download' | 'collection') => api<Blob>(`/campaign/${id}/${kind}`, { method: 'POST', blob: true }),
  /** How many contacts of the account's campaigns are called at once (spec 2 §9: from the server). */
  maxThreads: (signal?: AbortSignal) => api<{ max_threads: number }>('/campaign/max-threads', { signal }),
  testCall: (id: number, phone: string) =>
    api<{ session_id: string; outcome: string }>(`/campaign/make_a_call/${id}`, { method: 'POST', body: { phone_number: phone } }),
  numbers: (signal?: AbortSignal) => api<PhoneNumber[]>('/portal/campaign-numbers', { signal }),
};

/** Saves a Blob answer as a file. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
