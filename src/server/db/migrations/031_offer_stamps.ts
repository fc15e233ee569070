import type { Kysely } from 'kysely';
import { stampTables, unstampTables } from './023_table_stamps';

/**
 * Node types and the node types of accounts' plans, stamped as a whole like the tables of migration 023: what the
 * node offer is computed from (the registry merged with the admin's node-type records, the account's plan node types,
 * its domain) is kept while their stamps hold, instead of being read and rebuilt on every canvas edit.
 */
export const offerTableStamps = ['node_types', 'enabled_node_types'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await stampTables(db, offerTableStamps);
}

export async function down(db: Kysely<any>): Promise<void> {
  await unstampTables(db, offerTableStamps);
}
