import type { Kysely } from 'kysely';

/** A version keeps the notes its publisher wrote (what changed and why), beside its name. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('task_versions').addColumn('version_notes', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('task_versions').dropColumn('version_notes').execute();
}
