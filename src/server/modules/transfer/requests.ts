import { join } from 'node:path';
import type { ImportResult, TransferRequest } from '@shared/api/transfer';
import type { Config } from '../../config';
import { nowIso, type Db } from '../../db/index';
import { notFound } from '../../http/errors';
import type { TaskTransfersTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { parseJson } from '../flow/model/rows';
import { accountRows } from '../../http/tenant-repo';

export type TransferRow = Selectable<TaskTransfersTable>;

export const exportJobName = 'task-export';
export const importJobName = 'task-import';
export interface TransferPayload {
  request_id: number;
}

/** Where an account's export files and uploaded import files are kept. */
export const transfersDir = (config: Config, acId: number) => join(config.dataDir, 'transfers', String(acId));

/** A running import writes nothing outside its transaction: its progress is told here (and on the socket) until it ends. */
export const liveProgress = new Map<number, number>();

export const downloadUrl = (row: Pick<TransferRow, 'request_id'>) => `/api/studio/export/download/${row.request_id}`;

export function transferToApi(row: TransferRow): TransferRequest {
  const live = row.status === 'running' ? liveProgress.get(row.request_id) : undefined;
  return {
    request_id: row.request_id,
    kind: row.kind,
    status: row.status,
    progress: live ?? Number(row.progress ?? 0),
    task_id: row.task_id,
    task_name: row.task_name,
    download_url: row.kind === 'export' && row.status === 'completed' ? downloadUrl(row) : null,
    error: row.error,
    result: row.result ? parseJson<ImportResult | null>(row.result, null) : null,
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}

/** The account's request, else 404 (another account's is never told apart). */
export async function findTransfer(db: Db, acId: number, requestId: number, kind?: TransferRow['kind']): Promise<TransferRow> {
  let q = accountRows(db, acId).selectFrom('task_transfers').selectAll().where('request_id', '=', requestId);
  if (kind) q = q.where('kind', '=', kind);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const setTransfer = (db: Db, requestId: number, values: Partial<Omit<TransferRow, 'request_id'>>) =>
  db
    .updateTable('task_transfers')
    .set({ ...values, updated_at: nowIso() })
    .where('request_id', '=', requestId)
    .execute();
