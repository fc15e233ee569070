import type { Kysely } from 'kysely';

/**
 * Providers and accounts become administrable entities: like every other entity they record who
 * created and last changed them, and their lists search and sort by name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['service_providers', 'accounts']) {
    await db.schema.alterTable(table).addColumn('created_by', 'integer').execute();
    await db.schema.alterTable(table).addColumn('updated_by', 'integer').execute();
  }
  await db.schema.createIndex('accounts_sp_name_idx').on('accounts').columns(['sp_id', 'ac_name']).execute();
  await db.schema.createIndex('accounts_domain_idx').on('accounts').column('domain_id').execute();
  await db.schema.createIndex('ac_domain_map_domain_idx').on('ac_domain_map').column('domain_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ac_domain_map_domain_idx').execute();
  await db.schema.dropIndex('accounts_domain_idx').execute();
  await db.schema.dropIndex('accounts_sp_name_idx').execute();
  for (const table of ['service_providers', 'accounts']) {
    await db.schema.alterTable(table).dropColumn('updated_by').execute();
    await db.schema.alterTable(table).dropColumn('created_by').execute();
  }
}
