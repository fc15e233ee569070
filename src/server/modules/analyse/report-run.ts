import { sql } from 'kysely';
import { fill, messages } from '@shared/messages';
import { roomOf, type ReportStatusEvent } from '@shared/realtime';
import { reportSessionRows, type ReportTable } from '@shared/reports';
import { dayAfter } from '@shared/usage';
import { nowIso, type Db } from '../../db/index';
import type { JobHandler } from '../../jobs/index';
import type { Services } from '../../services';
import { accountRows } from '../../http/tenant-repo';
import { notifyJobOutcome } from '../notifications/notify';
import { namesOf } from './usage-views';
import { rollupUsage } from './rollup';

export const reportJobName = 'report-instance';
export interface ReportPayload {
  report_instance_id: number;
}
export type Cell = string | number | null;
/** What an instance keeps: its columns and rows, in the report's column order. */
export interface ReportResult {
  columns: string[];
  rows: Cell[][];
}

/** The page of a report job, which the finished job's notification links to (spec 3 §2). */
export const jobPage = (id: number) => `/analyse/reports/job/${id}`;

/** A report holding more rows than this is refused by its job (what the job page then shows). */
export class TooManyRows extends Error {}

/** The report's rows from the rollups: text columns group, number columns add up; a chunk of days at a time (progress). */
async function usageRows(
  db: Db,
  acId: number,
  columns: string[],
  start: string,
  end: string,
  progress: (done: number, total: number) => void,
): Promise<Cell[][]> {
  const dims: Record<string, ReturnType<typeof sql<string>>> = {
    date: sql<string>`substr(hour, 1, 10)`,
    task_name: sql<string>`task_id`,
    channel: sql<string>`channel`,
    usage_type: sql<string>`usage_type`,
  };
  const groups = columns.filter((c) => c in dims);
  const sums = columns.filter((c) => !(c in dims)) as ('sessions' | 'failed' | 'duration_s')[];
  const merged = new Map<string, Record<string, Cell>>();
  const chunks: [string, string][] = [];
  for (let from = start; from <= end; ) {
    let to = from;
    for (let i = 0; i < 30 && dayAfter(to) <= end; i++) to = dayAfter(to);
    chunks.push([from, to]);
    from = dayAfter(to);
  }
  for (const [i, [from, to]] of chunks.entries()) {
    let q = accountRows(db, acId).selectFrom('usage_rollups').where('hour', '>=', from).where('hour', '<', dayAfter(to));
    // Whole sessions, unless the report groups by usage type (then node usage types are rows of their own).
    if (!groups.includes('usage_type')) q = q.where('usage_type', '=', 'session');
    const rows = await q
      .select([...groups.map((g) => dims[g].as(g)), ...sums.map((s) => sql<number>`sum(${sql.ref(s)})`.as(s))])
      .$if(groups.length > 0, (b) => b.groupBy(groups.map((g) => dims[g])))
      .execute();
    for (const r of rows as Record<string, Cell>[]) {
      const key = groups.map((g) => String(r[g])).join('\u0000');
      const had = merged.get(key);
      if (!had) merged.set(key, { ...r, ...Object.fromEntries(sums.map((s) => [s, Number(r[s] ?? 0)])) });
      else for (const s of sums) had[s] = Number(had[s]) + Number(r[s] ?? 0);
    }
    progress(i + 1, chunks.length);
  }
  const names = groups.includes('task_name')
    ? await namesOf(db, 'tasks', [...new Set([...merged.values()].map((r) => Number(r.task_name)))])
    : new Map();
  const out = [...merged.values()].map((r) =>
    columns.map((c) => (c === 'task_name' ? (names.get(Number(r.task_name)) ?? String(r.task_name)) : (r[c] ?? null))),
  );
  return out.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

/** The sessions of the range from the usage records, oldest first; more than the limit fails the job. */
async function sessionRows(db: Db, acId: number, columns: string[], start: string, end: string): Promise<Cell[][]> {
  const rows = await accountRows(db, acId)
    .selectFrom('usage_records')
    .select(['session_id', 'task_id', 'channel', 'started_at', 'ended_at', 'outcome'])
    .where('started_at', '>=', start)
    .where('started_at', '<', dayAfter(end))
    .orderBy('started_at')
    .limit(reportSessionRows + 1)
    .execute();
  if (rows.length > reportSessionRows) throw new TooManyRows(fill(messages.analyse.tooManySessions, { max: reportSessionRows }));
  const names = await namesOf(db, 'tasks', [...new Set(rows.map((r) => r.task_id))]);
  return rows.map((r) => {
    const cells: Record<string, Cell> = {
      ...r,
      task_name: names.get(r.task_id) ?? String(r.task_id),
      duration_s: r.ended_at ? Math.round((Date.parse(r.ended_at) - Date.parse(r.started_at)) / 1000) : null,
    };
    return columns.map((c) => cells[c] ?? null);
  });
}

function emitStatus(services: Services, event: ReportStatusEvent) {
  services.realtime?.to(roomOf.account(event.ac_id)).emit('report:status', event);
}

/**
 * Runs a report instance: reads its rows, keeps them, and tells the account's screens (report:status) and the
 * user who asked (a notification linking to the job page). A failure is the instance's, with its reason, never the queue's.
 */
export async function runReport(services: Services, id: number): Promise<void> {
  const db = services.db;
  const row = await db
    .selectFrom('report_instances as i')
    .innerJoin('reports as r', 'r.report_id', 'i.report_id')
    .selectAll('i')
    .select(['r.report_name', 'r.table_name', 'r.columns'])
    .where('i.report_instance_id', '=', id)
    .executeTakeFirst();
  if (!row || row.status === 'completed' || row.status === 'failed') return;
  const base = { ac_id: row.ac_id, report_id: row.report_id, report_instance_id: id };
  const set = (values: Record<string, unknown>) =>
    db.updateTable('report_instances').set(values).where('report_instance_id', '=', id).execute();
  try {
    await set({ status: 'running', progress: 0, error: null });
    emitStatus(services, { ...base, status: 'running', progress: 0, error: null });
    const columns = JSON.parse(row.columns) as string[];
    let rows: Cell[][];
    if ((row.table_name as ReportTable) === 'sessions') rows = await sessionRows(db, row.ac_id, columns, row.start_date, row.end_date);
    else {
      await rollupUsage(db, services.engine);
      rows = await usageRows(db, row.ac_id, columns, row.start_date, row.end_date, (done, total) => {
        const progress = Math.floor((100 * done) / total);
        if (done < total)
          void set({ progress }).then(
            () => emitStatus(services, { ...base, status: 'running', progress, error: null }),
            () => undefined,
          );
      });
    }
    const result: ReportResult = { columns, rows };
    await set({ status: 'completed', progress: 100, row_count: rows.length, result: JSON.stringify(result), completed_at: nowIso() });
    emitStatus(services, { ...base, status: 'completed', progress: 100, error: null });
    await notifyJobOutcome(services, {
      userId: row.created_by,
      kind: 'report',
      title: fill(messages.analyse.reportReady, { name: row.report_instance_name }),
      link: jobPage(id),
      acId: row.ac_id,
    });
  } catch (e) {
    const error = String((e as Error)?.message ?? e);
    await set({ status: 'failed', error, completed_at: nowIso() });
    emitStatus(services, { ...base, status: 'failed', progress: 0, error });
    await notifyJobOutcome(services, {
      userId: row.created_by,
      kind: 'report',
      title: fill(messages.analyse.reportFailed, { name: row.report_instance_name }),
      body: error,
      link: jobPage(id),
      acId: row.ac_id,
    });
  }
}

export const reportHandler =
  (services: Services): JobHandler<ReportPayload> =>
  async ({ report_instance_id }) =>
    runReport(services, report_instance_id);
