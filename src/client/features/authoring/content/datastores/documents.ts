import { secureMask } from '@shared/api/content';
import type { DataStore, DataType } from '@shared/api/content-more';

/**
 * The documents grid's pure half: which columns show, a value as the text of its cell, and the
 * edits of the grid as the bulk calls' bodies. Values are sent as typed text; the server converts
 * them by the column's data type (and answers which cell it refused).
 */
export interface DocumentRow {
  document_id: number;
  data: Record<string, unknown>;
}

export interface GridColumn {
  name: string;
  /** null for attributes beside the structure (a log datastore's details): shown, never edited. */
  type: DataType | null;
  secure: boolean;
}

/** The structure's columns, then any other attribute the answers carry (log datastores), read-only. */
export function gridColumns(store: Pick<DataStore, 'collection_structure'>, rows: readonly DocumentRow[]): GridColumn[] {
  const columns: GridColumn[] = store.collection_structure.map((c) => ({ name: c.col_name, type: c.type, secure: c.secure }));
  const known = new Set(columns.map((c) => c.name.toLowerCase()));
  for (const row of rows) {
    for (const key of Object.keys(row.data)) {
      if (known.has(key.toLowerCase())) continue;
      known.add(key.toLowerCase());
      columns.push({ name: key, type: null, secure: false });
    }
  }
  return columns;
}

/** A stored value as the text of its cell: nothing as '', key-value lists and objects as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Edited cells of saved documents (by id, then column) and new documents not yet saved. */
export interface GridEdits {
  changed: ReadonlyMap<number, Readonly<Record<string, string>>>;
  added: readonly { key: number; values: Readonly<Record<string, string>> }[];
}

export const noEdits: GridEdits = { changed: new Map(), added: [] };

/** Sets one cell of a saved document; a value equal to the stored one is no edit. */
export function editCell(edits: GridEdits, row: DocumentRow, column: string, text: string): GridEdits {
  const changed = new Map(edits.changed);
  const cells = { ...(changed.get(row.document_id) ?? {}) };
  if (text === cellText(row.data[column])) delete cells[column];
  else cells[column] = text;
  if (Object.keys(cells).length) changed.set(row.document_id, cells);
  else changed.delete(row.document_id);
  return { ...edits, changed };
}

export function editNewCell(edits: GridEdits, key: number, column: string, text: string): GridEdits {
  return { ...edits, added: edits.added.map((a) => (a.key === key ? { ...a, values: { ...a.values, [column]: text } } : a)) };
}

export const editCount = (edits: GridEdits) => edits.changed.size + edits.added.length;

/**
 * The bodies of the save: bulk update of the changed documents (only their changed cells) and the
 * new documents (only their filled cells; an empty new row is dropped). An unchanged secure cell
 * keeps its mask, which the server reads as 'keep the stored value'.
 */
export function saveRequests(edits: GridEdits): {
  updates: { document_id: number; data: Record<string, string | null> }[];
  additions: Record<string, string>[];
} {
  const updates = [...edits.changed].map(([document_id, cells]) => ({
    document_id,
    data: Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, v === '' ? null : v])),
  }));
  const additions = edits.added
    .map((a) => Object.fromEntries(Object.entries(a.values).filter(([, v]) => v.trim() !== '')))
    .filter((values) => Object.keys(values).length > 0);
  return { updates, additions };
}

/**
 * Where a refusal of the bulk calls points: 'documents.2.data.amount: must be …' → the third
 * document, column amount, and the message without the path ('amount: must be …').
 */
export function refusedCell(message: string): { index: number; column: string; message: string } | null {
  const found = /^documents\.(\d+)\.(?:data\.)?(([^:]+):.*)$/s.exec(message);
  return found ? { index: Number(found[1]), column: found[3], message: found[2] } : null;
}

export const isMasked = (value: unknown) => value === secureMask;

/** The data type's input hint shown in the column header. */
export const typeHints: Record<DataType, string> = {
  STRING: 'text',
  BOOLEAN: 'true / false',
  NUMERIC: '123.45',
  CURRENCY_USD: '$ 0.00',
  CURRENCY_GPB: '£ 0.00',
  CURRENCY_EUR: '€ 0.00',
  DATE: 'YYYY-MM-DD',
  TIME: 'HH:mm',
  KVLIST: '{"key": "value"}',
};
