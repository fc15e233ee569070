import type { HolidaySchedule } from '@shared/api/content-more';
import type { Row } from '../../../http/entity-resource';
import { contentRowFields, defineContentResource } from '../content-resource';
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

/** What a schedule's answer adds to its declared fields (holidayScheduleFields): its id, the name, the holidays in one shape. */
const answerOf = (row: Row): Partial<HolidaySchedule> => ({
  schedule_id: row.schedule_id,
  name: row.schedule_name,
  holidays: parseHolidays(row.holidays),
  ...contentRowFields(row),
});

/**
 * Holiday schedules (spec 2 §3, §7): named days and date ranges, each optionally recurring every
 * year, in an IANA time zone. Lists come newest update first; is_archived=all lists archived ones too.
 */
export const holidaySchedules = defineContentResource(holidaySchedulesContent, {
  toApi: answerOf,
  // The declared fields are mapped by the content resource; holidays are stored in one shape, sorted.
  fromApi: (input) => (input.holidays === undefined ? {} : { holidays: JSON.stringify(normalise(input.holidays)) }),
  defaultSort: { column: 'updated_at', direction: 'desc' },
});
