import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database as Schema } from './schema';
import { prepareKept } from './prepared';

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

/**
 * The SQLite database as Kysely's dialect sees it, with its prepared statements kept by their SQL (Kysely prepares
 * every query anew: a tenth of a simulator turn's time went to compiling the same few statements again). A statement
 * still being iterated (a streamed query) is busy: that SQL then gets a fresh one. Bounded: the oldest go first.
 */
export function withStatementCache(sqlite: Database.Database, max = 500) {
  const kept = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): Database.Statement {
      const hit = kept.get(sql);
      if (hit && !hit.busy) {
        kept.delete(sql);
        kept.set(sql, hit);
        return hit;
      }
      if (hit) return sqlite.prepare(sql);
      const stmt = sqlite.prepare(sql);
      kept.set(sql, stmt);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
      return stmt;
    },
  };
}

export function openDb(options: DbOptions): DbHandle {
  const isPg = /^postgres(ql)?:\/\//.test(options.url);
  let dialect: Dialect;
  if (isPg) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    });
    prepareKept(pool);
    dialect = new PostgresDialect({ pool });
  } else {
    const sqlite = new Database(options.url);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    dialect = new SqliteDialect({ database: withStatementCache(sqlite) });
  }
  const db = new Kysely<Schema>({ dialect });
  return { db, engine: isPg ? 'postgres' : 'sqlite', schema: isPg ? options.pgSchema : undefined, close: () => db.destroy() };
}

export const nowIso = () => new Date().toISOString();
