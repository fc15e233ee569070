import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BatchMigration, MigrationJob } from '@shared/api/studio6';
import { studio6Keys } from '@client/api/queryKeys';
import { onRealtime } from '@client/realtime/socket';
import { upsertRow } from './api';

/**
 * The migration screens move with the system room's events (the server's studio6/progress.ts): a job's row takes its
 * place in its group's jobs list as it starts, writes and ends (the group detail reads every list again once it ends),
 * a batch's row in the batches list as its status and counts change, and the groups waiting to migrate are read again.
 */
export function useMigrationEvents() {
  const client = useQueryClient();
  useEffect(() => {
    const offs = [
      onRealtime('migration:job', (payload) => {
        const job = payload as MigrationJob;
        client.setQueryData<MigrationJob[]>(studio6Keys.list('jobs', job.s6_ac_id), (rows) => rows && upsertRow(rows, job, 'job_id'));
      }),
      onRealtime('migration:batch', (payload) => {
        const batch = payload as BatchMigration;
        client.setQueryData<BatchMigration[]>(studio6Keys.list('batches'), (rows) => rows && upsertRow(rows, batch, 'id'));
        void client.invalidateQueries({ queryKey: studio6Keys.list('accounts') });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [client]);
}
