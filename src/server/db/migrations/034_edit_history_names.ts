import type { Kysely } from 'kysely';

/**
 * The edit history reads as what happened: each entry keeps the name of what it touched (a node, a canvas, a
 * version) as it was then, so a deleted node is still named; and entries that are events rather than edits
 * (an undo, a redo, a publish) are kept beside the edits, with `replayable` 0 so undo and redo never replay them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('task_edit_histories').addColumn('subject_name', 'varchar(255)').execute();
  await db.schema
    .alterTable('task_edit_histories')
    .addColumn('replayable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('task_edit_histories').dropColumn('replayable').execute();
  await db.schema.alterTable('task_edit_histories').dropColumn('subject_name').execute();
}
