import { workflowWeekdays } from '../api/flow';

/** The parts of a workflow task's form that decide when it runs (spec 2 §3, workflow_task and its schedule). */
export interface WorkflowTiming {
  is_active: boolean;
  /** 'Once' (at start_on, repeated every repeat_frequency when is_repeat) or 'Recurring' (the schedule block). */
  workflow_schedule: string;
  schedule_time_zone: string | null;
  /** A local date-time, 'YYYY-MM-DDTHH:MM'; for a recurring schedule, its time of day is the time of each run. */
  start_on: string | null;
  is_repeat: boolean;
  /** 'HH:MM:SS' between the runs of a repeated Once schedule. */
  repeat_frequency: string;
  /** How many runs a repeated Once schedule makes (null or 0: no limit). */
  number_of_executions: number | null;
  schedule: {
    starts_on: string | null;
    repeat_frequency: string;
    repeat_interval: number;
    repeat_in: string[];
    end_type: string;
    end_type_value: string | null;
  };
}

const dayMs = 86_400_000;
/** Occurrences looked at before giving up (a schedule far in the past, or one whose days never come). */
const maxSteps = 20_000;

/** Minutes east of UTC of a time zone at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(instant / 1000) * 1000) / 60_000;
}

/** The instant of a wall-clock date and time in a time zone (the later reading when a clock change repeats it). */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh || 0, mm || 0);
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  return wall - offsetMinutes(first, timeZone) * 60_000;
}

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}/.test(v);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, n: number) => dateOf(Date.parse(`${date}T00:00:00Z`) + n * dayMs);
/** The same day of the month `months` later; null when that month has no such day (31 April). */
function addMonths(date: string, months: number): string | null {
  const [y, m, d] = date.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1 + months, d));
  return at.getUTCDate() === d ? dateOf(at.getTime()) : null;
}

/** 'HH:MM:SS' → milliseconds; null when it is not a positive duration. */
export function durationMs(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const ms = ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3])) * 1000;
  return ms > 0 ? ms : null;
}

/** The days of a recurring schedule in order, from starts_on: every n days, weeks (on its weekdays), months or years. */
function* recurringDays(s: WorkflowTiming['schedule']): Generator<string> {
  const start = s.starts_on!.slice(0, 10);
  const every = Math.max(1, s.repeat_interval);
  if (s.repeat_frequency === 'Weekly') {
    const weekdays = workflowWeekdays.map((_, i) => i).filter((i) => s.repeat_in.includes(workflowWeekdays[i]));
    const startDay = (new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
    const days = weekdays.length > 0 ? weekdays : [startDay];
    const monday = addDays(start, -startDay);
    for (let week = 0; week < maxSteps; week += every) {
      for (const d of days) {
        const day = addDays(monday, week * 7 + d);
        if (day >= start) yield day;
      }
    }
    return;
  }
  for (let i = 0; i < maxSteps; i++) {
    if (s.repeat_frequency === 'Monthly' || s.repeat_frequency === 'Yearly') {
      const day = addMonths(start, i * every * (s.repeat_frequency === 'Yearly' ? 12 : 1));
      if (day) yield day;
    } else {
      yield addDays(start, i * every);
    }
  }
}

/**
 * When the workflow runs next after `after` (epoch ms), or null when it does not (inactive, over, not set). Once: at
 * start_on, and with is_repeat every repeat_frequency after it, number_of_executions times. Recurring: on the days of
 * the schedule from starts_on at start_on's time of day (midnight without one), until end_type says (On a date, After
 * a number of occurrences); with is_repeat each occurrence repeats every repeat_frequency, number_of_executions runs
 * in all (none: until the next occurrence, or for a day after the last), and without it each occurrence runs once.
 * Times are wall-clock times of schedule_time_zone, else of the account's time zone.
 */
export function nextRun(timing: WorkflowTiming, after: number, accountTimeZone: string): number | null {
  if (!timing.is_active) return null;
  const tz = timing.schedule_time_zone || accountTimeZone;
  const [startDate, startTime] = (timing.start_on ?? '').split('T');
  if (timing.workflow_schedule !== 'Recurring') {
    if (!isDate(startDate)) return null;
    const first = zonedInstant(startDate, startTime ?? '00:00', tz);
    const period = timing.is_repeat ? durationMs(timing.repeat_frequency) : null;
    if (period === null) return first > after ? first : null;
    const limit = timing.number_of_executions || Infinity;
    const k = first > after ? 0 : Math.floor((after - first) / period) + 1;
    return k < limit ? first + k * period : null;
  }
  const s = timing.schedule;
  if (!isDate(s.starts_on)) return null;
  const time = startTime ?? '00:00';
  const until = s.end_type === 'On' && isDate(s.end_type_value) ? s.end_type_value.slice(0, 10) : null;
  const times = s.end_type === 'After' ? Number(s.end_type_value) || 0 : Infinity;
  const period = timing.is_repeat ? durationMs(timing.repeat_frequency) : null;
  let index = 0;
  let previous: number | null = null;
  for (const day of recurringDays(s)) {
    const over = index >= times || (until !== null && day > until);
    const at = over ? null : zonedInstant(day, time, tz);
    // The repetitions of the occurrence before this one come first: each stops at the next occurrence.
    if (previous !== null && period !== null) {
      const repeat = nextRepeat(previous, period, timing.number_of_executions, at ?? previous + dayMs, after);
      if (repeat !== null) return repeat;
    }
    if (at === null) return null;
    if (at > after) return at;
    previous = at;
    index += 1;
  }
  return null;
}

/**
 * A repeated occurrence's next run after `after`: every `period` from `first`, number_of_executions runs in all (null
 * or 0: until the next occurrence), always before `before`.
 */
function nextRepeat(first: number, period: number, executions: number | null, before: number, after: number): number | null {
  const k = first > after ? 0 : Math.floor((after - first) / period) + 1;
  const at = first + k * period;
  return k < (executions || Infinity) && at < before ? at : null;
}
