import type { XsiSubscription } from '@shared/api/broadworks';
import { api } from '@client/api/http';

export interface XsiProfileChoice {
  xsi_profile_id: number;
  xsi_profile_name: string;
  xsi_url: string;
}

/** A task's XSI rules (spec 2 §7 /broadworks): its subscriptions, the account's profiles, subscribing and removing. */
export const xsiApi = {
  subscriptions: (taskId: number, signal?: AbortSignal) =>
    api<XsiSubscription[]>(`/broadworks/xsi-subscriptions?task_id=${taskId}`, { signal }),
  profiles: (signal?: AbortSignal) => api<XsiProfileChoice[]>('/broadworks/xsi-profile-choices', { signal }),
  subscribe: (body: {
    xsi_profile_id: number;
    task_id: number;
    target_type: 'user' | 'group';
    target_id: string;
    event_packages: string[];
  }) => api<XsiSubscription[]>('/broadworks/xsi-packages', { method: 'POST', body }),
  remove: (id: number) => api<XsiSubscription>(`/broadworks/xsi-subscriptions/${id}`, { method: 'DELETE' }),
};
