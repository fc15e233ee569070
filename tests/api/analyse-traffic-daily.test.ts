import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrafficQuery } from '../../src/shared/api/traffic';
import { dayAfter } from '../../src/shared/usage';
import { sumTraffic, trafficSpan } from '../../src/server/modules/analyse/traffic-read';
import { shapeTraffic } from '../../src/server/modules/analyse/traffic-routes';
import { trafficSums } from '../../src/server/modules/analyse/traffic-daily';
import type { Db } from '../../src/server/db/index';
import * as m056 from '../../src/server/db/migrations/056_node_traffic_daily';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import { firstTask } from './analyse-support';

let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let builder: string;
let task: number;
let n: number[];

/** A session as the engine leaves it: the usage record and the engine state with its path stamps and no-input flag. */
interface Seed {
  ac_id: number;
  task_id: number;
  version: number | null;
  channel: string;
  started_at: string;
  seconds: number;
  outcome: string;
  path: number[];
  noInput: boolean;
}

let counter = 0;
async function seed(db: Db, sessions: readonly Seed[]) {
  const stamped = sessions.map((x) => ({ ...x, id: `daily-${process.pid}-${++counter}` }));
  const ended = (x: Seed) => new Date(Date.parse(x.started_at) + x.seconds * 1000).toISOString();
  for (let i = 0; i < stamped.length; i += 100) {
    const part = stamped.slice(i, i + 100);
    await db
      .insertInto('usage_records')
      .values(
        part.map((x) => ({
          session_id: x.id,
          ac_id: x.ac_id,
          task_id: x.task_id,
          task_version: x.version,
          channel: x.channel,
          simulated: 0,
          started_at: x.started_at,
          ended_at: ended(x),
          outcome: x.outcome,
          path: JSON.stringify(x.path),
          variables: '{}',
        })),
      )
      .execute();
    await db
      .insertInto('engine_sessions')
      .values(
        part.map((x) => ({
          session_id: x.id,
          ac_id: x.ac_id,
          task_id: x.task_id,
          user_id: null,
          status: 'ended',
          // Each step takes a share of the session's time, so the histogram fills several buckets.
          state: JSON.stringify({ pathAt: x.path.map((_, k) => Math.round((k * x.seconds * 1000) / x.path.length)), noInput: x.noInput }),
          events: '[]',
          created_at: x.started_at,
          updated_at: ended(x),
        })),
      )
      .execute();
  }
}

/** A deterministic spread of sessions from `from` for `hours` hours: several a few hours, with varied paths, channels, versions and ends. */
function sessionsOver(acId: number, taskId: number, nodes: number[], from: string, hours: number, salt: number): Seed[] {
  const out: Seed[] = [];
  const outcomes = ['completed', 'hangup', 'error', 'disconnected', 'completed'];
  for (let h = 0; h < hours; h++) {
    const count = 1 + ((h * 7 + Math.floor(h / 24) + salt) % 3);
    for (let k = 0; k < count; k++) {
      const r = h * 31 + k * 17 + salt;
      const length = 1 + (r % nodes.length);
      const path = Array.from({ length }, (_, j) => nodes[(r + j * (j + 1)) % nodes.length]);
      out.push({
        ac_id: acId,
        task_id: taskId,
        version: r % 5 === 0 ? 7 : null,
        channel: r % 3 === 0 ? 'chatbot' : 'voice',
        started_at: new Date(Date.parse(from) + h * 3_600_000 + ((k * 13 + salt) % 60) * 60_000).toISOString(),
        seconds: [2, 8, 40, 150, 700][r % 5],
        outcome: outcomes[r % outcomes.length],
        path,
        noInput: r % 7 === 0,
      });
    }
  }
  return out;
}

type Query = { start_date: string; end_date: string; channel?: string; version_id?: number };

/** The hourly rows alone, summed per node and link over [from, to): the answer as it was before the daily layer. */
async function hourlySums(acId: number, q: { channel?: string; version_id?: number }, from: string, to: string) {
  let query = s.db
    .selectFrom('node_traffic')
    .select(['node_id', 'to_node_id'])
    .select((eb) => trafficSums.map((c) => eb.fn.sum<number>(c).as(c)))
    .where('ac_id', '=', acId)
    .where('task_id', '=', task)
    .where('hour', '>=', from)
    .where('hour', '<', to)
    .groupBy(['node_id', 'to_node_id']);
  if (q.channel) query = query.where('channel', '=', q.channel);
  if (q.version_id) query = query.where('task_version', '=', q.version_id);
  const rows = await query.execute();
  return rows
    .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as Record<string, number>)
    .sort((a, b) => a.node_id - b.node_id || a.to_node_id - b.to_node_id);
}

/** The overlay's answer computed from the hourly rows alone (the summing the route did before the daily layer). */
async function expectedView(q: Query) {
  const rows = await hourlySums(ids.retail, q, q.start_date, dayAfter(q.end_date));
  return shapeTraffic(rows as unknown as Parameters<typeof shapeTraffic>[0], { ...q, task_id: task } as TrafficQuery);
}

const retail = () => ({ spId: ids.northwind, acId: ids.retail });
const get = (path: string) => s.call('GET', path, { token: builder, selection: retail() });

async function answer(q: Query) {
  const params = new URLSearchParams({ task_id: String(task), start_date: q.start_date, end_date: q.end_date });
  if (q.channel) params.set('channel', q.channel);
  if (q.version_id) params.set('version_id', String(q.version_id));
  const res = await get(`/analyse/traffic?${params}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Every date from the first to the last, both included. */
function daysFrom(first: string, last: string) {
  const out: string[] = [];
  for (let d = first; d <= last; d = dayAfter(d)) out.push(d);
  return out;
}

/** The daily rows as stored, and the hourly rows summed per UTC day: the two layers side by side. */
async function layers() {
  const daily = await s.db.selectFrom('node_traffic_daily').selectAll().execute();
  const hourly = await s.db.selectFrom('node_traffic').selectAll().execute();
  const summed = new Map<string, Record<string, number | string>>();
  for (const r of hourly) {
    const day = r.hour.slice(0, 10);
    const key = [r.ac_id, r.task_id, day, r.task_version, r.channel, r.node_id, r.to_node_id].join('|');
    const into = summed.get(key) ?? {
      ac_id: r.ac_id,
      task_id: r.task_id,
      day,
      task_version: r.task_version,
      channel: r.channel,
      node_id: r.node_id,
      to_node_id: r.to_node_id,
    };
    for (const c of trafficSums) into[c] = Number(into[c] ?? 0) + Number(r[c]);
    summed.set(key, into);
  }
  const key = (r: Record<string, unknown>) => [r.ac_id, r.task_id, r.day, r.task_version, r.channel, r.node_id, r.to_node_id].join('|');
  const normal = (r: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'day' || k === 'channel' ? v : Number(v)]));
  const sorted = (rows: Record<string, unknown>[]) => rows.map(normal).sort((a, b) => key(a).localeCompare(key(b)));
  return { daily: sorted(daily), fromHourly: sorted([...summed.values()]) };
}

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  builder = await s.login('ac.builder@studio.test');
  task = await firstTask(s.db, ids.retail);
  n = (await s.db.selectFrom('nodes').select('node_id').where('task_id', '=', task).orderBy('node_id').limit(5).execute()).map(
    (r) => r.node_id,
  );
  // Nine days of traffic whose first and last days are partial (from 18:00 on 27 October to 05:00 on 4 November),
  // and, in another account, traffic under the same task id through a node the retail account never reaches.
  await seed(s.db, [
    ...sessionsOver(ids.retail, task, n.slice(0, 4), '2026-10-27T18:00:00.000Z', 24 * 7 + 12, 1),
    ...sessionsOver(ids.health, task, [n[4]], '2026-10-29T00:00:00.000Z', 48, 2),
  ]);
});
afterAll(() => s.close());

describe('the Traffic overlay reads whole days from the daily layer', () => {
  it('answers every range exactly as the hourly rows alone, on every filter', async () => {
    const days = daysFrom('2026-10-26', '2026-11-05');
    let compared = 0;
    for (const start_date of days)
      for (const end_date of days.filter((d) => d >= start_date)) {
        expect(await answer({ start_date, end_date })).toEqual(await expectedView({ start_date, end_date }));
        compared++;
      }
    for (const filter of [{ channel: 'chatbot' }, { channel: 'voice' }, { version_id: 7 }, { channel: 'voice', version_id: 7 }])
      for (const [start_date, end_date] of [
        ['2026-10-27', '2026-11-04'],
        ['2026-10-28', '2026-11-03'],
        ['2026-10-30', '2026-10-30'],
        ['2026-11-04', '2026-11-05'],
      ]) {
        const q = { start_date, end_date, ...filter };
        expect(await answer(q)).toEqual(await expectedView(q));
        compared++;
      }
    expect(compared).toBe(66 + 16);
    // The comparison means something: the whole range has nodes, links, losses and medians.
    const whole = await answer({ start_date: '2026-10-27', end_date: '2026-11-04' });
    expect(whole.nodes.length).toBe(4);
    expect(whole.links.length).toBeGreaterThan(3);
    expect(whole.losing.length).toBeGreaterThan(0);
    expect(whole.nodes.every((x: { median_s: number | null }) => x.median_s !== null)).toBe(true);
  });

  it('keeps the daily rows equal to the hourly rows summed per UTC day, also when an hour is rolled up again', async () => {
    const before = await layers();
    expect(before.daily.length).toBeGreaterThan(0);
    expect(before.daily).toEqual(before.fromHourly);
    expect((await answer({ start_date: '2026-11-05', end_date: '2026-11-05' })).nodes).toEqual([]);
    // More sessions in hours already rolled up (the partial first and last days and one in the middle), and a new day;
    // the job reads them again from the start (records found late), so every hour is rolled up a second time.
    await seed(s.db, [
      ...sessionsOver(ids.retail, task, n.slice(0, 4), '2026-10-27T21:00:00.000Z', 2, 3),
      ...sessionsOver(ids.retail, task, n.slice(1, 4), '2026-10-31T10:00:00.000Z', 3, 4),
      ...sessionsOver(ids.retail, task, n.slice(0, 3), '2026-11-04T02:00:00.000Z', 2, 5),
      ...sessionsOver(ids.retail, task, n.slice(0, 4), '2026-11-05T20:00:00.000Z', 4, 6),
    ]);
    await s.db.updateTable('usage_rollup_state').set({ rolled_until: '1970-01-01T00:00:00.000Z' }).where('id', '=', 1).execute();
    for (const q of [
      { start_date: '2026-10-27', end_date: '2026-11-06' },
      { start_date: '2026-10-31', end_date: '2026-10-31' },
      { start_date: '2026-11-04', end_date: '2026-11-05' },
    ])
      expect(await answer(q)).toEqual(await expectedView(q));
    expect((await answer({ start_date: '2026-11-05', end_date: '2026-11-05' })).nodes.length).toBeGreaterThan(0);
    const after = await layers();
    expect(after.daily).toEqual(after.fromHourly);
    expect(after.daily.length).toBeGreaterThan(before.daily.length);
  });

  it("never shows another account's traffic, even under the same task id", async () => {
    const daily = await s.db
      .selectFrom('node_traffic_daily')
      .select('node_id')
      .where('ac_id', '=', ids.health)
      .where('task_id', '=', task)
      .execute();
    expect(daily.map((r) => r.node_id)).toContain(n[4]);
    const view = await answer({ start_date: '2026-10-27', end_date: '2026-11-06' });
    expect(view.nodes.map((x: { node_id: number }) => x.node_id)).not.toContain(n[4]);
    expect(view.links.some((x: { to_node_id: number }) => x.to_node_id === n[4])).toBe(false);
  });
});

describe('a range of hours: whole UTC days from the daily layer, the edges from the hourly rows', () => {
  it('splits a range into its whole days and its edge hours', () => {
    expect(trafficSpan('2026-10-28T00', '2026-11-03T00')).toEqual({ days: ['2026-10-28', '2026-11-03'], hours: [] });
    expect(trafficSpan('2026-10-28T05', '2026-11-03T17')).toEqual({
      days: ['2026-10-29', '2026-11-03'],
      hours: [
        ['2026-10-28T05', '2026-10-29T00'],
        ['2026-11-03T00', '2026-11-03T17'],
      ],
    });
    expect(trafficSpan('2026-10-28T05', '2026-10-29T03')).toEqual({ days: null, hours: [['2026-10-28T05', '2026-10-29T03']] });
    expect(trafficSpan('2026-10-28T05', '2026-10-28T05')).toEqual({ days: null, hours: [] });
  });

  it('sums the same as the hourly rows alone for hours that cut days in the middle', async () => {
    for (const [from, to] of [
      ['2026-10-27T20', '2026-11-04T03'],
      ['2026-10-28T05', '2026-11-03T17'],
      ['2026-10-30T01', '2026-10-30T23'],
      ['2026-10-29T23', '2026-10-31T01'],
      ['2026-10-20T00', '2026-11-10T00'],
    ]) {
      const sums = await sumTraffic(s.db, ids.retail, { task_id: task }, from, to);
      expect(sums.length).toBeGreaterThan(0);
      expect(sums).toEqual(await hourlySums(ids.retail, {}, from, to));
      const voice = await sumTraffic(s.db, ids.retail, { task_id: task, channel: 'voice', version_id: 7 }, from, to);
      expect(voice).toEqual(await hourlySums(ids.retail, { channel: 'voice', version_id: 7 }, from, to));
    }
  });
});

describe('migration 056', () => {
  it('folds the hourly rows a database already holds into the daily layer', async () => {
    const kept = await layers();
    expect(kept.fromHourly.length).toBeGreaterThan(0);
    await s.db.schema.dropTable('node_traffic_daily').execute();
    await m056.up(s.db);
    const { daily, fromHourly } = await layers();
    expect(fromHourly).toEqual(kept.fromHourly);
    expect(daily).toEqual(fromHourly);
  });
});
