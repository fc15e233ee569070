import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bootstrap } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { jobSchemaOf } from '@server/jobs/index';
import { dropDatabase, onServer, withDatabase } from './pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database each API test's database is copied from (migrated, reference data, job queues). */
    pgTemplate: string;
  }
}

/** Whether the process of this machine that a test database is named after is gone (a run that was killed). */
function abandoned(database: string): boolean {
  const pid = Number(/^(?:studio_tpl|t)_(\d+)_/.exec(database)?.[1]);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Drops the test databases that killed runs left behind (named after a process that no longer runs). */
async function dropAbandoned(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'studio\\_tpl\\_%' or datname like 't\\_%'`,
    );
    for (const { datname } of rows.filter((r) => abandoned(r.datname)))
      await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * The API tests on PostgreSQL (global setup of the api-pg projects): a studio started once on a database of its own
 * — every migration, the reference data, the job queue's schema and queues — becomes the template that each test's
 * database is copied from. A copy takes a fraction of what migrating a fresh schema took, and dropping a database is
 * one statement where dropping a schema of 150 tables was a second's work.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The api-pg tests need TEST_DATABASE_URL.');
  await dropAbandoned(url);
  const name = `studio_tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(url, `create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-template-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
      databaseUrl: withDatabase(url, name),
      clientDir: null,
      smtpUrl: null,
      redisUrl: null,
    });
    const { app } = await bootstrap(config, { realtime: false, logger: false });
    await app.ready();
    await app.close();
    // What the start queued (the next day's usage sample, the rollup job) is each test studio's own start's to queue.
    await onServer(withDatabase(url, name), `delete from ${jobSchemaOf(undefined)}.job`);
  } catch (e) {
    await onServer(url, `drop database if exists ${name} with (force)`);
    throw e;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  project.provide('pgTemplate', name);
  return () => dropDatabase(url, name);
}
