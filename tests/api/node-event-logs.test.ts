import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import { firstTask } from './analyse-support';

let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let builder: string;
let task: number;
let otherTask: number;
const range = 'start_date=2026-11-01&end_date=2026-11-07';

const session = (session_id: string, ac_id: number, task_id: number, created_at: string, events: object[], pathAt: number[]) => ({
  session_id,
  ac_id,
  task_id,
  user_id: null,
  status: 'ended',
  created_at,
  updated_at: created_at,
  state: JSON.stringify({ path: pathAt.map((_, i) => i), pathAt }),
  events: JSON.stringify(events),
});

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  builder = await s.login('ac.builder@studio.test');
  task = await firstTask(s.db, ids.retail);
  otherTask = await firstTask(s.db, ids.health);
  await s.db
    .insertInto('engine_sessions')
    .values([
      session(
        'log-a',
        ids.retail,
        task,
        '2026-11-02T09:00:00.000Z',
        [
          { type: 'entered', node_id: 11, node_type: 'start', node_name: 'Start' },
          { type: 'entered', node_id: 12, node_type: 'menu', node_name: 'Menu' },
          { type: 'said', node_id: 12, text: 'Press 1', language: 'en-US' },
          { type: 'entered', node_id: 13, node_type: 'hangup', node_name: 'Bye' },
          { type: 'ended', node_id: 13, outcome: 'hangup' },
        ],
        [0, 0, 5000],
      ),
      session(
        'log-b',
        ids.retail,
        task,
        '2026-11-03T09:00:00.000Z',
        [
          { type: 'entered', node_id: 11, node_type: 'start', node_name: 'Start' },
          { type: 'hung_up', node_id: 12 },
        ],
        [0],
      ),
      session(
        'log-old',
        ids.retail,
        task,
        '2026-10-01T09:00:00.000Z',
        [{ type: 'entered', node_id: 12, node_type: 'menu', node_name: 'Menu' }],
        [0],
      ),
      session(
        'log-other',
        ids.health,
        otherTask,
        '2026-11-02T09:00:00.000Z',
        [{ type: 'entered', node_id: 12, node_type: 'menu', node_name: 'Menu' }],
        [0],
      ),
    ])
    .execute();
});
afterAll(() => s.close());

const get = (path: string) => s.call('GET', path, { token: builder, selection: { spId: ids.northwind, acId: ids.retail } });

describe('GET /node/event-logs', () => {
  it("lists a task's node events in the range, newest session first, each dated by its turn", async () => {
    const res = await get(`/node/event-logs?task_id=${task}&${range}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 7, page: 1, per_page: 50, truncated: false });
    expect(body.data.map((r: { session_id: string; sequence: number }) => `${r.session_id}:${r.sequence}`)).toEqual([
      'log-b:0',
      'log-b:1',
      'log-a:0',
      'log-a:1',
      'log-a:2',
      'log-a:3',
      'log-a:4',
    ]);
    const bye = body.data.find((r: { session_id: string; sequence: number }) => r.session_id === 'log-a' && r.sequence === 4);
    expect(bye).toMatchObject({
      node_id: 13,
      event_type: 'ended',
      occurred_at: '2026-11-02T09:00:05.000Z',
      node_event: { outcome: 'hangup' },
    });
  });

  it('filters by node and pages', async () => {
    const node = (await get(`/node/event-logs?task_id=${task}&${range}&node_id=12&per_page=2`)).json();
    expect(node.meta.total).toBe(3);
    expect(node.data.map((r: { event_type: string }) => r.event_type)).toEqual(['hung_up', 'entered']);
    const second = (await get(`/node/event-logs?task_id=${task}&${range}&node_id=12&per_page=2&page=2`)).json();
    expect(second.data.map((r: { event_type: string }) => r.event_type)).toEqual(['said']);
  });

  it("refuses a reversed or over-long range, and reads another account's task as missing", async () => {
    const reversed = await get(`/node/event-logs?task_id=${task}&start_date=2026-11-07&end_date=2026-11-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe(messages.analyse.datesReversed);
    const long = await get(`/node/event-logs?task_id=${task}&start_date=2026-09-01&end_date=2026-11-01`);
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('The date range may cover at most 31 days.');
    expect((await get(`/node/event-logs?task_id=${otherTask}&${range}`)).statusCode).toBe(404);
    expect((await get(`/node/event-logs?${range}`)).statusCode).toBe(422);
  });
});

describe('the engine stamps each turn', () => {
  it('a simulator session stores when each node of its path was entered', async () => {
    const res = await s.call('POST', '/sim/sessions', {
      token: builder,
      selection: { spId: ids.northwind, acId: ids.retail },
      body: { task_id: task },
    });
    expect(res.statusCode).toBe(201);
    const row = await s.db
      .selectFrom('engine_sessions')
      .select('state')
      .where('session_id', '=', res.json().data.session_id)
      .executeTakeFirstOrThrow();
    const state = JSON.parse(row.state);
    expect(state.path.length).toBeGreaterThan(0);
    expect(state.pathAt).toHaveLength(state.path.length);
  });
});
