/**
 * Time display helpers (spec 1 §5 relative time, §9 timezone and date-format precedence).
 * Pure and isomorphic: only Date and Intl.
 */
import { limits } from './limits';
import { fill, shellMessages as messages } from './messages-core';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Thresholds of the spec: under 10 s, up to 30 s, under 60 s. */
const JUST_NOW_BELOW = 10 * SECOND;
const FEW_SECONDS_UP_TO = 30 * SECOND;

/** Longer spans; the spec gives no wording, so these follow the spec's own 'ago' phrasing. */
const units = [
  { ms: DAY, one: 'a day ago', many: ':count days ago' },
  { ms: HOUR, one: 'an hour ago', many: ':count hours ago' },
  { ms: MINUTE, one: 'a minute ago', many: ':count minutes ago' },
] as const;

export type DateInput = Date | string | number;

function toMs(value: DateInput): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * 'just now', 'a few seconds ago', 'less than a minute ago', then minutes, hours, days. Future dates read 'just now'.
 * The spec's words are English; in another language (`locale`, e.g. 'de') the same spans are said by
 * Intl.RelativeTimeFormat: 'gerade eben' … 'vor 3 Minuten', 'gestern'.
 */
export function relativeTime(date: DateInput, now: Date | number = Date.now(), locale?: string): string {
  const elapsed = toMs(now) - toMs(date);
  if (Number.isNaN(elapsed)) return '';
  if (locale && !/^en\b/i.test(locale)) return intlRelativeTime(elapsed, locale);
  if (elapsed < JUST_NOW_BELOW) return messages.justNow;
  if (elapsed <= FEW_SECONDS_UP_TO) return messages.fewSecondsAgo;
  if (elapsed < MINUTE) return messages.lessThanAMinuteAgo;
  for (const unit of units) {
    if (elapsed < unit.ms) continue;
    const count = Math.floor(elapsed / unit.ms);
    return count === 1 ? unit.one : fill(unit.many, { count });
  }
  return messages.lessThanAMinuteAgo;
}

const intlUnits = [
  { ms: DAY, unit: 'day' },
  { ms: HOUR, unit: 'hour' },
  { ms: MINUTE, unit: 'minute' },
] as const;

function intlRelativeTime(elapsed: number, locale: string): string {
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  } catch {
    format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  }
  for (const { ms, unit } of intlUnits) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}

/** The user's, account's and provider's setting, most specific first. */
export interface SettingSources {
  user?: string | null;
  account?: string | null;
  provider?: string | null;
}

/** True when the runtime knows `name` as an IANA time zone. */
export function isValidTimezone(name: string | null | undefined): name is string {
  if (!name || !name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name.trim() });
    return true;
  } catch {
    return false;
  }
}

function firstOf(sources: SettingSources, accept: (v: string) => boolean): string | null {
  for (const value of [sources.user, sources.account, sources.provider]) {
    if (typeof value === 'string' && value.trim() && accept(value.trim())) return value.trim();
  }
  return null;
}

/** Timezone precedence: user, then account, then service provider, then UTC. Unknown names are skipped. */
export function effectiveTimezone(sources: SettingSources): string {
  return firstOf(sources, isValidTimezone) ?? limits.defaultTimezone;
}

/** Date-format precedence: user, account, service provider, then the default. */
export function effectiveDateFormat(sources: SettingSources): string {
  return firstOf(sources, () => true) ?? limits.defaultDateFormat;
}

/** 'HH:mm', or 'HH:mm:ss' with seconds. */
export function timeFormat(withSeconds = false): string {
  return withSeconds ? limits.defaultTimeFormatWithSeconds : limits.defaultTimeFormat;
}

export interface FormatOptions {
  timezone?: string | null;
  dateFormat?: string | null;
  withSeconds?: boolean;
}

type Token = 'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss';
const tokenPattern = /YYYY|MM|DD|HH|mm|ss/g;

function partsIn(ms: number, timeZone: string): Record<Token, string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    YYYY: get('year').padStart(4, '0'),
    MM: get('month'),
    DD: get('day'),
    HH: get('hour'),
    mm: get('minute'),
    ss: get('second'),
  };
}

/**
 * `date` in `timezone` (UTC when missing or unknown) as `dateFormat` (the default when missing)
 * followed by the time ('HH:mm' or 'HH:mm:ss'). Tokens: YYYY, MM, DD, HH, mm, ss; anything else is kept.
 * An invalid date gives ''.
 */
export function formatDateTime(date: DateInput, options: FormatOptions = {}): string {
  return formatWith(date, options, `${options.dateFormat?.trim() || limits.defaultDateFormat} ${timeFormat(options.withSeconds)}`);
}

/** The date alone (a list's Updated column): `date` in `timezone` as `dateFormat`; '' when invalid. */
export function formatDate(date: DateInput, options: Omit<FormatOptions, 'withSeconds'> = {}): string {
  return formatWith(date, options, options.dateFormat?.trim() || limits.defaultDateFormat);
}

/** The time alone (a live session's start): `date` in `timezone` as 'HH:mm' or 'HH:mm:ss'; '' when invalid. */
export function formatTime(date: DateInput, options: Omit<FormatOptions, 'dateFormat'> = {}): string {
  return formatWith(date, options, timeFormat(options.withSeconds));
}

function formatWith(date: DateInput, options: FormatOptions, format: string): string {
  const ms = toMs(date);
  if (Number.isNaN(ms)) return '';
  const zone = isValidTimezone(options.timezone) ? options.timezone.trim() : limits.defaultTimezone;
  const values = partsIn(ms, zone);
  return format.replace(tokenPattern, (token) => values[token as Token]);
}
