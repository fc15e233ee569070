import { useQueries } from '@tanstack/react-query';
import type { Selection } from '@shared/access/scope';
import { useSession } from '@client/session/store';
import { queryKeys } from '@client/api/queryKeys';
import { api } from './http';
import { queryClient } from './queries';

/** The spec's flag checks (spec 3 §7): the server serves them under these paths. */
export const featureFlagPaths = {
  show: '/launch-darkly/show-feature',
  anonymous: '/launch-darkly/show-feature-anonymous',
  openForm: '/launch-darkly/show-open-form-feature',
} as const;

/** Asks the server whether a flag is on for the user in the selection; a failed check counts as off (spec 2 §6). */
export async function showFeature(feature: string, selection: Selection | null, signal?: AbortSignal): Promise<boolean> {
  try {
    const body = { feature, sp_id: selection?.spId ?? null, ac_id: selection?.acId ?? null };
    const answer = await api<{ flag_state: boolean }>(featureFlagPaths.show, { method: 'POST', body, signal, passive: true });
    return answer.flag_state === true;
  } catch {
    return false;
  }
}

/** The flag's last answer for the selection, for commands that decide without waiting: not asked yet or failed counts as off. */
export const cachedFlagOn = (selection: Selection | null, feature: string) =>
  queryClient.getQueryData<boolean>(queryKeys.featureFlag(selection, feature)) === true;

/** The state of each flag for the current selection: `pending` until every check has answered; a flag is on only when its check said so. */
export function useFeatureFlags(features: readonly string[]): { pending: boolean; on: (feature: string) => boolean } {
  const selection = useSession((s) => s.selection);
  const results = useQueries({
    queries: features.map((feature) => ({
      queryKey: queryKeys.featureFlag(selection, feature),
      queryFn: ({ signal }: { signal: AbortSignal }) => showFeature(feature, selection, signal),
      enabled: !!selection,
      staleTime: 5 * 60_000,
    })),
  });
  const on = new Set(features.filter((_, i) => results[i]?.data === true));
  return { pending: results.some((r) => r.isPending), on: (feature) => on.has(feature) };
}
