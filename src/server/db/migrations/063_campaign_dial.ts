import type { Kysely } from 'kysely';

/**
 * Campaigns: where a placed voice call's dial stands while no thread waits for it. `ringing`: placed, its outcome not
 * in yet, `answer_by` its deadline; `answered`: its outcome came first and its session is being started by the process
 * it came to, which renews `answer_by` (a lease) while it does. Null otherwise: a parked call (answered, its session
 * going on) or a call of another channel. A contact with a dial is `calling` and no thread's: it still takes one of the
 * account's lines, so the claims (campaign_claim on PostgreSQL, migration 048) count it as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('campaign_contacts').addColumn('dial', 'varchar(20)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('campaign_contacts').dropColumn('dial').execute();
}
