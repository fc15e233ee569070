import type { Kysely } from 'kysely';

/**
 * A TTS package's pronunciation lexicon (uploaded in chunks, stored under the data folder;
 * the row keeps its name, size and time); a speech-language (WSL) profile's speech endpoint and API key
 * (the key encrypted, never answered); and the daily samples of what accounts hold (users, and tasks and
 * nodes per task type) that burst usage bills beyond the plans' limits, with the days sampled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tts_packages').addColumn('lexicon_file_name', 'varchar(200)').execute();
  await db.schema.alterTable('tts_packages').addColumn('lexicon_size', 'integer').execute();
  await db.schema.alterTable('tts_packages').addColumn('lexicon_updated_at', 'varchar(32)').execute();
  await db.schema.alterTable('wsl_profiles').addColumn('endpoint_url', 'varchar(500)').execute();
  await db.schema.alterTable('wsl_profiles').addColumn('api_key', 'text').execute();

  await db.schema
    .createTable('usage_samples')
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('sp_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('metric', 'varchar(16)', (c) => c.notNull())
    // The task type of tasks and nodes; '' for users, who belong to no task type.
    .addColumn('task_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_samples_pk', ['ac_id', 'day', 'metric', 'task_type'])
    .execute();
  await db.schema.createIndex('usage_samples_sp_day_idx').on('usage_samples').columns(['sp_id', 'day']).execute();
  await db.schema
    .createTable('usage_sample_days')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('sampled_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('usage_sample_days').ifExists().execute();
  await db.schema.dropTable('usage_samples').ifExists().execute();
  for (const column of ['lexicon_file_name', 'lexicon_size', 'lexicon_updated_at'])
    await db.schema.alterTable('tts_packages').dropColumn(column).execute();
  for (const column of ['endpoint_url', 'api_key']) await db.schema.alterTable('wsl_profiles').dropColumn(column).execute();
}
