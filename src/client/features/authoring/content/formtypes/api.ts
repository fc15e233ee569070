import { dataStoresType } from '@shared/entities/content/datastores';
import { useQuery } from '@tanstack/react-query';
import type { DataStore } from '@shared/api/content-more';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, contentKeys } from '@client/api/queryKeys';

/** The account's datastores with their columns: what a custom form may save into (under the content keys, so saves refresh them). */
export function useDataStoreChoices() {
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  return useQuery({
    queryKey: selection ? contentKeys.dataStoreChoices(selection) : idleKey('data-store-choices'),
    queryFn: ({ signal }) => api<DataStore[]>(dataStoresType.path, { signal, query: { fetch_all: 1 } }),
    enabled: !!selection,
  });
}
