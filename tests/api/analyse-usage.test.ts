import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { rollupUsage } from '../../src/server/modules/analyse/rollup';
import { sql } from 'kysely';
import { demoIds, engine, startStudio, type TestStudio } from './support/studio';
import { firstTask, seedSessions } from './analyse-support';

let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let builder: string;
let spAdmin: string;
let retailTask: number;
let biometricNode: number;
const range = 'start_date=2026-11-01&end_date=2026-11-05';

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  builder = await s.login('ac.builder@studio.test');
  spAdmin = await s.login('sp.admin@studio.test');
  retailTask = await firstTask(s.db, ids.retail);
  const node = await s.db
    .selectFrom('nodes')
    .select('node_id')
    .where('ac_id', '=', ids.retail)
    .orderBy('node_id')
    .executeTakeFirstOrThrow();
  biometricNode = node.node_id;
  await s.db.updateTable('nodes').set({ node_type: 'biometrics' }).where('node_id', '=', biometricNode).execute();
  await seedSessions(s.db, [
    { ac_id: ids.retail, task_id: retailTask, channel: 'voice', started_at: '2026-11-02T09:10:00.000Z', seconds: 30 },
    {
      ac_id: ids.retail,
      task_id: retailTask,
      channel: 'voice',
      started_at: '2026-11-02T09:40:00.000Z',
      seconds: 90,
      outcome: 'error',
      path: [biometricNode],
    },
    { ac_id: ids.retail, task_id: retailTask, channel: 'voice', started_at: '2026-11-04T14:00:00.000Z', seconds: 60 },
    { ac_id: ids.retail, task_id: retailTask, channel: 'voice', started_at: '2026-11-04T15:00:00.000Z', seconds: null },
    { ac_id: ids.retail, task_id: retailTask, channel: 'chatbot', started_at: '2026-11-03T10:00:00.000Z', seconds: 20 },
    { ac_id: ids.retail, task_id: retailTask, channel: 'voice', started_at: '2026-10-31T23:59:00.000Z', seconds: 10 },
    { ac_id: ids.health, task_id: 990001, channel: 'voice', started_at: '2026-11-02T09:15:00.000Z', seconds: 45 },
    { ac_id: ids.support, task_id: 990002, channel: 'voice', started_at: '2026-11-02T09:20:00.000Z', seconds: 45 },
  ]);
});
afterAll(() => s.close());

const retail = () => ({ spId: ids.northwind, acId: ids.retail });
const provider = () => ({ spId: ids.northwind, acId: 'all' as const });

describe('usage views read the rollups of ended sessions', () => {
  it('call usage of one account: totals, days and tasks of the range only', async () => {
    const res = await s.call('GET', `/reporting/usages/call-usage?${range}`, { token: builder, selection: retail() });
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.totals).toEqual({ sessions: 3, failed: 1, duration_s: 180 });
    expect(view.days.map((d: { sessions: number }) => d.sessions)).toEqual([0, 2, 0, 1, 0]);
    expect(view.tasks).toEqual([expect.objectContaining({ task_id: retailTask, sessions: 3 })]);
    expect(view.accounts.map((a: { ac_id: number }) => a.ac_id)).toEqual([ids.retail]);
  });

  it('each view counts its own usage type', async () => {
    const chatbot = (await s.call('GET', `/virtualagentusage/chatbot-usage-logs?${range}`, { token: builder, selection: retail() })).json()
      .data;
    expect(chatbot.totals.sessions).toBe(1);
    expect(chatbot.usage[0]).toMatchObject({ ac_id: ids.retail, isUsingBurstUsages: false });
    const biometric = (await s.call('GET', `/virtualagentusage/biometric-usage?${range}`, { token: builder, selection: retail() })).json()
      .data;
    expect(biometric.totals.sessions).toBe(1);
    for (const path of ['workflow-usages', 'virtual-msg-logs', 'transcription-usages', 'tone-analyzer-usages', 'number-insight-usages']) {
      const res = await s.call('GET', `/virtualagentusage/${path}?${range}`, { token: builder, selection: retail() });
      expect(res.statusCode, path).toBe(200);
      expect(res.json().data.totals.sessions, path).toBe(0);
    }
    const credits = await s.call('GET', `/reporting/msg-credit-usages?${range}`, { token: builder, selection: retail() });
    expect(credits.json().data.usage).toEqual([]);
  });

  it("a provider's view ranks its accounts (top three first) and leaves out another provider's", async () => {
    const view = (await s.call('GET', `/reporting/usages/call-usage?${range}`, { token: spAdmin, selection: provider() })).json().data;
    expect(view.accounts.map((a: { ac_id: number; sessions: number }) => [a.ac_id, a.sessions])).toEqual([
      [ids.retail, 3],
      [ids.health, 1],
    ]);
    expect(view.totals.sessions).toBe(4);
  });

  it('detailed logs list the sessions of a type, newest first', async () => {
    const res = await s.call('POST', '/virtualagentusage/detailed-logs/voice', {
      token: builder,
      selection: retail(),
      body: { start_date: '2026-11-01', end_date: '2026-11-05' },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: { started_at: string }) => r.started_at)).toEqual([
      '2026-11-04T15:00:00.000Z',
      '2026-11-04T14:00:00.000Z',
      '2026-11-02T09:40:00.000Z',
      '2026-11-02T09:10:00.000Z',
    ]);
    expect(rows[2]).toMatchObject({ outcome: 'error', duration_s: 90 });
    expect(
      (
        await s.call('POST', '/virtualagentusage/detailed-logs/biometric', {
          token: builder,
          selection: retail(),
          body: { start_date: '2026-11-01', end_date: '2026-11-05' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await s.call('POST', '/virtualagentusage/detailed-logs/nonsense', {
          token: builder,
          selection: retail(),
          body: { start_date: '2026-11-01', end_date: '2026-11-05' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('hourly peaks per account and per provider', async () => {
    const body = { start_date: '2026-11-01', end_date: '2026-11-05' };
    const ac = (await s.call('POST', '/reporting/ac-hourly-peak-sessions', { token: spAdmin, selection: provider(), body })).json().data;
    expect(ac[0]).toMatchObject({ key: String(ids.retail), peak_hour: '2026-11-02T09', peak_sessions: 2 });
    const sp = (await s.call('POST', '/reporting/sp-hourly-peak-sessions', { token: spAdmin, selection: provider(), body })).json().data;
    expect(sp).toEqual([expect.objectContaining({ key: String(ids.northwind), peak_hour: '2026-11-02T09', peak_sessions: 3 })]);
    expect((await s.call('POST', '/reporting/pop-hourly-peak-sessions', { token: spAdmin, selection: provider(), body })).statusCode).toBe(
      200,
    );
  });

  it('tasks for accounts answers only the accounts in scope', async () => {
    const res = await s.call('POST', '/virtualagentusage/get-tasks-for-accounts', {
      token: builder,
      selection: retail(),
      body: { ac_ids: [ids.retail, ids.support] },
    });
    const accounts = new Set(res.json().data.map((t: { ac_id: number }) => t.ac_id));
    expect([...accounts]).toEqual([ids.retail]);
  });

  it('a session that ends later is counted once the rollups catch up; running them again changes nothing', async () => {
    const started = new Date(Date.now() - 60_000).toISOString();
    await seedSessions(s.db, [{ ac_id: ids.retail, task_id: retailTask, channel: 'workflow', started_at: started, seconds: 30 }]);
    const day = started.slice(0, 10);
    const q = `start_date=${day}&end_date=${day}`;
    expect(
      (await s.call('GET', `/virtualagentusage/workflow-usages?${q}`, { token: builder, selection: retail() })).json().data.totals.sessions,
    ).toBe(1);
    await rollupUsage(s.db, s.app.studio.engine);
    const rows = await s.db
      .selectFrom('usage_rollups')
      .selectAll()
      .where('ac_id', '=', ids.retail)
      .where('channel', '=', 'workflow')
      .execute();
    expect(rows.map((r) => Number(r.sessions))).toEqual([1]);
  });
});

describe('bad input runs nothing', () => {
  it('a reversed range or one over the allowed span is refused with its reason', async () => {
    const reversed = await s.call('GET', '/reporting/usages/call-usage?start_date=2026-11-05&end_date=2026-11-01', {
      token: builder,
      selection: retail(),
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe(messages.analyse.datesReversed);
    const long = await s.call('GET', '/reporting/usages/call-usage?start_date=2025-01-01&end_date=2026-11-01', {
      token: builder,
      selection: retail(),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('The date range may cover at most 366 days.');
    const log = await s.call('POST', '/virtualagentusage/detailed-logs/voice', {
      token: builder,
      selection: retail(),
      body: { start_date: '2026-10-01', end_date: '2026-11-05' },
    });
    expect(log.statusCode).toBe(422);
    expect(log.json().message).toBe('The date range may cover at most 31 days.');
    const peaks = await s.call('POST', '/reporting/ac-hourly-peak-sessions', {
      token: spAdmin,
      selection: provider(),
      body: { start_date: '2026-11-05', end_date: '2026-11-01' },
    });
    expect(peaks.statusCode).toBe(422);
  });

  it("another tenant's account is refused, and its numbers never show", async () => {
    const other = await s.call('GET', `/reporting/usages/call-usage?${range}&ac_id=${ids.support}`, {
      token: builder,
      selection: retail(),
    });
    expect(other.statusCode).toBe(403);
    const provider = await s.call('GET', `/reporting/usages/call-usage?${range}&ac_id=${ids.support}`, {
      token: spAdmin,
      selection: { spId: ids.northwind, acId: 'all' },
    });
    expect(provider.statusCode).toBe(403);
  });
});

describe.runIf(engine === 'postgres')('usage records on PostgreSQL', () => {
  it("are partitioned by month: this month's records live in this month's partition, and a session's end updates them there", async () => {
    const month = new Date().toISOString().slice(0, 7).replace('-', '_');
    const parts = await sql<{
      name: string;
    }>`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = 'usage_records' and p.relnamespace = c.relnamespace and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(
      s.db,
    );
    expect(parts.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['usage_records_default', `usage_records_${month}`]));
    const started = new Date().toISOString();
    await seedSessions(s.db, [{ ac_id: ids.retail, task_id: retailTask, channel: 'voice', started_at: started, seconds: null }]);
    const inMonth = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(`usage_records_${month}`)} where started_at = ${started}`.execute(s.db);
    expect(inMonth.rows[0].n).toBe(1);
  });
});
