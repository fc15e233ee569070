import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type Config } from '@server/config';
import { bootstrap } from '@server/bootstrap';
import type { Db } from '@server/db/index';
import { scopeHeaders, type Selection } from '@shared/access/scope';
import { dropDatabase, onServer, withDatabase } from './pg-template';

export const demoPassword = 'Studio-demo-1';
/** The engine this run tests: PostgreSQL when the api-pg project runs, else SQLite. */
export const engine = process.env.STUDIO_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestStudio {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Closes the app and removes its database and data folder (`keep`: leaves them for a restart). */
  close(options?: { keep?: boolean }): Promise<void>;
  /** What a restart needs to find the same data: pass it as startStudio({ restart }). */
  readonly place: StudioPlace;
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

export interface StudioPlace {
  dataDir: string;
  database: TestDatabase;
  /** An SQLite file in the data folder instead of memory, so the data outlives the process's app. */
  sqliteFile: string;
}

/**
 * A whole studio in-process with demo data: SQLite in memory, or — with TEST_DATABASE_URL —
 * a PostgreSQL database of its own, dropped afterwards. `persistent` keeps SQLite in a file, and
 * `restart` starts again on the data a closed (kept) studio left.
 */
export async function startStudio(
  options: {
    realtime?: boolean;
    seed?: 'demo' | 'none';
    clientDir?: string;
    persistent?: boolean;
    restart?: StudioPlace;
    smtpUrl?: string;
    redisUrl?: string;
    redisPrefix?: string;
    config?: Partial<Config>;
  } = {},
): Promise<TestStudio> {
  const dataDir = options.restart?.dataDir ?? mkdtempSync(join(tmpdir(), 'studio-test-'));
  const database = options.restart?.database ?? (await testDatabase());
  const sqliteFile = options.restart?.sqliteFile ?? (options.persistent ? join(dataDir, 'studio.sqlite') : ':memory:');
  const { databaseUrl } = database;
  const config = loadConfig({ DATA_DIR: dataDir, SEED: options.seed ?? 'demo', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    databaseUrl,
    sqliteFile,
    clientDir: options.clientDir ?? null,
    smtpUrl: options.smtpUrl ?? null,
    redisUrl: options.redisUrl ?? null,
    redisPrefix: options.redisPrefix ?? 'studio-test',
    ...options.config,
  });
  const { app, handle } = await bootstrap(config, { realtime: options.realtime ?? false, logger: false });
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
    place: { dataDir, database, sqliteFile },
    async close({ keep = false } = {}) {
      await app.close();
      if (keep) return;
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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
