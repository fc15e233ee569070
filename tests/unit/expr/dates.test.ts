import { describe, expect, it } from 'vitest';
import { defaultDateFormat, formatDate, parseDate } from '@shared/expr';

/** 2024-03-05 14:07:09.250 UTC, a Tuesday in ISO week 10. */
const t = Date.UTC(2024, 2, 5, 14, 7, 9, 250);

describe('PHP date format', () => {
  it("formats the default 'Y-m-d H:i:s O'", () => {
    expect(defaultDateFormat).toBe('Y-m-d H:i:s O');
    expect(formatDate(defaultDateFormat, t)).toBe('2024-03-05 14:07:09 +0000');
    expect(formatDate(defaultDateFormat, t, 'America/Los_Angeles')).toBe('2024-03-05 06:07:09 -0800');
    expect(formatDate(defaultDateFormat, t, 'Asia/Kathmandu')).toBe('2024-03-05 19:52:09 +0545');
  });
  it('formats the day, week, month and year tokens', () => {
    expect(formatDate('d D j l N S w z', t)).toBe('05 Tue 5 Tuesday 2 th 2 64');
    expect(formatDate('W F m M n t L o Y y', t)).toBe('10 March 03 Mar 3 31 1 2024 2024 24');
    expect(formatDate('jS', Date.UTC(2024, 0, 1))).toBe('1st');
    expect(formatDate('jS', Date.UTC(2024, 0, 22))).toBe('22nd');
    expect(formatDate('jS', Date.UTC(2024, 0, 13))).toBe('13th');
    expect(formatDate('o-W', Date.UTC(2021, 0, 1))).toBe('2020-53');
  });
  it('formats the time and zone tokens', () => {
    expect(formatDate('a A g G h H i s u v', t)).toBe('pm PM 2 14 02 14 07 09 250000 250');
    expect(formatDate('e T P p O Z', t, 'Europe/Berlin')).toBe('Europe/Berlin CET +01:00 +01:00 +0100 3600');
    expect(formatDate('T p', t)).toBe('UTC Z');
    expect(formatDate('c', t, 'Europe/Berlin')).toBe('2024-03-05T15:07:09+01:00');
    expect(formatDate('r', t)).toBe('Tue, 05 Mar 2024 14:07:09 +0000');
    expect(formatDate('U', t)).toBe('1709647629');
  });
  it('prints escaped and unknown characters as they are', () => {
    expect(formatDate('\\Y\\-Y \\a\\t H', t)).toBe('Y-2024 at 14');
    expect(formatDate('Y/m/d #', t)).toBe('2024/03/05 #');
  });
  it('follows daylight saving time', () => {
    expect(formatDate('H:i T', Date.UTC(2024, 6, 1, 12), 'Europe/Berlin')).toBe('14:00 CEST');
  });
});

describe('reading dates', () => {
  it("reads 'Now', Unix timestamps, ISO forms in the zone or with an offset, and RFC 2822", () => {
    expect(parseDate('Now', t)).toBe(t);
    expect(parseDate('1709647629', 0)).toBe(1709647629000);
    expect(parseDate('2024-03-05', 0)).toBe(Date.UTC(2024, 2, 5));
    expect(parseDate('2024-03-05 15:07:09', 0, 'Europe/Berlin')).toBe(Date.UTC(2024, 2, 5, 14, 7, 9));
    expect(parseDate('2024-07-01 02:30', 0, 'America/New_York')).toBe(Date.UTC(2024, 6, 1, 6, 30));
    expect(parseDate('2024-03-05T14:07:09.250Z', 0, 'Europe/Berlin')).toBe(t);
    expect(parseDate('2024-03-05T09:07:09.25-0500', 0)).toBe(t);
    expect(parseDate('Tue, 05 Mar 2024 14:07:09 +0000', 0)).toBe(t - 250);
  });
  it('refuses what is not a date', () => {
    expect(() => parseDate('2024-13-01', 0)).toThrow("'2024-13-01' is not a date.");
    expect(() => parseDate('soon', 0)).toThrow("'soon' is not a date.");
  });
});
