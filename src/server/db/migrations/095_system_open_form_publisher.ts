import type { Kysely } from 'kysely';

/**
 * Who published a system open form, and when (spec 1 §2 System `openforms`, spec 2 §7 publish-system-open-form): the
 * System → Open forms screen shows it. An open form published before this migration has neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('open_form_types').addColumn('system_published_by', 'integer').execute();
  await db.schema.alterTable('open_form_types').addColumn('system_published_at', 'varchar(32)').execute();
}
