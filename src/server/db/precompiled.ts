import { createQueryId, PostgresAdapter, type CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './index';
import { keptPer } from '../kept-per';
import { keepPrepared } from './prepared';

/** A value the query is built with once and given anew on each run: a placeholder of precompiled's build. */
export type Slot = string & { readonly slot: unique symbol };

const slotOf = (i: number) => `\u0000precompiled slot ${i}\u0000` as Slot;

/**
 * A query built and compiled once per studio database (and its transactions), then run with new values: Kysely builds and compiles
 * its queries anew on every run, and the turn's few queries differ only in their values. On PostgreSQL it runs as a
 * named prepared statement (db/prepared.ts), so PostgreSQL does not parse and plan it anew either. `build` makes the query from
 * `count` slots (each a scalar value, used once or more: a slot in an `in` list of several would be compiled once for
 * one); the run gives the values in the same order. A slot the compiled query lost is refused at once.
 */
export function precompiled<R>(count: number, build: (db: Db, ...slots: Slot[]) => Compilable<R>) {
  // Per studio database and dialect: a transaction shares its database's adapter, so it runs the same compiled query.
  const compiledFor = keptPer<object, { compiled?: CompiledQuery<R>; positions?: number[] }>(() => ({}));
  return async (db: Db, ...values: unknown[]): Promise<R[]> => {
    // A database with plugins (withSchema, …) may compile otherwise: its query is compiled for it alone.
    const executor = db.getExecutor();
    const kept = executor.plugins.length === 0 ? compiledFor(executor.adapter) : {};
    if (!kept.compiled) {
      const slots = Array.from({ length: count }, (_, i) => slotOf(i));
      const compiled = build(db, ...slots).compile();
      const positions = compiled.parameters.map((p) => slots.indexOf(p as Slot));
      for (let i = 0; i < count; i++)
        if (!positions.includes(i)) throw new Error(`precompiled: slot ${i} is no parameter of ${compiled.sql}`);
      // On PostgreSQL the one text is a named prepared statement: parsed and planned once per connection (db/prepared.ts).
      if (executor.adapter instanceof PostgresAdapter) keepPrepared(compiled.sql);
      Object.assign(kept, { compiled, positions });
    }
    const { compiled, positions } = kept as Required<typeof kept>;
    const parameters = compiled.parameters.map((p, i) => (positions[i] >= 0 ? values[positions[i]] : p));
    return (await db.executeQuery<R>({ ...compiled, queryId: createQueryId(), parameters })).rows;
  };
}
