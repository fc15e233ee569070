import { PostgresAdapter } from 'kysely';
import { engineLimits } from '@shared/engine';
import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { metricFeature } from '@shared/plans/catalogue';
import type { Db } from '../../db/index';
import { precompiled } from '../../db/precompiled';
import { giveBack, iso, refuse, takeOrRefuse, takeStatement, type Allowance } from '../../http/allowance';
import { HttpError } from '../../http/errors';
import { assertWithinLimit, hardLimit } from '../plans/usage';

/**
 * Every session an account starts — simulator sessions, workflow runs, chatbot previews, flow-test runs — counts
 * against one allowance per window (limits.sessionStarts): sessions that end at once are billed and cost the
 * server a turn each, so a flood of them from one account is refused with 429 before any of them runs.
 */
export const takeSessionStart = (db: Db, acId: number, max: number = limits.sessionStarts.max) =>
  takeOrRefuse(db, startAllowance(acId, max), messages.engine.tooManyStarts);

const startAllowance = (acId: number, max: number): Allowance => ({ key: `sessions:ac:${acId}`, ...limits.sessionStarts, max });

const tooManySessions = () => new HttpError(429, fill(messages.engine.tooManySessions, { max: engineLimits.sessionsPerAccount }));

/** The start's allowance taken, the plan's limit of sessions and the sessions waiting, in one statement (PostgreSQL). */
const admissionRead = precompiled(7, (db, key, max, now, windowFrom, acId, feature, waiting) =>
  db
    .with('took', (t) => takeStatement(t, key, max, now, windowFrom))
    .selectNoFrom((eb) => [
      eb
        .selectFrom('took')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('took'),
      eb
        .selectFrom('enabled_features')
        .select('feature_limit')
        .where('ac_id', '=', acId as never)
        .where('feature', '=', feature)
        .as('feature_limit'),
      eb
        .selectFrom('enabled_features')
        .select('burst_limit')
        .where('ac_id', '=', acId as never)
        .where('feature', '=', feature)
        .as('burst_limit'),
      eb
        .selectFrom('engine_sessions')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('ac_id', '=', acId as never)
        .where('status', '=', waiting)
        .as('waiting'),
    ]),
);

/**
 * Admits a new session of the account, or refuses it: past the plan's limit of sessions (403), past the allowance of
 * starts (429; `paced` starts are not counted), or with as many sessions waiting as an account may have (429), in
 * that order. On PostgreSQL the three are read in one statement (one round trip): a start the plan then refuses gives
 * its counted start back.
 */
export async function admitSession(db: Db, acId: number, options: { startsMax?: number; paced?: boolean } = {}): Promise<void> {
  const allowance = startAllowance(acId, options.startsMax ?? limits.sessionStarts.max);
  if (options.paced || !(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await assertWithinLimit(db, acId, 'sessions', 1);
    if (!options.paced) await takeOrRefuse(db, allowance, messages.engine.tooManyStarts);
    const [row] = await waitingRead(db, acId, 'waiting');
    if (Number(row?.n ?? 0) >= engineLimits.sessionsPerAccount) throw tooManySessions();
    return;
  }
  const now = Date.now();
  const [row] = await admissionRead(
    db,
    allowance.key,
    allowance.max,
    iso(now),
    iso(now - allowance.windowMs),
    acId,
    metricFeature('sessions'),
    'waiting',
  );
  const took = Number(row.took) > 0;
  if (hardLimit(row.feature_limit ?? null, row.burst_limit ?? null) !== null) {
    try {
      await assertWithinLimit(db, acId, 'sessions', 1);
    } catch (error) {
      if (took) await giveBack(db, allowance.key);
      throw error;
    }
  }
  if (!took) await refuse(db, allowance, messages.engine.tooManyStarts);
  if (Number(row.waiting) >= engineLimits.sessionsPerAccount) throw tooManySessions();
}

const waitingRead = precompiled(2, (db, acId, waiting) =>
  db
    .selectFrom('engine_sessions')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('ac_id', '=', acId as never)
    .where('status', '=', waiting),
);
