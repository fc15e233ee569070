import { z } from 'zod';
import {
  checkNotEmpty,
  checkTimeZone,
  contentId,
  defineNode,
  error,
  openClosedBranches,
  timeZone,
  type Diagnostic,
  branch,
  service,
  localTime,
} from '@shared/plugin-api';

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** A time of day as HH:mm (the spec's display format). */
const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;

const openingHours = z.object({
  days: z.array(z.enum(weekdays)).max(7).default(['mon', 'tue', 'wed', 'thu', 'fri']),
  from: z.string().trim().max(5).default('09:00'),
  to: z.string().trim().max(5).default('17:00'),
});
type OpeningHours = z.output<typeof openingHours>;

function checkHours(h: OpeningHours, at: string): Diagnostic[] {
  const out = checkNotEmpty(h.days, `${at}.days`, 'day');
  if (new Set(h.days).size !== h.days.length) out.push(error(`${at}.days`, 'Each day can be listed only once.'));
  const bad = (['from', 'to'] as const).filter((f) => !timeOfDay.test(h[f]));
  bad.forEach((f) => out.push(error(`${at}.${f}`, 'Enter a time of day as HH:mm, e.g. 09:00.')));
  if (bad.length === 0 && h.from >= h.to) out.push(error(`${at}.to`, 'The closing time must be after the opening time.'));
  return out;
}

/** Tells whether the business is open now: opening hours per weekday in a time zone, closed on the holidays of a schedule. */
export default defineNode({
  type: 'daytime',
  category: 'multiple_child',
  group: 'Flow',
  label: {
    en: 'Daytime',
    de: 'Tageszeit',
    fr: 'Heure de la journée',
    'fr-CA': 'Heure de la journée',
    es: 'Horario',
    it: 'Orario',
    'pt-BR': 'Horário',
  },
  icon: 'time',
  keywords: ['business hours', 'opening hours', 'time of day', 'schedule', 'open', 'closed', 'weekday'],
  /** Daytime: the time zone, the opening hours and the holidays. */
  editor: {
    sections: [{ title: 'hours', keys: ['time_zone', 'opening_hours', 'holiday_schedule_id'] }],
  },
  config: z.object({
    time_zone: timeZone(),
    opening_hours: z
      .array(openingHours)
      .max(20)
      .default([{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '17:00' }]),
    /** Closed all day on the holidays of this schedule (optional). */
    holiday_schedule_id: contentId('holiday_schedule'),
  }),
  validate: (config, ctx) => [
    ...checkTimeZone(config.time_zone, 'time_zone'),
    ...checkNotEmpty(config.opening_hours, 'opening_hours', 'opening hours entry'),
    ...config.opening_hours.flatMap((h, i) => checkHours(h, `opening_hours.${i}`)),
  ],
  branches: () => openClosedBranches(),
  async run(config, ctx) {
    const zone = config.time_zone || ctx.services.timeZone;
    const now = ctx.services.now();
    if (
      config.holiday_schedule_id !== null &&
      (await service(ctx, 'isHoliday', 'Holiday schedules')(config.holiday_schedule_id, now, zone))
    )
      return branch('closed');
    const { day, time } = localTime(now, zone);
    const open = config.opening_hours.some((h) => (h.days as readonly string[]).includes(day) && h.from <= time && time < h.to);
    return branch(open ? 'open' : 'closed');
  },
});
