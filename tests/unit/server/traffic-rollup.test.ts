import { describe, expect, it } from 'vitest';
import { timeInNodes, trafficRows, type TrafficRecord } from '../../../src/server/modules/analyse/traffic-rollup';
import { stampPath } from '../../../src/server/modules/sim/store';
import { exitOf, histogramMedian } from '../../../src/shared/traffic';

const bucket = { ac_id: 7, hour: '2026-11-02T09' };
const record = (
  over: Omit<Partial<TrafficRecord>, 'path' | 'state'> & { path: number[]; pathAt?: number[]; noInput?: boolean; seconds?: number },
): TrafficRecord => ({
  task_id: 3,
  task_version: null,
  channel: 'voice',
  started_at: '2026-11-02T09:00:00.000Z',
  ended_at: new Date(Date.parse('2026-11-02T09:00:00.000Z') + (over.seconds ?? 60) * 1000).toISOString(),
  outcome: 'completed',
  ...over,
  path: JSON.stringify(over.path),
  state: over.pathAt ? JSON.stringify({ pathAt: over.pathAt, noInput: over.noInput ?? false }) : null,
});
const find = (rows: ReturnType<typeof trafficRows>, node: number, to = 0) => rows.find((r) => r.node_id === node && r.to_node_id === to);

describe('node traffic derived from the sessions the engine stored', () => {
  it('counts each session once per node it reached and once per link it took, even when it came back', () => {
    const rows = trafficRows(bucket, [record({ path: [1, 2, 1, 2, 3] }), record({ path: [1, 4] })]);
    expect(find(rows, 1)?.sessions).toBe(2);
    expect(find(rows, 2)?.sessions).toBe(1);
    expect(find(rows, 1, 2)?.sessions).toBe(1);
    expect(find(rows, 2, 1)?.sessions).toBe(1);
    expect(find(rows, 1, 4)?.sessions).toBe(1);
    expect(find(rows, 3)).toMatchObject({ ended: 1, hang_up: 0, errors: 0, no_input: 0 });
    expect(find(rows, 4)).toMatchObject({ ended: 1 });
    expect(find(rows, 1)?.ended).toBe(0);
  });

  it('files where a session ended: a hang-up, an error, no input', () => {
    const rows = trafficRows(bucket, [
      record({ path: [1, 5], outcome: 'hangup' }),
      record({ path: [1, 5], outcome: 'stopped' }),
      record({ path: [1, 5], outcome: 'error' }),
      record({ path: [1, 5], outcome: 'completed', pathAt: [0, 0], noInput: true }),
    ]);
    expect(find(rows, 5)).toMatchObject({ sessions: 4, ended: 4, hang_up: 2, errors: 1, no_input: 1 });
    expect(exitOf('completed', false)).toBe('completed');
    expect(exitOf('error', true)).toBe('errors');
  });

  it('measures the time in a node from the path stamps of each turn, up to the session end for the last node', () => {
    expect([...timeInNodes([1, 2, 1], [0, 2_000, 12_000], 20_000)]).toEqual([
      [1, 10],
      [2, 10],
    ]);
    expect(timeInNodes([1, 2], [0], 20_000).size).toBe(0);
    const rows = trafficRows(bucket, [record({ path: [1, 2], pathAt: [0, 500], seconds: 45 })]);
    expect(find(rows, 1)?.t_1).toBe(1);
    expect(find(rows, 2)?.t_60).toBe(1);
    expect(find(rows, 2)?.t_1).toBe(0);
  });

  it('keeps versions and channels apart, and leaves sessions without a path out', () => {
    const rows = trafficRows(bucket, [
      record({ path: [1], task_version: 9 }),
      record({ path: [1], channel: 'chatbot' }),
      record({ path: [] }),
    ]);
    expect(
      rows
        .filter((r) => r.node_id === 1)
        .map((r) => [r.task_version, r.channel])
        .sort(),
    ).toEqual([
      [0, 'chatbot'],
      [9, 'voice'],
    ]);
  });

  it('the median of the histogram lies in the bucket that holds the middle session', () => {
    expect(histogramMedian([0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(histogramMedian([0, 0, 2, 0, 0, 0, 0, 0])).toBe(6.5);
    expect(histogramMedian([1, 0, 0, 3, 0, 0, 0, 0])).toBeGreaterThanOrEqual(10);
  });

  it('stamps the nodes a turn entered with the time since the session began', () => {
    const s = {
      sessionId: 'x',
      acId: 1,
      taskId: 1,
      events: [],
      createdAt: '2026-11-02T09:00:00.000Z',
      state: { path: [1, 2] },
    } as never as Parameters<typeof stampPath>[0];
    stampPath(s, Date.parse('2026-11-02T09:00:01.000Z'));
    s.state.path.push(3);
    stampPath(s, Date.parse('2026-11-02T09:00:09.000Z'));
    expect(s.state.pathAt).toEqual([1000, 1000, 9000]);
  });
});
