import { PostgresAdapter, type ExpressionBuilder } from 'kysely';
import { engineLimits } from '@shared/engine';
import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { metricFeature } from '@shared/plans/catalogue';
import type { Db } from '../../db/index';
import { precompiled, type Slot } from '../../db/precompiled';
import type { Database as Schema } from '../../db/schema';
import { readStartTurn, startReadOf, startTurnOf, type TurnRead } from './turn-reads';
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

/** The plan's limit of sessions and the sessions waiting, as columns of one read (PostgreSQL), beside `took`'s count. */
const admissionColumns = (
  eb: ExpressionBuilder<Schema & { took: { failures: number } }, never>,
  acId: Slot,
  feature: Slot,
  waiting: Slot,
) => [
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
];

/** The start's allowance taken, the plan's limit of sessions and the sessions waiting, in one statement (PostgreSQL). */
const admissionRead = precompiled(7, (db, key, max, now, windowFrom, acId, feature, waiting) =>
  db
    .with('took', (t) => takeStatement(t, key, max, now, windowFrom))
    .selectNoFrom((eb) => admissionColumns(eb as never, acId, feature, waiting)),
);

/** A simulator start's read (turn-reads' startReadOf) and its admission's, in one statement (PostgreSQL). */
const startAdmissionRead = precompiled(9, (db, key, max, now, windowFrom, acId, feature, waiting, taskId, enabled) =>
  startReadOf(db.with('took', (t) => takeStatement(t, key, max, now, windowFrom)) as never, acId, taskId, enabled).select((eb) =>
    admissionColumns(eb as never, acId, feature, waiting),
  ),
);

interface AdmissionRow {
  took: unknown;
  feature_limit?: number | null;
  burst_limit?: number | null;
  waiting: unknown;
}

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
  const [row] = await admissionRead(db, ...admissionValues(allowance, now, acId));
  await decide(db, acId, allowance, row);
}

const admissionValues = (allowance: Allowance, now: number, acId: number) =>
  [allowance.key, allowance.max, iso(now), iso(now - allowance.windowMs), acId, metricFeature('sessions'), 'waiting'] as const;

/** The admission's refusals from its one read (PostgreSQL), in admitSession's order. */
async function decide(db: Db, acId: number, allowance: Allowance, row: AdmissionRow): Promise<void> {
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

/** A simulator start's read with its admission to decide once the start's own checks pass. */
export interface StartAdmission extends TurnRead {
  /** Admits the session or refuses it, as admitSession. */
  admit(): Promise<void>;
  /** The start was refused before `admit` (its task missing, its start node unknown): its counted start is given back. */
  giveUp(): Promise<void>;
}

/**
 * A simulator start's read (the task's row and the content stamps, turn-reads) and its admission. On PostgreSQL both
 * are one statement, so a start makes one round trip before its engine runs, not two: the start is counted in it and
 * given back when the start is refused before `admit` (giveUp); `admit` then only decides. Elsewhere `admit` is admitSession.
 */
export async function readStartAdmission(
  db: Db,
  acId: number,
  taskId: number,
  options: { startsMax?: number } = {},
): Promise<StartAdmission> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const read = await readStartTurn(db, acId, taskId);
    return { ...read, admit: () => admitSession(db, acId, options), giveUp: async () => {} };
  }
  const allowance = startAllowance(acId, options.startsMax ?? limits.sessionStarts.max);
  const [row] = await startAdmissionRead(db, ...admissionValues(allowance, Date.now(), acId), taskId, 1);
  let decided = false;
  return {
    ...startTurnOf(row),
    admit: async () => {
      decided = true;
      await decide(db, acId, allowance, row as AdmissionRow);
    },
    giveUp: async () => {
      if (!decided && Number((row as AdmissionRow).took) > 0) await giveBack(db, allowance.key);
      decided = true;
    },
  };
}

const waitingRead = precompiled(2, (db, acId, waiting) =>
  db
    .selectFrom('engine_sessions')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('ac_id', '=', acId as never)
    .where('status', '=', waiting),
);
