import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemSelection } from '@shared/access/scope';
import type { ConfigurationEntry, SystemSetting } from '@shared/system-settings';
import { api } from '@client/api/http';
import { queryKeys } from '@client/api/queryKeys';

/** System calls travel with scope 'all', whatever provider or account is selected. */
const selection = systemSelection;

export function useSystemSettings() {
  return useQuery({
    queryKey: queryKeys.systemSettings(),
    queryFn: ({ signal }) => api<SystemSetting[]>('/system/system-settings', { signal, selection }),
    staleTime: 0,
  });
}

/** PUT one setting's value; the answer replaces that setting in the cached list. */
export function useSaveSystemSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: number }) =>
      api<SystemSetting>(`/system/system-settings/${id}`, { method: 'PUT', body: { value }, selection }),
    onSuccess: (saved) =>
      client.setQueryData<SystemSetting[]>(queryKeys.systemSettings(), (list) =>
        list?.map((s) => (s.setting_id === saved.setting_id ? saved : s)),
      ),
  });
}

export function useLoadedConfiguration() {
  return useQuery({
    queryKey: queryKeys.loadedConfiguration(),
    queryFn: ({ signal }) => api<ConfigurationEntry[]>('/system/loaded-configuration', { signal, selection }),
    staleTime: 0,
  });
}
