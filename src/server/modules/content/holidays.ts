import { holidaySchedule, holidayScheduleBody, holidayScheduleUpdateBody, type HolidaySchedule } from '@shared/api/content-more';
import type { Row } from '../../http/resource';
import { contentRowFields, defineContentResource } from './content-resource';
import { holidaySchedulesContent } from '@shared/entities/content';

type Holiday = HolidaySchedule['holidays'][number];
type HolidayInput = { name: string; start_date: string; end_date?: string | null; recurs_yearly?: boolean };

/** Every entry with its end (a single day ends where it starts) and its recurrence flag, sorted by start. */
function normalise(list: readonly HolidayInput[]): Holiday[] {
  return list
    .map((h) => ({ name: h.name, start_date: h.start_date, end_date: h.end_date || h.start_date, recurs_yearly: h.recurs_yearly === true }))
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.name.localeCompare(b.name));
}

function parseHolidays(text: unknown): Holiday[] {
  try {
    const list = JSON.parse(String(text ?? '[]'));
    return Array.isArray(list) ? normalise(list) : [];
  } catch {
    return [];
  }
}

function toApi(row: Row): HolidaySchedule {
  return {
    schedule_id: row.schedule_id,
    schedule_name: row.schedule_name,
    name: row.schedule_name,
    time_zone: row.time_zone,
    holidays: parseHolidays(row.holidays),
    ...contentRowFields(row),
  };
}

/**
 * Holiday schedules (spec 2 §3, §7): named days and date ranges, each optionally recurring every
 * year, in an IANA time zone. Lists come newest update first; is_archived=all lists archived ones too.
 */
export const holidaySchedules = defineContentResource(holidaySchedulesContent, {
  toApi,
  fromApi(input, ctx) {
    const values: Row = {};
    for (const key of ['schedule_name', 'time_zone', 'folder_id']) if (input[key] !== undefined) values[key] = input[key];
    if (input.holidays !== undefined || ctx.mode === 'create') values.holidays = JSON.stringify(normalise(input.holidays ?? []));
    return values;
  },
  defaultSort: { column: 'updated_at', direction: 'desc' },
});
