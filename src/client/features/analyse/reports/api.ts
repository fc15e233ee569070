import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChartData, Report, ReportInstance } from '@shared/api/reports';
import { api } from '@client/api/http';
import { analyseKeys, idleKey } from '@client/api/queryKeys';
import { onRealtime } from '@client/realtime/socket';
import { useSession } from '@client/session/store';

export function useReports() {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: selection ? analyseKeys.reports(selection) : idleKey(),
    enabled: !!selection,
    queryFn: ({ signal }) => api<Report[]>('/reporting/reports', { signal }),
  });
}

export function useInstances() {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: selection ? analyseKeys.instances(selection) : idleKey(),
    enabled: !!selection,
    queryFn: ({ signal }) => api<ReportInstance[]>('/reporting/instances', { signal }),
  });
}

export function useJob(id: number | null) {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: selection && id ? analyseKeys.job(selection, id) : idleKey(),
    enabled: !!selection && !!id,
    queryFn: ({ signal }) => api<ReportInstance>(`/reporting/job/${id}`, { signal }),
  });
}

export function useChartData(job: ReportInstance | undefined) {
  const selection = useSession((s) => s.selection);
  const ready = job?.status === 'completed';
  return useQuery({
    queryKey: selection && job ? analyseKeys.chart(selection, job.report_instance_id, job.completed_at ?? '') : idleKey(),
    enabled: !!selection && ready,
    queryFn: ({ signal }) =>
      api<ChartData>('/reporting/generate-chart-data', { method: 'POST', signal, body: { report_instance_id: job!.report_instance_id } }),
  });
}

/** report:status on the account's channel refetches the instances and the job page. */
export function useReportStatus() {
  const client = useQueryClient();
  const selection = useSession((s) => s.selection);
  useEffect(() => {
    if (!selection) return;
    return onRealtime('report:status', () => void client.invalidateQueries({ queryKey: analyseKeys.instances(selection) }));
  }, [client, selection]);
}
