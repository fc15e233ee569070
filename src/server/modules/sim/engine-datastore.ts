import type { DatastoreAnswer, DatastoreRequest, EngineServices } from '@shared/plugin-api';
import type { Value } from '@shared/expr';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import { coerce, encodeDocument, parseData, parseStructure, secureValue, type Column } from '../content/datastores/datastore-values';
import { accountRows } from '../../http/tenant-repo';

/** Documents one step may read at once (find_all); more are left out. */
export const maxDocumentsPerStep = 1000;

type Condition = DatastoreRequest['conditions'][number];

/** Whether a stored value meets a condition; the given text is read as the column's data type first. */
function holds(column: Column, stored: unknown, c: Condition): boolean {
  if (c.operator === 'contains')
    return stored !== null && stored !== undefined && String(stored).toLowerCase().includes(c.value.toLowerCase());
  const typed = coerce(column.type, c.value);
  const given = typed.ok ? typed.value : c.value;
  const same = JSON.stringify(stored ?? null) === JSON.stringify(given ?? null);
  if (c.operator === 'equal') return same;
  if (c.operator === 'not_equal') return !same;
  if (stored === null || stored === undefined || given === null) return false;
  const [a, b] = typeof stored === 'number' && typeof given === 'number' ? [stored, given] : [String(stored), String(given)];
  return c.operator === 'greater' ? a > b : a < b;
}

const columnOf = (columns: readonly Column[], name: string) => {
  const column = columns.find((col) => col.col_name.toLowerCase() === name.toLowerCase());
  if (!column) throw new Error(fill(messages.content.unknownColumn, { column: name }));
  return column;
};

/** A document's values as the flow reads them: secure values decrypted (variables mask them where shown). */
const plain = (data: Record<string, unknown>, secret: string) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, secureValue(v, secret) as Value]));

/**
 * The datastore service of the flow engine for one account: datastore steps read and write the
 * account's documents for real. Another account's datastore reads as missing.
 */
export function engineDatastore(db: Db, acId: number, secret: string): NonNullable<EngineServices['datastore']> {
  return async (request): Promise<DatastoreAnswer> => {
    const store = await accountRows(db, acId)
      .selectFrom('data_stores')
      .select(['data_store_id', 'collection_structure', 'is_log'])
      .where('data_store_id', '=', request.dataStoreId)
      .where('is_enabled', '=', 1)
      .where('is_archived', '=', 0)
      .executeTakeFirst();
    if (!store) throw new Error(messages.run.datastoreMissing);
    const columns = parseStructure(store.collection_structure);
    const isLog = store.is_log === 1;

    if (request.operation === 'insert') {
      const { data, errors } = encodeDocument(columns, request.values, { isLog, secret });
      if (errors.length) throw new Error(errors[0].message);
      const now = nowIso();
      await db
        .insertInto('data_store_documents')
        .values({ ac_id: acId, data_store_id: store.data_store_id, data: JSON.stringify(data), created_at: now, updated_at: now })
        .execute();
      return { documents: [], changed: 1 };
    }

    const conditions = request.conditions.map((c) => ({ c, column: columnOf(columns, c.column) }));
    const rows = await accountRows(db, acId)
      .selectFrom('data_store_documents')
      .select(['document_id', 'data'])
      .where('data_store_id', '=', store.data_store_id)
      .orderBy('document_id')
      .execute();
    const matches = rows
      .map((r) => ({ id: r.document_id, data: parseData(r.data) }))
      .filter((d) => conditions.every(({ c, column }) => holds(column, secureValue(d.data[column.col_name], secret), c)));

    if (request.operation === 'find') return { documents: matches.slice(0, 1).map((d) => plain(d.data, secret)), changed: 0 };
    if (request.operation === 'find_all')
      return { documents: matches.slice(0, maxDocumentsPerStep).map((d) => plain(d.data, secret)), changed: 0 };
    if (matches.length === 0) return { documents: [], changed: 0 };
    const ids = matches.map((d) => d.id);
    if (request.operation === 'delete') {
      await accountRows(db, acId).deleteFrom('data_store_documents').where('document_id', 'in', ids).execute();
      return { documents: [], changed: ids.length };
    }
    const now = nowIso();
    const updates = matches.map((d) => {
      const { data, errors } = encodeDocument(columns, request.values, { isLog, secret, existing: d.data });
      if (errors.length) throw new Error(errors[0].message);
      return { id: d.id, data };
    });
    await db.transaction().execute(async (trx) => {
      for (const u of updates)
        await accountRows(trx, acId)
          .updateTable('data_store_documents')
          .set({ data: JSON.stringify(u.data), updated_at: now })
          .where('document_id', '=', u.id)
          .execute();
    });
    return { documents: [], changed: updates.length };
  };
}
