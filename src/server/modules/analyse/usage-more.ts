import { sql } from 'kysely';
import type { DetailedLogRow, PeakGroup } from '@shared/api/usage';
import { dayAfter, detailedLogLimit, type UsageType } from '@shared/usage';
import type { Db } from '../../db/index';
import { sessionLimits } from '../billing/burst-compute';
import { channelsOfType, namesOf, rollupsOf } from './usage-views';

/**
 * A detailed log (spec 3 §7 "detailed-logs per usage type"): the sessions of the range, newest first, from the
 * usage records themselves (the range is short); a node usage type lists the sessions that passed such a node.
 */
export async function detailedLog(
  db: Db,
  accounts: 'any' | readonly number[],
  type: UsageType,
  start: string,
  end: string,
  taskId?: number,
): Promise<DetailedLogRow[]> {
  const channels = channelsOfType(type);
  let q = db
    .selectFrom('usage_records')
    .select(['session_id', 'ac_id', 'task_id', 'channel', 'started_at', 'ended_at', 'outcome'])
    .where('started_at', '>=', start)
    .where('started_at', '<', dayAfter(end));
  if (accounts !== 'any') q = q.where('ac_id', 'in', accounts.length ? (accounts as number[]) : [-1]);
  if (taskId !== undefined) q = q.where('task_id', '=', taskId);
  if (channels) q = q.where('channel', 'in', channels);
  else {
    // The tasks and hours in which the rollups saw a node of the type: only their sessions can have passed one.
    const tasks = await rollupsOf(db, accounts, type, start, end, taskId).select('task_id').distinct().execute();
    q = q.where('task_id', 'in', tasks.length ? tasks.map((t) => t.task_id) : [-1]);
  }
  const rows = await q.orderBy('started_at', 'desc').limit(detailedLogLimit).execute();
  const names = await namesOf(db, 'tasks', [...new Set(rows.map((r) => r.task_id))]);
  return rows.map((r) => ({
    ...r,
    task_name: names.get(r.task_id) ?? String(r.task_id),
    duration_s: r.ended_at ? Math.max(0, Math.round((Date.parse(r.ended_at) - Date.parse(r.started_at)) / 1000)) : null,
  }));
}

/** The busiest hour of each group, with its hours in order (sessions of every channel). */
function peaksOf(
  rows: { key: string | number | null; hour: string; sessions: number | string }[],
  names: Map<string, string>,
): PeakGroup[] {
  const groups = new Map<string, PeakGroup>();
  for (const r of rows) {
    const key = String(r.key ?? '');
    const g = groups.get(key) ?? { key, name: names.get(key) ?? key, peak_hour: null, peak_sessions: 0, hours: [] };
    const sessions = Number(r.sessions);
    g.hours.push({ hour: r.hour, sessions });
    if (sessions > g.peak_sessions) Object.assign(g, { peak_hour: r.hour, peak_sessions: sessions });
    groups.set(key, g);
  }
  for (const g of groups.values()) g.hours.sort((a, b) => (a.hour < b.hour ? -1 : 1));
  return [...groups.values()].sort((a, b) => b.peak_sessions - a.peak_sessions || (a.key < b.key ? -1 : 1));
}

/** Hourly sessions and the peak hour per account, per provider, or per point of presence (the region of the task's phone numbers). */
export async function hourlyPeaks(
  db: Db,
  accounts: 'any' | readonly number[],
  by: 'ac' | 'sp' | 'pop',
  start: string,
  end: string,
): Promise<PeakGroup[]> {
  let q = db
    .selectFrom('usage_rollups as r')
    .where('r.usage_type', '=', 'session')
    .where('r.hour', '>=', start)
    .where('r.hour', '<', dayAfter(end));
  if (accounts !== 'any') q = q.where('r.ac_id', 'in', accounts.length ? (accounts as number[]) : [-1]);
  const sessions = sql<number>`sum(r.sessions)`.as('sessions');
  if (by === 'ac') {
    const rows = await q.select(['r.ac_id as key', 'r.hour', sessions]).groupBy(['r.ac_id', 'r.hour']).execute();
    const names = await namesOf(db, 'accounts', [...new Set(rows.map((r) => r.key))]);
    return peaksOf(rows, new Map([...names].map(([k, v]) => [String(k), v])));
  }
  if (by === 'sp') {
    const rows = await q
      .innerJoin('accounts as a', 'a.ac_id', 'r.ac_id')
      .select(['a.sp_id as key', 'r.hour', sessions])
      .groupBy(['a.sp_id', 'r.hour'])
      .execute();
    const providers = await db
      .selectFrom('service_providers')
      .select(['sp_id', 'sp_name'])
      .where('sp_id', 'in', rows.length ? [...new Set(rows.map((r) => r.key))] : [-1])
      .execute();
    return peaksOf(rows, new Map(providers.map((p) => [String(p.sp_id), p.sp_name])));
  }
  // A voice session reaches the studio through one of its task's numbers; the number's region is its point of presence.
  const region = sql<string>`coalesce(p.region, '')`;
  const rows = await q
    .where('r.channel', '=', 'voice')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('phone_numbers')
          .select(['task_id', sql<string>`min(region)`.as('region')])
          .where('task_id', 'is not', null)
          .groupBy('task_id')
          .as('p'),
      (j) => j.onRef('p.task_id', '=', 'r.task_id'),
    )
    .select([region.as('key'), 'r.hour', sessions])
    .groupBy([region, 'r.hour'])
    .execute();
  return peaksOf(rows, new Map());
}

/** This month's sessions of the accounts in the channels (from the rollups). */
async function monthSessions(db: Db, acIds: readonly number[], type: UsageType): Promise<Map<number, number>> {
  const month = new Date().toISOString().slice(0, 7);
  const rows = await rollupsOf(db, acIds, type, `${month}-01`, new Date().toISOString().slice(0, 10))
    .select(['ac_id', (e) => e.fn.sum<number>('sessions').as('n')])
    .groupBy('ac_id')
    .execute();
  return new Map(rows.map((r) => [r.ac_id, Number(r.n)]));
}

async function limitsOf(db: Db, acIds: readonly number[], planType: string) {
  const accounts = await db
    .selectFrom('accounts')
    .select(['ac_id', 'sp_id'])
    .where('ac_id', 'in', acIds.length ? (acIds as number[]) : [-1])
    .execute();
  const limits = new Map<number, { limit: number | null; burst: number | null }>();
  for (const spId of new Set(accounts.map((a) => a.sp_id)))
    for (const [ac, l] of await sessionLimits(db, spId, planType)) limits.set(ac, l);
  return limits;
}

/** Chatbot usage per account this month against its plan's session limit and burst allowance (spec 3 §3). */
export async function chatbotUsage(db: Db, acIds: readonly number[]) {
  const used = await monthSessions(db, acIds, 'chatbot');
  const limits = await limitsOf(db, acIds, 'CHATBOT');
  return acIds.map((ac_id) => {
    const usage = used.get(ac_id) ?? 0;
    const l = limits.get(ac_id);
    const limit = l?.limit ?? null;
    const burst = l?.burst ?? null;
    return {
      ac_id,
      usagePercentage: limit ? Math.round((1000 * usage) / limit) / 10 : null,
      usagesLeft: limit === null ? null : Math.max(0, limit - usage),
      isUsingBurstUsages: limit !== null && usage > limit,
      burstUsagesLeft: burst === null ? null : Math.max(0, burst - Math.max(0, usage - (limit ?? 0))),
      featureBurstLimit: burst,
    };
  });
}

/** Message credits: a messaging session uses one; the balance is what the month's limit leaves (null: no limit, or several accounts). */
export async function messageCredits(db: Db, acIds: 'any' | readonly number[], start: string, end: string) {
  const day = sql<string>`substr(hour, 1, 10)`;
  const rows = await rollupsOf(db, acIds, 'messaging', start, end)
    .select([day.as('date'), (e) => e.fn.sum<number>('sessions').as('credits')])
    .groupBy(day)
    .orderBy(day)
    .execute();
  let remaining_balance: number | null = null;
  if (acIds !== 'any' && acIds.length === 1) {
    const limit = (await limitsOf(db, acIds, 'MESSAGING')).get(acIds[0])?.limit ?? null;
    if (limit !== null) remaining_balance = Math.max(0, limit - ((await monthSessions(db, acIds, 'messaging')).get(acIds[0]) ?? 0));
  }
  return { remaining_balance, usage: rows.map((r) => ({ date: r.date, credits: Number(r.credits) })) };
}

/** The tasks of the accounts (of one type when asked), for the usage screens' task filter. */
export async function tasksForAccounts(db: Db, acIds: readonly number[], taskType?: string) {
  let q = db
    .selectFrom('tasks')
    .select(['task_id', 'task_name', 'task_type', 'ac_id'])
    .where('ac_id', 'in', acIds.length ? (acIds as number[]) : [-1])
    .where('is_enabled', '=', 1);
  if (taskType) q = q.where('task_type', '=', taskType);
  return q.orderBy('task_name').execute();
}
