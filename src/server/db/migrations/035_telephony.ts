import type { Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * Telephony (part 1): trunks with their primary and secondary SBC addresses (internal and external IP
 * and port) and registrants, and phone numbers — a provider's E.164 numbers, given to an account, each on at most
 * one task (task_id), found by the digits of the number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  let trunks = withId(db, db.schema.createTable('trunks'), 'trunk_id')
    .addColumn('trunk_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sp_id', 'integer', (c) => c.references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('description', 'varchar(500)');
  for (const role of ['primary', 'secondary']) {
    for (const side of ['internal', 'external']) {
      trunks = trunks.addColumn(`${role}_${side}_ip`, 'varchar(45)').addColumn(`${role}_${side}_port`, 'integer');
    }
  }
  await stamps(trunks).execute();
  await db.schema.createIndex('trunks_sp_idx').on('trunks').column('sp_id').execute();

  await withId(db, db.schema.createTable('trunk_registrants'), 'trunk_registrant_id')
    .addColumn('trunk_id', 'integer', (c) => c.notNull().references('trunks.trunk_id').onDelete('cascade'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('registrar', 'varchar(253)', (c) => c.notNull())
    .addColumn('registrar_port', 'integer', (c) => c.notNull())
    .addColumn('expires_seconds', 'integer', (c) => c.notNull())
    .addColumn('password', 'text')
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trunk_registrants_trunk_idx').on('trunk_registrants').column('trunk_id').execute();

  await stamps(
    withId(db, db.schema.createTable('phone_numbers'), 'phone_number_id')
      .addColumn('phone_number', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('display_number', 'varchar(40)', (c) => c.notNull())
      .addColumn('region', 'varchar(2)')
      .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('ac_id', 'integer', (c) => c.references('accounts.ac_id').onDelete('set null'))
      .addColumn('task_id', 'integer', (c) => c.references('tasks.task_id').onDelete('set null'))
      .addColumn('trunk_id', 'integer', (c) => c.references('trunks.trunk_id').onDelete('set null'))
      .addColumn('label', 'varchar(100)')
      .addColumn('is_virtual', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_campaign', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('use_studio_6', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('phone_numbers_sp_idx').on('phone_numbers').columns(['sp_id', 'phone_number']).execute();
  await db.schema.createIndex('phone_numbers_ac_idx').on('phone_numbers').columns(['ac_id', 'task_id']).execute();
  await db.schema.createIndex('phone_numbers_task_idx').on('phone_numbers').column('task_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['phone_numbers', 'trunk_registrants', 'trunks']) await db.schema.dropTable(table).ifExists().execute();
}
