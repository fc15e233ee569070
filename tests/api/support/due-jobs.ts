import { sql } from 'kysely';
import { jobSchemaOf } from '@server/jobs/index';
import type { TestStudio } from './studio';

/**
 * Makes the queued jobs of a name due now, on either queue (the jobs table on SQLite, pg-boss's table on PostgreSQL),
 * and wakes the SQLite queue (it sleeps until its next due job; pg-boss polls).
 */
export async function makeDue(s: TestStudio, name: string, payloadLike = '%'): Promise<void> {
  if (s.place.database.databaseUrl) {
    const table = sql.table(`${jobSchemaOf(undefined)}.job`);
    await sql`update ${table} set start_after = now() where name = ${name} and data::text like ${payloadLike}`.execute(s.db);
    return;
  }
  await s.db
    .updateTable('jobs')
    .set({ run_at: new Date(0).toISOString() })
    .where('name', '=', name)
    .where('payload', 'like', payloadLike)
    .execute();
  await s.app.studio.jobs.enqueue('run.timer', { ac_id: 0, session_id: 'none', turn: 0 });
}
