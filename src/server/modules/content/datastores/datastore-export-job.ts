import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fill, messages } from '@shared/messages';
import type { JobProgress } from '@shared/realtime';
import { nowIso } from '../../../db/index';
import type { Row } from '../../../http/entity-resource';
import { csvStream } from '../../../http/csv';
import { JobCancelled, type JobHandler } from '../../../jobs/index';
import { emitJobProgress, throttled } from '../../../realtime/emit';
import type { Services } from '../../../services';
import { notifyJobOutcome } from '../../notifications/notify';
import { documentView, parseData, parseStructure } from './datastore-values';

export const exportJob = 'datastore-export';
export interface ExportPayload {
  data_store_export_id: number;
}

const pageSize = 1000;

/** A cell of the CSV: secure values stay masked, key-value lists as JSON, nothing as an empty cell. */
const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * The export job: queued → running (with progress) → completed (with the file and row count) or failed
 * (with the error). An export, datastore or account deleted meanwhile ends the job quietly; a file that
 * cannot be written is a recorded failure, never an exception that escapes the job. A closing server
 * stops the job between pages; the export is queued again and starts over at the next start.
 */
export function exportHandler(services: Services): JobHandler<ExportPayload> {
  return async ({ data_store_export_id: exportId }, { signal }) => {
    const db = services.db;
    const job = await db.selectFrom('data_store_exports').selectAll().where('data_store_export_id', '=', exportId).executeTakeFirst();
    if (!job || job.status === 'completed' || job.status === 'failed') return;
    const set = (values: Row) =>
      db
        .updateTable('data_store_exports')
        .set({ ...values, updated_at: nowIso() })
        .where('data_store_export_id', '=', exportId)
        .execute();
    const progress = {
      job: 'datastore-export',
      ac_id: job.ac_id,
      id: exportId,
      status: 'running',
      done: 0,
      total: 0,
    } satisfies JobProgress;
    // Progress goes to the account's screens and to the record (for a screen opened later); the last write
    // is awaited before the final status, so a late progress write never lands on a finished export.
    let progressWritten: Promise<unknown> = Promise.resolve();
    const report = throttled((p: JobProgress) => {
      emitJobProgress(services, p);
      if (p.status === 'running')
        progressWritten = set({ progress: p.total ? Math.floor((100 * p.done) / p.total) : 0 }).catch(() => undefined);
    });
    const dir = join(services.config.dataDir, 'exports', String(job.ac_id));
    const fileName = `export-${exportId}.csv`;
    try {
      const store = await db
        .selectFrom('data_stores')
        .select(['collection_structure', 'is_log'])
        .where('data_store_id', '=', job.data_store_id)
        .executeTakeFirst();
      if (!store) throw new Error(messages.notFound);
      const columns = parseStructure(store.collection_structure);
      const selected: string[] = JSON.parse(job.selected_columns);
      const counted = await db
        .selectFrom('data_store_documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('data_store_id', '=', job.data_store_id)
        .executeTakeFirst();
      progress.total = Number(counted?.n ?? 0);
      await set({ status: 'running', progress: 0 });
      report(progress, true);
      async function* lines() {
        let last = 0;
        for (;;) {
          if (signal.aborted) throw new JobCancelled();
          const rows = await db
            .selectFrom('data_store_documents')
            .select(['document_id', 'data'])
            .where('data_store_id', '=', job!.data_store_id)
            .where('document_id', '>', last)
            .orderBy('document_id')
            .limit(pageSize)
            .execute();
          for (const r of rows) yield selected.map((c) => cell(documentView(columns, parseData(r.data), store!.is_log === 1)[c]));
          progress.done += rows.length;
          report(progress);
          if (rows.length < pageSize) return;
          last = rows[rows.length - 1].document_id;
        }
      }
      await mkdir(dir, { recursive: true });
      await pipeline(Readable.from(lines()), csvStream(selected), createWriteStream(join(dir, fileName)), { signal });
      await progressWritten;
      const stillWanted = await db
        .selectFrom('data_store_exports')
        .select('data_store_export_id')
        .where('data_store_export_id', '=', exportId)
        .executeTakeFirst();
      if (!stillWanted) return void (await unlink(join(dir, fileName)).catch(() => undefined));
      await set({ status: 'completed', file_name: fileName, row_count: progress.done, progress: 100, completed_at: nowIso() });
      report({ ...progress, status: 'completed' }, true);
      await notifyJobOutcome(services, {
        userId: job.created_by,
        kind: 'datastore-export',
        title: messages.notifications.datastoreExportReady,
        link: `/api/data/data-store-export/${exportId}/download`,
        acId: job.ac_id,
      });
    } catch (e) {
      await progressWritten;
      await unlink(join(dir, fileName)).catch(() => undefined);
      if (signal.aborted || e instanceof JobCancelled) {
        await set({ status: 'queued', progress: 0 });
        throw new JobCancelled();
      }
      const error = fill(messages.content.exportFailed, { error: String((e as Error).message ?? e) });
      await set({ status: 'failed', error });
      report({ ...progress, status: 'failed' }, true);
      await notifyJobOutcome(services, {
        userId: job.created_by,
        kind: 'datastore-export',
        title: messages.notifications.datastoreExportFailed,
        body: error,
        acId: job.ac_id,
      });
    }
  };
}
