import { optOutColumn, phoneColumn } from '../api/campaigns';
import { isE164 } from '../e164';
import { campaignMessages as m } from '../messages-campaigns';
import { fill } from '../messages-core';

/** A contact list's columns: the phone number, the columns the campaign passes to its task, and the optional opt-out mark. */
export interface ContactColumns {
  /** Required, in this order after the phone number. */
  variables: readonly string[];
}

/** The template's header: the phone number, each variable's column, the opt-out mark. */
export const templateHeader = (columns: ContactColumns): string[] => [phoneColumn, ...columns.variables, optOutColumn];

/**
 * What a downloaded list adds after the contact's columns: where each contact stands. An upload of that file takes
 * them and leaves them aside (a new list starts afresh), except that a contact that had opted out stays opted out.
 */
export const listColumns = ['state', 'attempts', 'session_id'] as const;
const setAside: ReadonlySet<string> = new Set(listColumns);

/**
 * The header of an uploaded list as the index of each known column, or the refusal: every required column
 * (the phone number and the campaign's variables) must be there, and no column the campaign does not use (the
 * columns a downloaded list adds are known).
 */
export function readHeader(cells: readonly string[], columns: ContactColumns): { index: Map<string, number> } | { refusal: string } {
  const known = new Set([...templateHeader(columns), ...listColumns]);
  const index = new Map<string, number>();
  for (const [i, raw] of cells.entries()) {
    const name = raw.trim();
    if (!known.has(name)) return { refusal: fill(m.csvUnknownColumn, { column: name }) };
    index.set(name, i);
  }
  const missing = [phoneColumn, ...columns.variables].find((c) => !index.has(c));
  return missing === undefined ? { index } : { refusal: fill(m.csvMissingColumn, { column: missing }) };
}

export type CheckedRow = { ok: true; phone: string; values: Record<string, string>; optedOut: boolean } | { ok: false; message: string };

const formulaStart = /^[=+\-@]/;
const yes = new Set(['1', 'yes', 'true', 'y']);

/**
 * One row of a contact list, checked: as many fields as the header, the phone number in E.164 (spaces, dashes and
 * brackets dropped), every variable's column filled, and no cell that a spreadsheet would run as a formula (a cell
 * other than the number that starts with =, +, - or @). `line` is the row's line in the file.
 */
export function checkRow(record: readonly string[], line: number, header: Map<string, number>, columns: ContactColumns): CheckedRow {
  if (record.length !== header.size)
    return { ok: false, message: fill(m.rowFieldCount, { line, found: record.length, expected: header.size }) };
  const cell = (column: string) => (header.has(column) ? record[header.get(column)!]!.trim() : '');
  for (const [column, i] of header) {
    if (column === phoneColumn || setAside.has(column)) continue;
    const text = record[i]!.trimStart();
    if (formulaStart.test(text)) return { ok: false, message: fill(m.rowFormula, { line, column, char: text[0]! }) };
  }
  const written = cell(phoneColumn);
  if (written === '') return { ok: false, message: fill(m.rowEmpty, { line, column: phoneColumn }) };
  const phone = written.replace(/[\s\-().]/g, '');
  if (!isE164(phone)) return { ok: false, message: fill(m.rowNumber, { line, number: written }) };
  const values: Record<string, string> = {};
  for (const column of columns.variables) {
    const value = cell(column);
    if (value === '') return { ok: false, message: fill(m.rowEmpty, { line, column }) };
    values[column] = value;
  }
  return { ok: true, phone, values, optedOut: yes.has(cell(optOutColumn).toLowerCase()) || cell('state') === 'opted_out' };
}
