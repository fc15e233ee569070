import type { TFunction } from 'i18next';
import { workflowWeekdays, type workflowSchedule } from '@shared/api/flow';
import type { z } from 'zod';

export type Schedule = z.infer<typeof workflowSchedule>;

/** A weekday code ('Monday') in the interface language, short (Mon, lun., …). 2024-01-01 was a Monday. */
export function weekdayLabel(day: string, locale: string, width: 'short' | 'long' = 'short'): string {
  const index = workflowWeekdays.indexOf(day as (typeof workflowWeekdays)[number]);
  if (index < 0) return day;
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));
}

/** A stored date ('2025-03-01') in the interface language; anything else as it is. */
function dateLabel(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])),
  );
}

/** 'Every 2 weeks, on Mon, Wed, from 1 Mar 2025, until 30 Jun 2025': the recurrence in words (the schedule's repeat_summary). */
export function scheduleSummary(schedule: Schedule, t: TFunction, locale: string): string {
  const parts = [
    t(`flow:taskFields.every${schedule.repeat_frequency}`, { count: schedule.repeat_interval, defaultValue: schedule.repeat_frequency }),
  ];
  if (schedule.repeat_frequency === 'Weekly' && schedule.repeat_in.length > 0) {
    const days = workflowWeekdays.filter((d) => schedule.repeat_in.includes(d)).map((d) => weekdayLabel(d, locale));
    parts.push(t('flow:taskFields.summaryOn', { days: days.join(', ') }));
  }
  if (schedule.starts_on) parts.push(t('flow:taskFields.summaryFrom', { date: dateLabel(schedule.starts_on, locale) }));
  if (schedule.end_type === 'On' && schedule.end_type_value)
    parts.push(t('flow:taskFields.summaryUntil', { date: dateLabel(schedule.end_type_value, locale) }));
  if (schedule.end_type === 'After' && schedule.end_type_value)
    parts.push(t('flow:taskFields.summaryTimes', { count: Number(schedule.end_type_value) }));
  return parts.join(', ');
}
