import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '@server/config';
import { bootstrap } from '@server/bootstrap';
import type { Db } from '@server/db/index';
import { scopeHeaders, type Selection } from '@shared/access/scope';

export const demoPassword = 'Studio-demo-1';
/** The engine this run tests: PostgreSQL when the api-pg project runs, else SQLite. */
export const engine = process.env.STUDIO_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestStudio {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
  /** Signs in and answers the bearer token. */
  login(email: string, password?: string): Promise<string>;
  call(method: string, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  selection?: Selection;
  headers?: Record<string, string>;
}

/**
 * A whole studio in-process with demo data: SQLite in memory, or — with TEST_DATABASE_URL —
 * a fresh PostgreSQL schema of its own, dropped afterwards.
 */
export async function startStudio(options: { realtime?: boolean; seed?: 'demo' | 'none'; clientDir?: string } = {}): Promise<TestStudio> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-test-'));
  const database = await testDatabase();
  const { databaseUrl, schema } = database;
  const config = loadConfig({ DATA_DIR: dataDir, SEED: options.seed ?? 'demo', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    databaseUrl,
    sqliteFile: ':memory:',
    clientDir: options.clientDir ?? null,
  });
  const { app, handle } = await bootstrap(config, { realtime: options.realtime ?? false, logger: false, pgSchema: schema });
  await app.ready();

  const call = (method: string, url: string, o: CallOptions = {}) =>
    app.inject({
      method: method as 'GET',
      url: '/api' + url,
      headers: {
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.selection ? lower(scopeHeaders(o.selection)) : {}),
        ...(o.headers ?? {}),
      },
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });

  return {
    app,
    db: handle.db,
    config,
    call,
    async login(email, password = demoPassword) {
      const res = await call('POST', '/auth/login', { body: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own for one test: SQLite in memory, or a fresh PostgreSQL schema (dropped by drop()). */
export async function testDatabase(): Promise<{ databaseUrl: string | null; schema?: string; drop(): Promise<void> }> {
  if (engine !== 'postgres') return { databaseUrl: null, drop: async () => {} };
  const databaseUrl = process.env.TEST_DATABASE_URL!;
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create schema ${schema}`);
  return { databaseUrl, schema, drop: () => admin(`drop schema ${schema} cascade`) };
}

const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

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
