import type { SelectQueryBuilder } from 'kysely';
import { dayAfter } from '@shared/usage';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';
import { trafficSums, type TrafficSum } from './traffic-daily';

/** What the overlay narrows the node traffic to: a task, and optionally a channel and a published version. */
export interface TrafficFilter {
  task_id: number;
  channel?: string;
  version_id?: number;
}

/** The summed node traffic of one node (to_node_id 0) or link. */
export type TrafficSumRow = { node_id: number; to_node_id: number } & Record<TrafficSum, number>;

/** A range of hours [from, to) (YYYY-MM-DDTHH, UTC) as the whole UTC days inside it ([first, end) of YYYY-MM-DD) and the hours at its edges. */
export interface TrafficSpan {
  days: [string, string] | null;
  hours: [string, string][];
}

export function trafficSpan(from: string, to: string): TrafficSpan {
  if (from >= to) return { days: null, hours: [] };
  const first = from.endsWith('T00') ? from.slice(0, 10) : dayAfter(from.slice(0, 10));
  const end = to.slice(0, 10);
  if (first >= end) return { days: null, hours: [[from, to]] };
  const hours: [string, string][] = [];
  if (from < `${first}T00`) hours.push([from, `${first}T00`]);
  if (`${end}T00` < to) hours.push([`${end}T00`, to]);
  return { days: [first, end], hours };
}

type Summable = SelectQueryBuilder<any, 'node_traffic' | 'node_traffic_daily', {}>;

/** Per node and link, the sums of the filtered rows of one query (the account's, of one layer and range). */
async function summed(query: Summable, f: TrafficFilter): Promise<TrafficSumRow[]> {
  let q = query
    .select(['node_id', 'to_node_id'])
    .select((eb) => trafficSums.map((c) => eb.fn.sum<number>(c).as(c)))
    .where('task_id', '=', f.task_id)
    .groupBy(['node_id', 'to_node_id']);
  if (f.channel) q = q.where('channel', '=', f.channel);
  if (f.version_id) q = q.where('task_version', '=', f.version_id);
  return (await q.execute()) as TrafficSumRow[];
}

/**
 * Per node and link, the account's node traffic over the hours [from, to): whole UTC days from the daily layer, the
 * hours at the edges from the hourly rows (the overlay's range is whole UTC days, so its edges are empty). The same
 * sums as the hourly rows alone, since the rollup keeps both layers in step.
 */
export async function sumTraffic(db: Db, acId: number, f: TrafficFilter, from: string, to: string): Promise<TrafficSumRow[]> {
  const span = trafficSpan(from, to);
  const parts: Promise<TrafficSumRow[]>[] = [];
  if (span.days) {
    const [first, end] = span.days;
    const daily = accountRows(db, acId).selectFrom('node_traffic_daily').where('day', '>=', first).where('day', '<', end);
    parts.push(summed(daily as Summable, f));
  }
  for (const [start, end] of span.hours) {
    const hourly = accountRows(db, acId).selectFrom('node_traffic').where('hour', '>=', start).where('hour', '<', end);
    parts.push(summed(hourly as Summable, f));
  }
  const total = new Map<string, TrafficSumRow>();
  for (const rows of await Promise.all(parts))
    for (const r of rows) {
      const key = `${r.node_id}|${r.to_node_id}`;
      const into = total.get(key) ?? ({ node_id: r.node_id, to_node_id: r.to_node_id } as TrafficSumRow);
      for (const c of trafficSums) into[c] = (into[c] ?? 0) + Number(r[c] ?? 0);
      total.set(key, into);
    }
  return [...total.values()].sort((a, b) => a.node_id - b.node_id || a.to_node_id - b.to_node_id);
}
