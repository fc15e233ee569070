import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A substring index of users' names and e-mails (budget: a name search of a provider with 100,000 users
 * p99 ≤ 100 ms). On SQLite, LIKE '%term%' reads every user; an FTS5 table with the trigram tokenizer finds the
 * users whose name or e-mail holds a term of three characters or more by its index (case-insensitively, as the
 * LIKE search does). It holds no copy of the text (content='users'); triggers keep it with the table, whoever
 * writes. PostgreSQL keeps its LIKE search, answered from pg_trgm indexes since migration 062.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create virtual table users_search using fts5(display_name, email, content='users', content_rowid='user_id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search (rowid, display_name, email) values (new.user_id, new.display_name, new.email);
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    insert into users_search (users_search, rowid, display_name, email) values ('delete', old.user_id, old.display_name, old.email);
  end`.execute(db);
  await sql`create trigger users_search_update after update of display_name, email on users begin
    insert into users_search (users_search, rowid, display_name, email) values ('delete', old.user_id, old.display_name, old.email);
    insert into users_search (rowid, display_name, email) values (new.user_id, new.display_name, new.email);
  end`.execute(db);
  await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const t of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.raw(`users_search_${t}`)}`.execute(db);
  await sql`drop table if exists users_search`.execute(db);
}
