import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * The system settings (spec 3 §3 Messages and settings): one row per declared setting (shared/system-settings.ts),
 * made when the list is first read, holding the value the system role gave it (a number, as text). A row whose value
 * is null is the setting at its default.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('system_settings'), 'setting_id')
    .addColumn('setting_key', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('value', 'varchar(40)')
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'varchar(32)')
    .execute();
}
