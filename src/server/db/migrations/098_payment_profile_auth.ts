import type { Kysely } from 'kysely';

/**
 * A payment profile may name one of its provider's own auth profiles for its gateway's credentials (spec 3 §3
 * Profiles; migration 096 gave providers auth profiles). Forcing the auth profile away leaves the payment profile
 * without one, as an account web-service profile's reference does (migration 094).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_profiles')
    .addColumn('auth_profile_id', 'integer', (c) => c.references('auth_profiles.auth_profile_id').onDelete('set null'))
    .execute();
}
