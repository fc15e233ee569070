import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Live monitors are stamped per account (as prompts and variables are, migration 006): every turn of a session asks
 * whether its task is monitored, and the account's monitors are kept with its engine content while the stamp holds,
 * so a turn reads the stamp (with its other reads) instead of the monitors.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create trigger live_monitors_list_stamp after insert or update or delete on live_monitors
      for each row execute function bump_list_stamp()`.execute(db);
    return;
  }
  for (const [event, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.raw(`live_monitors_list_stamp_${event}`)} after ${sql.raw(event)} on live_monitors
      begin
        insert into list_stamps (table_name, ac_id, stamp) values ('live_monitors', ${sql.raw(row)}.ac_id, 1)
          on conflict (table_name, ac_id) do update set stamp = stamp + 1;
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists live_monitors_list_stamp on live_monitors`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.raw(`live_monitors_list_stamp_${event}`)}`.execute(db);
}
