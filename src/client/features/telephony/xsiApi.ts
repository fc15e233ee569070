import type { XsiSubscription } from '@shared/api/broadworks';

/** An active subscription with the address of the XSI server its events come from (GET /broadworks/get-xsi-rules). */
export interface XsiRule {
  xsi_subscription_id: number;
  xsi_url: string;
}
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
  /** The events that start the task now: its active subscriptions, each with its profile's server address. */
  rules: (taskId: number, signal?: AbortSignal) => api<XsiRule[]>('/broadworks/get-xsi-rules', { signal, query: { task_id: taskId } }),
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
