import { sql } from 'kysely';
import type { UsageView } from '@shared/api/usage';
import { channelUsage, dayAfter, sessionUsageType, topAccounts, type UsageType } from '@shared/usage';
import type { Db } from '../../db/index';

/** The channels of a session usage type, or null for a node usage type. */
export function channelsOfType(type: UsageType): string[] | null {
  const channels = Object.entries(channelUsage)
    .filter(([, t]) => t === type)
    .map(([c]) => c);
  return channels.length ? channels : null;
}

/** The rollup rows of a usage type in the accounts and the range (YYYY-MM-DD, inclusive). */
export function rollupsOf(db: Db, accounts: 'any' | readonly number[], type: UsageType, start: string, end: string, taskId?: number) {
  const channels = channelsOfType(type);
  let q = db.selectFrom('usage_rollups').where('hour', '>=', start).where('hour', '<', dayAfter(end));
  q = channels ? q.where('usage_type', '=', sessionUsageType).where('channel', 'in', channels) : q.where('usage_type', '=', type);
  if (accounts !== 'any') q = q.where('ac_id', 'in', accounts.length ? (accounts as number[]) : [-1]);
  if (taskId !== undefined) q = q.where('task_id', '=', taskId);
  return q;
}

/**
 * One usage view (spec 3 §7): the range's totals, sessions per day, the accounts by usage (most first) and the
 * tasks, from the rollups — one grouped query, never the raw records.
 */
export async function usageView(
  db: Db,
  accounts: 'any' | readonly number[],
  type: UsageType,
  start: string,
  end: string,
  taskId?: number,
): Promise<UsageView> {
  const day = sql<string>`substr(hour, 1, 10)`;
  const rows = await rollupsOf(db, accounts, type, start, end, taskId)
    .select([
      'ac_id',
      'task_id',
      day.as('day'),
      (e) => e.fn.sum<number>('sessions').as('sessions'),
      (e) => e.fn.sum<number>('failed').as('failed'),
      (e) => e.fn.sum<number>('duration_s').as('duration_s'),
    ])
    .groupBy(['ac_id', 'task_id', day])
    .execute();
  const totals = { sessions: 0, failed: 0, duration_s: 0 };
  const days = new Map<string, number>();
  const byAccount = new Map<number, { sessions: number; duration_s: number }>();
  const byTask = new Map<number, { ac_id: number; sessions: number }>();
  for (const r of rows) {
    const n = Number(r.sessions);
    totals.sessions += n;
    totals.failed += Number(r.failed);
    totals.duration_s += Number(r.duration_s);
    days.set(r.day, (days.get(r.day) ?? 0) + n);
    const a = byAccount.get(r.ac_id) ?? { sessions: 0, duration_s: 0 };
    a.sessions += n;
    a.duration_s += Number(r.duration_s);
    byAccount.set(r.ac_id, a);
    const t = byTask.get(r.task_id) ?? { ac_id: r.ac_id, sessions: 0 };
    t.sessions += n;
    byTask.set(r.task_id, t);
  }
  const accountNames = await namesOf(db, 'accounts', [...byAccount.keys()]);
  const taskNames = await namesOf(db, 'tasks', [...byTask.keys()]);
  const everyDay: UsageView['days'] = [];
  for (let d = start; d <= end; d = dayAfter(d)) everyDay.push({ date: d, sessions: days.get(d) ?? 0 });
  return {
    usage_type: type,
    start_date: start,
    end_date: end,
    totals,
    days: everyDay,
    accounts: [...byAccount]
      .map(([ac_id, a]) => ({ ac_id, ac_name: accountNames.get(ac_id) ?? String(ac_id), ...a }))
      .sort((x, y) => y.sessions - x.sessions || x.ac_id - y.ac_id),
    tasks: [...byTask]
      .map(([task_id, t]) => ({ task_id, task_name: taskNames.get(task_id) ?? String(task_id), ...t }))
      .sort((x, y) => y.sessions - x.sessions || x.task_id - y.task_id),
  };
}

/** The names of accounts or tasks by id (a deleted task keeps its id as its name). */
export async function namesOf(db: Db, table: 'accounts' | 'tasks', ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500) as number[];
    const rows =
      table === 'accounts'
        ? await db.selectFrom('accounts').select(['ac_id as id', 'ac_name as name']).where('ac_id', 'in', slice).execute()
        : await db.selectFrom('tasks').select(['task_id as id', 'task_name as name']).where('task_id', 'in', slice).execute();
    for (const r of rows) out.set(r.id, r.name);
  }
  return out;
}

/** The first three accounts by usage (spec 3 §9). */
export const topThree = (view: UsageView) => view.accounts.slice(0, topAccounts);
