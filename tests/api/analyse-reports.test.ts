import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { messages } from '../../src/shared/messages';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import { firstTask, seedSessions } from './analyse-support';

let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let builder: string;
let viewer: string;
let spAdmin: string;
let task: number;
const retail = () => ({ spId: ids.northwind, acId: ids.retail });
const byDay = {
  report_name: 'Calls by day',
  table_name: 'usage_by_day',
  columns: ['date', 'channel', 'sessions', 'duration_s'],
  chart: { type: 'line', x: 'date', y: ['sessions'] },
};

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  builder = await s.login('ac.builder@studio.test');
  viewer = await s.login('ac.viewer@studio.test');
  spAdmin = await s.login('sp.admin@studio.test');
  task = await firstTask(s.db, ids.retail);
  await seedSessions(s.db, [
    { ac_id: ids.retail, task_id: task, channel: 'voice', started_at: '2026-11-02T09:10:00.000Z', seconds: 30 },
    { ac_id: ids.retail, task_id: task, channel: 'voice', started_at: '2026-11-02T11:10:00.000Z', seconds: 50 },
    { ac_id: ids.retail, task_id: task, channel: 'chatbot', started_at: '2026-11-03T10:00:00.000Z', seconds: 20 },
  ]);
});
afterAll(() => s.close());

const call = (method: string, url: string, body?: unknown, token = builder) => s.call(method, url, { token, selection: retail(), body });

async function untilDone(id: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = (await call('GET', `/reporting/job/${id}`)).json().data;
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`report instance ${id} is still ${job.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('report definitions', () => {
  it('create, list, update, duplicate and delete, with the name checks', async () => {
    const created = await call('POST', '/reporting/reports', { ...byDay, report_name: 'Definitions' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.report_id;
    expect((await call('POST', '/reporting/validate-name', { report_name: 'Definitions' })).json().data).toEqual({
      valid: false,
      message: 'A report named Definitions already exists in this account.',
    });
    expect((await call('POST', '/reporting/validate-name', { report_name: 'Definitions', report_id: id })).json().data.valid).toBe(true);
    const taken = await call('POST', '/reporting/reports', { ...byDay, report_name: 'Definitions' });
    expect(taken.statusCode).toBe(409);
    const updated = await call('PUT', `/reporting/reports/${id}`, {
      ...byDay,
      report_name: 'Definitions',
      chart: { type: 'bar', x: 'channel', y: ['sessions', 'duration_s'] },
    });
    expect(updated.json().data.chart).toEqual({ type: 'bar', x: 'channel', y: ['sessions', 'duration_s'] });
    const copy = await call('POST', `/reporting/duplicate/${id}`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ report_name: 'Definitions (copy)', columns: byDay.columns });
    const names = (await call('GET', '/reporting/reports')).json().data.map((r: { report_name: string }) => r.report_name);
    expect(names).toEqual(expect.arrayContaining(['Definitions', 'Definitions (copy)']));
    expect((await call('DELETE', `/reporting/reports/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/reporting/reports`)).json().data.some((r: { report_id: number }) => r.report_id === id)).toBe(false);
    expect((await call('POST', '/reporting/table-columns', { table_name: 'usage_by_day' })).json().data).toContainEqual({
      name: 'sessions',
      data_type: 'NUMERIC',
    });
  });

  it('unknown tables and columns, and charts that do not fit, are refused and nothing is saved', async () => {
    const before = (await call('GET', '/reporting/reports')).json().data.length;
    const unknown = await call('POST', '/reporting/reports', { ...byDay, report_name: 'Bad', columns: ['date', 'revenue'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('The table usage_by_day has no column named revenue.');
    expect((await call('POST', '/reporting/reports', { ...byDay, report_name: 'Bad', table_name: 'payments' })).statusCode).toBe(422);
    const pie = await call('POST', '/reporting/reports', {
      ...byDay,
      report_name: 'Bad',
      chart: { type: 'pie', x: 'date', y: ['sessions', 'duration_s'] },
    });
    expect(pie.statusCode).toBe(422);
    expect(pie.json().message).toBe(`A pie chart needs ${messages.analyse.chartNeeds.pie}.`);
    const line = await call('POST', '/reporting/reports', {
      ...byDay,
      report_name: 'Bad',
      chart: { type: 'line', x: 'date', y: ['channel'] },
    });
    expect(line.statusCode).toBe(422);
    expect(
      (
        await call('POST', '/reporting/reports', { ...byDay, report_name: 'Bad', chart: { type: 'line', x: 'task_name', y: ['sessions'] } })
      ).json().message,
    ).toBe('The chart uses the column task_name, which the report does not show.');
    expect((await call('GET', '/reporting/reports')).json().data.length).toBe(before);
  });

  it('a report of another account cannot be read, run or changed; a viewer cannot write', async () => {
    const mine = (await call('POST', '/reporting/reports', { ...byDay, report_name: 'Mine' })).json().data.report_id;
    const health = { spId: ids.northwind, acId: ids.health };
    expect(
      (await s.call('PUT', `/reporting/reports/${mine}`, { token: builder, selection: health, body: { ...byDay, report_name: 'Stolen' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await s.call('POST', '/reporting/instances', {
          token: builder,
          selection: health,
          body: { report_id: mine, report_instance_name: 'x', start_date: '2026-11-01', end_date: '2026-11-05' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await s.call('GET', '/reporting/reports', { token: spAdmin, selection: health }))
        .json()
        .data.some((r: { report_id: number }) => r.report_id === mine),
    ).toBe(false);
    expect((await call('POST', '/reporting/reports', { ...byDay, report_name: 'Viewer' }, viewer)).statusCode).toBe(403);
    expect((await call('GET', '/reporting/reports', undefined, viewer)).statusCode).toBe(200);
  });
});

describe('report instances run as jobs', () => {
  it('runs to completion: chart data, chart image, CSV and XLSX downloads, and the notification links the job page', async () => {
    const reportId = (await call('POST', '/reporting/reports', { ...byDay, report_name: 'Run me' })).json().data.report_id;
    const queued = await call('POST', '/reporting/instances', {
      report_id: reportId,
      report_instance_name: 'November',
      start_date: '2026-11-01',
      end_date: '2026-11-05',
    });
    expect(queued.statusCode).toBe(202);
    const id = queued.json().data.report_instance_id;
    const done = await untilDone(id);
    expect(done).toMatchObject({ status: 'completed', progress: 100, row_count: 2, error: null });
    expect(
      (await call('POST', '/reporting/validate-instance-name', { report_id: reportId, report_instance_name: 'November' })).json().data
        .valid,
    ).toBe(false);
    expect(
      (
        await call('POST', '/reporting/instances', {
          report_id: reportId,
          report_instance_name: 'November',
          start_date: '2026-11-01',
          end_date: '2026-11-05',
        })
      ).statusCode,
    ).toBe(409);

    const chart = (await call('POST', '/reporting/generate-chart-data', { report_instance_id: id })).json().data;
    expect(chart).toEqual({
      type: 'line',
      x: 'date',
      labels: ['2026-11-02', '2026-11-03'],
      series: [{ name: 'sessions', values: [2, 1] }],
    });
    const image = await call('GET', `/reporting/chart-image/${id}`);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<polyline');

    const csv = parse((await call('GET', `/reporting/instance-data/${id}?format=csv`)).body) as string[][];
    expect(csv).toEqual([
      ['date', 'channel', 'sessions', 'duration_s'],
      ['2026-11-02', 'voice', '2', '80'],
      ['2026-11-03', 'chatbot', '1', '20'],
    ]);
    const table = parse((await call('GET', `/reporting/instance-table-data/${id}?format=csv`)).body) as string[][];
    expect(table).toEqual([
      ['date', 'sessions'],
      ['2026-11-02', '2'],
      ['2026-11-03', '1'],
    ]);
    const xlsx = await call('GET', `/reporting/instance-data/${id}?format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['date', 'channel', 'sessions', 'duration_s'],
      ['2026-11-02', 'voice', 2, 80],
      ['2026-11-03', 'chatbot', 1, 20],
    ]);

    const notice = await s.db
      .selectFrom('notification_messages')
      .selectAll()
      .where('kind', '=', 'report')
      .orderBy('notification_message_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ title: 'The report November is ready', link: `/analyse/reports/job/${id}` });

    const listed = (await call('GET', `/reporting/instances?report_id=${reportId}`)).json().data;
    expect(listed.map((i: { report_instance_id: number }) => i.report_instance_id)).toEqual([id]);
    const again = await call('PUT', `/reporting/instances/re-run/${id}`);
    expect(again.statusCode).toBe(202);
    expect((await untilDone(id)).status).toBe('completed');
    expect((await call('DELETE', `/reporting/instances/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/reporting/job/${id}`)).statusCode).toBe(404);
  });

  it('a reversed range starts nothing', async () => {
    const reportId = (await call('POST', '/reporting/reports', { ...byDay, report_name: 'Reversed' })).json().data.report_id;
    const res = await call('POST', '/reporting/instances', {
      report_id: reportId,
      report_instance_name: 'Bad',
      start_date: '2026-11-05',
      end_date: '2026-11-01',
    });
    expect(res.statusCode).toBe(422);
    expect((await call('GET', `/reporting/instances?report_id=${reportId}`)).json().data).toEqual([]);
  });

  it('a failing job shows its error on the job page and in the notification', async () => {
    const reportId = (
      await call('POST', '/reporting/reports', {
        report_name: 'Every session',
        table_name: 'sessions',
        columns: ['session_id', 'started_at'],
        chart: { type: 'table', x: null, y: [] },
      })
    ).json().data.report_id;
    const many = sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 50001)
      insert into usage_records (session_id, ac_id, task_id, task_version, channel, simulated, started_at, ended_at, outcome, path, variables)
      select 'bulk-' || i, ${ids.retail}, ${task}, null, 'voice', 0, '2026-09-10T10:00:00.000Z', null, null, '[]', '{}' from n`;
    await many.execute(s.db);
    const id = (
      await call('POST', '/reporting/instances', {
        report_id: reportId,
        report_instance_name: 'Too many',
        start_date: '2026-09-10',
        end_date: '2026-09-10',
      })
    ).json().data.report_instance_id;
    const job = await untilDone(id);
    expect(job).toMatchObject({ status: 'failed', error: 'The report holds more than 50000 sessions; choose a shorter date range.' });
    // The notice follows the job's failed state (written after it): the job's own, once it is there.
    const noticeOf = () =>
      s.db
        .selectFrom('notification_messages')
        .selectAll()
        .where('kind', '=', 'report')
        .where('link', '=', `/analyse/reports/job/${id}`)
        .executeTakeFirst();
    await expect.poll(noticeOf, { timeout: 10_000 }).toBeDefined();
    expect(await noticeOf()).toMatchObject({ title: 'The report Too many failed', body: job.error });
    expect((await call('POST', '/reporting/generate-chart-data', { report_instance_id: id })).statusCode).toBe(409);
  });
});

describe('the exports screen', () => {
  it("lists the user's own exports of the selected account", async () => {
    const store = await s.db
      .selectFrom('data_stores')
      .select(['data_store_id', 'collection_structure', 'display_name'])
      .where('ac_id', '=', ids.retail)
      .orderBy('data_store_id')
      .executeTakeFirstOrThrow();
    const column = JSON.parse(store.collection_structure)[0].col_name as string;
    const queued = await call('POST', '/data/get-exported-csv-url', {
      data_store_id: store.data_store_id,
      export_csv: 1,
      selected_columns: [column],
    });
    expect(queued.statusCode).toBe(202);
    const id = queued.json().data.data_store_export_id;
    const res = await call('GET', '/manage/exports');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(expect.objectContaining({ kind: 'datastore-export', id, name: store.display_name }));
    // Another user of the account does not see it.
    const others = await call('GET', '/manage/exports', undefined, await s.login('system@studio.test'));
    expect(others.json().data.some((e: { id: number; kind: string }) => e.kind === 'datastore-export' && e.id === id)).toBe(false);
  });
});
