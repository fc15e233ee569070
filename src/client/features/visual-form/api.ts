import type { VisualForm, VisualFormAttachment, VisualFormEvent } from '@shared/api/visual-form';
import { api } from '@client/api/http';

const base = (uuid: string) => `/visual-form/${encodeURIComponent(uuid)}`;
const options = { unscoped: true, passive: true } as const;

/** The visual form's public calls (docs/api.md "Visual form"). */
export const visualFormApi = {
  get: (uuid: string, signal?: AbortSignal) => api<VisualForm>(base(uuid), { ...options, signal }),
  event: (uuid: string, event: VisualFormEvent, extra: { values?: Record<string, unknown>; attachments?: string[] } = {}) =>
    api<{ event: VisualFormEvent; status: string }>(`${base(uuid)}/event`, {
      ...options,
      method: 'POST',
      body: { event, cluster: false, ...extra },
    }),
  attach: (uuid: string, file: File, onProgress: (sent: number, total: number) => void) => {
    const body = new FormData();
    body.append('call_uuid', uuid);
    body.append('file', file);
    return api<VisualFormAttachment>('/visualform/user-attachment', { ...options, method: 'POST', body, onUploadProgress: onProgress });
  },
  /** The close event as a beacon: it still goes out while the page is being left. */
  closeBeacon: (uuid: string) => navigator.sendBeacon(`/api${base(uuid)}/event`, JSON.stringify({ event: 'close', cluster: false })),
};
