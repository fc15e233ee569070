import { describe, expect, it } from 'vitest';
import { openDb } from '../../../src/server/db/index';
import { precompiled } from '../../../src/server/db/precompiled';

describe('queries compiled once and run with new values', () => {
  it('runs each call with its own values, in and out of a transaction; constants of the build stay', async () => {
    const { db, close } = openDb({ url: ':memory:' });
    try {
      await db.schema
        .createTable('list_stamps')
        .addColumn('table_name', 'text')
        .addColumn('ac_id', 'integer')
        .addColumn('stamp', 'integer')
        .execute();
      await db
        .insertInto('list_stamps')
        .values([
          { table_name: 'prompts', ac_id: 1, stamp: 5 },
          { table_name: 'prompts', ac_id: 2, stamp: 7 },
          { table_name: 'variables', ac_id: 2, stamp: 9 },
        ])
        .execute();
      let builds = 0;
      const stampOf = precompiled(1, (d, acId) => {
        builds += 1;
        return d
          .selectFrom('list_stamps')
          .select('stamp')
          .where('table_name', '=', 'prompts')
          .where('ac_id', '=', acId as never);
      });
      expect(await stampOf(db, 1)).toEqual([{ stamp: 5 }]);
      expect(await stampOf(db, 2)).toEqual([{ stamp: 7 }]);
      expect(await db.transaction().execute((t) => stampOf(t, 2))).toEqual([{ stamp: 7 }]);
      expect(await stampOf(db, 3)).toEqual([]);
      expect(builds).toBe(1);
    } finally {
      await close();
    }
  });

  it('refuses a build that leaves a slot out of the query', async () => {
    const { db, close } = openDb({ url: ':memory:' });
    try {
      const lost = precompiled(2, (d, table) => d.selectFrom('list_stamps').select('stamp').where('table_name', '=', table));
      await expect(lost(db, 'prompts', 1)).rejects.toThrow(/slot 1 is no parameter/);
    } finally {
      await close();
    }
  });
});
