import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import { firstTask, seedSessions } from './analyse-support';

let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let builder: string;
let task: number;
let otherTask: number;
let n: number[];
const range = 'start_date=2026-11-01&end_date=2026-11-07';

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  builder = await s.login('ac.builder@studio.test');
  task = await firstTask(s.db, ids.retail);
  otherTask = await firstTask(s.db, ids.health);
  n = (await s.db.selectFrom('nodes').select('node_id').where('task_id', '=', task).orderBy('node_id').limit(3).execute()).map(
    (r) => r.node_id,
  );
  const voice = (started_at: string, path: number[], outcome = 'completed') => ({
    ac_id: ids.retail,
    task_id: task,
    channel: 'voice',
    started_at,
    path,
    outcome,
  });
  await seedSessions(s.db, [
    voice('2026-11-02T09:10:00.000Z', [n[0], n[1], n[2]]),
    voice('2026-11-02T10:10:00.000Z', [n[0], n[1]], 'hangup'),
    voice('2026-11-03T11:00:00.000Z', [n[0], n[1]], 'hangup'),
    voice('2026-11-04T12:00:00.000Z', [n[0], n[2]], 'error'),
    { ac_id: ids.retail, task_id: task, channel: 'chatbot', started_at: '2026-11-04T13:00:00.000Z', path: [n[0]] },
    voice('2026-10-20T09:00:00.000Z', [n[0], n[1]], 'hangup'),
    { ac_id: ids.health, task_id: otherTask, channel: 'voice', started_at: '2026-11-02T09:00:00.000Z', path: [n[0]] },
  ]);
});
afterAll(() => s.close());

const retail = () => ({ spId: ids.northwind, acId: ids.retail });
const get = (path: string) => s.call('GET', path, { token: builder, selection: retail() });

describe('the Traffic overlay reads the node traffic rollups', () => {
  it('per node the sessions that reached it and where they ended; per link the share that took it; the losing nodes first', async () => {
    const res = await get(`/analyse/traffic?task_id=${task}&${range}&channel=voice`);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    const node = (id: number) => view.nodes.find((x: { node_id: number }) => x.node_id === id);
    expect(node(n[0])).toMatchObject({ sessions: 4, ended: 0 });
    expect(node(n[1])).toMatchObject({ sessions: 3, ended: 2, hang_up: 2 });
    expect(node(n[2])).toMatchObject({ sessions: 2, ended: 2, errors: 1 });
    expect(view.links).toEqual(
      expect.arrayContaining([
        { from_node_id: n[0], to_node_id: n[1], sessions: 3, share: 0.75 },
        { from_node_id: n[0], to_node_id: n[2], sessions: 1, share: 0.25 },
      ]),
    );
    expect(view.losing).toEqual([n[1], n[2]]);
  });

  it('every channel without one; a published version only its own sessions', async () => {
    const all = (await get(`/analyse/traffic?task_id=${task}&${range}`)).json().data;
    expect(all.nodes.find((x: { node_id: number }) => x.node_id === n[0]).sessions).toBe(5);
    const version = (await get(`/analyse/traffic?task_id=${task}&${range}&version_id=999`)).json().data;
    expect(version.nodes).toEqual([]);
  });

  it("lists a node's sessions a page at a time, newest first", async () => {
    const first = await get(`/analyse/traffic/sessions?task_id=${task}&${range}&node_id=${n[1]}&per_page=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ total: 3, page: 1, per_page: 2 });
    expect(first.json().data.map((r: { started_at: string }) => r.started_at)).toEqual([
      '2026-11-03T11:00:00.000Z',
      '2026-11-02T10:10:00.000Z',
    ]);
    const second = (await get(`/analyse/traffic/sessions?task_id=${task}&${range}&node_id=${n[1]}&per_page=2&page=2`)).json();
    expect(second.data.map((r: { outcome: string }) => r.outcome)).toEqual(['completed']);
  });
});

describe('bad input reads nothing', () => {
  it('a reversed range, a range over 31 days, a missing task are refused with their reasons', async () => {
    const reversed = await get(`/analyse/traffic?task_id=${task}&start_date=2026-11-07&end_date=2026-11-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe(messages.analyse.datesReversed);
    const long = await get(`/analyse/traffic?task_id=${task}&start_date=2026-10-01&end_date=2026-11-01`);
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('The date range may cover at most 31 days.');
    const sessions = await get(`/analyse/traffic/sessions?task_id=${task}&node_id=${n[0]}&start_date=2026-11-07&end_date=2026-11-01`);
    expect(sessions.statusCode).toBe(422);
    expect((await get(`/analyse/traffic?task_id=${task}&start_date=yesterday&end_date=2026-11-01`)).statusCode).toBe(422);
  });

  it("another account's task reads as missing", async () => {
    const res = await get(`/analyse/traffic?task_id=${otherTask}&${range}`);
    expect(res.statusCode).toBe(404);
    expect((await get(`/analyse/traffic/sessions?task_id=${otherTask}&${range}&node_id=${n[0]}`)).statusCode).toBe(404);
  });
});
