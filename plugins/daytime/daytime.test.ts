import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('holiday_schedule', 3)]);
const openClosed = [
  { key: 'open', label: 'Open', removable: true },
  { key: 'closed', label: 'Closed', removable: true },
];

describe('daytime', () => {
  it('defaults to weekdays 09:00–17:00 in UTC, which is valid', () => {
    expect(diagnose('daytime', {})).toEqual([]);
    expect(branchesOf('daytime', {})).toEqual(openClosed);
  });
  it('needs a known time zone', () => {
    expect(errorsOf('daytime', { time_zone: 'Mars/Olympus' })).toEqual({ time_zone: "'Mars/Olympus' is not a known time zone." });
    expect(errorsOf('daytime', { time_zone: 'America/Toronto' })).toEqual({});
  });
  it('needs opening hours with days and HH:mm times, closing after opening', () => {
    expect(errorsOf('daytime', { opening_hours: [] })).toEqual({ opening_hours: 'Add at least one opening hours entry.' });
    expect(
      errorsOf('daytime', {
        opening_hours: [
          { days: [], from: '9:00', to: '17:00' },
          { days: ['sat', 'sat'], from: '14:00', to: '10:00' },
        ],
      }),
    ).toEqual({
      'opening_hours.0.days': 'Add at least one day.',
      'opening_hours.0.from': 'Enter a time of day as HH:mm, e.g. 09:00.',
      'opening_hours.1.days': 'Each day can be listed only once.',
      'opening_hours.1.to': 'The closing time must be after the opening time.',
    });
    expect(diagnose('daytime', { opening_hours: [{ days: ['sun'], from: '24:00', to: '25:00' }] }).map((d) => d.path)).toEqual([
      'opening_hours.0.from',
      'opening_hours.0.to',
    ]);
  });
  it('closes on the holidays of an optional schedule, which it references', () => {
    expect(errorsOf('daytime', { holiday_schedule_id: 4 }, content)).toEqual({
      holiday_schedule_id: 'The selected holiday schedule no longer exists.',
    });
    expect(diagnose('daytime', { holiday_schedule_id: 3 }, content)).toEqual([]);
    expect(refsOf('daytime', { holiday_schedule_id: 3 })).toEqual([{ model: 'holiday_schedule', id: 3 }]);
  });
});
