import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityFilters, ActivityLogEntry, ActivityLogMeta } from '@shared/api/audit';
import type { Selection } from '@shared/access/scope';
import { api } from '@client/api/http';
import { idleKey, queryKeys } from '@client/api/queryKeys';

export const noFilters: ActivityFilters = { user_id: '', action: '', subject_type: '', scope: '', from: '', to: '' };
export const perPage = 50;

/** The filters as query values: empty ones are left out. */
export const filterQuery = (f: ActivityFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));

export function useActivityPage(selection: Selection | null, filters: ActivityFilters, page: number) {
  return useQuery({
    queryKey: selection ? queryKeys.auditPage(selection, filters, page) : idleKey(),
    enabled: !!selection,
    placeholderData: keepPreviousData,
    // The page with its meta: has_more says whether a next page exists; the total is capped on a long log.
    queryFn: ({ signal }) =>
      api<{ data: ActivityLogEntry[]; meta: ActivityLogMeta }>('/portal/activity-logs', {
        signal,
        selection,
        whole: true,
        query: { fetch_all: 0, page, per_page: perPage, ...filterQuery(filters) },
      }),
  });
}

/**
 * The filters' choices. Asked once the first page has answered (`after`): over a long log they take longer than a
 * page, and the server answers one at a time, so asked together they would hold back the first rows.
 */
export function useActivityNames(selection: Selection | null, after: boolean) {
  return useQuery({
    queryKey: selection ? queryKeys.auditNames(selection) : idleKey(),
    enabled: !!selection && after,
    queryFn: ({ signal }) =>
      api<{ subject_types: string[]; actions: string[]; users: { user_id: number; display_name: string }[] }>(
        '/portal/activity-log-names',
        { signal, selection },
      ),
  });
}
