import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { systemSelection } from '@shared/access/scope';
import type { z } from 'zod';
import type {
  acMapping,
  availableAccount,
  batchMigration,
  flaggedNode,
  groupCheck,
  migrationError,
  migrationJob,
  olderGroup,
  olderProvider,
  sideBySide,
} from '@shared/api/studio6';
import { api } from '@client/api/http';
import { studio6Keys } from '@client/api/queryKeys';
import { notifyError } from '@client/shell/notices';

export type OlderProvider = z.infer<typeof olderProvider>;
export type OlderGroup = z.infer<typeof olderGroup>;
export type AcMapping = z.infer<typeof acMapping>;
export type Available = z.infer<typeof availableAccount>;
export type GroupCheck = z.infer<typeof groupCheck>;
export type Job = z.infer<typeof migrationJob>;
export type MigrationError = z.infer<typeof migrationError>;
export type Flagged = z.infer<typeof flaggedNode>;
export type SideBySide = z.infer<typeof sideBySide>;
export type Batch = z.infer<typeof batchMigration>;

const selection = systemSelection;

/**
 * How often a list with work under way is read again. The screens move with the system room's events (useMigrationEvents);
 * this slow read is what puts a list right when an event was missed (a socket reconnecting) or a read that left before
 * the last event answered after it.
 */
export const fallbackPollMs = 10_000;

/** A migration list at the system scope; while `poll` says its answer has work under way, it is read again now and then. */
export function useStudio6<T>(
  path: string,
  name: string,
  options: { enabled?: boolean; poll?: (data: T) => boolean; params?: readonly unknown[] } = {},
) {
  const { poll } = options;
  const params = options.params ?? [];
  return useQuery({
    queryKey: studio6Keys.list(name, ...params),
    queryFn: ({ signal }) => api<T>(path, { signal, selection }),
    enabled: options.enabled ?? true,
    refetchInterval: poll ? (query) => (query.state.data !== undefined && poll(query.state.data) ? fallbackPollMs : false) : false,
  });
}

/** Whether any of the rows is still queued or running. */
export const underWay = (rows: readonly { status: string }[]) => rows.some((r) => r.status === 'queued' || r.status === 'running');

/** The list with `row` in place of its row of the same id, or first when the list has it not yet (the lists are newest first). */
export function upsertRow<T, K extends keyof T>(rows: readonly T[], row: T, key: K): T[] {
  const at = rows.findIndex((r) => r[key] === row[key]);
  return at === -1 ? [row, ...rows] : rows.map((r, i) => (i === at ? row : r));
}

/**
 * The jobs that ended since `seen` was taken (ids of jobs already ended then). A job can start and end between two
 * reads of the list (a fast migration on a busy server), so "was running, now is not" alone would miss it.
 */
export function endedSince(seen: ReadonlySet<number> | null, jobs: readonly Job[]): { ended: number[]; seen: Set<number> } {
  const now = new Set(jobs.filter((j) => j.status !== 'queued' && j.status !== 'running').map((j) => j.job_id));
  return { ended: seen ? [...now].filter((id) => !seen.has(id)) : [], seen: now };
}

/** A write: sends it, refetches every migration list, and shows a refusal as a notice. */
export function useStudio6Write() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const send = async <T>(key: string, method: 'POST' | 'PATCH', path: string, body: unknown): Promise<T | null> => {
    setBusy(key);
    try {
      return await api<T>(path, { method, body, selection });
    } catch (e) {
      notifyError(e);
      return null;
    } finally {
      setBusy(null);
      void client.invalidateQueries({ queryKey: studio6Keys.all() });
    }
  };
  return { busy, send };
}

/**
 * What would refuse mapping an older provider or group to one of ours (POST /studio6/portal/validate-sp or
 * validate-ac, the body the map call takes), asked as soon as the target is chosen: the problems in the server's words.
 */
export const mappingProblems = (kind: 'sp' | 'ac', body: Record<string, unknown>) =>
  api<{ valid: boolean; problems: string[] }>(`/studio6/portal/validate-${kind}`, { method: 'POST', body, selection }).then(
    (answer) => answer.problems,
  );

/** The problems of the target chosen for a row, held for that choice only (a later choice asks again). */
export type MappingChecks = Record<number, { picked: string; problems: string[] }>;
