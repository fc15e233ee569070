import type { Kysely } from 'kysely';

/**
 * The key an API key was made with, when it was made with one: a key made with a key never outlives it (its
 * requests are refused once the key that made it is disabled, and it goes when that key is deleted).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_api_keys')
    .addColumn('parent_api_key_id', 'integer', (c) => c.references('user_api_keys.user_api_key_id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_api_keys').dropColumn('parent_api_key_id').execute();
}
