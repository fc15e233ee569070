import { weekDays, type CampaignSchedule } from '../api/campaigns';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const week = 7 * 24 * 60;

const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (timeZone: string) => {
  let f = formats.get(timeZone);
  if (!f)
    formats.set(
      timeZone,
      (f = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })),
    );
  return f;
};

/** The weekday (0 = Monday) and minute of the day of an instant in a time zone. */
export function localMinute(at: number, timeZone: string): { day: number; minute: number } {
  const parts = formatOf(timeZone).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = weekDays.indexOf(part('weekday').toLowerCase().slice(0, 3) as (typeof weekDays)[number]);
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** The schedule's open windows as [start, end) minutes of the week (Monday 00:00 = 0). */
function openings(schedule: CampaignSchedule): [number, number][] {
  return schedule.days.flatMap((d) =>
    schedule.hours.map((h): [number, number] => {
      const base = weekDays.indexOf(d) * 24 * 60;
      return [base + minutesOf(h.from), base + minutesOf(h.to)];
    }),
  );
}

/** Whether the campaign may call at this instant: a scheduled day, inside one of its windows of hours, in the account's time zone. */
export function inWindow(schedule: CampaignSchedule, at: number, timeZone: string): boolean {
  const { day, minute } = localMinute(at, timeZone);
  const now = day * 24 * 60 + minute;
  return openings(schedule).some(([from, to]) => now >= from && now < to);
}

/** Milliseconds from `at` until the schedule next opens (0 when it is open); at least a minute's precision. */
export function msUntilOpen(schedule: CampaignSchedule, at: number, timeZone: string): number {
  if (inWindow(schedule, at, timeZone)) return 0;
  const { day, minute } = localMinute(at, timeZone);
  const now = day * 24 * 60 + minute;
  const waits = openings(schedule).map(([from]) => (from - now + week) % week || week);
  const seconds = new Date(at).getUTCSeconds() * 1000 + new Date(at).getUTCMilliseconds();
  return Math.max(1000, Math.min(...waits) * 60_000 - seconds);
}
