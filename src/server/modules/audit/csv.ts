import { csvText } from '../../http/csv';
import type { ActivityLogEntry } from '@shared/api/audit';

/** The CSV export's columns, in order. */
export const csvHeader = [
  'id',
  'created_at',
  'user',
  'scope',
  'sp_id',
  'ac_id',
  'subject_type',
  'subject_id',
  'action',
  'title',
  'detail',
  'before',
  'after',
] as const;

export const entryRows = (entries: ActivityLogEntry[]): unknown[][] =>
  entries.map((e) => [
    e.id,
    e.created_at,
    e.user_name ?? e.user_id ?? '',
    e.scope,
    e.sp_id ?? '',
    e.ac_id ?? '',
    e.subject_type,
    e.subject_id ?? '',
    e.action,
    e.event_details.title,
    e.event_details.detail,
    e.before ? JSON.stringify(e.before) : '',
    e.after ? JSON.stringify(e.after) : '',
  ]);

/** The export as CSV (the header first), written by the one CSV writer. */
export const toCsv = (rows: unknown[][]): string => csvText([[...csvHeader], ...rows]);
