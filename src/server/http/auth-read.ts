import { PostgresAdapter, sql, type Selectable } from 'kysely';
import type { Selection } from '@shared/access';
import type { Db } from '../db/index';
import { wholeTable, wholeTableStamps } from '../db/migrations/023_table_stamps';
import { precompiled, type Slot } from '../db/precompiled';
import type { SessionsTable } from '../db/schema';
import { stampColumns, stampOfColumns } from './table-stamps';

/**
 * What a signed-in request reads before its route, in one statement (one round trip on PostgreSQL): the session of its
 * token, the stamp of the tables its session user is built from (migration 023: the user is kept while it holds), and
 * the enabled features of the selection its scope headers name. Built and compiled once per shape (precompiled).
 */
export interface RequestRead {
  session: Selectable<SessionsTable> | null;
  /** The tenancy tables' stamp (tableStamp(wholeTableStamps)). */
  userStamp: string;
  /** The selection's enabled features; absent when the headers named none (or all providers). */
  features?: { selection: Selection; features: string[] };
}

const userStamps = wholeTableStamps.map((table) => [table, wholeTable] as const);

/** The features as one JSON array column (PostgreSQL's json_agg, SQLite's json_group_array). */
const featuresColumn = (db: Db, spId: Slot, acId: Slot | null) => {
  const agg = db.getExecutor().adapter instanceof PostgresAdapter ? sql`coalesce(json_agg(feature), '[]')` : sql`json_group_array(feature)`;
  return sql<
    string | string[]
  >`(select ${agg} from enabled_features where sp_id = ${spId} and ${acId === null ? sql`ac_id is null` : sql`ac_id = ${acId}`})`;
};

const base = (db: Db, id: Slot) =>
  db
    .selectFrom('sessions')
    .selectAll('sessions')
    .select((eb) => stampColumns(eb as never, userStamps, 'user_stamp_'))
    .where('id', '=', id);

const reads = {
  none: precompiled(1, (db, id) => base(db, id)),
  provider: precompiled(2, (db, id, spId) => base(db, id).select(featuresColumn(db, spId, null).as('features'))),
  account: precompiled(3, (db, id, spId, acId) => base(db, id).select(featuresColumn(db, spId, acId).as('features'))),
};

/** The request's session (null when none has this id), the user stamp and the features of `selection` (when given). */
export async function readRequest(db: Db, sessionId: string, selection: Selection | null): Promise<RequestRead> {
  const spId = selection && selection.spId !== 'all' ? selection.spId : null;
  const [row] =
    spId === null
      ? await reads.none(db, sessionId)
      : selection!.acId === 'all'
        ? await reads.provider(db, sessionId, spId)
        : await reads.account(db, sessionId, spId, selection!.acId);
  if (!row) return { session: null, userStamp: '' };
  const { features, ...rest } = row as typeof row & { features?: string | string[] };
  const session = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('user_stamp_'))) as Selectable<SessionsTable>;
  const out: RequestRead = { session, userStamp: stampOfColumns(row, userStamps.length, 'user_stamp_') };
  if (spId !== null && features !== undefined)
    out.features = { selection: selection!, features: typeof features === 'string' ? JSON.parse(features) : features };
  return out;
}
