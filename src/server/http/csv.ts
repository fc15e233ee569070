import { stringify, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';

/**
 * The one CSV writer of the studio's exports (audit, datastores, intents, burst usage, contact lists): RFC 4180
 * quoting by csv-stringify, and formula neutralising — a text cell that starts with =, +, -, @, a tab or a carriage
 * return is prefixed with a quote, so a spreadsheet shows it as text and never runs it as a formula. A plus and
 * digits only (a phone number in E.164) is written as it is: a spreadsheet reads it as a number, nothing runs, and a
 * downloaded contact list uploads again unchanged.
 */
export const neutralise = (text: string): string => (/^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text) ? `'${text}` : text);

const options: Options = {
  cast: {
    string: neutralise,
    boolean: (value) => (value ? 'true' : 'false'),
    object: (value) => neutralise(JSON.stringify(value)),
    date: (value) => value.toISOString(),
  },
};

/** Rows (the first one the header) as CSV text. */
export const csvText = (rows: unknown[][]): string => stringifyAll(rows, options);

/** A stream writing each row given as CSV, the header first. */
export const csvStream = (columns: string[]): Stringifier => stringify({ ...options, header: true, columns });
