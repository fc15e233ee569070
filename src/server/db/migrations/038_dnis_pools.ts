import type { Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * DNIS pools (spec 3 §3 "DNIS pool: pool_id. Pool number: pool_number_id", §7 /dnis-pool): an account's
 * pools of dialled numbers, each a range of E.164 numbers (range_start … range_end, the same length), and the
 * numbers taken into the pool, each within its range. A pool is soft deleted (is_enabled 0) with its numbers kept,
 * so an undo brings them back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('dnis_pools'), 'pool_id')
      .addColumn('sp_id', 'integer', (c) => c.notNull())
      .addColumn('ac_id', 'integer', (c) => c.notNull())
      .addColumn('pool_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(500)')
      .addColumn('range_start', 'varchar(16)', (c) => c.notNull())
      .addColumn('range_end', 'varchar(16)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('dnis_pools_ac_name_idx').on('dnis_pools').columns(['ac_id', 'pool_name']).execute();

  await withId(db, db.schema.createTable('dnis_pool_numbers'), 'pool_number_id')
    .addColumn('pool_id', 'integer', (c) => c.notNull())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('pool_number', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dnis_pool_numbers_pool_number_idx')
    .on('dnis_pool_numbers')
    .columns(['pool_id', 'pool_number'])
    .unique()
    .execute();
  await db.schema.createIndex('dnis_pool_numbers_ac_number_idx').on('dnis_pool_numbers').columns(['ac_id', 'pool_number']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dnis_pool_numbers').ifExists().execute();
  await db.schema.dropTable('dnis_pools').ifExists().execute();
}
