import type { Kysely } from 'kysely';

/**
 * Campaigns: the time by which a placed voice call must be answered (its ring time from when it was
 * dialled). Stored, so the wait for an answer has a limit that outlives the process; a call not answered by then is
 * settled as no answer and retried as the campaign says. Null when no call rings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('campaign_contacts').addColumn('answer_by', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('campaign_contacts').dropColumn('answer_by').execute();
}
