import type { Kysely } from 'kysely';

/**
 * A migration from the older studio also changes rows it did not create: the account's phone numbers switch to this
 * studio (use_studio_6). What such a row held before is kept beside the migration's other records (JSON of the changed
 * columns), so a rollback puts back exactly that; a record without it is a row the migration created, deleted on rollback.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('s6_migration_writes').addColumn('previous', 'text').execute();
}
