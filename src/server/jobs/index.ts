import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/index';
import { PgBossJobQueue } from './pg-boss-queue';
import { SqliteJobQueue } from './sqlite-queue';
import type { JobQueue } from './types';

export type { JobContext, JobHandler, JobQueue } from './types';
export { JobCancelled } from './types';

/** pg-boss's schema beside ours: `pgboss` for the default schema, `<schema>_jobs` for a named one (tests). */
export const jobSchemaOf = (schema: string | undefined) => (schema ? `${schema}_jobs` : 'pgboss');

/** The queue of the database in use: pg-boss on PostgreSQL, the jobs table on SQLite. */
export function openJobQueue(handle: DbHandle, databaseUrl: string | null, log: Pick<FastifyBaseLogger, 'error'>): JobQueue {
  const onError = (error: unknown, job: string) => log.error({ err: error, job }, 'background job failed');
  if (handle.engine === 'postgres' && databaseUrl) return new PgBossJobQueue(databaseUrl, jobSchemaOf(handle.schema), onError);
  return new SqliteJobQueue(handle.db, onError);
}
