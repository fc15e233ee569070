import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MessageCredits, PeakGroup, UsageView } from '@shared/api/usage';
import type { UsageType } from '@shared/usage';
import { api } from '@client/api/http';
import { analyseKeys, idleKey } from '@client/api/queryKeys';
import { onRealtime } from '@client/realtime/socket';
import { useSession } from '@client/session/store';

/** The path of each usage type's view (spec 3 §7). */
export const viewPath: Record<UsageType, string> = {
  voice: '/reporting/usages/call-usage',
  messaging: '/virtualagentusage/virtual-msg-logs',
  chatbot: '/virtualagentusage/chatbot-usage-logs',
  workflow: '/virtualagentusage/workflow-usages',
  biometric: '/virtualagentusage/biometric-usage',
  transcription: '/virtualagentusage/transcription-usages',
  tone_analyzer: '/virtualagentusage/tone-analyzer-usages',
  number_insight: '/virtualagentusage/number-insight-usages',
};

export const today = () => new Date().toISOString().slice(0, 10);
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export function useUsageView(type: UsageType, start: string, end: string) {
  const selection = useSession((s) => s.selection);
  const query = { start_date: start, end_date: end };
  const path = viewPath[type];
  return useQuery({
    queryKey: selection ? analyseKeys.usage(selection, path, query) : idleKey(),
    enabled: !!selection && !!start && !!end,
    queryFn: ({ signal }) => api<UsageView>(viewPath[type], { signal, query }),
  });
}

/** The messaging credits of the scope (GET /reporting/msg-credit-usages): the month's balance left and the credits used per day. */
export function useMessageCredits(enabled: boolean, start: string, end: string) {
  const selection = useSession((s) => s.selection);
  const query = { start_date: start, end_date: end };
  return useQuery({
    queryKey: selection ? analyseKeys.usage(selection, '/reporting/msg-credit-usages', query) : idleKey(),
    enabled: enabled && !!selection && !!start && !!end,
    queryFn: ({ signal }) => api<MessageCredits>('/reporting/msg-credit-usages', { signal, query }),
  });
}

/** What the tracker groups sessions by: the account, the provider, or the point of presence (the region of the task's numbers). */
export const peakGroupings = ['ac', 'sp', 'pop'] as const;
export type PeakGrouping = (typeof peakGroupings)[number];
const peakPath: Record<PeakGrouping, string> = {
  ac: '/reporting/ac-hourly-peak-sessions',
  sp: '/reporting/sp-hourly-peak-sessions',
  pop: '/reporting/pop-hourly-peak-sessions',
};

export function usePeaks(by: PeakGrouping, body: { start_date: string; end_date: string; sp_id?: number; ac_id?: number }) {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: selection ? analyseKeys.peaks(selection, { by, ...body }) : idleKey(),
    enabled: !!selection,
    queryFn: ({ signal }) => api<PeakGroup[]>(peakPath[by], { method: 'POST', signal, body }),
  });
}

/** The account's usage events (virtual-agent and chatbot usage) refetch the open usage views. */
export function useUsageEvents() {
  const client = useQueryClient();
  const selection = useSession((s) => s.selection);
  useEffect(() => {
    if (!selection) return;
    const refetch = () => void client.invalidateQueries({ queryKey: analyseKeys.usageAll(selection) });
    const offs = [onRealtime('usage:virtual-agent', refetch), onRealtime('usage:chatbot', refetch)];
    return () => offs.forEach((off) => off());
  }, [client, selection]);
}
