import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './index';
import * as m001 from './migrations/001_foundation';
import * as m002 from './migrations/002_content';
import * as m003 from './migrations/003_content_more';
import * as m004 from './migrations/004_flow';
import * as m005 from './migrations/005_content_forms';
import * as m006 from './migrations/006_list_stamps';

/** Migrations are code, listed here in order; they run at start on SQLite and PostgreSQL alike. */
const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_content': m002,
  '003_content_more': m003,
  '004_flow': m004,
  '005_content_forms': m005,
  '006_list_stamps': m006,
};

class ListedMigrations implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(handle: DbHandle): Promise<void> {
  // With a schema of its own, the migration tables live in it too (else another schema's would be taken for ours).
  const migrator = new Migrator({ db: handle.db, provider: new ListedMigrations(), migrationTableSchema: handle.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
