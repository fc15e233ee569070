import { useShallow } from 'zustand/react/shallow';
import { canAccess } from '@shared/access/engine';
import { useSession } from '@client/session/store';

/** The user may change tasks of the selected account (build.tasks.write). */
export function useCanWriteTasks(): boolean {
  const { user, selection, enabledFeatures } = useSession(
    useShallow((s) => ({ user: s.user, selection: s.selection, enabledFeatures: s.enabledFeatures })),
  );
  if (!user || !selection) return false;
  return canAccess({ user, selection, enabledFeatures }, 'build.tasks', 'write').allowed;
}
