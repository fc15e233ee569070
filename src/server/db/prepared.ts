import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * PostgreSQL's named prepared statements for the few SQL texts run again and again (a simulator turn's reads and
 * writes, a signed-in request's read: each built once, db/precompiled.ts). Sent unnamed, each run is parsed, analysed
 * and planned anew, which cost PostgreSQL more than running it (0.5–2.5 ms against 0.05–1 ms per statement, its log
 * said); named, each connection parses it once and, after a few runs, keeps its plan. Only texts given to
 * `keepPrepared` are named, so a connection holds a bounded set (`maxKept`), never one per literal list.
 */
const names = new Map<string, string>();
const maxKept = 500;

/** Runs `sql` as a named prepared statement on every PostgreSQL connection from now on (a no-op past `maxKept` texts). */
export function keepPrepared(sql: string): void {
  if (names.has(sql) || names.size >= maxKept) return;
  names.set(sql, `studio_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`);
}

/** The statement's name when its SQL is kept prepared. */
export const preparedName = (sql: string): string | undefined => names.get(sql);

/**
 * PostgreSQL refuses a prepared statement whose result columns changed since it was prepared (a migration of another
 * process added a column to a table a `select *` reads). The statement then takes a new name on that connection, so
 * the next run prepares it again: one failed statement, never a connection that fails it for good.
 */
const resultTypeChanged = (error: unknown) =>
  (error as { code?: string })?.code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));

type QueryFn = (...args: unknown[]) => unknown;

/** Makes the pool's connections run the kept SQL texts as named statements (every connection as it is made). */
export function prepareKept(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    // A text refused once (resultTypeChanged) on this connection: its new name.
    const renamed = new Map<string, string>();
    (client as { query: QueryFn }).query = (text: unknown, values?: unknown, callback?: unknown) => {
      const kept = typeof text === 'string' && callback === undefined ? preparedName(text) : undefined;
      if (kept === undefined || !Array.isArray(values)) return query(text, values, callback);
      const name = renamed.get(text as string) ?? kept;
      return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
        if (resultTypeChanged(error)) renamed.set(text as string, `${kept}_${renamed.size + 1}_${Date.now().toString(36)}`);
        throw error;
      });
    };
  });
}
