import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  chartData,
  chartDataBody,
  downloadQuery,
  idParams,
  instanceBody,
  instanceListQuery,
  nameCheck,
  report,
  reportBody,
  reportIdParams,
  reportInstance,
  tableColumn,
  tableColumnsBody,
  validateInstanceName,
  validateReportName,
  type ReportBody,
} from '@shared/api/reports';
import { fill, messages } from '@shared/messages';
import { chartTypes, columnsOf, type ChartOptions } from '@shared/reports';
import { usageSpanDays } from '@shared/usage';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { conflict, unprocessable } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';
import {
  checkedReport,
  findInstance,
  findReport,
  instanceNameFree,
  instanceRows,
  reportAccount,
  reportNameFree,
  toReport,
} from './report-store';
import { reportHandler, reportJobName, type ReportPayload, type ReportResult } from './report-run';
import { chartDataOf, chartSvg, chartTable, toCsv, toXlsx } from './report-output';
import { checkRange } from './usage-scope';

const tags = ['reports'];
const text = messages.analyse;
const read = { access: (request: any) => void reportAccount(request, 'read') };
const write = { access: (request: any) => void reportAccount(request, 'write') };

/** Reports (spec 3 §7 "Under /reporting"): definitions, their instances as background jobs, charts and downloads. */
export async function reportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const services = root.studio;
  const { db } = services;
  services.jobs.define(reportJobName, reportHandler(services));

  const completed = async (acId: number, id: number) => {
    const instance = await findInstance(db, acId, id);
    if (instance.status !== 'completed') throw conflict(fill(text.instanceNotReady, { status: instance.status }));
    const row = await accountRows(db, acId)
      .selectFrom('report_instances')
      .select('result')
      .where('report_instance_id', '=', id)
      .executeTakeFirstOrThrow();
    const definition = toReport(await findReport(db, acId, instance.report_id));
    return { instance, definition, result: JSON.parse(row.result ?? '{"columns":[],"rows":[]}') as ReportResult };
  };

  app.get('/reporting/reports', { config: read, schema: { tags, response: { 200: envelope(z.array(report)) } } }, async (request) => {
    const acId = reportAccount(request, 'read');
    const rows = await accountRows(db, acId).selectFrom('reports').selectAll().where('is_enabled', '=', 1).orderBy('report_name').execute();
    return { data: rows.map(toReport) };
  });

  const save = async (request: any, acId: number, body: ReportBody, reportId?: number) => {
    const values = await checkedReport(db, acId, body, reportId);
    const userId = request.auth!.user.user_id as number;
    return db.transaction().execute(async (trx) => {
      const now = nowIso();
      const id = reportId
        ? (
            await accountRows(trx, acId)
              .updateTable('reports')
              .set({ ...values, updated_by: userId, updated_at: now })
              .where('report_id', '=', reportId)
              .returning('report_id')
              .executeTakeFirstOrThrow()
          ).report_id
        : (
            await trx
              .insertInto('reports')
              .values({ ...values, ac_id: acId, is_enabled: 1, created_by: userId, updated_by: userId, created_at: now, updated_at: now })
              .returning('report_id')
              .executeTakeFirstOrThrow()
          ).report_id;
      await recordActivity(trx, request, {
        subject_type: 'Report',
        subject_id: id,
        action: reportId ? 'update' : 'create',
        summary: { after: { report_name: values.report_name, table_name: values.table_name } },
      });
      return toReport(await accountRows(trx, acId).selectFrom('reports').selectAll().where('report_id', '=', id).executeTakeFirstOrThrow());
    });
  };

  app.post(
    '/reporting/reports',
    { config: write, schema: { tags, body: reportBody, response: { 201: envelope(report) } } },
    async (request, reply) => {
      const acId = reportAccount(request, 'write');
      reply.code(201);
      return { data: await save(request, acId, request.body) };
    },
  );

  app.put(
    '/reporting/reports/:report_id',
    { config: write, schema: { tags, params: reportIdParams, body: reportBody, response: { 200: envelope(report) } } },
    async (request) => {
      const acId = reportAccount(request, 'write');
      await findReport(db, acId, request.params.report_id);
      return { data: await save(request, acId, request.body, request.params.report_id) };
    },
  );

  app.delete(
    '/reporting/reports/:report_id',
    { config: write, schema: { tags, params: reportIdParams, response: { 200: envelope(z.object({ report_id: z.number() })) } } },
    async (request) => {
      const acId = reportAccount(request, 'write');
      const row = await findReport(db, acId, request.params.report_id);
      await db.transaction().execute(async (trx) => {
        await accountRows(trx, acId).deleteFrom('reports').where('report_id', '=', row.report_id).execute();
        await recordActivity(trx, request, {
          subject_type: 'Report',
          subject_id: row.report_id,
          action: 'delete',
          summary: { before: { report_name: row.report_name } },
        });
      });
      return { data: { report_id: row.report_id } };
    },
  );

  app.post(
    '/reporting/duplicate/:id',
    { config: write, schema: { tags, params: idParams, response: { 201: envelope(report) } } },
    async (request, reply) => {
      const acId = reportAccount(request, 'write');
      const source = toReport(await findReport(db, acId, request.params.id));
      let name = `${source.report_name} (copy)`;
      for (let n = 2; !(await reportNameFree(db, acId, name)); n++) name = `${source.report_name} (copy ${n})`;
      reply.code(201);
      return { data: await save(request, acId, { ...source, report_name: name.slice(0, 100) }) };
    },
  );

  app.post(
    '/reporting/table-columns',
    { config: read, schema: { tags, body: tableColumnsBody, response: { 200: envelope(z.array(tableColumn)) } } },
    async (request) => {
      reportAccount(request, 'read');
      const columns = columnsOf(request.body.table_name);
      if (!columns) throw unprocessable(fill(text.unknownTable, { table: request.body.table_name }));
      return { data: [...columns] };
    },
  );

  app.get(
    '/reporting/chart-options',
    { config: read, schema: { tags, response: { 200: envelope(z.array(z.object({ type: z.enum(chartTypes), needs: z.string() }))) } } },
    async (request) => {
      reportAccount(request, 'read');
      return { data: chartTypes.map((type) => ({ type, needs: text.chartNeeds[type] })) };
    },
  );

  app.post(
    '/reporting/chart-table-options',
    {
      config: read,
      schema: { tags, body: tableColumnsBody, response: { 200: envelope(z.object({ x: z.array(z.string()), y: z.array(z.string()) })) } },
    },
    async (request) => {
      reportAccount(request, 'read');
      const columns = columnsOf(request.body.table_name);
      if (!columns) throw unprocessable(fill(text.unknownTable, { table: request.body.table_name }));
      return {
        data: {
          x: columns.filter((c) => c.data_type !== 'NUMERIC').map((c) => c.name),
          y: columns.filter((c) => c.data_type === 'NUMERIC').map((c) => c.name),
        },
      };
    },
  );

  app.post(
    '/reporting/validate-name',
    { config: read, schema: { tags, body: validateReportName, response: { 200: envelope(nameCheck) } } },
    async (request) => {
      const acId = reportAccount(request, 'read');
      const free = await reportNameFree(db, acId, request.body.report_name, request.body.report_id);
      return { data: { valid: free, message: free ? null : fill(text.reportNameTaken, { name: request.body.report_name }) } };
    },
  );

  app.post(
    '/reporting/validate-instance-name',
    { config: read, schema: { tags, body: validateInstanceName, response: { 200: envelope(nameCheck) } } },
    async (request) => {
      const acId = reportAccount(request, 'read');
      await findReport(db, acId, request.body.report_id);
      const free = await instanceNameFree(db, acId, request.body.report_id, request.body.report_instance_name);
      return { data: { valid: free, message: free ? null : fill(text.instanceNameTaken, { name: request.body.report_instance_name }) } };
    },
  );

  app.post(
    '/reporting/instances',
    { config: write, schema: { tags, body: instanceBody, response: { 202: envelope(reportInstance) } } },
    async (request, reply) => {
      const acId = reportAccount(request, 'write');
      const b = request.body;
      checkRange(b.start_date, b.end_date, usageSpanDays);
      await findReport(db, acId, b.report_id);
      if (!(await instanceNameFree(db, acId, b.report_id, b.report_instance_name)))
        throw conflict(fill(text.instanceNameTaken, { name: b.report_instance_name }));
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('report_instances')
          .values({
            report_id: b.report_id,
            ac_id: acId,
            report_instance_name: b.report_instance_name.trim(),
            start_date: b.start_date,
            end_date: b.end_date,
            status: 'queued',
            progress: 0,
            created_by: request.auth!.user.user_id,
            created_at: nowIso(),
          })
          .returning('report_instance_id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, request, {
          subject_type: 'ReportInstance',
          subject_id: row.report_instance_id,
          action: 'create',
          summary: { after: { report_instance_name: b.report_instance_name } },
        });
        await services.jobs.enqueue<ReportPayload>(reportJobName, { report_instance_id: row.report_instance_id }, { trx });
        return row.report_instance_id;
      });
      reply.code(202);
      return { data: await findInstance(db, acId, id) };
    },
  );

  app.put(
    '/reporting/instances/re-run/:id',
    { config: write, schema: { tags, params: idParams, response: { 202: envelope(reportInstance) } } },
    async (request, reply) => {
      const acId = reportAccount(request, 'write');
      const instance = await findInstance(db, acId, request.params.id);
      if (instance.status === 'queued' || instance.status === 'running') throw conflict(text.instanceRunning);
      await db.transaction().execute(async (trx) => {
        await accountRows(trx, acId)
          .updateTable('report_instances')
          .set({
            status: 'queued',
            progress: 0,
            error: null,
            result: null,
            row_count: null,
            completed_at: null,
            created_by: request.auth!.user.user_id,
          })
          .where('report_instance_id', '=', instance.report_instance_id)
          .execute();
        await recordActivity(trx, request, {
          subject_type: 'ReportInstance',
          subject_id: instance.report_instance_id,
          action: 'update',
          summary: { after: { status: 'queued' } },
        });
        await services.jobs.enqueue<ReportPayload>(reportJobName, { report_instance_id: instance.report_instance_id }, { trx });
      });
      reply.code(202);
      return { data: await findInstance(db, acId, instance.report_instance_id) };
    },
  );

  app.get(
    '/reporting/instances',
    { config: read, schema: { tags, querystring: instanceListQuery, response: { 200: envelope(z.array(reportInstance)) } } },
    async (request) => {
      const acId = reportAccount(request, 'read');
      return { data: await instanceRows(db, acId, { reportId: request.query.report_id }) };
    },
  );

  app.delete(
    '/reporting/instances/:id',
    { config: write, schema: { tags, params: idParams, response: { 200: envelope(z.object({ report_instance_id: z.number() })) } } },
    async (request) => {
      const acId = reportAccount(request, 'write');
      const instance = await findInstance(db, acId, request.params.id);
      await db.transaction().execute(async (trx) => {
        await accountRows(trx, acId).deleteFrom('report_instances').where('report_instance_id', '=', instance.report_instance_id).execute();
        await recordActivity(trx, request, {
          subject_type: 'ReportInstance',
          subject_id: instance.report_instance_id,
          action: 'delete',
          summary: { before: { report_instance_name: instance.report_instance_name } },
        });
      });
      return { data: { report_instance_id: instance.report_instance_id } };
    },
  );

  app.get(
    '/reporting/job/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: envelope(reportInstance) } } },
    async (request) => {
      return { data: await findInstance(db, reportAccount(request, 'read'), request.params.id) };
    },
  );

  app.post(
    '/reporting/generate-chart-data',
    { config: read, schema: { tags, body: chartDataBody, response: { 200: envelope(chartData) } } },
    async (request) => {
      const { definition, result } = await completed(reportAccount(request, 'read'), request.body.report_instance_id);
      return { data: chartDataOf(definition.chart as ChartOptions, result) };
    },
  );

  app.get('/reporting/chart-image/:id', { config: read, schema: { tags, params: idParams } }, async (request, reply) => {
    const { definition, instance, result } = await completed(reportAccount(request, 'read'), request.params.id);
    const svg = chartSvg(
      chartDataOf(definition.chart as ChartOptions, result),
      `${definition.report_name} — ${instance.report_instance_name}`,
    );
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Content-Disposition', `inline; filename="report-${instance.report_instance_id}.svg"`)
      .send(svg);
  });

  for (const [path, of] of [
    ['instance-data', (d: { result: ReportResult }) => d.result],
    [
      'instance-table-data',
      (d: { result: ReportResult; definition: { chart: unknown } }) =>
        chartTable(chartDataOf(d.definition.chart as ChartOptions, d.result)),
    ],
  ] as const) {
    app.get(
      `/reporting/${path}/:id`,
      { config: read, schema: { tags, params: idParams, querystring: downloadQuery } },
      async (request, reply) => {
        const done = await completed(reportAccount(request, 'read'), request.params.id);
        const data = of(done as never);
        const file = `${path}-${done.instance.report_instance_id}.${request.query.format}`;
        reply.header('Content-Disposition', `attachment; filename="${file}"`);
        if (request.query.format === 'csv') return reply.header('Content-Type', 'text/csv; charset=utf-8').send(toCsv(data));
        return reply
          .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(await toXlsx(data, done.definition.report_name));
      },
    );
  }
}
