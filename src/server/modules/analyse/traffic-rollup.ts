import { exitOf, timeBucketOf } from '@shared/traffic';
import type { Db } from '../../db/index';
import type { NodeTrafficTable } from '../../db/schema-analyse';
import { accountRows } from '../../http/tenant-repo';
import { refreshTrafficDay, trafficTasksOfHour } from './traffic-daily';

/** An ended session as the rollup reads it: its usage record and, where the engine kept it, its state (path stamps, no input). */
export interface TrafficRecord {
  task_id: number;
  task_version: number | null;
  channel: string;
  started_at: string;
  ended_at: string | null;
  outcome: string | null;
  path: string;
  /** The engine session's state (JSON), null when it is gone. */
  state: string | null;
}

const parse = (text: string | null): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};
const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : []);

/** Seconds spent in each node of the path (summed over its visits); empty when the path has no stamps. */
export function timeInNodes(path: readonly number[], stamps: readonly number[], totalMs: number): Map<number, number> {
  const spent = new Map<number, number>();
  if (stamps.length !== path.length) return spent;
  path.forEach((node, i) => {
    const until = i + 1 < path.length ? stamps[i + 1] : totalMs;
    spent.set(node, (spent.get(node) ?? 0) + Math.max(0, until - stamps[i]) / 1000);
  });
  return spent;
}

const zeroRow = (
  base: Pick<NodeTrafficTable, 'ac_id' | 'hour' | 'task_id' | 'task_version' | 'channel'>,
  node_id: number,
  to_node_id: number,
): NodeTrafficTable => ({
  ...base,
  node_id,
  to_node_id,
  sessions: 0,
  ended: 0,
  hang_up: 0,
  errors: 0,
  no_input: 0,
  t_1: 0,
  t_3: 0,
  t_10: 0,
  t_30: 0,
  t_60: 0,
  t_120: 0,
  t_300: 0,
  t_more: 0,
});

/**
 * The node traffic rows of one account's hour from its ended sessions: per node the sessions that reached it (once each,
 * however often they came back), the time they spent there and where they ended; per link (one node to the next in
 * the path) the sessions that took it.
 */
export function trafficRows(bucket: { ac_id: number; hour: string }, records: readonly TrafficRecord[]): NodeTrafficTable[] {
  const rows = new Map<string, NodeTrafficTable>();
  for (const r of records) {
    const base = { ...bucket, task_id: r.task_id, task_version: r.task_version ?? 0, channel: r.channel };
    const row = (node: number, to: number) => {
      const key = `${base.task_id}|${base.task_version}|${base.channel}|${node}|${to}`;
      let found = rows.get(key);
      if (!found) rows.set(key, (found = zeroRow(base, node, to)));
      return found;
    };
    const path = numbers(parse(r.path));
    if (path.length === 0) continue;
    const state = (parse(r.state) ?? {}) as { pathAt?: unknown; noInput?: unknown };
    const totalMs = r.ended_at ? Date.parse(r.ended_at) - Date.parse(r.started_at) : 0;
    const spent = timeInNodes(path, numbers(state.pathAt), totalMs);
    for (const node of new Set(path)) {
      const n = row(node, 0);
      n.sessions += 1;
      const seconds = spent.get(node);
      if (seconds !== undefined) n[timeBucketOf(seconds)] += 1;
    }
    const links = new Set<string>();
    for (let i = 0; i + 1 < path.length; i++) links.add(`${path[i]}>${path[i + 1]}`);
    for (const link of links) {
      const [from, to] = link.split('>').map(Number);
      row(from, to).sessions += 1;
    }
    const last = row(path[path.length - 1], 0);
    last.ended += 1;
    const exit = exitOf(r.outcome, state.noInput === true);
    if (exit !== 'completed') last[exit] += 1;
  }
  return [...rows.values()];
}

/**
 * Replaces the node traffic of one account's hour with what its ended sessions say. Answers the tasks the hour counted
 * before or counts now: their UTC day is summed again into the daily layer once the run has replaced all its hours
 * (`refreshTrafficDays`, same transaction).
 */
export async function rollupTraffic(trx: Db, bucket: { ac_id: number; hour: string }, hourEnd: string): Promise<number[]> {
  const records = await accountRows(trx, bucket.ac_id)
    .selectFrom('usage_records as u')
    .leftJoin('engine_sessions as e', (j) => j.onRef('e.session_id', '=', 'u.session_id').onRef('e.ac_id', '=', 'u.ac_id'))
    .select(['u.task_id', 'u.task_version', 'u.channel', 'u.started_at', 'u.ended_at', 'u.outcome', 'u.path', 'e.state'])
    .where('u.started_at', '>=', bucket.hour)
    .where('u.started_at', '<', hourEnd)
    .where('u.ended_at', 'is not', null)
    .execute();
  const rows = trafficRows(bucket, records);
  const counted = await trafficTasksOfHour(trx, bucket.ac_id, bucket.hour);
  await accountRows(trx, bucket.ac_id).deleteFrom('node_traffic').where('hour', '=', bucket.hour).execute();
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('node_traffic')
      .values(rows.slice(i, i + 100))
      .execute();
  return [...new Set([...counted, ...rows.map((r) => r.task_id)])];
}

/** The days a run replaced hours of, per account, with the tasks whose traffic those hours held. */
export class TrafficDays {
  private days = new Map<string, { acId: number; day: string; tasks: Set<number> }>();

  add(acId: number, hour: string, tasks: readonly number[]): void {
    const day = hour.slice(0, 10);
    const key = `${acId}|${day}`;
    const entry = this.days.get(key) ?? { acId, day, tasks: new Set<number>() };
    for (const t of tasks) entry.tasks.add(t);
    this.days.set(key, entry);
  }

  /** Sums each day once, however many of its hours the run replaced (a catch-up run replaces up to 24 a day). */
  async refresh(trx: Db): Promise<void> {
    for (const { acId, day, tasks } of this.days.values()) await refreshTrafficDay(trx, acId, day, [...tasks]);
  }
}
