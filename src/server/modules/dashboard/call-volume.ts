import type { Db } from '../../db/index';

/** Days the call-volume card shows, today included. */
export const callVolumeDays = 14;

/**
 * Sessions per day (UTC) of the last two weeks in the given accounts, from the usage records every flow-engine
 * session writes; `change` is the difference from the day before. Days without sessions count 0.
 */
export async function callVolume(
  db: Db,
  accountIds: 'any' | readonly number[],
  today = new Date(),
): Promise<{ date: string; calls: number; change: number }[]> {
  if (accountIds !== 'any' && accountIds.length === 0) return [];
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (callVolumeDays - 1)));
  let q = db.selectFrom('usage_records').select('started_at').where('started_at', '>=', first.toISOString());
  if (accountIds !== 'any') q = q.where('ac_id', 'in', accountIds);
  const rows = await q.execute();
  if (rows.length === 0) return [];
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.started_at.slice(0, 10), (counts.get(r.started_at.slice(0, 10)) ?? 0) + 1);
  const days: { date: string; calls: number; change: number }[] = [];
  for (let i = 0; i < callVolumeDays; i++) {
    const date = new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const calls = counts.get(date) ?? 0;
    days.push({ date, calls, change: calls - (days.at(-1)?.calls ?? 0) });
  }
  return days;
}
