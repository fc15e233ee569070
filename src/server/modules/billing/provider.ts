import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { notFound, unprocessable } from '../../http/errors';

/** The enabled provider a new billing row belongs to (named in the body only at system scope). */
export async function enabledProvider(db: Db, spId: unknown) {
  if (spId === undefined || spId === null)
    throw unprocessable(messages.entities.providerRequired, [`sp_id: ${messages.entities.providerRequired}`]);
  const sp = await db
    .selectFrom('service_providers')
    .select(['sp_id', 'sp_name', 'is_enabled'])
    .where('sp_id', '=', Number(spId))
    .executeTakeFirst();
  if (!sp) throw notFound(messages.entities.providerNotFound);
  if (sp.is_enabled !== 1) throw unprocessable(messages.entities.providerDisabled);
  return sp;
}

/** The longest period one burst usage covers. */
export const maxPeriodDays = 366;

/** A period of dates (YYYY-MM-DD, both included): in order, and at most maxPeriodDays long. */
export function checkPeriod(start: string, end: string): void {
  if (end < start) throw unprocessable(messages.billing.periodOrder, [`period_end: ${messages.billing.periodOrder}`]);
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > maxPeriodDays) {
    const message = fill(messages.billing.periodTooLong, { days: maxPeriodDays });
    throw unprocessable(message, [`period_end: ${message}`]);
  }
}

/** The instant after a period's last day: usage records started before it are in the period. */
export const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
