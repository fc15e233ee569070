import type { ActivityLogEntry } from '@shared/api/audit';

/** The CSV export's columns, in order. */
export const csvHeader = ['id', 'created_at', 'user', 'scope', 'sp_id', 'ac_id', 'subject_type', 'subject_id', 'action', 'title', 'detail', 'before', 'after'] as const;

export const entryRows = (entries: ActivityLogEntry[]): unknown[][] =>
  entries.map((e) => [e.id, e.created_at, e.user_name ?? e.user_id ?? '', e.scope, e.sp_id ?? '', e.ac_id ?? '', e.subject_type, e.subject_id ?? '', e.action, e.event_details.title, e.event_details.detail, e.before ? JSON.stringify(e.before) : '', e.after ? JSON.stringify(e.after) : '']);

/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled. A field starting with
 * =, +, - or @ is prefixed with a quote so a spreadsheet never runs it as a formula.
 */
export function toCsv(rows: unknown[][]): string {
  const field = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [csvHeader, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
