import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fill, messages } from '@shared/messages';
import type { JobProgress } from '@shared/realtime';
import type { TaskExportDocument } from '@shared/api/transfer';
import { nowIso } from '../../db/index';
import type { JobHandler } from '../../jobs/index';
import { emitJobProgress, throttled } from '../../realtime/emit';
import type { Services } from '../../services';
import { collectionTasks } from '../flow/tasks/task-collections';
import { loadTask } from '../flow/model/state';
import { readSnapshot, takeSnapshot } from '../versions/snapshot';
import { buildExport, type ExportSource } from './build-export';
import { parseJson, type TaskRow } from '../flow/model/rows';
import { notifyJobOutcome } from '../notifications/notify';
import { downloadUrl, setTransfer, transfersDir, type TransferPayload, type TransferRow } from './requests';
import { accountRows } from '../../http/tenant-repo';

/** What an export request asked for (kept in its options). */
export interface ExportOptions {
  task_collection: boolean;
  /** A version's snapshot instead of the draft (POST /studio/export/snapshot). */
  version_id: number | null;
}

/** The tasks an export holds: the task's draft (or one of its versions), with its collection when asked. */
async function sourcesOf(services: Services, row: TransferRow, options: ExportOptions): Promise<ExportSource[]> {
  const db = services.db;
  const task = await loadTask(db, row.ac_id, row.task_id!);
  if (options.version_id !== null) {
    const version = await accountRows(db, row.ac_id)
      .selectFrom('task_versions')
      .select('snapshot')
      .where('version_id', '=', options.version_id)
      .where('task_id', '=', task.task_id)
      .executeTakeFirstOrThrow();
    return [{ task, snapshot: readSnapshot(version.snapshot) }];
  }
  const tasks: TaskRow[] = options.task_collection ? await collectionTasks(db, row.ac_id, task.task_id) : [task];
  const out: ExportSource[] = [];
  for (const t of tasks) out.push({ task: t, snapshot: await takeSnapshot(db, t) });
  return out;
}

/**
 * Runs an export request: builds the document, writes it to the account's transfers folder, and records the
 * file; progress goes to the account's screens and to the request. A task deleted meanwhile fails the request
 * with its reason, never the job.
 */
export async function runExport(services: Services, requestId: number): Promise<TaskExportDocument | null> {
  const db = services.db;
  const row = await db.selectFrom('task_transfers').selectAll().where('request_id', '=', requestId).executeTakeFirst();
  if (!row || row.status === 'completed' || row.status === 'failed') return null;
  const options = parseJson<ExportOptions>(row.options, { task_collection: false, version_id: null });
  const progress: JobProgress = { job: 'task-export', ac_id: row.ac_id, id: requestId, status: 'running', done: 0, total: 0 };
  let written: Promise<unknown> = Promise.resolve();
  const report = throttled((p: JobProgress) => {
    emitJobProgress(services, p);
    if (p.status === 'running')
      written = setTransfer(db, requestId, { progress: p.total ? Math.floor((100 * p.done) / p.total) : 0 }).catch(() => undefined);
  });
  try {
    await setTransfer(db, requestId, { status: 'running', progress: 0 });
    const sources = await sourcesOf(services, row, options);
    const doc = await buildExport(db, services.config, row.ac_id, sources, (done, total) => report({ ...progress, done, total }));
    const dir = transfersDir(services.config, row.ac_id);
    const fileName = `export-${requestId}.json`;
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, fileName), JSON.stringify(doc, null, 1));
    await written;
    await setTransfer(db, requestId, { status: 'completed', progress: 100, file_name: fileName, completed_at: nowIso() });
    report({ ...progress, status: 'completed', done: 1, total: 1 }, true);
    const name = sources[0]?.task.task_name ?? row.task_name ?? '';
    await notifyJobOutcome(services, {
      userId: row.created_by,
      kind: 'task-export',
      title: fill(messages.notifications.taskExportReady, { name }),
      link: downloadUrl(row),
      acId: row.ac_id,
    });
    return doc;
  } catch (e) {
    await written;
    const error = fill(messages.transfer.exportFailed, { error: String((e as Error)?.message ?? e) });
    await setTransfer(db, requestId, { status: 'failed', error });
    report({ ...progress, status: 'failed' }, true);
    await notifyJobOutcome(services, {
      userId: row.created_by,
      kind: 'task-export',
      title: fill(messages.notifications.taskExportFailed, { name: row.task_name ?? '' }),
      body: error,
      acId: row.ac_id,
    });
    return null;
  }
}

export const exportHandler =
  (services: Services): JobHandler<TransferPayload> =>
  async ({ request_id }) =>
    void (await runExport(services, request_id));
