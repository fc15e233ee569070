import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/api/http';
import { reloadSessionUser } from '@client/api/queries';
import { useSession } from '@client/session/store';
import type { AcProfile, SpProfile } from '@shared/api/profiles';
import { idleKey, queryKeys } from '@client/api/queryKeys';

export type ProfileLevel = 'sp' | 'ac';
export type ProfileData = SpProfile | AcProfile;
/** What a profile form sends: any of the name, the settings and (a provider) the colours. */
export type ProfileChanges = Record<string, string | null>;

const readPath = (level: ProfileLevel, id: number) => (level === 'sp' ? `/portal/sp-settings?sp_id=${id}` : `/portal/ac-profile/${id}`);

/** The provider's (GET /portal/sp-settings) or the account's (GET /portal/ac-profile/{id}) profile. */
export function useProfileSettings(level: ProfileLevel, id: number | null) {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: selection && id ? queryKeys.profileSettings(selection, level, id) : idleKey('profile-settings'),
    enabled: !!selection && !!id,
    queryFn: ({ signal }) => api<ProfileData>(readPath(level, id!), { signal }),
  });
}

/**
 * Saves a profile; then the session user is reloaded, because the switcher's options carry the settings:
 * the shell's colours, names and dates follow at once.
 */
export function useSaveProfile(level: ProfileLevel, id: number | null) {
  const client = useQueryClient();
  const selection = useSession((s) => s.selection);
  return async (changes: ProfileChanges): Promise<ProfileData> => {
    const saved =
      level === 'sp'
        ? await api<SpProfile>('/portal/sp-settings', { method: 'POST', body: { sp_id: id, ...changes } })
        : await api<AcProfile>(`/portal/ac-profile/${id}`, { method: 'PUT', body: changes });
    if (selection && id) client.setQueryData(queryKeys.profileSettings(selection, level, id), saved);
    await reloadSessionUser();
    return saved;
  };
}
