import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '@server/config';
import { bootstrap } from '@server/bootstrap';
import type { Db } from '@server/db/index';
import { scopeHeaders, type Selection } from '@shared/access/scope';
import { demoPassword, testDatabase, type TestDatabase } from './test-database';

export { demoIds, demoPassword, engine, testDatabase, type TestDatabase } from './test-database';

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

const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
