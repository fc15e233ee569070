import type { FastifyRequest } from 'fastify';
import { daysBetween } from '@shared/usage';
import { fill, messages } from '@shared/messages';
import { requireAccess } from '../../http/access';
import { forbidden, unprocessable } from '../../http/errors';

/** The permission of the usage views and the tracker (spec 1 §2 Analyse: virtual-agent-usage). */
export const usagePermission = 'analyse.virtual-agent-usage';

/** A refused date range changes nothing and runs nothing: reversed, or longer than the view allows. */
export function checkRange(start: string, end: string, maxDays: number): void {
  const text = messages.analyse;
  if (start > end) throw unprocessable(text.datesReversed, [`start_date: ${text.datesReversed}`]);
  if (daysBetween(start, end) > maxDays) {
    const message = fill(text.spanTooLong, { days: maxDays });
    throw unprocessable(message, [`end_date: ${message}`]);
  }
}

/**
 * The accounts a usage request reads: those of the selected scope ('any' at system scope), narrowed to one when
 * the request names it; an account outside the scope is refused (an id never widens what a request may read).
 */
export function usageAccounts(request: FastifyRequest, acId?: number, permission = usagePermission): 'any' | number[] {
  const scope = requireAccess(request, permission, 'read');
  if (acId === undefined) return scope.accountIds;
  if (scope.accountIds !== 'any' && !scope.accountIds.includes(acId))
    throw forbidden(fill(messages.analyse.accountOutOfScope, { id: acId }));
  return [acId];
}
