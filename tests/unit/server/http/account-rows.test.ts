import { beforeEach, describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect, sql } from 'kysely';
import Database from 'better-sqlite3';
import type { Database as Schema } from '@server/db/schema';
import { accountRows, accountRowsByName } from '@server/http/tenant-repo';

/**
 * The one data-access door (DESIGN §3, §7): every builder accountRows hands out holds the account's condition,
 * qualified by its table's name or alias, so a join with another account table stays unambiguous and a
 * transaction goes through the same door.
 */
let db: Kysely<Schema>;

beforeEach(async () => {
  db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  await sql`create table tasks (task_id integer primary key, ac_id integer not null, task_name text, is_enabled integer)`.execute(db);
  await sql`create table nodes (node_id integer primary key, ac_id integer not null, task_id integer, node_name text)`.execute(db);
  await sql`insert into tasks values (1, 7, 'mine', 1), (2, 8, 'theirs', 1)`.execute(db);
  await sql`insert into nodes values (10, 7, 1, 'a'), (11, 7, 1, 'b'), (20, 8, 2, 'c')`.execute(db);
});

/** The typecheck (tsconfig includes tests) refuses a table without an account column: the door does not open on it. */
export const noDoorToUsers = () =>
  // @ts-expect-error users carry no ac_id
  accountRows(db, 7).selectFrom('users');

const names = async () => (await db.selectFrom('nodes').select('node_name').orderBy('node_id').execute()).map((r) => r.node_name);

describe('accountRows: the door to an account’s rows', () => {
  it('selects only the account’s rows, with the condition qualified by the table', async () => {
    const q = accountRows(db, 7).selectFrom('nodes').select('node_id').where('node_name', '=', 'a');
    expect(q.compile().sql).toBe('select "node_id" from "nodes" where "nodes"."ac_id" = ? and "node_name" = ?');
    expect(await accountRows(db, 7).selectFrom('nodes').select('node_id').orderBy('node_id').execute()).toEqual([
      { node_id: 10 },
      { node_id: 11 },
    ]);
  });

  it('keeps a join with another account table unambiguous, by name or alias', async () => {
    const joined = await accountRows(db, 8)
      .selectFrom('nodes')
      .innerJoin('tasks', 'tasks.task_id', 'nodes.task_id')
      .select(['nodes.node_id', 'tasks.task_name'])
      .execute();
    expect(joined).toEqual([{ node_id: 20, task_name: 'theirs' }]);
    const aliased = accountRows(db, 7).selectFrom('nodes as n').innerJoin('tasks as t', 't.task_id', 'n.task_id').select('n.node_id');
    expect(aliased.compile().sql).toContain('where "n"."ac_id" = ?');
    expect((await aliased.execute()).map((r) => r.node_id)).toEqual([10, 11]);
  });

  it('updates and deletes only the account’s rows, also inside a transaction', async () => {
    await accountRows(db, 7).updateTable('nodes').set({ node_name: 'x' }).execute();
    expect(await names()).toEqual(['x', 'x', 'c']);
    await db.transaction().execute((trx) => accountRows(trx, 8).deleteFrom('nodes').execute());
    expect(await names()).toEqual(['x', 'x']);
    await accountRows(db, 8).deleteFrom('nodes').execute();
    expect(await names()).toEqual(['x', 'x']);
  });

  it('holds the same condition for a table named at run time', async () => {
    const table: string = 'nodes';
    expect((await accountRowsByName(db, 8).selectFrom(table).select('node_id').execute()).map((r) => r.node_id)).toEqual([20]);
    await accountRowsByName(db, 8).updateTable(table).set({ node_name: 'y' }).execute();
    await accountRowsByName(db, 7).deleteFrom(table).where('node_id', '=', 11).execute();
    expect(await names()).toEqual(['a', 'y']);
  });
});
