import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NodeChangeAnswer } from '@shared/api/flow';
import type { DecodedVersion, GateProblem, VersionList, VersionSummary } from '@shared/api/versions';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { flowKeys } from '@client/api/queryKeys';
import { sendEdit } from './revision';

/** The version calls of spec 2 §7 ("Versions, export, import, library"). */
export const versionsApi = {
  list: (taskId: number, signal?: AbortSignal) => api<VersionList>(`/studio/versions/${taskId}`, { signal }),
  /** Publishing: the gate runs the task's validation; the draft becomes a new version (named, or untitled), the published one. */
  publish: (taskId: number, versionName: string | null, versionNotes: string | null = null) =>
    sendEdit((headers) =>
      api<{ version: VersionSummary; warnings: GateProblem[] }>(`/studio/versions/untitled-version/${taskId}`, {
        method: 'POST',
        body: { version_name: versionName, version_notes: versionNotes },
        headers,
      }),
    ),
  /** Saving the draft as a version without publishing it (no gate; the published version stays). */
  saveVersion: (taskId: number) =>
    sendEdit((headers) =>
      api<{ version: VersionSummary; warnings: GateProblem[] }>(`/studio/versions/untitled-version/${taskId}`, {
        method: 'POST',
        body: { publish: false },
        headers,
      }),
    ),
  decode: (versionId: number, signal?: AbortSignal) =>
    api<DecodedVersion>(`/studio/decode-version/${versionId}`, { method: 'POST', body: {}, signal }),
  rename: (versionId: number, version_name: string) =>
    api<VersionSummary>(`/studio/versions/rename/${versionId}`, { method: 'POST', body: { version_name } }),
  /** Rollback: the version becomes the draft, as one edit that undo reverses. */
  rollback: (taskId: number, versionId: number) =>
    sendEdit((headers) => api<NodeChangeAnswer>(`/studio/versions/switch/${taskId}/${versionId}`, { method: 'POST', body: {}, headers })),
};

const useSelection = () => useSession((s) => s.selection);

/** Under the task's flow key: every canvas change (which invalidates that key) refreshes the list and its draft flag. */
export function useVersions(taskId: number, enabled = true) {
  const s = useSelection();
  return useQuery({
    queryKey: flowKeys.versions(s!, taskId),
    queryFn: ({ signal }) => versionsApi.list(taskId, signal),
    enabled: !!s && enabled && taskId > 0,
  });
}

/** A version's snapshot: immutable, so it is read once. */
export function useDecodedVersion(versionId: number | null) {
  const s = useSelection();
  return useQuery({
    queryKey: flowKeys.decodedVersion(s!, versionId ?? 0),
    queryFn: ({ signal }) => versionsApi.decode(versionId!, signal),
    enabled: !!s && versionId !== null,
    staleTime: Infinity,
  });
}

/** Fetches a version's snapshot ahead of a comparison (kept like any decoded version). */
export function usePrefetchVersion(versionId: number | null) {
  const s = useSelection();
  const client = useQueryClient();
  useEffect(() => {
    if (!s || versionId === null) return;
    void client.prefetchQuery({
      queryKey: flowKeys.decodedVersion(s, versionId),
      queryFn: ({ signal }) => versionsApi.decode(versionId, signal),
      staleTime: Infinity,
    });
  }, [s, versionId, client]);
}
