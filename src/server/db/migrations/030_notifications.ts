import { sql, type Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * Notifications (spec 1 §5 / spec 3 §3–4, §7): messages a system admin composes to one user, a
 * provider's users or everyone, and those the studio writes itself when a user's background job ends.
 * A message names its audience, not its readers: a message to everyone is one row, and a reader's state
 * (message_status READ with read_at, dismissed) is written only when that reader acts on it.
 * Announcements (the dashboard card) get the spec's announcement_id, announcement_type and the usual stamps.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('notification_messages'), 'notification_message_id')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'varchar(500)')
      .addColumn('kind', 'varchar(40)', (c) => c.notNull().defaultTo('message'))
      .addColumn('audience', 'varchar(10)', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('sp_id', 'integer')
      // The account a job's notification is about: its link (a download) is called in that account.
      .addColumn('ac_id', 'integer'),
  ).execute();
  await db.schema
    .createIndex('notification_messages_user_idx')
    .on('notification_messages')
    .columns(['user_id', 'notification_message_id'])
    .execute();
  await db.schema
    .createIndex('notification_messages_sp_idx')
    .on('notification_messages')
    .columns(['sp_id', 'notification_message_id'])
    .execute();
  await db.schema
    .createIndex('notification_messages_audience_idx')
    .on('notification_messages')
    .columns(['audience', 'notification_message_id'])
    .execute();

  await db.schema
    .createTable('notification_message_users')
    .addColumn('notification_message_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('message_status', 'varchar(10)', (c) => c.notNull().defaultTo('UNREAD'))
    .addColumn('read_at', 'varchar(32)')
    .addColumn('dismissed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_message_users_pk', ['user_id', 'notification_message_id'])
    .execute();

  await sql`alter table announcements rename column id to announcement_id`.execute(db);
  await db.schema
    .alterTable('announcements')
    .addColumn('announcement_type', 'varchar(20)', (c) => c.notNull().defaultTo('whats_new'))
    .execute();
  await db.schema.alterTable('announcements').addColumn('created_by', 'integer').execute();
  await db.schema.alterTable('announcements').addColumn('updated_by', 'integer').execute();
  await db.schema
    .alterTable('announcements')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update announcements set updated_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['updated_at', 'updated_by', 'created_by', 'announcement_type'])
    await db.schema.alterTable('announcements').dropColumn(column).execute();
  await sql`alter table announcements rename column announcement_id to id`.execute(db);
  await db.schema.dropTable('notification_message_users').ifExists().execute();
  await db.schema.dropTable('notification_messages').ifExists().execute();
}
