import { useShallow } from 'zustand/react/shallow';
import { canAccess } from '@shared/access/engine';
import { useSession } from '@client/session/store';

/** The user may change node-type records (system.node-types.write; the system role). */
export function useCanWriteNodeTypes(): boolean {
  const { user, selection, enabledFeatures } = useSession(
    useShallow((s) => ({ user: s.user, selection: s.selection, enabledFeatures: s.enabledFeatures })),
  );
  if (!user || !selection) return false;
  return canAccess({ user, selection, enabledFeatures }, 'system.node-types', 'write').allowed;
}
