import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes } from '@shared/entities/content';
import { entities } from '@shared/entities';
import { startStudio, type TestStudio } from './support/studio';

/** Every declared field is a column of its table once the migrations ran: a declaration never runs ahead of its migration. */
let s: TestStudio;
beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

describe('declared fields', () => {
  it('are columns of their tables after the migrations', async () => {
    const declared = [...contentTypes, ...entities].filter((d) => d.fields);
    expect(declared.length).toBeGreaterThan(0);
    for (const d of declared) {
      const columns = Object.keys(d.fields!).map((c) => sql.ref(c));
      const read = sql`select ${sql.join(columns)} from ${sql.table(d.table)} where 1 = 0`.execute(s.db);
      await expect(read, d.name).resolves.toBeDefined();
    }
  });
});
