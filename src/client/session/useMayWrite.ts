import { useShallow } from 'zustand/react/shallow';
import { canAccess } from '@shared/access/engine';
import { useSession } from './store';

/** The signed-in user may change what `permission` guards in the selected scope (`<permission>.write`). */
export function useMayWrite(permission: string): boolean {
  const { user, selection, enabledFeatures } = useSession(
    useShallow((s) => ({ user: s.user, selection: s.selection, enabledFeatures: s.enabledFeatures })),
  );
  if (!user || !selection) return false;
  return canAccess({ user, selection, enabledFeatures }, permission, 'write').allowed;
}
