import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('holiday_schedule', 3)]);
const openClosed = [
  { key: 'open', label: 'Open', removable: true },
  { key: 'closed', label: 'Closed', removable: true },
];

describe('calendar', () => {
  it('needs a holiday schedule and branches Open / Closed', () => {
    expect(errorsOf('calendar', {})).toEqual({ holiday_schedule_id: 'Holiday schedule is required.' });
    expect(diagnose('calendar', { holiday_schedule_id: 3, time_zone: 'Europe/Berlin' }, content)).toEqual([]);
    expect(errorsOf('calendar', { holiday_schedule_id: 3, time_zone: '' }, content)).toEqual({ time_zone: 'Time zone is required.' });
    expect(refsOf('calendar', { holiday_schedule_id: 3 })).toEqual([{ model: 'holiday_schedule', id: 3 }]);
    expect(branchesOf('calendar', {})).toEqual(openClosed);
  });
});
