import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * Invitations of an existing user to another provider or account (spec 3 §7
 * GET /auth/users/create/map/{id}/token/{t}): the mapping and roles to add, kept until the e-mailed link
 * is followed once, before it expires. Only the token's hash is stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('user_map_invites'), 'id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('ac_ids', 'text', (c) => c.notNull())
    .addColumn('role_ids', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_map_invites_user_idx').on('user_map_invites').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_map_invites').ifExists().execute();
}
