import type { Kysely } from 'kysely';

/** A user remembers the last TOTP time step used, so a code completes one sign-in only. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('twofa_last_step', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('twofa_last_step').execute();
}
