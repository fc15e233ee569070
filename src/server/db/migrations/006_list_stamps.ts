import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The tables whose lists the server may answer from its list cache (see http/list-cache.ts). */
export const stampedTables = ['prompts', 'variables'] as const;

/**
 * A stamp per table and account that the database itself moves on every insert, update and delete
 * (triggers), so a cached list answer is known to be current whatever wrote to the table — any route,
 * another server process on the same PostgreSQL, or a migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('list_stamps')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('stamp', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('list_stamps_pk', ['table_name', 'ac_id'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function bump_list_stamp() returns trigger language plpgsql as $$
      declare account integer;
      begin
        if TG_OP = 'DELETE' then account := OLD.ac_id; else account := NEW.ac_id; end if;
        insert into list_stamps (table_name, ac_id, stamp) values (TG_TABLE_NAME, account, 1)
          on conflict (table_name, ac_id) do update set stamp = list_stamps.stamp + 1;
        return null;
      end $$`.execute(db);
    for (const table of stampedTables) {
      await sql`create trigger ${sql.raw(`${table}_list_stamp`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function bump_list_stamp()`.execute(db);
    }
    return;
  }
  for (const table of stampedTables) {
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.raw(`${table}_list_stamp_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          insert into list_stamps (table_name, ac_id, stamp) values (${sql.lit(table)}, ${sql.raw(row)}.ac_id, 1)
            on conflict (table_name, ac_id) do update set stamp = stamp + 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of stampedTables) {
    if (isPg) await sql`drop trigger if exists ${sql.raw(`${table}_list_stamp`)} on ${sql.table(table)}`.execute(db);
    else
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger if exists ${sql.raw(`${table}_list_stamp_${event}`)}`.execute(db);
  }
  if (isPg) await sql`drop function if exists bump_list_stamp()`.execute(db);
  await db.schema.dropTable('list_stamps').execute();
}
