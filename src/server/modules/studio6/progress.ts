import type { BatchMigration, MigrationJob } from '@shared/api/studio6';
import { roomOf } from '@shared/realtime';
import type { Db } from '../../db/index';
import type { S6BatchMigrationsTable, S6MigrationJobsTable } from '../../db/schema-studio6';
import { throttled } from '../../realtime/emit';
import type { Services } from '../../services';
import { parseJson } from '../flow/model/rows';

/** Progress of the migrations running in this process (the job's row is written when its transaction ends). */
export const liveProgress = new Map<number, { done: number; total: number }>();

type JobRow = Omit<S6MigrationJobsTable, 'job_id' | 'created_by'> & { job_id: number };
type BatchRow = Omit<S6BatchMigrationsTable, 'id' | 'created_by'> & { id: number };

/** A job as the jobs list answers it, with the progress of a migration running in this process. */
export const jobToApi = (r: JobRow): MigrationJob => {
  const live = liveProgress.get(r.job_id);
  return {
    job_id: r.job_id,
    kind: r.kind,
    batch_id: r.batch_id,
    s6_ac_id: r.s6_ac_id,
    s7_ac_id: r.s7_ac_id,
    status: r.status as MigrationJob['status'],
    done: live?.done ?? r.done,
    total: live?.total ?? r.total,
    error: r.error,
    result: parseJson<Record<string, unknown>>(r.result, {}),
    created_at: r.created_at,
    started_at: r.started_at,
    completed_at: r.completed_at,
  };
};

/** A batch as the batches list answers it. */
export const batchToApi = (r: BatchRow): BatchMigration => ({
  id: r.id,
  name: r.name,
  s6_ac_ids: parseJson<number[]>(r.s6_ac_ids, []),
  migration_state: r.migration_state,
  status: r.status as BatchMigration['status'],
  total: r.total,
  done: r.done,
  failed: r.failed,
  created_at: r.created_at,
  updated_at: r.updated_at,
  completed_at: r.completed_at,
});

/**
 * The migration's screens follow its jobs and batches through the system room (spec 3 §6: the migration is the system
 * role's alone, so no provider or account user hears it); each event is the row as its list answers it. Sent once
 * what it says is stored (after the transaction), or, while a job runs, as its nodes and content are written.
 * Telling never fails the work: a screen that missed an event reads its list again (its slow poll).
 */
export async function tellJob(services: Services, jobId: number): Promise<void> {
  const io = services.realtime;
  if (!io) return;
  const row = await readJob(services.db, jobId).catch(() => undefined);
  if (row) io.to(roomOf.system()).emit('migration:job', jobToApi(row));
}

export async function tellBatch(services: Services, batchId: number): Promise<void> {
  const io = services.realtime;
  if (!io) return;
  const row = await services.db
    .selectFrom('s6_batch_migrations')
    .selectAll()
    .where('id', '=', batchId)
    .executeTakeFirst()
    .catch(() => undefined);
  if (row) io.to(roomOf.system()).emit('migration:batch', batchToApi(row));
}

/** What a running job reports as it writes: kept for the jobs list at once, sent at most every 250 ms (the first and last always). */
export function jobProgress(services: Services, job: JobRow): (done: number, total: number) => void {
  const send = throttled((p: MigrationJob) => services.realtime?.to(roomOf.system()).emit('migration:job', p));
  return (done, total) => {
    liveProgress.set(job.job_id, { done, total });
    if (services.realtime) send({ ...jobToApi(job), status: 'running', done, total }, done === total);
  };
}

const readJob = (db: Db, jobId: number) => db.selectFrom('s6_migration_jobs').selectAll().where('job_id', '=', jobId).executeTakeFirst();
