import { isCalendarDate, type HolidaySchedule } from '@shared/api/content-more';
import { holidayScheduleFields } from '@shared/entities/content/holidays';
import { fieldLimit } from '@shared/entities/fields';
import { limits } from '@shared/limits';
import { isValidTimezone } from '@shared/time';

/**
 * Holiday schedules in the editor (spec 2 §3): a name, an IANA time zone and a table of holidays,
 * each a day or a range, optionally repeating every year. Pure: the editor and the tests use it.
 */
export interface HolidayRow {
  /** Only for React: rows keep their identity while others are added or removed. */
  key: number;
  name: string;
  start_date: string;
  /** '' for a single day. */
  end_date: string;
  recurs_yearly: boolean;
}

export interface HolidayDraft {
  schedule_name: string;
  time_zone: string;
  holidays: HolidayRow[];
}

let nextKey = 1;
export const newHolidayRow = (patch: Partial<HolidayRow> = {}): HolidayRow => ({
  key: nextKey++,
  name: '',
  start_date: '',
  end_date: '',
  recurs_yearly: false,
  ...patch,
});

/** The browser's own zone when it is a valid IANA name, else the studio default. */
export function defaultTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimezone(zone) ? zone : limits.defaultTimezone;
}

/** Every IANA zone the browser knows, UTC first. */
export function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?(key: 'timeZone'): string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return [limits.defaultTimezone, ...zones.filter((z) => z !== limits.defaultTimezone)];
}

export const emptyHolidaySchedule = (): HolidayDraft => ({ schedule_name: '', time_zone: defaultTimeZone(), holidays: [] });

/** A saved schedule as a draft: a single day shows without an end date. */
export function holidayDraft(s: Pick<HolidaySchedule, 'schedule_name' | 'time_zone' | 'holidays'>): HolidayDraft {
  return {
    schedule_name: s.schedule_name,
    time_zone: s.time_zone,
    holidays: s.holidays.map((h) =>
      newHolidayRow({
        name: h.name,
        start_date: h.start_date,
        end_date: h.end_date && h.end_date !== h.start_date ? h.end_date : '',
        recurs_yearly: h.recurs_yearly,
      }),
    ),
  };
}

/** A field's error as an i18n key of the 'content' namespace. */
export type FieldError =
  | 'holidays.errors.nameRequired'
  | 'holidays.errors.nameTooLong'
  | 'holidays.errors.timeZone'
  | 'holidays.errors.date'
  | 'holidays.errors.endBeforeStart'
  | 'holidays.errors.tooMany';
export interface HolidayErrors {
  schedule_name?: FieldError;
  time_zone?: FieldError;
  holidays?: FieldError;
  rows: Record<number, Partial<Record<'name' | 'start_date' | 'end_date', FieldError>>>;
}

function rowErrors(row: HolidayRow): Partial<Record<'name' | 'start_date' | 'end_date', FieldError>> {
  const out: Partial<Record<'name' | 'start_date' | 'end_date', FieldError>> = {};
  const name = row.name.trim();
  if (!name) out.name = 'holidays.errors.nameRequired';
  else if (name.length > fieldLimit(holidayScheduleFields, 'holidays', 'name')) out.name = 'holidays.errors.nameTooLong';
  if (!isCalendarDate(row.start_date)) out.start_date = 'holidays.errors.date';
  if (row.end_date) {
    if (!isCalendarDate(row.end_date)) out.end_date = 'holidays.errors.date';
    else if (!out.start_date && row.end_date < row.start_date) out.end_date = 'holidays.errors.endBeforeStart';
  }
  return out;
}

/** Every problem of the draft, by field; rows are indexed by their position. */
export function holidayErrors(draft: HolidayDraft): HolidayErrors {
  const errors: HolidayErrors = { rows: {} };
  const name = draft.schedule_name.trim();
  if (!name) errors.schedule_name = 'holidays.errors.nameRequired';
  else if (name.length > fieldLimit(holidayScheduleFields, 'schedule_name')) errors.schedule_name = 'holidays.errors.nameTooLong';
  if (!isValidTimezone(draft.time_zone)) errors.time_zone = 'holidays.errors.timeZone';
  if (draft.holidays.length > fieldLimit(holidayScheduleFields, 'holidays')) errors.holidays = 'holidays.errors.tooMany';
  draft.holidays.forEach((row, i) => {
    const found = rowErrors(row);
    if (Object.keys(found).length) errors.rows[i] = found;
  });
  return errors;
}

/** The first problem with where it is, for the notice shown when saving is refused. */
export function firstHolidayError(errors: HolidayErrors): { error: FieldError; row?: number } | null {
  for (const key of ['schedule_name', 'time_zone', 'holidays'] as const) if (errors[key]) return { error: errors[key]! };
  for (const [i, row] of Object.entries(errors.rows)) {
    const error = row.name ?? row.start_date ?? row.end_date;
    if (error) return { error, row: Number(i) };
  }
  return null;
}

/** The create/update body: names trimmed, an empty end date sent as null (a single day). */
export function holidayBody(draft: HolidayDraft) {
  return {
    schedule_name: draft.schedule_name.trim(),
    time_zone: draft.time_zone.trim(),
    holidays: draft.holidays.map((h) => ({
      name: h.name.trim(),
      start_date: h.start_date,
      end_date: h.end_date || null,
      recurs_yearly: h.recurs_yearly,
    })),
  };
}
