import type { Kysely } from 'kysely';

/**
 * Sessions belong to a family (a sign-in and every token refreshed from it), so reuse of a
 * refreshed-away token can end them all; a user remembers the last TOTP time step used, so a code
 * completes one sign-in only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('family_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('refreshed_at', 'text').execute();
  await db.schema.createIndex('sessions_family').on('sessions').column('family_id').execute();
  await db.schema.alterTable('users').addColumn('twofa_last_step', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_family').execute();
  await db.schema.alterTable('sessions').dropColumn('family_id').execute();
  await db.schema.alterTable('sessions').dropColumn('refreshed_at').execute();
  await db.schema.alterTable('users').dropColumn('twofa_last_step').execute();
}
