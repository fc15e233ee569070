import type { Kysely } from 'kysely';

/**
 * Issue 16 leftovers: a TTS package's pronunciation lexicon (uploaded in chunks, stored under the data folder;
 * the row keeps its name, size and time), and a speech-language (WSL) profile's speech endpoint and API key
 * (the key encrypted, never answered).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tts_packages').addColumn('lexicon_file_name', 'varchar(200)').execute();
  await db.schema.alterTable('tts_packages').addColumn('lexicon_size', 'integer').execute();
  await db.schema.alterTable('tts_packages').addColumn('lexicon_updated_at', 'varchar(32)').execute();
  await db.schema.alterTable('wsl_profiles').addColumn('endpoint_url', 'varchar(500)').execute();
  await db.schema.alterTable('wsl_profiles').addColumn('api_key', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['lexicon_file_name', 'lexicon_size', 'lexicon_updated_at']) await db.schema.alterTable('tts_packages').dropColumn(column).execute();
  for (const column of ['endpoint_url', 'api_key']) await db.schema.alterTable('wsl_profiles').dropColumn(column).execute();
}
