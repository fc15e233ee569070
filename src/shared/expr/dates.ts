import { fill, messages } from '../messages';
import { assertLength } from './bounds';
import { ExprError } from './values';

/**
 * Dates of the Others operations: PHP's date() format (the default is 'Y-m-d H:i:s O' of 'Now') in any IANA
 * time zone, and the date texts those operations read. Pure: only Date and Intl.
 */
export const defaultDateFormat = 'Y-m-d H:i:s O';
export const nowWord = 'Now';

const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new ExprError(fill(messages.expr.invalidTimezone, { value: timeZone }));
    }
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone is ahead of UTC at that instant. */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(epochMs))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wall - Math.floor(epochMs / 1000) * 1000) / 60000);
}

/** The instant at which the zone's wall clock shows the given UTC-encoded wall time. */
function wallToEpoch(wallMs: number, timeZone: string): number {
  const guess = wallMs - offsetMinutes(wallMs, timeZone) * 60000;
  return wallMs - offsetMinutes(guess, timeZone) * 60000;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
const offsetText = (minutes: number, colon: boolean) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}${colon ? ':' : ''}${pad(Math.abs(minutes) % 60)}`;

function isoWeek(d: Date): { week: number; year: number } {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return { week: Math.ceil(((t.getTime() - yearStart) / 86400000 + 1) / 7), year: t.getUTCFullYear() };
}

function zoneName(epochMs: number, timeZone: string, offset: number): string {
  if (timeZone === 'UTC') return 'UTC';
  // American English names the American zones, British English the European ones; others read as the offset.
  for (const locale of ['en-US', 'en-GB']) {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date(epochMs))
      .find((p) => p.type === 'timeZoneName')?.value;
    if (name && !/^(GMT|UTC)[+-]/.test(name)) return name;
  }
  return offsetText(offset, false).slice(0, offset % 60 === 0 ? 3 : 5);
}

/** PHP date(): every format character of PHP's table; a backslash prints the next character as it is. */
export function formatDate(format: string, epochMs: number, timeZone = 'UTC'): string {
  const offset = offsetMinutes(epochMs, timeZone);
  const d = new Date(epochMs + offset * 60000);
  const Y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  const w = d.getUTCDay();
  const H = d.getUTCHours();
  const leap = (Y % 4 === 0 && Y % 100 !== 0) || Y % 400 === 0;
  const dayOfYear = Math.floor((Date.UTC(Y, m, day) - Date.UTC(Y, 0, 1)) / 86400000);
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  const token = (c: string): string | null => {
    switch (c) {
      case 'd':
        return pad(day);
      case 'D':
        return days[w].slice(0, 3);
      case 'j':
        return String(day);
      case 'l':
        return days[w];
      case 'N':
        return String(w || 7);
      case 'S':
        return suffix;
      case 'w':
        return String(w);
      case 'z':
        return String(dayOfYear);
      case 'W':
        return pad(isoWeek(d).week);
      case 'F':
        return months[m];
      case 'm':
        return pad(m + 1);
      case 'M':
        return months[m].slice(0, 3);
      case 'n':
        return String(m + 1);
      case 't':
        return String(new Date(Date.UTC(Y, m + 1, 0)).getUTCDate());
      case 'L':
        return leap ? '1' : '0';
      case 'o':
        return String(isoWeek(d).year);
      case 'Y':
        return String(Y);
      case 'y':
        return pad(Y % 100);
      case 'a':
        return H < 12 ? 'am' : 'pm';
      case 'A':
        return H < 12 ? 'AM' : 'PM';
      case 'g':
        return String(H % 12 || 12);
      case 'G':
        return String(H);
      case 'h':
        return pad(H % 12 || 12);
      case 'H':
        return pad(H);
      case 'i':
        return pad(d.getUTCMinutes());
      case 's':
        return pad(d.getUTCSeconds());
      case 'u':
        return pad(d.getUTCMilliseconds() * 1000, 6);
      case 'v':
        return pad(d.getUTCMilliseconds(), 3);
      case 'e':
        return timeZone;
      case 'T':
        return zoneName(epochMs, timeZone, offset);
      case 'P':
        return offsetText(offset, true);
      case 'p':
        return offset === 0 ? 'Z' : offsetText(offset, true);
      case 'O':
        return offsetText(offset, false);
      case 'Z':
        return String(offset * 60);
      case 'c':
        return formatDate('Y-m-d\\TH:i:sP', epochMs, timeZone);
      case 'r':
        return formatDate('D, d M Y H:i:s O', epochMs, timeZone);
      case 'U':
        return String(Math.floor(epochMs / 1000));
      default:
        return null;
    }
  };
  // Every token depends on the instant only: each is computed once however often the format repeats it.
  const known = new Map<string, string>();
  let out = '';
  for (let i = 0; i < format.length; i += 1) {
    const c = format[i];
    if (c === '\\') {
      out += format[i + 1] ?? '';
      i += 1;
    } else {
      let text = known.get(c);
      if (text === undefined) known.set(c, (text = token(c) ?? c));
      out += text;
    }
    assertLength(out.length);
  }
  return out;
}

const isoLike = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads a date: 'Now' (any case) is the clock's time; a whole number is a Unix timestamp in seconds;
 * 'Y-m-d', 'Y-m-d H:i[:s[.u]]' (or with T) is read in the time zone unless it carries Z or an offset;
 * other texts JavaScript's Date understands (RFC 2822 and ISO forms) are read as Date reads them.
 */
export function parseDate(text: string, now: number, timeZone = 'UTC'): number {
  const value = text.trim();
  if (value.toLowerCase() === 'now') return now;
  if (/^[+-]?\d+$/.test(value)) return Number(value) * 1000;
  const iso = isoLike.exec(value);
  if (iso) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = iso;
    const wall = Date.UTC(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
      Math.floor(Number(frac.padEnd(3, '0').slice(0, 3))),
    );
    const check = new Date(wall);
    if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d))
      throw new ExprError(fill(messages.expr.invalidDate, { value }));
    if (!zone) return wallToEpoch(wall, timeZone);
    if (/^(Z|UTC)$/i.test(zone)) return wall;
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.replace(/[+:-]/g, '');
    return wall - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60000;
  }
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed)) throw new ExprError(fill(messages.expr.invalidDate, { value }));
  return parsed;
}
