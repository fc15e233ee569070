import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database as Schema } from './schema';

export type Db = Kysely<Schema>;
export type DbEngine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  engine: DbEngine;
  /** PostgreSQL schema in use, when not the default. */
  schema?: string;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… for PostgreSQL; otherwise an SQLite file path or ':memory:'. */
  url: string;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  pgSchema?: string;
}

// PostgreSQL answers COUNT and BIGINT as strings; ours fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDb(options: DbOptions): DbHandle {
  const isPg = /^postgres(ql)?:\/\//.test(options.url);
  let dialect: Dialect;
  if (isPg) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    });
    dialect = new PostgresDialect({ pool });
  } else {
    const sqlite = new Database(options.url);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    dialect = new SqliteDialect({ database: sqlite });
  }
  const db = new Kysely<Schema>({ dialect });
  return { db, engine: isPg ? 'postgres' : 'sqlite', schema: isPg ? options.pgSchema : undefined, close: () => db.destroy() };
}

export const nowIso = () => new Date().toISOString();
