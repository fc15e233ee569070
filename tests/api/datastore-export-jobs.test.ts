import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoIds, startStudio, type TestStudio } from './support/studio';

/** The demo builder in Northwind Retail, with the account's first datastore and its first column. */
async function exportSetup(s: TestStudio) {
  const ids = await demoIds(s.db);
  const selection = { spId: ids.northwind, acId: ids.retail };
  const token = await s.login('ac.builder@studio.test');
  const store = await s.db
    .selectFrom('data_stores')
    .select(['data_store_id', 'collection_structure'])
    .where('ac_id', '=', ids.retail)
    .orderBy('data_store_id')
    .executeTakeFirstOrThrow();
  const column = JSON.parse(store.collection_structure)[0].col_name as string;
  const queueExport = () =>
    s.call('POST', '/data/get-exported-csv-url', {
      token,
      selection,
      body: { data_store_id: store.data_store_id, export_csv: 1, selected_columns: [column] },
    });
  return { ids, store, column, queueExport };
}

const exportRow = (s: TestStudio, id: number) =>
  s.db.selectFrom('data_store_exports').selectAll().where('data_store_export_id', '=', id).executeTakeFirstOrThrow();

async function untilStatus(s: TestStudio, id: number, status: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = await exportRow(s, id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`export ${id} is ${row.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('datastore exports run as background jobs', () => {
  it('closing the studio lets a running job finish its work before the database closes', async () => {
    const s = await startStudio({ seed: 'none' });
    let started = false;
    let answer: string | null = null;
    s.app.studio.jobs.define('probe', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 300));
      const roles = await s.db.selectFrom('roles').select('id').execute();
      answer = `read ${roles.length} roles`;
    });
    await s.app.studio.jobs.enqueue('probe', {});
    while (!started) await new Promise((r) => setTimeout(r, 10));
    await s.close();
    expect(answer).toMatch(/^read \d+ roles$/);
  });

  it('an export queued just before the studio closes never outlives it (closed at once, many times)', async () => {
    // Each round closes the app the moment the export is queued, then removes the data folder as the
    // tests' close does. A job still running afterwards would fail to open its file (ENOENT) outside any
    // test, and vitest fails the run on such an uncaught error.
    for (let round = 0; round < 8; round++) {
      const s = await startStudio();
      const { queueExport } = await exportSetup(s);
      expect((await queueExport()).statusCode).toBe(202);
      await s.close();
    }
    await new Promise((r) => setTimeout(r, 200));
  }, 120_000); // eight whole studios, started and closed: on PostgreSQL under load that takes more than the default

  it('an export the studio was given back at closing is finished after a restart', async () => {
    const s = await startStudio({ persistent: true });
    const { queueExport, column } = await exportSetup(s);
    const queued = await queueExport();
    const id = queued.json().data.data_store_export_id as number;
    // Stop the queue before the job may finish: the job is given back, nothing is half-written.
    await s.app.studio.jobs.close(0);
    const before = await exportRow(s, id);
    expect(['queued', 'completed']).toContain(before.status);
    if (before.status === 'queued')
      expect(existsSync(join(s.config.dataDir, 'exports', String(before.ac_id), `export-${id}.csv`))).toBe(false);
    await s.close({ keep: true });

    const again = await startStudio({ restart: s.place });
    try {
      const done = await untilStatus(again, id, 'completed');
      expect(done.progress).toBe(100);
      const csv = readFileSync(join(again.config.dataDir, 'exports', String(done.ac_id), done.file_name!), 'utf8');
      expect(csv.split('\n')[0]).toBe(column);
      expect(csv.trim().split('\n').length).toBe(Number(done.row_count) + 1);
    } finally {
      await again.close();
    }
  });

  it('an export that cannot write its file ends as a recorded failure, not an error of the server', async () => {
    const s = await startStudio();
    try {
      const { ids, queueExport } = await exportSetup(s);
      // A file where the account's export folder should be: the folder cannot be made.
      mkdirSync(join(s.config.dataDir, 'exports'), { recursive: true });
      writeFileSync(join(s.config.dataDir, 'exports', String(ids.retail)), 'not a folder');
      const id = (await queueExport()).json().data.data_store_export_id as number;
      const failed = await untilStatus(s, id, 'failed');
      expect(failed.error).toMatch(/^The export failed: /);
      expect(failed.file_name).toBeNull();
      // The studio goes on answering, and a later export works once the folder can be made.
      const health = await s.call('GET', '/health');
      expect(health.statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('an export whose datastore is deleted before it runs ends quietly', async () => {
    const s = await startStudio();
    try {
      const { store, queueExport } = await exportSetup(s);
      await s.app.studio.jobs.close(0); // nothing runs until the datastore has gone
      const id = (await queueExport()).json().data.data_store_export_id as number;
      await s.db.deleteFrom('data_stores').where('data_store_id', '=', store.data_store_id).execute();
      expect(
        await s.db.selectFrom('data_store_exports').select('status').where('data_store_export_id', '=', id).executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      await s.close();
    }
  });
});
