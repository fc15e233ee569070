import { sql, type QueryCreator } from 'kysely';
import type { SessionState } from '@shared/engine';
import type { Db } from '../../db/index';
import { precompiled, type Slot } from '../../db/precompiled';
import type { Database as Schema } from '../../db/schema';
import { parseJson } from '../flow/model/rows';
import { contentStampColumns, contentStampOf } from './account-content';
import type { TaskKey } from './engine-deps';
import type { StoredSession } from './store';

/**
 * What a turn reads before the engine runs, in one statement (one round trip on PostgreSQL): the session (an input)
 * or the task (a start), its task's row (is the kept flow current?) and the stamps of the account's engine content
 * (are its kept variables, prompts and monitors current?). Built and compiled once (precompiled).
 */
export interface TurnRead {
  /** The account's enabled task of this id, or null. */
  task: TaskKey | null;
  /** The account's content stamp (accountContent's `known`). */
  stamp: string;
}

export const taskOf = (row: Record<string, unknown>): TaskKey | null =>
  row.task_revision === null || row.task_revision === undefined
    ? null
    : {
        task_id: Number(row.task_task_id),
        task_type: String(row.task_type),
        revision: Number(row.task_revision),
        created_at: String(row.task_created_at),
        updated_at: String(row.task_updated_at),
      };

const taskColumns = [
  'tasks.task_id as task_task_id',
  'tasks.task_type as task_type',
  'tasks.revision as task_revision',
  'tasks.created_at as task_created_at',
  'tasks.updated_at as task_updated_at',
] as const;

const sessionRead = precompiled(3, (db, acId, sessionId, enabled) =>
  db
    .selectFrom('engine_sessions')
    .leftJoin('tasks', (j) =>
      j
        .onRef('tasks.task_id', '=', 'engine_sessions.task_id')
        .onRef('tasks.ac_id', '=', 'engine_sessions.ac_id')
        .on('tasks.is_enabled', '=', enabled as never),
    )
    .selectAll('engine_sessions')
    .select(taskColumns)
    .select((eb) => contentStampColumns(eb as never, acId as never))
    .where('engine_sessions.ac_id', '=', acId as never)
    .where('engine_sessions.session_id', '=', sessionId),
);

/** The account's session with this id (another account's reads as missing), with its task's row and the content stamp. */
export async function readSessionTurn(db: Db, acId: number, sessionId: string): Promise<(TurnRead & { session: StoredSession }) | null> {
  const [row] = await sessionRead(db, acId, sessionId, 1);
  if (!row) return null;
  const state = parseJson(row.state, null as unknown as SessionState);
  const session: StoredSession = {
    sessionId: row.session_id,
    acId: row.ac_id,
    taskId: row.task_id,
    state,
    events: parseJson(row.events, []),
    createdAt: row.created_at,
    formOpen: state?.status === 'waiting' && state.waiting?.form != null,
  };
  return { session, task: taskOf(row), stamp: contentStampOf(row) };
}

/** A start's read: one row whether or not the task exists (the stamps are read either way). Slots of precompiled. */
export const startReadOf = (db: QueryCreator<Schema>, acId: Slot, taskId: Slot, enabled: Slot) =>
  db
    .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
    .leftJoin('tasks', (j) =>
      j
        .on('tasks.task_id', '=', taskId as never)
        .on('tasks.ac_id', '=', acId as never)
        .on('tasks.is_enabled', '=', enabled as never),
    )
    .select(taskColumns)
    .select((eb) => contentStampColumns(eb as never, acId as never));

const startRead = precompiled(3, (db, acId, taskId, enabled) => startReadOf(db, acId, taskId, enabled));

/** The account's enabled task of this id (null when none) and the content stamp, as a start reads them. */
export async function readStartTurn(db: Db, acId: number, taskId: number): Promise<TurnRead> {
  const [row] = await startRead(db, acId, taskId, 1);
  return startTurnOf(row);
}

/** The start's read from its row (startReadOf's columns). */
export const startTurnOf = (row: Record<string, unknown> | undefined): TurnRead => ({
  task: taskOf(row ?? {}),
  stamp: contentStampOf(row ?? {}),
});
