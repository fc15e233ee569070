import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db, type DbHandle } from '@server/db/index';
import { precompiled } from '@server/db/precompiled';
import { engine, testDatabase, type TestDatabase } from './support/studio';

/** A database of its own (SQLite in memory, or a fresh PostgreSQL database) with one table of its own. */
let open: { handle: DbHandle; database: TestDatabase } | null = null;
async function freshDb(): Promise<Db> {
  const database = await testDatabase();
  const handle = openDb({ url: database.databaseUrl ?? ':memory:' });
  open = { handle, database };
  await sql`create table kept_rows (id integer primary key, name text)`.execute(handle.db);
  await sql`insert into kept_rows (id, name) values (1, 'one'), (2, 'two')`.execute(handle.db);
  return handle.db;
}
afterEach(async () => {
  if (!open) return;
  await open.handle.close();
  await open.database.drop();
  open = null;
});

// The turn's statements are compiled once (precompiled) and, on PostgreSQL, run as named prepared statements (db/prepared.ts).
const rowOf = precompiled(1, (db, id) =>
  (db as unknown as Db)
    .selectFrom('kept_rows' as never)
    .selectAll()
    .where('id' as never, '=', id as never),
);

describe(`queries compiled once, prepared once per connection (${engine})`, () => {
  it('answers each run with its own values, in and out of a transaction', async () => {
    const db = await freshDb();
    expect(await rowOf(db, 1)).toEqual([{ id: 1, name: 'one' }]);
    expect(await rowOf(db, 2)).toEqual([{ id: 2, name: 'two' }]);
    expect(await db.transaction().execute((t) => rowOf(t, 2))).toEqual([{ id: 2, name: 'two' }]);
    expect(await rowOf(db, 3)).toEqual([]);
    if (engine === 'postgres') {
      // The connection holds it as a named statement: parsed once, not with every run.
      const held = await db.connection().execute(async (c) => {
        await rowOf(c, 1);
        return (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(c)).rows;
      });
      expect(held.filter((s) => s.statement.includes('kept_rows'))).toHaveLength(1);
      expect(held[0].name).toMatch(/^studio_/);
    }
  });

  it('answers with the new columns after a column is added to a table it reads whole (at most one run refused in between)', async () => {
    const db = await freshDb();
    await db.connection().execute(async (c) => {
      expect(await rowOf(c, 1)).toEqual([{ id: 1, name: 'one' }]);
      await sql`alter table kept_rows add column note text`.execute(c);
      await sql`update kept_rows set note = 'added' where id = 1`.execute(c);
      // PostgreSQL refuses a prepared statement whose result columns changed ("cached plan must not change result
      // type"); the connection then prepares it again under a new name, so only that one run fails.
      const first = await rowOf(c, 1).catch((error: Error) => error);
      if (first instanceof Error) expect(first.message).toMatch(/cached plan must not change result type/);
      else expect(first).toEqual([{ id: 1, name: 'one', note: 'added' }]);
      expect(await rowOf(c, 1)).toEqual([{ id: 1, name: 'one', note: 'added' }]);
      expect(await rowOf(c, 2)).toEqual([{ id: 2, name: 'two', note: null }]);
    });
  });
});
