import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fill, messages } from '@shared/messages';
import type { JobProgress } from '@shared/realtime';
import type { ContentChoice } from '@shared/api/transfer';
import { nowIso } from '../../db/index';
import type { JobHandler } from '../../jobs/index';
import { emitJobProgress, throttled } from '../../realtime/emit';
import type { Services } from '../../services';
import { parseJson } from '../flow/model/rows';
import { importDocument, removeWritten } from './import-document';
import { readDocument } from './read-document';
import { notifyJobOutcome } from '../notifications/notify';
import { liveProgress, setTransfer, transfersDir, type TransferPayload } from './requests';
import { accountRows } from '../../http/tenant-repo';

export interface ImportOptions {
  choices: { model: string; id: number; action: ContentChoice }[];
}

/**
 * Runs an import request: the uploaded document goes into the account in one transaction — all of it, or
 * nothing and the request failed with the reason. Progress goes to the account's screens (the request's row is
 * not written while the transaction holds the database).
 */
export async function runImport(services: Services, requestId: number): Promise<void> {
  const db = services.db;
  const row = await db.selectFrom('task_transfers').selectAll().where('request_id', '=', requestId).executeTakeFirst();
  if (!row || row.status === 'completed' || row.status === 'failed' || !row.file_name) return;
  const path = join(transfersDir(services.config, row.ac_id), row.file_name);
  const options = parseJson<ImportOptions>(row.options, { choices: [] });
  const progress: JobProgress = { job: 'task-import', ac_id: row.ac_id, id: requestId, status: 'running', done: 0, total: 0 };
  const report = throttled((p: JobProgress) => {
    emitJobProgress(services, p);
    if (p.status === 'running') liveProgress.set(requestId, p.total ? Math.floor((100 * p.done) / p.total) : 0);
  });
  const written: string[] = [];
  try {
    await setTransfer(db, requestId, { status: 'running', progress: 0 });
    liveProgress.set(requestId, 0);
    const doc = readDocument(await readFile(path, 'utf8'));
    const choices = new Map(options.choices.map((c) => [`${c.model}:${c.id}`, c.action]));
    const result = await db.transaction().execute(async (trx) => {
      const made = await importDocument(
        {
          trx,
          config: services.config,
          acId: row.ac_id,
          userId: row.created_by,
          choices,
          progress: (done, total) => report({ ...progress, done, total }),
        },
        doc,
        written,
      );
      const account = await accountRows(trx, row.ac_id).selectFrom('accounts').select('sp_id').executeTakeFirst();
      await trx
        .insertInto('activity_log')
        .values({
          user_id: row.created_by,
          scope: 'ac',
          sp_id: account?.sp_id ?? null,
          ac_id: row.ac_id,
          subject_type: 'Task',
          subject_id: String(made.root.task_id),
          action: 'import',
          summary: JSON.stringify({ request_id: requestId, tasks: made.tasks.length, content: made.content.length }),
          created_at: nowIso(),
        })
        .execute();
      return made;
    });
    const { root, ...summary } = result;
    await setTransfer(db, requestId, {
      status: 'completed',
      progress: 100,
      task_id: root.task_id,
      task_name: root.task_name,
      result: JSON.stringify(summary),
      completed_at: nowIso(),
    });
    report({ ...progress, status: 'completed', done: 1, total: 1 }, true);
    await notifyJobOutcome(services, {
      userId: row.created_by,
      kind: 'task-import',
      title: fill(messages.notifications.taskImportDone, { name: root.task_name }),
      link: `/build/callflow/${root.task_id}`,
      acId: row.ac_id,
    });
  } catch (e) {
    await removeWritten(written);
    const error = fill(messages.transfer.failed, { error: String((e as Error)?.message ?? e) });
    await setTransfer(db, requestId, { status: 'failed', error });
    report({ ...progress, status: 'failed' }, true);
    await notifyJobOutcome(services, {
      userId: row.created_by,
      kind: 'task-import',
      title: messages.notifications.taskImportFailed,
      body: error,
      acId: row.ac_id,
    });
  } finally {
    liveProgress.delete(requestId);
    await unlink(path).catch(() => undefined);
  }
}

export const importHandler =
  (services: Services): JobHandler<TransferPayload> =>
  async ({ request_id }) =>
    runImport(services, request_id);
