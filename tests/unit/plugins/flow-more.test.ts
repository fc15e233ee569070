import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from './support';

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

describe('calendar', () => {
  it('needs a holiday schedule and branches Open / Closed', () => {
    expect(errorsOf('calendar', {})).toEqual({ holiday_schedule_id: 'Holiday schedule is required.' });
    expect(diagnose('calendar', { holiday_schedule_id: 3, time_zone: 'Europe/Berlin' }, content)).toEqual([]);
    expect(errorsOf('calendar', { holiday_schedule_id: 3, time_zone: '' }, content)).toEqual({ time_zone: 'Time zone is required.' });
    expect(refsOf('calendar', { holiday_schedule_id: 3 })).toEqual([{ model: 'holiday_schedule', id: 3 }]);
    expect(branchesOf('calendar', {})).toEqual(openClosed);
  });
});

describe('distribute', () => {
  it('splits 50/50 by default, one branch per route and no Otherwise', () => {
    expect(diagnose('distribute', {})).toEqual([]);
    expect(branchesOf('distribute', {})).toEqual([
      { key: 'route_1', label: 'Route A', removable: true },
      { key: 'route_2', label: 'Route B', removable: true },
    ]);
  });
  it('needs percentages that add up to 100', () => {
    expect(
      errorsOf('distribute', {
        routes: [
          { key: 'a', label: 'A', percent: 70 },
          { key: 'b', label: 'B', percent: 20 },
        ],
      }),
    ).toEqual({
      routes: 'The percentages must add up to 100 (now 90).',
    });
    expect(errorsOf('distribute', { routes: [] })).toEqual({ routes: 'Add at least one route.' });
  });
  it('keeps routes apart by key and label', () => {
    expect(
      errorsOf('distribute', {
        routes: [
          { key: 'a', label: 'A', percent: 50 },
          { key: 'a', label: 'a', percent: 50 },
        ],
      }),
    ).toEqual({
      'routes.1.key': 'Route key must be unique.',
      'routes.1.label': 'Route label must be unique.',
    });
  });
});

describe('sleep', () => {
  it('sleeps an hour by default, up to a week, in workflow tasks only, at a leaf', () => {
    expect(diagnose('sleep', {})).toEqual([]);
    expect(errorsOf('sleep', { duration_minutes: 20_000 })).toEqual({ duration_minutes: 'Enter a whole number from 1 to 10080.' });
    expect(registry.require('sleep').availability).toMatchObject({
      leafOnly: true,
      hiddenForTaskTypes: ['voice', 'messaging', 'chatbot', 'whatsapp'],
    });
    expect(registry.require('sleep').category).toBe('one_child');
  });
});
