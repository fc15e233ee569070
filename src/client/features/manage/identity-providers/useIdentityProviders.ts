import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityProvider, IdentityProviderBody } from '@shared/api/sso';
import type { Selection } from '@shared/access/scope';
import { api } from '@client/api/http';
import { queryKeys } from '@client/api/queryKeys';

/** The selected provider's identity providers (GET /portal/identity-providers), and the calls that change one slot. */
export function useIdentityProviders(selection: Selection) {
  const client = useQueryClient();
  const queryKey = queryKeys.identityProviders(selection);
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => api<IdentityProvider[]>('/portal/identity-providers', { signal, selection }),
  });
  const refresh = () => client.invalidateQueries({ queryKey });
  return {
    list,
    save: (slot: number, body: IdentityProviderBody) =>
      api<IdentityProvider>(`/portal/identity-providers/${slot}`, { method: 'PUT', selection, body }).then(refresh),
    remove: (slot: number) => api(`/portal/identity-providers/${slot}`, { method: 'DELETE', selection }).then(refresh),
  };
}

/** The roles and accounts a first sign-in may be given (the users screen's form contents). */
export const useGrantChoices = (selection: Selection) =>
  useQuery({
    queryKey: queryKeys.identityProviderChoices(selection),
    queryFn: ({ signal }) =>
      api<{ roles: { id: number; name: string; scope: string }[]; accounts: { ac_id: number; ac_name: string }[] }>(
        '/auth/users/form-contents',
        { signal, selection },
      ),
  });
