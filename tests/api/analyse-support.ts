import type { Db } from '../../src/server/db/index';

export interface SeededSession {
  ac_id: number;
  task_id: number;
  channel: string;
  started_at: string;
  seconds?: number | null;
  outcome?: string;
  path?: number[];
}

let counter = 0;

/** Usage records as finished sessions leave them (ended: started plus the seconds; null seconds: still running). */
export async function seedSessions(db: Db, sessions: readonly SeededSession[]): Promise<void> {
  const rows = sessions.map((s) => ({
    session_id: `seed-${process.pid}-${++counter}`,
    ac_id: s.ac_id,
    task_id: s.task_id,
    task_version: null,
    channel: s.channel,
    simulated: 0,
    started_at: s.started_at,
    ended_at: s.seconds === null ? null : new Date(Date.parse(s.started_at) + (s.seconds ?? 60) * 1000).toISOString(),
    outcome: s.seconds === null ? null : (s.outcome ?? 'completed'),
    path: JSON.stringify(s.path ?? []),
    variables: '{}',
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('usage_records')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** The first task of an account. */
export async function firstTask(db: Db, acId: number): Promise<number> {
  const row = await db.selectFrom('tasks').select('task_id').where('ac_id', '=', acId).orderBy('task_id').executeTakeFirstOrThrow();
  return row.task_id;
}
