import { sql } from 'kysely';
import { jobSchemaOf } from '@server/jobs/index';
import type { TestStudio } from './studio';

/**
 * Fields a queued job's payload must have (each equal): compared as JSON on either queue, so the match does not depend
 * on how a payload is written out — pg-boss keeps it as jsonb, whose text puts a space after each colon and orders
 * the keys by length, where the SQLite queue keeps JSON.stringify's text.
 */
export type PayloadMatch = Record<string, string | number>;

const pgJobs = () => sql.table(`${jobSchemaOf(undefined)}.job`);
/** pg-boss's states of a job not yet started: created, or waiting for its retry. */
const notStarted = sql`state in ('created', 'retry')`;

/**
 * Makes the queued (not yet started) jobs of a name due now, on either queue (the jobs table on SQLite, pg-boss's table
 * on PostgreSQL), and wakes the SQLite queue (it sleeps until its next due job; pg-boss polls). With a match, at least
 * one job must match, else it throws: a test that means to move one job's time never goes on without moving it.
 * Answers how many jobs it made due.
 */
export async function makeDue(s: TestStudio, name: string, match?: PayloadMatch): Promise<number> {
  let count: number;
  if (s.place.database.databaseUrl) {
    const only = match ? sql`and data @> ${JSON.stringify(match)}::jsonb` : sql``;
    const res = await sql`update ${pgJobs()} set start_after = now() where name = ${name} and ${notStarted} ${only}`.execute(s.db);
    count = Number(res.numAffectedRows ?? 0);
  } else {
    let due = s.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('name', '=', name)
      .where('status', '=', 'queued');
    for (const [key, value] of Object.entries(match ?? {})) due = due.where(sql`json_extract(payload, ${`$.${key}`})`, '=', value);
    count = Number((await due.executeTakeFirst()).numUpdatedRows);
    await s.app.studio.jobs.enqueue('run.timer', { ac_id: 0, session_id: 'none', turn: 0 });
  }
  if (match && count === 0) throw new Error(`No queued '${name}' job has ${JSON.stringify(match)}.`);
  return count;
}

/** The queued (not yet started) jobs of a name whose payload matches, with when each was queued and when it is due. */
export async function queuedJobs(
  s: TestStudio,
  name: string,
  match: PayloadMatch = {},
): Promise<{ payload: Record<string, unknown>; created_at: string; run_at: string }[]> {
  if (s.place.database.databaseUrl) {
    const { rows } = await sql<{ data: Record<string, unknown>; created_on: Date; start_after: Date }>`
      select data, created_on, start_after from ${pgJobs()} where name = ${name} and ${notStarted} and data @> ${JSON.stringify(match)}::jsonb
      order by start_after`.execute(s.db);
    return rows.map((r) => ({ payload: r.data, created_at: r.created_on.toISOString(), run_at: r.start_after.toISOString() }));
  }
  let jobs = s.db.selectFrom('jobs').selectAll().where('name', '=', name).where('status', '=', 'queued');
  for (const [key, value] of Object.entries(match)) jobs = jobs.where(sql`json_extract(payload, ${`$.${key}`})`, '=', value);
  const rows = await jobs.orderBy('run_at').execute();
  return rows.map((r) => ({ payload: JSON.parse(r.payload) as Record<string, unknown>, created_at: r.created_at, run_at: r.run_at }));
}

/** How many jobs of a name are running now, on either queue. */
export async function runningJobs(s: TestStudio, name: string): Promise<number> {
  if (s.place.database.databaseUrl) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${pgJobs()} where name = ${name} and state = 'active'`.execute(
      s.db,
    );
    return Number(rows[0]?.n ?? 0);
  }
  const row = await s.db
    .selectFrom('jobs')
    .select(sql<number>`count(*)`.as('n'))
    .where('name', '=', name)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
