import { describe, expect, it } from 'vitest';
import { checkRow, readHeader, templateHeader } from '@shared/campaigns/contact-row';
import { inWindow, msUntilOpen } from '@shared/campaigns/window';

const columns = { variables: ['name', 'due'] };
const header = (cells: string[]) => {
  const read = readHeader(cells, columns);
  if ('refusal' in read) throw new Error(read.refusal);
  return read.index;
};

describe('contact list rows', () => {
  it("the template names the phone number, the variables' columns and the opt-out mark", () => {
    expect(templateHeader(columns)).toEqual(['phone_number', 'name', 'due', 'opted_out']);
  });

  it('reads a header in any order and refuses a missing required column or an unknown one', () => {
    expect([...header(['due', 'phone_number', 'name']).entries()]).toEqual([
      ['due', 0],
      ['phone_number', 1],
      ['name', 2],
    ]);
    expect(readHeader(['phone_number', 'name'], columns)).toEqual({ refusal: 'The contact list has no due column.' });
    expect(readHeader(['phone_number', 'name', 'due', 'age'], columns)).toEqual({
      refusal: 'The contact list has a column age the campaign does not use.',
    });
  });

  it('keeps a number written with spaces or dashes in E.164, its values, and the opt-out mark', () => {
    const h = header(['phone_number', 'name', 'due', 'opted_out']);
    expect(checkRow(['+44 20-7946 0000', 'Ann', '2027-01-01', ''], 2, h, columns)).toEqual({
      ok: true,
      phone: '+442079460000',
      values: { name: 'Ann', due: '2027-01-01' },
      optedOut: false,
    });
    expect(checkRow(['+12125550123', 'Bob', 'x', 'Yes'], 3, h, columns)).toMatchObject({ ok: true, optedOut: true });
  });

  it('refuses, naming the line: a number not in E.164, an empty required cell, a formula cell, a wrong field count', () => {
    const h = header(['phone_number', 'name', 'due']);
    const refused = (record: string[]) => {
      const r = checkRow(record, 7, h, columns);
      return r.ok ? null : r.message;
    };
    expect(refused(['02079460000', 'Ann', 'x'])).toBe(
      'Line 7: the phone number 02079460000 is not a valid E.164 number (+ and the country code, such as +442079460000).',
    );
    expect(refused(['+15550000000', 'Ann', 'x'])).toMatch(/^Line 7: the phone number \+15550000000 is not a valid/);
    expect(refused(['', 'Ann', 'x'])).toBe('Line 7: the column phone_number is empty.');
    expect(refused(['+442079460000', ' ', 'x'])).toBe('Line 7: the column name is empty.');
    for (const start of ['=', '+', '-', '@']) {
      expect(refused(['+442079460000', `${start}1+1`, 'x'])).toBe(
        `Line 7: the column name starts with ${start}; cells that start with =, +, - or @ are refused (spreadsheet formulas).`,
      );
    }
    expect(refused(['+442079460000', 'Ann'])).toBe('Line 7: 2 fields where the header has 3.');
  });
});

describe('the schedule window', () => {
  const weekdays = { days: ['mon', 'tue', 'wed', 'thu', 'fri'] as const, hours: [{ from: '09:00', to: '17:00' }] };
  // 2026-12-07 is a Monday.
  const at = (iso: string) => Date.parse(iso);

  it("is open on a scheduled day inside its hours, in the account's time zone", () => {
    expect(inWindow({ ...weekdays, days: [...weekdays.days] }, at('2026-12-07T09:00:00Z'), 'Europe/London')).toBe(true);
    expect(inWindow({ ...weekdays, days: [...weekdays.days] }, at('2026-12-07T17:00:00Z'), 'Europe/London')).toBe(false);
    expect(inWindow({ ...weekdays, days: [...weekdays.days] }, at('2026-12-07T09:00:00Z'), 'America/New_York')).toBe(false);
    expect(inWindow({ ...weekdays, days: [...weekdays.days] }, at('2026-12-06T12:00:00Z'), 'UTC')).toBe(false);
  });

  it('says how long until it opens next', () => {
    const s = { ...weekdays, days: [...weekdays.days] };
    expect(msUntilOpen(s, at('2026-12-07T10:00:00Z'), 'UTC')).toBe(0);
    expect(msUntilOpen(s, at('2026-12-07T08:30:00Z'), 'UTC')).toBe(30 * 60_000);
    expect(msUntilOpen(s, at('2026-12-11T17:00:00Z'), 'UTC')).toBe((2 * 24 + 16) * 60 * 60_000);
  });
});
