import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, queryKeys } from '@client/api/queryKeys';

/**
 * The selected scope's logo (the account's, else its provider's) as an object URL, or null when none is set;
 * with a level, only that level's own logo (what its profile screen may remove).
 */
export function useProfileLogo(level?: 'sp' | 'ac', acId?: number): { url: string | null; isLoading: boolean } {
  const selected = useSession((s) => s.selection);
  // At provider scope the account profile shows the account picked on the screen: its logo is asked for in that account.
  const selection =
    selected && acId !== undefined && selected.acId !== acId && selected.spId !== 'all' ? { spId: selected.spId, acId } : selected;
  const query = useQuery({
    queryKey: selection ? queryKeys.profileLogoOf(selection, level ?? 'shown') : idleKey('profile-logo'),
    enabled: !!selection && selection.spId !== 'all',
    // No logo answers 204: an empty body.
    queryFn: ({ signal }) =>
      api<Blob>(`/portal/profile-logo${level ? `?level=${level}` : ''}`, { signal, selection, blob: true, passive: true }).then((blob) =>
        blob.size > 0 ? blob : null,
      ),
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, isLoading: query.isLoading };
}
