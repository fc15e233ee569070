import type { FastifyRequest } from 'fastify';
import type { Report, ReportBody, ReportInstance } from '@shared/api/reports';
import { fill, messages } from '@shared/messages';
import { chartRefusal, columnsOf, unknownColumns, type ChartOptions } from '@shared/reports';
import type { Db } from '../../db/index';
import { requireAccess, requireAccount } from '../../http/access';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';

/** The permission of reports (spec 1 §2 Analyse: reports). */
export const reportPermission = 'analyse.reports';
const text = messages.analyse;

/** The one account a report request works in (reports belong to an account), with the permission's mode. */
export function reportAccount(request: FastifyRequest, mode: 'read' | 'write'): number {
  const acId = requireAccount(
    requireAccess(request, reportPermission, mode),
    fill(messages.selectIndividualToView, { resource: 'reports', scope: 'account' }),
  );
  return acId;
}

const parse = <T>(s: string, fallback: T): T => {
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
};

export function toReport(row: Record<string, any>): Report {
  return {
    report_id: row.report_id,
    ac_id: row.ac_id,
    report_name: row.report_name,
    description: row.description,
    table_name: row.table_name,
    columns: parse(row.columns, []),
    chart: parse(row.chart, { type: 'table', x: null, y: [] }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function findReport(db: Db, acId: number, reportId: number) {
  const row = await accountRows(db, acId)
    .selectFrom('reports')
    .selectAll()
    .where('report_id', '=', reportId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(text.reportNotFound);
  return row;
}

/** Whether the name is free among the account's reports (the spec's "report: template name" check), ignoring the report itself. */
export async function reportNameFree(db: Db, acId: number, name: string, exceptId?: number): Promise<boolean> {
  let q = accountRows(db, acId)
    .selectFrom('reports')
    .select('report_id')
    .where('is_enabled', '=', 1)
    .where('report_name', '=', name.trim());
  if (exceptId) q = q.where('report_id', '!=', exceptId);
  return !(await q.executeTakeFirst());
}

export async function instanceNameFree(db: Db, acId: number, reportId: number, name: string): Promise<boolean> {
  return !(await accountRows(db, acId)
    .selectFrom('report_instances')
    .select('report_instance_id')
    .where('report_id', '=', reportId)
    .where('report_instance_name', '=', name.trim())
    .executeTakeFirst());
}

/** Refuses a definition whose table, columns or chart do not fit; answers the row's values. */
export async function checkedReport(db: Db, acId: number, body: ReportBody, exceptId?: number) {
  if (!columnsOf(body.table_name))
    throw unprocessable(fill(text.unknownTable, { table: body.table_name }), [
      `table_name: ${fill(text.unknownTable, { table: body.table_name })}`,
    ]);
  if (body.columns.length === 0) throw unprocessable(text.noColumns, [`columns: ${text.noColumns}`]);
  const unknown = unknownColumns(body.table_name, body.columns);
  if (unknown.length) {
    const message = fill(text.unknownColumns, { table: body.table_name, columns: unknown.join(', ') });
    throw unprocessable(message, [`columns: ${message}`]);
  }
  const refusal = chartRefusal(body.table_name, body.columns, body.chart as ChartOptions);
  if (refusal) {
    const message =
      refusal.kind === 'notInReport'
        ? fill(text.chartColumnNotInReport, { column: refusal.column })
        : fill(text.chartDoesNotFit, { type: refusal.type, needs: text.chartNeeds[refusal.type] });
    throw unprocessable(message, [`chart: ${message}`]);
  }
  if (!(await reportNameFree(db, acId, body.report_name, exceptId))) throw conflict(fill(text.reportNameTaken, { name: body.report_name }));
  return {
    report_name: body.report_name.trim(),
    description: body.description,
    table_name: body.table_name,
    columns: JSON.stringify([...new Set(body.columns)]),
    chart: JSON.stringify(body.chart),
  };
}

export async function instanceRows(db: Db, acId: number, filter: { reportId?: number; instanceId?: number }): Promise<ReportInstance[]> {
  let q = accountRows(db, acId)
    .selectFrom('report_instances as i')
    .innerJoin('reports as r', 'r.report_id', 'i.report_id')
    .select([
      'i.report_instance_id',
      'i.report_id',
      'r.report_name',
      'i.ac_id',
      'i.report_instance_name',
      'i.start_date',
      'i.end_date',
      'i.status',
      'i.progress',
      'i.error',
      'i.row_count',
      'i.created_at',
      'i.completed_at',
    ])
    .where('r.is_enabled', '=', 1);
  if (filter.reportId) q = q.where('i.report_id', '=', filter.reportId);
  if (filter.instanceId) q = q.where('i.report_instance_id', '=', filter.instanceId);
  const rows = await q.orderBy('i.report_instance_id', 'desc').execute();
  return rows.map((r) => ({ ...r, status: r.status as ReportInstance['status'] }));
}

export async function findInstance(db: Db, acId: number, id: number): Promise<ReportInstance> {
  const [row] = await instanceRows(db, acId, { instanceId: id });
  if (!row) throw notFound(text.instanceNotFound);
  return row;
}
