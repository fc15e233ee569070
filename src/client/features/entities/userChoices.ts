import { useQuery } from '@tanstack/react-query';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, entityKeys } from '@client/api/queryKeys';

export interface UserFormContents {
  roles: { id: number; name: string; scope: string }[];
  accounts: { ac_id: number; ac_name: string }[];
}

/** The invite form's choices: the roles the user may give and the provider's accounts (at system scope, of the chosen provider). */
export function useUserFormContents(enabled: boolean, spId?: string) {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: selection ? entityKeys.userFormContents(selection, spId ?? '') : idleKey(),
    enabled: enabled && !!selection,
    queryFn: ({ signal }) =>
      api<UserFormContents>('/auth/users/form-contents', { signal, selection: selection!, query: spId ? { sp_id: spId } : {} }),
  });
}
