import { describe, expect, it } from 'vitest';
import {
  firstHolidayError,
  holidayDraft,
  holidayErrors,
  newHolidayRow,
  timeZones,
  type HolidayDraft,
} from '@client/features/authoring/content/holidays/rules';
import { holidaysTab } from '@client/features/authoring/content/holidays/tab';

const draft = (patch: Partial<HolidayDraft> = {}): HolidayDraft => ({
  schedule_name: 'US holidays',
  time_zone: 'America/New_York',
  holidays: [],
  ...patch,
});
const deps = { variables: [] };

describe('holiday schedules in the editor', () => {
  it('lists with is_archived=all (spec 2 §7) under the holiday-schedules permission', () => {
    expect(holidaysTab).toMatchObject({
      id: 'holidays',
      path: '/holidayschedule/holiday-schedules',
      listQuery: { is_archived: 'all' },
      permission: 'build.content.holiday-schedules',
      model: 'HolidaySchedule',
    });
  });

  it('turns a saved schedule into a draft and back: a single day has no end date, a range keeps it', () => {
    const saved = {
      schedule_name: 'US holidays',
      time_zone: 'America/New_York',
      holidays: [
        { name: 'Office move', start_date: '2025-03-10', end_date: '2025-03-14', recurs_yearly: false },
        { name: 'Christmas', start_date: '2025-12-25', end_date: '2025-12-25', recurs_yearly: true },
      ],
    };
    const d = holidayDraft(saved);
    expect(d.holidays.map(({ key: _key, ...h }) => h)).toEqual([
      { name: 'Office move', start_date: '2025-03-10', end_date: '2025-03-14', recurs_yearly: false },
      { name: 'Christmas', start_date: '2025-12-25', end_date: '', recurs_yearly: true },
    ]);
    expect(new Set(d.holidays.map((h) => h.key)).size).toBe(2);
    expect(holidaysTab.toBody({ ...d, schedule_name: '  US holidays ' }, deps, 'update')).toEqual({
      body: {
        schedule_name: 'US holidays',
        time_zone: 'America/New_York',
        holidays: [
          { name: 'Office move', start_date: '2025-03-10', end_date: '2025-03-14', recurs_yearly: false },
          { name: 'Christmas', start_date: '2025-12-25', end_date: null, recurs_yearly: true },
        ],
      },
    });
  });

  it('refuses a missing name, an unknown time zone, impossible dates and ranges that end before they start', () => {
    expect(holidayErrors(draft()).schedule_name).toBeUndefined();
    expect(holidayErrors(draft({ schedule_name: '   ' })).schedule_name).toBe('holidays.errors.nameRequired');
    expect(holidayErrors(draft({ schedule_name: 'x'.repeat(151) })).schedule_name).toBe('holidays.errors.nameTooLong');
    expect(holidayErrors(draft({ time_zone: 'Mars/Olympus' })).time_zone).toBe('holidays.errors.timeZone');
    const rows = [
      newHolidayRow({ name: '', start_date: '2025-01-01' }),
      newHolidayRow({ name: 'Leap', start_date: '2025-02-29' }),
      newHolidayRow({ name: 'Backwards', start_date: '2025-05-02', end_date: '2025-05-01' }),
      newHolidayRow({ name: 'Fine', start_date: '2025-05-01', end_date: '2025-05-02' }),
    ];
    expect(holidayErrors(draft({ holidays: rows })).rows).toEqual({
      0: { name: 'holidays.errors.nameRequired' },
      1: { start_date: 'holidays.errors.date' },
      2: { end_date: 'holidays.errors.endBeforeStart' },
    });
    expect(
      holidayErrors(draft({ holidays: Array.from({ length: 367 }, () => newHolidayRow({ name: 'x', start_date: '2025-01-01' })) }))
        .holidays,
    ).toBe('holidays.errors.tooMany');
  });

  it('does not save a draft with a problem: the notice names the first one and its row', () => {
    expect(firstHolidayError(holidayErrors(draft({ schedule_name: '' })))).toEqual({ error: 'holidays.errors.nameRequired' });
    const rows = [newHolidayRow({ name: 'Ok', start_date: '2025-01-01' }), newHolidayRow({ name: 'Bad', start_date: '' })];
    expect(holidaysTab.toBody(draft({ holidays: rows }), deps, 'create')).toEqual({
      error: 'holidays.errors.inRow',
      values: { row: '2', problem: 'date' },
    });
    expect(holidaysTab.toBody(draft({ time_zone: '' }), deps, 'create')).toEqual({ error: 'holidays.errors.timeZone' });
  });

  it('offers the IANA time zones, UTC first', () => {
    const zones = timeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Paris');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
