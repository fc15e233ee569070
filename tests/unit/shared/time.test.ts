import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import {
  effectiveDateFormat,
  effectiveTimezone,
  formatDate,
  formatTime,
  formatDateTime,
  isValidTimezone,
  relativeTime,
  timeFormat,
} from '@shared/time';

const now = new Date('2024-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('relativeTime (spec 1 §5)', () => {
  it.each([
    [0, 'just now'],
    [9_999, 'just now'],
    [10 * s, 'a few seconds ago'],
    [30 * s, 'a few seconds ago'],
    [30 * s + 1, 'less than a minute ago'],
    [59_999, 'less than a minute ago'],
    [60 * s, 'a minute ago'],
    [119 * s, 'a minute ago'],
    [2 * min, '2 minutes ago'],
    [59 * min + 59 * s, '59 minutes ago'],
    [h, 'an hour ago'],
    [2 * h - 1, 'an hour ago'],
    [5 * h, '5 hours ago'],
    [23 * h + 59 * min, '23 hours ago'],
    [d, 'a day ago'],
    [3 * d + 5 * h, '3 days ago'],
    [400 * d, '400 days ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), now)).toBe(text);
  });

  it('uses the catalogue texts for the spec thresholds', () => {
    expect(relativeTime(ago(5 * s), now)).toBe(messages.justNow);
    expect(relativeTime(ago(20 * s), now)).toBe(messages.fewSecondsAgo);
    expect(relativeTime(ago(45 * s), now)).toBe(messages.lessThanAMinuteAgo);
  });

  it("says the same spans in the user's language, not in English", () => {
    expect(relativeTime(ago(2 * s), now, 'de')).toBe('jetzt');
    expect(relativeTime(ago(3 * min), now, 'de')).toBe('vor 3 Minuten');
    expect(relativeTime(ago(5 * h), now, 'fr')).toBe('il y a 5 heures');
    expect(relativeTime(ago(d), now, 'es')).toBe('ayer');
    expect(relativeTime(ago(3 * d), now, 'pt-BR')).toBe('há 3 dias');
    expect(relativeTime(ago(3 * min), now, 'en-GB')).toBe('3 minutes ago');
  });

  it('reads a future date (clock skew) as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * min), now)).toBe('just now');
  });

  it('accepts ISO strings and epoch milliseconds, and a numeric now', () => {
    expect(relativeTime('2024-06-15T11:57:00Z', now)).toBe('3 minutes ago');
    expect(relativeTime(now.getTime() - 3 * h, now.getTime())).toBe('3 hours ago');
  });

  it('defaults now to the current clock', () => {
    expect(relativeTime(new Date(Date.now() - 2 * d))).toBe('2 days ago');
  });

  it('gives an empty text for an unreadable date instead of "NaN minutes ago"', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('effectiveTimezone (spec 1 §9: user, then account, then provider, then UTC)', () => {
  it('prefers the user', () => {
    expect(effectiveTimezone({ user: 'Europe/Paris', account: 'America/New_York', provider: 'Asia/Tokyo' })).toBe('Europe/Paris');
  });
  it('falls back to the account, then the provider', () => {
    expect(effectiveTimezone({ user: null, account: 'America/New_York', provider: 'Asia/Tokyo' })).toBe('America/New_York');
    expect(effectiveTimezone({ user: '', account: undefined, provider: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
  });
  it('is UTC when nothing is set', () => {
    expect(effectiveTimezone({})).toBe('UTC');
    expect(effectiveTimezone({ user: null, account: '  ', provider: null })).toBe(limits.defaultTimezone);
  });
  it('skips a name that is not an IANA time zone', () => {
    expect(effectiveTimezone({ user: 'Mars/Olympus_Mons', account: 'Europe/Berlin' })).toBe('Europe/Berlin');
    expect(effectiveTimezone({ user: 'nonsense', account: 'also/bad', provider: 'x' })).toBe('UTC');
  });
  it('isValidTimezone tells known zones from unknown ones', () => {
    expect(isValidTimezone('Australia/Sydney')).toBe(true);
    expect(isValidTimezone('Nowhere/Town')).toBe(false);
    expect(isValidTimezone(null)).toBe(false);
    expect(isValidTimezone('')).toBe(false);
  });
});

describe('effectiveDateFormat (spec 1 §9: user, account, provider, then the default)', () => {
  it('follows the precedence', () => {
    expect(effectiveDateFormat({ user: 'DD/MM/YYYY', account: 'MM-DD-YYYY', provider: 'YYYY.MM.DD' })).toBe('DD/MM/YYYY');
    expect(effectiveDateFormat({ user: null, account: 'MM-DD-YYYY', provider: 'YYYY.MM.DD' })).toBe('MM-DD-YYYY');
    expect(effectiveDateFormat({ user: '', account: null, provider: 'YYYY.MM.DD' })).toBe('YYYY.MM.DD');
  });
  it('falls back to the default format', () => {
    expect(effectiveDateFormat({})).toBe(limits.defaultDateFormat);
    expect(effectiveDateFormat({ user: ' ', account: null, provider: undefined })).toBe('YYYY-MM-DD');
  });
});

describe('timeFormat (spec 1 §9)', () => {
  it('is HH:mm, with seconds HH:mm:ss', () => {
    expect(timeFormat()).toBe('HH:mm');
    expect(timeFormat(false)).toBe('HH:mm');
    expect(timeFormat(true)).toBe('HH:mm:ss');
  });
});

describe('formatDateTime', () => {
  const instant = new Date('2024-01-05T23:07:09Z');

  it('formats in UTC with the default date format when nothing is given', () => {
    expect(formatDateTime(instant)).toBe('2024-01-05 23:07');
  });
  it('shows seconds only when asked', () => {
    expect(formatDateTime(instant, { withSeconds: true })).toBe('2024-01-05 23:07:09');
  });
  it('converts to the given timezone, crossing the date line', () => {
    expect(formatDateTime(instant, { timezone: 'Asia/Tokyo' })).toBe('2024-01-06 08:07');
    expect(formatDateTime(instant, { timezone: 'America/Los_Angeles', withSeconds: true })).toBe('2024-01-05 15:07:09');
  });
  it('applies daylight saving time of the zone', () => {
    expect(formatDateTime('2024-07-05T12:00:00Z', { timezone: 'Europe/Berlin' })).toBe('2024-07-05 14:00');
    expect(formatDateTime('2024-01-05T12:00:00Z', { timezone: 'Europe/Berlin' })).toBe('2024-01-05 13:00');
  });
  it('uses the date format tokens and keeps other characters', () => {
    expect(formatDateTime(instant, { dateFormat: 'DD/MM/YYYY' })).toBe('05/01/2024 23:07');
    expect(formatDateTime(instant, { dateFormat: 'MM-DD-YYYY', timezone: 'Asia/Tokyo' })).toBe('01-06-2024 08:07');
  });
  it('writes midnight as 00, never 24', () => {
    expect(formatDateTime('2024-03-01T00:00:00Z', { timezone: 'UTC' })).toBe('2024-03-01 00:00');
  });
  it('falls back to UTC for an unknown timezone', () => {
    expect(formatDateTime(instant, { timezone: 'Nowhere/Town' })).toBe('2024-01-05 23:07');
  });
  it('accepts epoch milliseconds', () => {
    expect(formatDateTime(instant.getTime(), { withSeconds: true })).toBe('2024-01-05 23:07:09');
  });
  it('gives an empty text for an unreadable date', () => {
    expect(formatDateTime('garbage')).toBe('');
  });
});

describe('formatDate', () => {
  const instant = new Date('2024-01-05T23:07:09Z');
  it('gives the date alone in the format and time zone asked for', () => {
    expect(formatDate(instant, { dateFormat: 'DD/MM/YYYY', timezone: 'Asia/Tokyo' })).toBe('06/01/2024');
    expect(formatDate(instant)).toBe('2024-01-05');
    expect(formatDate('garbage')).toBe('');
  });
});

describe('formatTime', () => {
  it('the time alone in the time zone, with or without seconds; empty when invalid', () => {
    const instant = '2024-01-05T23:30:15Z';
    expect(formatTime(instant, { timezone: 'Asia/Tokyo' })).toBe('08:30');
    expect(formatTime(instant, { timezone: 'America/Chicago', withSeconds: true })).toBe('17:30:15');
    expect(formatTime(instant)).toBe('23:30');
    expect(formatTime('not a date')).toBe('');
  });
});
