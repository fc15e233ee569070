import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { stampTables, unstampTables } from './023_table_stamps';

/**
 * The numbers list of a provider with 100,000 numbers (budget: page and search by digits p99 ≤ 100 ms at 10
 * connections): the first page is read off an index in the list's order (lower(phone_number), as text columns sort);
 * the summary's counts off a covering index; the table is stamped as a whole (migration 023), so a list's total and
 * summary are kept while no number changes; and on SQLite an FTS5 trigram index finds a number by any three digits or
 * more of it (or its label) without reading every row, kept with the table by triggers (as users_search, migration 029).
 */
export const telephonyTableStamps = ['phone_numbers'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index phone_numbers_sp_order_idx on phone_numbers (sp_id, lower(phone_number))`.execute(db);
  await db.schema.createIndex('phone_numbers_summary_idx').on('phone_numbers').columns(['sp_id', 'is_enabled', 'task_id']).execute();
  await stampTables(db, telephonyTableStamps);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create virtual table phone_numbers_search using fts5(phone_number, label, content='phone_numbers', content_rowid='phone_number_id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger phone_numbers_search_insert after insert on phone_numbers begin
    insert into phone_numbers_search (rowid, phone_number, label) values (new.phone_number_id, new.phone_number, new.label);
  end`.execute(db);
  await sql`create trigger phone_numbers_search_delete after delete on phone_numbers begin
    insert into phone_numbers_search (phone_numbers_search, rowid, phone_number, label) values ('delete', old.phone_number_id, old.phone_number, old.label);
  end`.execute(db);
  await sql`create trigger phone_numbers_search_update after update of phone_number, label on phone_numbers begin
    insert into phone_numbers_search (phone_numbers_search, rowid, phone_number, label) values ('delete', old.phone_number_id, old.phone_number, old.label);
    insert into phone_numbers_search (rowid, phone_number, label) values (new.phone_number_id, new.phone_number, new.label);
  end`.execute(db);
  await sql`insert into phone_numbers_search (phone_numbers_search) values ('rebuild')`.execute(db);
  // The planner's view of the table before ANALYZE has seen it full: a provider holds many numbers (its sp_id
  // matches half the table), so a search is driven by the trigram index's few rows, not by the provider's index in
  // the list's order (which would read every number to find 25). ANALYZE replaces these with measured figures.
  await sql`analyze sqlite_schema`.execute(db);
  await sql`delete from sqlite_stat1 where tbl = 'phone_numbers'`.execute(db);
  await sql`insert into sqlite_stat1 (tbl, idx, stat) values
    ('phone_numbers', 'phone_numbers_sp_order_idx', '100000 50000 1'),
    ('phone_numbers', 'phone_numbers_summary_idx', '100000 50000 40000 20000'),
    ('phone_numbers', 'phone_numbers_sp_idx', '100000 50000 1'),
    ('phone_numbers', 'phone_numbers_ac_idx', '100000 100 50'),
    ('phone_numbers', 'phone_numbers_task_idx', '100000 100')`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await unstampTables(db, telephonyTableStamps);
  await sql`drop index if exists phone_numbers_summary_idx`.execute(db);
  await sql`drop index if exists phone_numbers_sp_order_idx`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const t of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.raw(`phone_numbers_search_${t}`)}`.execute(db);
  await sql`delete from sqlite_stat1 where tbl = 'phone_numbers'`.execute(db).catch(() => undefined);
  await sql`drop table if exists phone_numbers_search`.execute(db);
}
