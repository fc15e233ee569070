import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemSelection } from '@shared/access/scope';
import type { Permission, Role, RolePermissions } from '@shared/api/access-admin';
import { permissionsShell as permissionsMeta } from '@shared/entities/permissions';
import { rolesShell as rolesMeta } from '@shared/entities/roles';
import { api } from '@client/api/http';
import { entityKeys } from '@client/api/queryKeys';

/** Role administration is the system role's: its calls travel with scope 'all' (spec 3 §7). */
const selection = systemSelection;

export function useMatrixData() {
  const roles = useQuery({
    queryKey: entityKeys.matrix(rolesMeta, selection),
    queryFn: ({ signal }) => api<Role[]>(rolesMeta.path, { signal, selection, query: { fetch_all: 1 } }),
  });
  const permissions = useQuery({
    queryKey: entityKeys.matrix(permissionsMeta, selection),
    queryFn: ({ signal }) => api<Permission[]>(permissionsMeta.path, { signal, selection, query: { fetch_all: 1 } }),
  });
  return { roles, permissions };
}

/** One call per changed role (PUT /auth/role-permissions/{role_id}); every role list refreshes afterwards. */
export function useSaveRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, permissions }: { roleId: number; permissions: string[] }) =>
      api<RolePermissions>(`/auth/role-permissions/${roleId}`, { method: 'PUT', body: { permissions }, selection }),
    onSettled: () => client.invalidateQueries({ queryKey: entityKeys.all(rolesMeta, selection) }),
  });
}
