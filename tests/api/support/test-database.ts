import { inject } from 'vitest';
import type { Db } from '@server/db/index';
import { dropDatabase, onServer, withDatabase } from './pg-server';

/**
 * A test's database and what the demo seed puts in it, without the studio's modules (support/studio.ts starts a
 * studio in-process; support/studio-process.ts starts one as a child process).
 */

export const demoPassword = 'Studio-demo-1';
/** The engine this run tests: PostgreSQL when the api-pg project runs, else SQLite. */
export const engine = process.env.STUDIO_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test: SQLite, or on PostgreSQL a copy of the run's template database (every
 * migration, the reference data and the job queue's tables: support/pg-template.ts), dropped by drop().
 */
export async function testDatabase(): Promise<TestDatabase> {
  if (engine !== 'postgres') return { databaseUrl: null, drop: async () => {} };
  const server = process.env.TEST_DATABASE_URL!;
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(server, `create database ${name} template ${inject('pgTemplate')}`);
  return { databaseUrl: withDatabase(server, name), drop: () => dropDatabase(server, name) };
}

/** Ids of the demo tenants by name, read from the database so tests never guess them. */
export async function demoIds(db: Db) {
  const sps = await db.selectFrom('service_providers').select(['sp_id', 'sp_name']).execute();
  const acs = await db.selectFrom('accounts').select(['ac_id', 'ac_name', 'sp_id']).execute();
  const sp = (name: string) => sps.find((s) => s.sp_name.startsWith(name))!.sp_id;
  const ac = (name: string) => acs.find((a) => a.ac_name.startsWith(name))!.ac_id;
  return {
    northwind: sp('Northwind'),
    bluebird: sp('Bluebird'),
    retail: ac('Northwind Retail'),
    health: ac('Northwind Health'),
    logistics: ac('Northwind Logistics'),
    support: ac('Bluebird Support'),
  };
}
