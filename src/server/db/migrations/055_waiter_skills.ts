import type { Kysely } from 'kysely';

/**
 * Skills in QforMe queue matching: the skills a waiter was queued for (a JSON list; empty: any agent), so
 * an agent sees the waiters it can serve and a step looks for or takes out a caller for some skills only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('qfm_waiters')
    .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('qfm_waiters').dropColumn('skills').execute();
}
