import { dataTypes, type DataStore, type DataType } from '@shared/api/content-more';
import { dataStoreFields } from '@shared/entities/content/datastores';
import { fieldLimit } from '@shared/entities/fields';

/**
 * Datastores in the editor (spec 2 §3): a display name, log flag and the collection structure
 * (column name, data type from the spec's enumeration, secure flag). Pure: the editor and the tests use it.
 */
export { dataTypes };

export interface ColumnDraft {
  /** Only for React: a column keeps its identity while others move. */
  key: number;
  col_name: string;
  type: DataType;
  secure: boolean;
}

export interface DataStoreDraft {
  display_name: string;
  is_log: boolean;
  columns: ColumnDraft[];
}

const columnPattern = /^[A-Za-z_][A-Za-z0-9_ ]*$/;

let nextKey = 1;
export const newColumn = (patch: Partial<ColumnDraft> = {}): ColumnDraft => ({
  key: nextKey++,
  col_name: '',
  type: 'STRING',
  secure: false,
  ...patch,
});

export const emptyDataStore = (): DataStoreDraft => ({ display_name: '', is_log: false, columns: [newColumn()] });

export function dataStoreDraft(ds: Pick<DataStore, 'display_name' | 'is_log' | 'collection_structure'>): DataStoreDraft {
  return {
    display_name: ds.display_name,
    is_log: ds.is_log,
    columns: ds.collection_structure.map((c) => newColumn({ col_name: c.col_name, type: c.type, secure: c.secure })),
  };
}

/** Moves the column at `from` to `to` (both clamped); the same array when nothing moves. */
export function moveColumn<T>(columns: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(columns.length - 1, to));
  if (from === target || from < 0 || from >= columns.length) return [...columns];
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** An i18n key of the 'content' namespace. */
export type DataStoreError =
  | 'datastores.errors.nameRequired'
  | 'datastores.errors.nameTooLong'
  | 'datastores.errors.noColumns'
  | 'datastores.errors.tooManyColumns'
  | 'datastores.errors.columnRequired'
  | 'datastores.errors.columnPattern'
  | 'datastores.errors.columnTooLong'
  | 'datastores.errors.columnTwice';

export interface DataStoreErrors {
  display_name?: DataStoreError;
  columns?: DataStoreError;
  /** By column position. */
  column: Record<number, DataStoreError>;
}

export function dataStoreErrors(draft: DataStoreDraft): DataStoreErrors {
  const errors: DataStoreErrors = { column: {} };
  const name = draft.display_name.trim();
  if (!name) errors.display_name = 'datastores.errors.nameRequired';
  else if (name.length > fieldLimit(dataStoreFields, 'display_name')) errors.display_name = 'datastores.errors.nameTooLong';
  if (draft.columns.length === 0) errors.columns = 'datastores.errors.noColumns';
  else if (draft.columns.length > fieldLimit(dataStoreFields, 'collection_structure')) errors.columns = 'datastores.errors.tooManyColumns';
  const seen = new Set<string>();
  draft.columns.forEach((c, i) => {
    const col = c.col_name.trim();
    if (!col) errors.column[i] = 'datastores.errors.columnRequired';
    else if (col.length > fieldLimit(dataStoreFields, 'collection_structure', 'col_name'))
      errors.column[i] = 'datastores.errors.columnTooLong';
    else if (!columnPattern.test(col)) errors.column[i] = 'datastores.errors.columnPattern';
    else if (seen.has(col.toLowerCase())) errors.column[i] = 'datastores.errors.columnTwice';
    seen.add(col.toLowerCase());
  });
  return errors;
}

export function firstDataStoreError(errors: DataStoreErrors): { error: DataStoreError; column?: number } | null {
  if (errors.display_name) return { error: errors.display_name };
  if (errors.columns) return { error: errors.columns };
  const first = Object.keys(errors.column)[0];
  return first === undefined ? null : { error: errors.column[Number(first)], column: Number(first) };
}

export function dataStoreBody(draft: DataStoreDraft) {
  return {
    display_name: draft.display_name.trim(),
    is_log: draft.is_log,
    collection_structure: draft.columns.map((c) => ({ col_name: c.col_name.trim(), type: c.type, secure: c.secure })),
  };
}
