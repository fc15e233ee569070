import { useQuery } from '@tanstack/react-query';
import { idleKey, queryKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { api } from './http';

/** The spec's form-type flag check (spec 1 §7, spec 3 §7), beside show-feature's (featureFlags.ts, which the shell loads). */
export const openFormFeaturePath = '/launch-darkly/show-open-form-feature';

/**
 * Whether a flag is on for a form type, for the user in the selected account: false until it has answered, when no
 * form type is named, and when the check fails (spec 1 §6: a failure counts as false). Kept for five minutes per form type.
 */
export function useOpenFormFlag(feature: string, formTypeName: string | null): boolean {
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  const answer = useQuery({
    queryKey: selection && formTypeName ? queryKeys.openFormFlag(selection, feature, formTypeName) : idleKey('open-form-flag'),
    enabled: !!selection && !!formTypeName,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      try {
        const body = { feature, formTypeName, sp_id: selection!.spId, ac_id: selection!.acId };
        const flag = await api<{ flag_state: boolean }>(openFormFeaturePath, { method: 'POST', body, signal, passive: true });
        return flag.flag_state === true;
      } catch {
        return false;
      }
    },
  });
  return answer.data === true;
}
