import type { Intent } from '@shared/api/content-forms';
import { api } from '@client/api/http';
import { downloadFile } from '../files/download';
import { exportFileName } from './rules';

export interface IntentImportAnswer {
  created: number;
  updated: number;
  intents: { intent_id: number; name: string }[];
}

/** The intents' CSV calls (spec 2 §7): the template and an intent's export are file answers; the import is a multipart upload. */
export const intentCsvApi = {
  template: () => downloadFile('/intent/get-intent-template', 'intent-template.csv'),
  export: async (id: number) => {
    const intent = await api<Intent>(`/intent/${id}`);
    await downloadFile(`/intent/${id}/export`, exportFileName(intent.name), { query: { source: 'WEB' } });
    return intent;
  },
  import: (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return api<IntentImportAnswer>('/intent/import', { method: 'POST', body: form });
  },
};
