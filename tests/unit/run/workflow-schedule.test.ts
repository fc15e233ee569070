import { describe, expect, it } from 'vitest';
import { nextRun, zonedInstant, type WorkflowTiming } from '@shared/engine/workflow-schedule';

const base: WorkflowTiming = {
  is_active: true,
  workflow_schedule: 'Once',
  schedule_time_zone: 'UTC',
  start_on: '2026-03-02T09:30',
  is_repeat: false,
  repeat_frequency: '01:00:00',
  number_of_executions: null,
  schedule: { starts_on: null, repeat_frequency: 'Daily', repeat_interval: 1, repeat_in: [], end_type: 'Never', end_type_value: null },
};
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('when a workflow runs next', () => {
  it('Once: at start_on in the schedule time zone (else the account one); never once it is past or inactive', () => {
    expect(iso(nextRun(base, at('2026-03-01T00:00:00Z'), 'UTC'))).toBe('2026-03-02T09:30:00.000Z');
    expect(iso(nextRun({ ...base, schedule_time_zone: 'Europe/Berlin' }, at('2026-03-01T00:00:00Z'), 'UTC'))).toBe(
      '2026-03-02T08:30:00.000Z',
    );
    expect(iso(nextRun({ ...base, schedule_time_zone: null }, at('2026-03-01T00:00:00Z'), 'America/New_York'))).toBe(
      '2026-03-02T14:30:00.000Z',
    );
    expect(nextRun(base, at('2026-03-02T09:30:00Z'), 'UTC')).toBeNull();
    expect(nextRun({ ...base, is_active: false }, at('2026-03-01T00:00:00Z'), 'UTC')).toBeNull();
    expect(nextRun({ ...base, start_on: null }, 0, 'UTC')).toBeNull();
  });

  it('Once with repeat: every repeat_frequency, number_of_executions times', () => {
    const repeated = { ...base, is_repeat: true, repeat_frequency: '00:30:00', number_of_executions: 3 };
    expect(iso(nextRun(repeated, at('2026-03-02T09:30:00Z'), 'UTC'))).toBe('2026-03-02T10:00:00.000Z');
    expect(iso(nextRun(repeated, at('2026-03-02T10:00:00Z'), 'UTC'))).toBe('2026-03-02T10:30:00.000Z');
    expect(nextRun(repeated, at('2026-03-02T10:30:00Z'), 'UTC')).toBeNull();
  });

  it('Recurring: daily, weekly on weekdays, monthly; until a date or after a number of runs', () => {
    const recurring = (schedule: Partial<WorkflowTiming['schedule']>) => ({
      ...base,
      workflow_schedule: 'Recurring',
      start_on: '2026-03-02T07:00',
      schedule: { ...base.schedule, starts_on: '2026-03-02', ...schedule },
    });
    expect(iso(nextRun(recurring({ repeat_interval: 2 }), at('2026-03-02T07:00:00Z'), 'UTC'))).toBe('2026-03-04T07:00:00.000Z');
    // 2 March 2026 is a Monday: weekly on Wednesday and Friday.
    const weekly = recurring({ repeat_frequency: 'Weekly', repeat_in: ['Wednesday', 'Friday'] });
    expect(iso(nextRun(weekly, at('2026-03-02T00:00:00Z'), 'UTC'))).toBe('2026-03-04T07:00:00.000Z');
    expect(iso(nextRun(weekly, at('2026-03-04T07:00:00Z'), 'UTC'))).toBe('2026-03-06T07:00:00.000Z');
    expect(iso(nextRun(weekly, at('2026-03-06T07:00:00Z'), 'UTC'))).toBe('2026-03-11T07:00:00.000Z');
    expect(iso(nextRun(recurring({ repeat_frequency: 'Monthly', starts_on: '2026-01-31' }), at('2026-02-01T00:00:00Z'), 'UTC'))).toBe(
      '2026-03-31T07:00:00.000Z',
    );
    expect(nextRun(recurring({ end_type: 'On', end_type_value: '2026-03-03' }), at('2026-03-03T07:00:00Z'), 'UTC')).toBeNull();
    expect(iso(nextRun(recurring({ end_type: 'After', end_type_value: '2' }), at('2026-03-02T07:00:00Z'), 'UTC'))).toBe(
      '2026-03-03T07:00:00.000Z',
    );
    expect(nextRun(recurring({ end_type: 'After', end_type_value: '2' }), at('2026-03-03T07:00:00Z'), 'UTC')).toBeNull();
  });

  it('Recurring without is_repeat: each occurrence runs once, whatever repeat_frequency says', () => {
    const daily = {
      ...base,
      workflow_schedule: 'Recurring',
      start_on: '2026-03-02T07:00',
      repeat_frequency: '00:30:00',
      number_of_executions: 3,
      schedule: { ...base.schedule, starts_on: '2026-03-02' },
    };
    expect(iso(nextRun(daily, at('2026-03-02T07:00:00Z'), 'UTC'))).toBe('2026-03-03T07:00:00.000Z');
    expect(
      nextRun({ ...daily, schedule: { ...daily.schedule, end_type: 'After', end_type_value: '1' } }, at('2026-03-02T07:00:00Z'), 'UTC'),
    ).toBeNull();
  });

  it('Recurring with is_repeat: each occurrence repeats every repeat_frequency, number_of_executions runs, never into the next', () => {
    const daily = {
      ...base,
      workflow_schedule: 'Recurring',
      start_on: '2026-03-02T07:00',
      is_repeat: true,
      repeat_frequency: '00:30:00',
      number_of_executions: 3,
      schedule: { ...base.schedule, starts_on: '2026-03-02' },
    };
    const runs: (string | null)[] = [];
    let after = at('2026-03-01T00:00:00Z');
    for (let i = 0; i < 7; i++) {
      const next = nextRun(daily, after, 'UTC');
      runs.push(iso(next));
      after = next ?? after;
    }
    expect(runs).toEqual([
      '2026-03-02T07:00:00.000Z',
      '2026-03-02T07:30:00.000Z',
      '2026-03-02T08:00:00.000Z',
      '2026-03-03T07:00:00.000Z',
      '2026-03-03T07:30:00.000Z',
      '2026-03-03T08:00:00.000Z',
      '2026-03-04T07:00:00.000Z',
    ]);
    // Without a number of runs, the repetitions stop at the next occurrence; after the last one, a day after it.
    const open = { ...daily, repeat_frequency: '08:00:00', number_of_executions: null };
    expect(iso(nextRun(open, at('2026-03-02T15:00:00Z'), 'UTC'))).toBe('2026-03-02T23:00:00.000Z');
    expect(iso(nextRun(open, at('2026-03-02T23:00:00Z'), 'UTC'))).toBe('2026-03-03T07:00:00.000Z');
    const last = { ...open, schedule: { ...open.schedule, end_type: 'After', end_type_value: '1' } };
    expect(iso(nextRun(last, at('2026-03-02T07:00:00Z'), 'UTC'))).toBe('2026-03-02T15:00:00.000Z');
    expect(nextRun(last, at('2026-03-02T23:00:00Z'), 'UTC')).toBeNull();
  });

  it('wall-clock times across a clock change keep their local time', () => {
    // Berlin moves to summer time on 29 March 2026.
    expect(new Date(zonedInstant('2026-03-28', '09:00', 'Europe/Berlin')).toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(new Date(zonedInstant('2026-03-30', '09:00', 'Europe/Berlin')).toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });
});
