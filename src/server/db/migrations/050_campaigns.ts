import type { Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * Campaigns: outbound runs of one of the account's tasks over a contact list. A campaign names its task,
 * channel, caller number, schedule window, retries and the contact columns it passes to the task's variables; its
 * contacts are the rows of the uploaded list, each with its state, attempts, outcome and session. A contact is
 * claimed by a worker (`worker`, of the run `run`) in the transaction that marks it calling, so a restart finds
 * exactly the contacts that were being called.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('campaigns'), 'campaign_id')
      .addColumn('campaign_name', 'varchar(150)', (c) => c.notNull())
      .addColumn('campaign_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.task_id').onDelete('cascade'))
      .addColumn('channel', 'varchar(20)', (c) => c.notNull())
      .addColumn('caller_number_id', 'integer', (c) => c.references('phone_numbers.phone_number_id').onDelete('set null'))
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('retries', 'text', (c) => c.notNull())
      .addColumn('variables', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('idle'))
      .addColumn('run', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('campaigns_account_idx').on('campaigns').column('ac_id').execute();
  await withId(db, db.schema.createTable('campaign_contacts'), 'contact_id')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.campaign_id').onDelete('cascade'))
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('phone_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_values', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outcome', 'varchar(20)')
    .addColumn('session_id', 'varchar(64)')
    .addColumn('worker', 'integer')
    .addColumn('next_attempt_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The account first, as every query of the tenant repository names it: the next due contact of a campaign in file order.
  await db.schema
    .createIndex('campaign_contacts_state_idx')
    .on('campaign_contacts')
    .columns(['ac_id', 'campaign_id', 'state', 'contact_id'])
    .execute();
  await db.schema.createIndex('campaign_contacts_account_idx').on('campaign_contacts').columns(['ac_id', 'state']).execute();
}
