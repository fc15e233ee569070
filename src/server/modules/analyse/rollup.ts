import { sql } from 'kysely';
import { nodeUsage, sessionUsageType } from '@shared/usage';
import { nowIso, type Db } from '../../db/index';
import type { UsageRollupsTable } from '../../db/schema-analyse';
import { accountRows } from '../../http/tenant-repo';
import { rollupTraffic, TrafficDays } from './traffic-rollup';

/** Records that ended this long before the last run are read again: a transaction may commit after a run began. */
const overlapMs = 120_000;

const hourAfter = (hour: string) => new Date(Date.parse(`${hour}:00:00.000Z`) + 3_600_000).toISOString().slice(0, 13);
const seconds = (from: string, to: string | null) => (to ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000)) : 0);

type Bucket = { ac_id: number; hour: string };
type RecordRow = { task_id: number; channel: string; started_at: string; ended_at: string | null; outcome: string | null; path: string };

/** The rollup rows of one account's hour from its ended sessions: one row of whole sessions per task and channel, one per node of a usage type. */
export async function bucketRows(db: Db, bucket: Bucket, records: readonly RecordRow[]): Promise<UsageRollupsTable[]> {
  const rows = new Map<string, UsageRollupsTable>();
  const add = (task_id: number, channel: string, usage_type: string, node_id: number, failed: boolean, duration: number) => {
    const key = `${task_id}|${channel}|${usage_type}|${node_id}`;
    const row = rows.get(key) ?? { ...bucket, task_id, channel, usage_type, node_id, sessions: 0, failed: 0, duration_s: 0 };
    row.sessions += 1;
    row.failed += failed ? 1 : 0;
    row.duration_s += duration;
    rows.set(key, row);
  };
  const paths = records.map((r) => parsePath(r.path));
  const nodeIds = [...new Set(paths.flat())];
  const types = new Map<number, string>();
  for (let i = 0; i < nodeIds.length; i += 500) {
    const found = await accountRows(db, bucket.ac_id)
      .selectFrom('nodes')
      .select(['node_id', 'node_type'])
      .where('node_id', 'in', nodeIds.slice(i, i + 500))
      .execute();
    for (const n of found) if (nodeUsage[n.node_type]) types.set(n.node_id, nodeUsage[n.node_type]);
  }
  records.forEach((r, i) => {
    const failed = r.outcome === 'error';
    const duration = seconds(r.started_at, r.ended_at);
    add(r.task_id, r.channel, sessionUsageType, 0, failed, duration);
    for (const nodeId of new Set(paths[i])) {
      const type = types.get(nodeId);
      if (type) add(r.task_id, r.channel, type, nodeId, failed, 0);
    }
  });
  return [...rows.values()];
}

function parsePath(text: string): number[] {
  try {
    const path = JSON.parse(text);
    return Array.isArray(path) ? path.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * Brings the rollups up to date: every account-hour in which a session ended since the last run is counted
 * again from its usage records (ended sessions only) and replaced whole (the usage rollups and the node traffic), so running twice changes nothing.
 * One run at a time (the state row is locked on PostgreSQL; SQLite has one writer). Answers the accounts whose
 * usage changed, for the realtime usage events.
 */
export async function rollupUsage(db: Db, engine: 'sqlite' | 'postgres'): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const lock = trx.selectFrom('usage_rollup_state').select('rolled_until').where('id', '=', 1);
    const state = await (engine === 'postgres' ? lock.forUpdate() : lock).executeTakeFirstOrThrow();
    const now = nowIso();
    const since = new Date(Date.parse(state.rolled_until) - overlapMs).toISOString();
    const hour = sql<string>`substr(started_at, 1, 13)`;
    const buckets = await trx
      .selectFrom('usage_records')
      .select(['ac_id', hour.as('hour')])
      .distinct()
      .where('ended_at', '>=', since)
      .where('ended_at', '<=', now)
      .execute();
    const days = new TrafficDays();
    for (const bucket of buckets) {
      const records = await accountRows(trx, bucket.ac_id)
        .selectFrom('usage_records')
        .select(['task_id', 'channel', 'started_at', 'ended_at', 'outcome', 'path'])
        .where('started_at', '>=', bucket.hour)
        .where('started_at', '<', hourAfter(bucket.hour))
        .where('ended_at', 'is not', null)
        .execute();
      const rows = await bucketRows(trx, bucket, records);
      await accountRows(trx, bucket.ac_id).deleteFrom('usage_rollups').where('hour', '=', bucket.hour).execute();
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto('usage_rollups')
          .values(rows.slice(i, i + 200))
          .execute();
      days.add(bucket.ac_id, bucket.hour, await rollupTraffic(trx, bucket, hourAfter(bucket.hour)));
    }
    await days.refresh(trx);
    await trx.updateTable('usage_rollup_state').set({ rolled_until: now }).where('id', '=', 1).execute();
    return [...new Set(buckets.map((b) => b.ac_id))];
  });
}
