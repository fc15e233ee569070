import type { MigrationState } from '@shared/limits';
import { nowIso } from '../../db/index';
import { JobCancelled, type JobHandler } from '../../jobs/index';
import type { Services } from '../../services';
import { parseJson } from '../flow/model/rows';
import { migrateGroup } from './migrate';
import { tellBatch, tellJob } from './progress';

export const migrateJobName = 'studio6-migrate';
export const batchJobName = 'studio6-batch';

/**
 * Runs one migration job; a failure is kept on the job and in the error list, the account unchanged. The system
 * room hears the job start, move and end (progress.ts).
 */
export async function runMigrationJob(
  services: Services,
  jobId: number,
  state: MigrationState,
): Promise<'completed' | 'skipped' | 'failed'> {
  const { db } = services;
  const job = await db.selectFrom('s6_migration_jobs').selectAll().where('job_id', '=', jobId).executeTakeFirst();
  if (!job || job.status === 'completed' || job.status === 'skipped' || job.status === 'failed')
    return (job?.status as 'completed') ?? 'skipped';
  await db.updateTable('s6_migration_jobs').set({ status: 'running', started_at: nowIso() }).where('job_id', '=', jobId).execute();
  await tellJob(services, jobId);
  try {
    const { status } = await migrateGroup(services, jobId, job.created_by, state);
    await tellJob(services, jobId);
    return status;
  } catch (e) {
    const message = String((e as Error)?.message ?? e);
    const mapping = await db.selectFrom('s6_ac_mappings').select('s7_ac_id').where('s6_ac_id', '=', job.s6_ac_id).executeTakeFirst();
    await db
      .updateTable('s6_migration_jobs')
      .set({ status: 'failed', error: message, completed_at: nowIso() })
      .where('job_id', '=', jobId)
      .execute();
    await db
      .insertInto('s6_migration_errors')
      .values({
        s6_ac_id: job.s6_ac_id,
        s7_ac_id: mapping?.s7_ac_id ?? null,
        job_id: jobId,
        source: 'migration',
        message,
        details: '{}',
        created_by: job.created_by,
        created_at: nowIso(),
      })
      .execute();
    await tellJob(services, jobId);
    return 'failed';
  }
}

export const migrateHandler =
  (services: Services): JobHandler<{ job_id: number; migration_state: MigrationState }> =>
  async ({ job_id, migration_state }) => {
    await runMigrationJob(services, job_id, migration_state);
  };

/**
 * A batch migration: its groups one after the other, each its own job and transaction. Paused or cancelled, it
 * stops before the next group; stopped by a closing (or killed) server, the queue runs it again and it carries on
 * where it was — a group whose job completed is counted, not migrated again (the mapping says migrated).
 */
export const batchHandler =
  (services: Services): JobHandler<{ batch_id: number }> =>
  async ({ batch_id }, { signal }) => {
    const { db } = services;
    const batch = await db.selectFrom('s6_batch_migrations').selectAll().where('id', '=', batch_id).executeTakeFirst();
    if (!batch || (batch.status !== 'queued' && batch.status !== 'running')) return;
    await db
      .updateTable('s6_batch_migrations')
      .set({ status: 'running', updated_at: nowIso() })
      .where('id', '=', batch_id)
      .where('status', '=', 'queued')
      .execute();
    await tellBatch(services, batch_id);
    const groups = parseJson<number[]>(batch.s6_ac_ids, []);
    for (const s6AcId of groups) {
      if (signal.aborted) throw new JobCancelled();
      const now = await db.selectFrom('s6_batch_migrations').select('status').where('id', '=', batch_id).executeTakeFirst();
      if (now?.status !== 'running') return;
      let job = await db
        .selectFrom('s6_migration_jobs')
        .select(['job_id', 'status'])
        .where('batch_id', '=', batch_id)
        .where('s6_ac_id', '=', s6AcId)
        .executeTakeFirst();
      if (!job) {
        job = await db
          .insertInto('s6_migration_jobs')
          .values({
            kind: 'migrate',
            batch_id,
            s6_ac_id: s6AcId,
            s7_ac_id: null,
            status: 'queued',
            done: 0,
            total: 0,
            result: '{}',
            created_by: batch.created_by,
            created_at: nowIso(),
          })
          .returning(['job_id', 'status'])
          .executeTakeFirstOrThrow();
        await tellJob(services, job.job_id);
      }
      await runMigrationJob(services, job.job_id, batch.migration_state as MigrationState);
      await countBatch(services, batch_id);
    }
    await db
      .updateTable('s6_batch_migrations')
      .set({ status: 'completed', completed_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', batch_id)
      .where('status', '=', 'running')
      .execute();
    await tellBatch(services, batch_id);
  };

/** The batch's done and failed counts from its jobs, told to the system room. */
export async function countBatch(services: Services, batchId: number): Promise<void> {
  const rows = await services.db.selectFrom('s6_migration_jobs').select('status').where('batch_id', '=', batchId).execute();
  const done = rows.filter((r) => r.status === 'completed' || r.status === 'skipped').length;
  const failed = rows.filter((r) => r.status === 'failed').length;
  await services.db.updateTable('s6_batch_migrations').set({ done, failed, updated_at: nowIso() }).where('id', '=', batchId).execute();
  await tellBatch(services, batchId);
}
