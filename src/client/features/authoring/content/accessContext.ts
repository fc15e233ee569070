import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { AccessContext } from '@shared/access/engine';
import { useSession } from '@client/session/store';

/** What the access engine needs of the session: the user, the selection and the enabled features (null until signed in with a selection). */
export function useAccessContext(): AccessContext | null {
  const { user, selection, enabledFeatures } = useSession(
    useShallow((s) => ({ user: s.user, selection: s.selection, enabledFeatures: s.enabledFeatures })),
  );
  return useMemo(() => (user && selection ? { user, selection, enabledFeatures } : null), [user, selection, enabledFeatures]);
}
