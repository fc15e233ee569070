import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { takeOrRefuse } from '../../http/allowance';

/**
 * Every session an account starts — simulator sessions, workflow runs, chatbot previews, flow-test runs — counts
 * against one allowance per window (limits.sessionStarts): sessions that end at once are billed and cost the
 * server a turn each, so a flood of them from one account is refused with 429 before any of them runs.
 */
export const takeSessionStart = (db: Db, acId: number, max: number = limits.sessionStarts.max) =>
  takeOrRefuse(db, { key: `sessions:ac:${acId}`, ...limits.sessionStarts, max }, messages.engine.tooManyStarts);
