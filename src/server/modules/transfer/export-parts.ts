import type { z } from 'zod';
import type { Db } from '../../db/index';
import type { TaskRow } from '../flow/model/rows';

/** Ids of an export: the account's ids → the document's own, and back on import (the rows the import made). */
export interface TransferIds {
  task(id: number): number | undefined;
  node(id: number): number | undefined;
  canvas(id: number): number | undefined;
}

export interface ExportPartCollect {
  db: Db;
  acId: number;
  /** The exported tasks, as stored. */
  tasks: readonly TaskRow[];
  /** The account's ids → the document's. */
  ids: TransferIds;
}

export interface ExportPartRestore {
  trx: Db;
  acId: number;
  userId: number | null;
  /** The document's ids → the rows this import made. */
  ids: TransferIds;
}

/**
 * EXTENSION POINT — the further parts of a task export. The core document holds the tasks (settings,
 * canvases, nodes) and the content their nodes use; anything else that belongs to a task (its flow tests, …)
 * is an export part: it writes one entry of the document's `parts` (under its key), checked on import with
 * its schema (a problem is reported with the path parts.<key>…), and restores it inside the import's
 * transaction once the tasks and their nodes exist. Register a part by adding it to `exportParts` (export-part-list.ts).
 * A document without a part's key imports fine (older exports); a key no registered part knows is refused.
 */
export interface ExportPart<T = unknown> {
  key: string;
  schema: z.ZodType<T>;
  collect(ctx: ExportPartCollect): Promise<T>;
  restore(value: T, ctx: ExportPartRestore): Promise<void>;
}
