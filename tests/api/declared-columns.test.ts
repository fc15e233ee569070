import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes } from '@shared/entities/content';
import { entities } from '@shared/entities';
import type { FieldDecl } from '@shared/entities/fields';
import { engine, startStudio, type TestStudio } from './support/studio';

/**
 * Every declared field is a column of its table once the migrations ran, of the type its row type says
 * (`StoredRow`): a declaration never runs ahead of its migration, nor says another type than the column's.
 */
let s: TestStudio;
beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

const declared = [...contentTypes, ...entities].filter((d) => d.fields);

interface Column {
  nullable: boolean;
  type: string;
}

/** A table's columns as migrated; on PostgreSQL only the studio's schema is read (the job queue has a schema of its own). */
async function columnsOf(table: string): Promise<Map<string, Column>> {
  if (engine !== 'postgres') {
    const rows = await sql<{
      name: string;
      notnull: number;
      type: string;
    }>`select name, "notnull", type from pragma_table_info(${table})`.execute(s.db);
    return new Map(rows.rows.map((r) => [r.name, { nullable: !r.notnull, type: r.type }]));
  }
  const rows = await sql<{ column_name: string; is_nullable: string; data_type: string }>`
    select column_name, is_nullable, data_type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(s.db);
  return new Map(rows.rows.map((r) => [r.column_name, { nullable: r.is_nullable === 'YES', type: r.data_type }]));
}

/** What StoredRow makes of a field: a number for an integer or a flag, else text; null only when nullable. */
const stored = (f: FieldDecl): Column => ({ nullable: !!f.nullable, type: f.type === 'integer' || f.type === 'flag' ? 'number' : 'text' });
const kindOf = (column: Column): Column => ({ nullable: column.nullable, type: /int/i.test(column.type) ? 'number' : 'text' });

describe('declared fields', () => {
  it('are columns of their tables after the migrations', async () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const d of declared) {
      const columns = Object.keys(d.fields!).map((c) => sql.ref(c));
      const read = sql`select ${sql.join(columns)} from ${sql.table(d.table)} where 1 = 0`.execute(s.db);
      await expect(read, d.name).resolves.toBeDefined();
    }
  });

  it('are stored as their row type says: a number or text, null only when declared nullable', async () => {
    for (const d of declared) {
      const columns = await columnsOf(d.table);
      for (const [name, f] of Object.entries(d.fields!)) {
        const column = columns.get(name);
        expect(column, `${d.table}.${name}`).toBeDefined();
        expect(kindOf(column!), `${d.table}.${name}`).toEqual(stored(f));
      }
    }
  });
});
