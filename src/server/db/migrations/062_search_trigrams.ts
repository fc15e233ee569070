import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Searching by any part on PostgreSQL: SQLite finds a user by part of a name or address (migration 029) and a phone
 * number by any three of its digits (036) through FTS5 trigram tables; PostgreSQL read every row of the provider for
 * it (a digits search of 100,000 numbers: p99 ≈ 0.7 s at 10 connections, budget 100 ms). pg_trgm's GIN indexes on
 * the very expressions the list's search compares (`lower(cast(column as text)) like '%…%'`) let it read only the
 * rows that hold the term's trigrams. pg_trgm is a trusted extension: a database owner may add it. Where the server
 * has no pg_trgm or the studio's role may not create it, nothing is made and the search reads every row, as before.
 */
const searched = [
  ['users', 'display_name'],
  ['users', 'email'],
  ['phone_numbers', 'phone_number'],
  ['phone_numbers', 'label'],
] as const;
const indexName = (table: string, column: string) => `${table}_${column}_trgm_idx`;

async function trigramsAvailable(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm')
      or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and has_database_privilege(current_database(), 'CREATE')) as ok`.execute(db);
  return rows[0]?.ok === true;
}

/**
 * The schema pg_trgm lives in, added to `public` when missing: a database has it once, and a studio working in a
 * schema of its own (dropped with everything in it) must not take the extension, and other schemas' indexes, along.
 */
async function trigramSchema(db: Kysely<any>): Promise<string> {
  const inPublic = (await sql`select 1 from pg_namespace where nspname = 'public'`.execute(db)).rows.length > 0;
  await sql`create extension if not exists pg_trgm ${sql.raw(inPublic ? 'with schema public' : '')}`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]!.schema;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter) || !(await trigramsAvailable(db))) return;
  const schema = await trigramSchema(db);
  for (const [table, column] of searched)
    await sql`create index if not exists ${sql.raw(indexName(table, column))} on ${sql.table(table)}
      using gin (lower(cast(${sql.ref(column)} as text)) ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, column] of searched) await sql`drop index if exists ${sql.raw(indexName(table, column))}`.execute(db);
}
