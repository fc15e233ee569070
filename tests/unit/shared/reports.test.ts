import { describe, expect, it } from 'vitest';
import { chartRefusal, unknownColumns } from '../../../src/shared/reports';

describe('a chart fits the report it draws', () => {
  const cols = ['date', 'channel', 'sessions', 'duration_s'];
  it('line and bar need a date or text x axis and number series', () => {
    expect(chartRefusal('usage_by_day', cols, { type: 'line', x: 'date', y: ['sessions'] })).toBeNull();
    expect(chartRefusal('usage_by_day', cols, { type: 'bar', x: 'channel', y: ['sessions', 'duration_s'] })).toBeNull();
    expect(chartRefusal('usage_by_day', cols, { type: 'bar', x: 'sessions', y: ['duration_s'] })).toEqual({
      kind: 'doesNotFit',
      type: 'bar',
    });
    expect(chartRefusal('usage_by_day', cols, { type: 'line', x: 'date', y: [] })).toEqual({ kind: 'doesNotFit', type: 'line' });
  });
  it('a pie needs one text column and exactly one number', () => {
    expect(chartRefusal('usage_by_day', cols, { type: 'pie', x: 'channel', y: ['sessions'] })).toBeNull();
    expect(chartRefusal('usage_by_day', cols, { type: 'pie', x: 'date', y: ['sessions'] })).toEqual({ kind: 'doesNotFit', type: 'pie' });
    expect(chartRefusal('usage_by_day', cols, { type: 'pie', x: 'channel', y: ['sessions', 'duration_s'] })).toEqual({
      kind: 'doesNotFit',
      type: 'pie',
    });
  });
  it('a chart column must be one the report shows; unknown columns are named', () => {
    expect(chartRefusal('usage_by_day', cols, { type: 'line', x: 'task_name', y: ['sessions'] })).toEqual({
      kind: 'notInReport',
      column: 'task_name',
    });
    expect(unknownColumns('usage_by_day', ['date', 'revenue', 'x'])).toEqual(['revenue', 'x']);
    expect(unknownColumns('nope', ['date'])).toEqual(['date']);
  });
});
