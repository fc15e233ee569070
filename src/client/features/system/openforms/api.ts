import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemSelection } from '@shared/access/scope';
import type { SystemOpenForm, SystemOpenFormAction } from '@shared/api/system-open-forms';
import { api } from '@client/api/http';
import { queryKeys } from '@client/api/queryKeys';

/** System calls travel with scope 'all', whatever provider or account is selected. */
const selection = systemSelection;

export function useSystemOpenForms() {
  return useQuery({
    queryKey: queryKeys.systemOpenForms(),
    queryFn: ({ signal }) => api<SystemOpenForm[]>('/form/system-open-forms', { signal, selection }),
    staleTime: 0,
  });
}

/** Archive, unarchive or unpublish one; the answer replaces it in the cached list (an unpublished one leaves it). */
export function useSystemOpenFormAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: SystemOpenFormAction }) =>
      api<SystemOpenForm>(`/form/${action}-system-open-form/${id}`, { method: 'POST', selection }),
    onSuccess: (saved, { id, action }) =>
      client.setQueryData<SystemOpenForm[]>(queryKeys.systemOpenForms(), (list) =>
        action === 'unpublish'
          ? list?.filter((f) => f.open_form_type_id !== id)
          : list?.map((f) => (f.open_form_type_id === id ? saved : f)),
      ),
  });
}
