import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { systemSelection, type Selection } from '@shared/access/scope';
import type { BulkAction, BulkValue } from '@shared/entities/bulk';
import type { EntityMeta, EntityScreen } from '@shared/entities/define';
import { api } from '@client/api/http';
import { reloadSessionUser } from '@client/api/queries';
import { idleKey, entityKeys } from '@client/api/queryKeys';

export type EntityRow = Record<string, any>;

/** Rows per page: lists are read with fetch_all=0, a page at a time, as the table scrolls (spec 3 §7). */
export const perPage = 100;

/** System screens call with scope 'all' (spec 3 §7); Manage screens with the selected provider. */
export const screenSelection = (screen: EntityScreen, selected: Selection | null): Selection | null =>
  screen.section === 'system' ? systemSelection : selected;

export function useEntityList(d: EntityMeta, selection: Selection | null, search: string, filters: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: selection ? entityKeys.list(d, selection, search, filters) : idleKey(),
    enabled: !!selection,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<EntityRow[]>(d.path, {
        signal,
        selection,
        query: { fetch_all: 0, page: pageParam, per_page: perPage, search: search.trim(), source: 'WEB', ...filters },
      }),
    getNextPageParam: (last, pages) => (last.length < perPage ? undefined : pages.length + 1),
  });
}

/**
 * The latest create answer of each entity, for a panel extra that shows what only that answer carries (an API
 * key is answered whole once). Kept in memory only, until the next create of the entity.
 */
export const lastCreated = new Map<string, EntityRow>();

/** The entity's calls; every success refreshes its lists (successful saves reload the list, spec 3 §7). */
export function useEntityActions(d: EntityMeta, selection: Selection | null) {
  const client = useQueryClient();
  const refresh = () => {
    if (d.switcher) void reloadSessionUser();
    return selection && client.invalidateQueries({ queryKey: entityKeys.all(d, selection) });
  };
  const byId = (id: number) => `${d.path}/${id}`;
  const updatePath = (id: number) => (d.updatePath ? d.updatePath.replace(`:${d.idField}`, String(id)) : byId(id));
  const call = <T>(fn: () => Promise<T>) => fn().finally(() => void refresh());
  return {
    create: useMutation({
      mutationFn: (body: EntityRow) =>
        call(() =>
          api<EntityRow>(d.createPath ?? d.path, { method: 'POST', body, selection }).then((row) => (lastCreated.set(d.name, row), row)),
        ),
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: EntityRow }) =>
        call(() => api<EntityRow>(updatePath(id), { method: 'PUT', body, selection })),
    }),
    remove: useMutation({ mutationFn: (id: number) => call(() => api(byId(id), { method: 'DELETE', selection })) }),
    restore: useMutation({
      mutationFn: (id: number) => call(() => api<EntityRow>(updatePath(id), { method: 'PUT', body: { is_enabled: 1 }, selection })),
    }),
    /**
     * A bulk action of the screen (bulkActionsOf: its bulk delete and the declared ones) on these rows, all or nothing;
     * `body` stands for the action's fixed values (an undo's previous ones).
     */
    bulk: useMutation({
      mutationFn: ({ action, ids, body }: { action: BulkAction; ids: number[]; body?: Readonly<Record<string, BulkValue>> }) =>
        call(() => api(action.path, { method: 'POST', body: { ...(body ?? action.body), [action.field]: ids }, selection })),
    }),
    /** The descriptor's cache clear of these rows: nothing in them changes, so the lists stay. */
    clearCache: useMutation({
      mutationFn: (ids: number[]) => api(d.clearCache!.path, { method: 'POST', body: { [d.clearCache!.field]: ids }, selection }),
    }),
    forceDelete: useMutation({
      // A 404 means it was already deleted (spec 3 §8): success.
      mutationFn: (id: number) =>
        call(() =>
          api(d.forceDeletePath!.replace(`:${d.idField}`, String(id)), { method: 'POST', selection }).catch((e: { status?: number }) => {
            if (e.status !== 404) throw e;
          }),
        ),
    }),
  };
}
