import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Tables stamped as a whole: a row of list_stamps with ac_id 0 per table, moved by the database on every
 * insert, update and delete, whoever writes (any route, another server process, a migration). What is
 * computed from these tables — the total of a users list, a session user (roles, permissions, switcher) — is
 * kept while their stamps hold, and is never older than the rows, on whichever process computed it.
 */
export const wholeTableStamps = [
  'users',
  'user_account_mappings',
  'user_roles',
  'user_permissions',
  'roles',
  'role_permissions',
  'permissions',
  'service_providers',
  'accounts',
  'ac_domain_map',
] as const;

/** The list_stamps account id of a whole-table stamp (account ids start at 1). */
export const wholeTable = 0;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // One bump per statement: a bulk write moves the stamp once.
    await sql`create function bump_table_stamp() returns trigger language plpgsql as $$
      begin
        insert into list_stamps (table_name, ac_id, stamp) values (TG_TABLE_NAME, 0, 1)
          on conflict (table_name, ac_id) do update set stamp = list_stamps.stamp + 1;
        return null;
      end $$`.execute(db);
  }
  await stampTables(db, wholeTableStamps);
}

/** The triggers that stamp tables as a whole (bump_table_stamp exists on PostgreSQL); later migrations stamp more tables. */
export async function stampTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of tables) {
      await sql`create trigger ${sql.raw(`${table}_table_stamp`)} after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_table_stamp()`.execute(db);
    }
    return;
  }
  for (const table of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_table_stamp_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          insert into list_stamps (table_name, ac_id, stamp) values (${sql.lit(table)}, 0, 1)
            on conflict (table_name, ac_id) do update set stamp = stamp + 1;
        end`.execute(db);
    }
  }
}

/** Removes the triggers stampTables made. */
export async function unstampTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of tables) {
    if (isPg) await sql`drop trigger if exists ${sql.raw(`${table}_table_stamp`)} on ${sql.table(table)}`.execute(db);
    else
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger if exists ${sql.raw(`${table}_table_stamp_${event}`)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  await unstampTables(db, wholeTableStamps);
  if (isPg) await sql`drop function if exists bump_table_stamp()`.execute(db);
  await db.deleteFrom('list_stamps').where('ac_id', '=', wholeTable).execute();
}
