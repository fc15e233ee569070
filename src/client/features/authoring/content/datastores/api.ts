import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DataStoreExport } from '@shared/api/content-more';
import { limits } from '@shared/limits';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, contentKeys } from '@client/api/queryKeys';
import { fetchFile } from '../files/download';
import type { DocumentRow } from './documents';

/** The calls of a datastore's documents, CSV import and exports (spec 2 §7). */
export const documentsPerPage = 200;
const guard_name = limits.guardName;

export interface CsvImportAnswer {
  inserted: number;
  errors: { row: number; column: string | null; message: string }[];
}

export const dataStoreApi = {
  documents: (data_store_id: number, page: number, search: string, signal?: AbortSignal) =>
    api<DocumentRow[]>('/data/getdatastorecollection', {
      method: 'POST',
      signal,
      query: { fetch_all: 0, page, per_page: documentsPerPage, source: 'WEB' },
      body: { data_store_id, guard_name, ...(search.trim() ? { search: search.trim() } : {}) },
    }),
  add: (data_store_id: number, documents: Record<string, unknown>[]) =>
    api<DocumentRow[]>('/data/data-store-collection', { method: 'POST', body: { data_store_id, documents, guard_name } }),
  update: (data_store_id: number, documents: { document_id: number; data: Record<string, unknown> }[]) =>
    api<{ count: number }>('/data/bulk-update-documents', { method: 'POST', body: { data_store_id, documents } }),
  remove: (data_store_id: number, document_ids: number[]) =>
    api<{ count: number }>('/data/bulk-delete-documents', { method: 'POST', body: { data_store_id, document_ids } }),
  template: (data_store_id: number) => fetchFile(`/data/${data_store_id}/template`, { method: 'POST' }),
  upload: (data_store_id: number, file: File, onUploadProgress?: (sent: number, total: number) => void) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return api<CsvImportAnswer>(`/data/${data_store_id}/upload`, { method: 'POST', body: form, onUploadProgress });
  },
  exports: (data_store_id: number, signal?: AbortSignal) =>
    api<DataStoreExport[]>('/data/data-store-export', { signal, query: { data_store_id, source: 'WEB' } }),
  startExport: (data_store_id: number, selected_columns: string[]) =>
    api<DataStoreExport>('/data/get-exported-csv-url', {
      method: 'POST',
      query: { source: 'WEB' },
      body: { data_store_id, export_csv: 1, selected_columns },
    }),
  removeExport: (id: number) => api<unknown>(`/data/data-store-export/${id}`, { method: 'DELETE' }),
};

const useAccount = () => useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));

/** The documents page by page as the grid scrolls (the server pages; a short page is the last). */
export function useDocuments(id: number, search: string) {
  const selection = useAccount();
  return useInfiniteQuery({
    queryKey: selection ? contentKeys.documentSearch(selection, id, search) : idleKey('documents'),
    queryFn: ({ pageParam, signal }) => dataStoreApi.documents(id, pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length < documentsPerPage ? undefined : pages.length + 1),
    enabled: !!selection,
    staleTime: 0,
  });
}

/** This datastore's exports, polled while one is queued or running. */
export function useExports(id: number, enabled: boolean) {
  const selection = useAccount();
  return useQuery({
    queryKey: selection ? contentKeys.exports(selection, id) : idleKey('exports'),
    queryFn: ({ signal }) => dataStoreApi.exports(id, signal),
    enabled: !!selection && enabled,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'queued' || e.status === 'running') ? 1000 : false),
  });
}
