import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** Column helpers the administration migrations share (016 plans, 020 billing, 021 voices). */

/** An auto-increment integer primary key on both engines. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>, name: string) {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPg
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The enabled flag and the who/when columns every administered row carries. */
export const stamps = <T extends string>(t: CreateTableBuilder<T, never>) =>
  t
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
