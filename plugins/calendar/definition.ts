import { z } from 'zod';
import { checkTimeZone, contentId, defineNode, openClosedBranches, timeZone, branch, service } from '@shared/plugin-api';

/** Checks today's date against a holiday schedule of the account: a holiday follows Closed, any other day Open. */
export default defineNode({
  type: 'calendar',
  category: 'multiple_child',
  group: 'Flow',
  label: {
    en: 'Calendar',
    de: 'Kalender',
    fr: 'Calendrier',
    'fr-CA': 'Calendrier',
    es: 'Calendario',
    it: 'Calendario',
    'pt-BR': 'Calendário',
  },
  icon: 'calendar',
  keywords: ['holiday', 'date', 'schedule', 'closed', 'open', 'public holiday'],
  /** Calendar: the holiday schedule and its time zone. */
  editor: {
    sections: [{ title: 'hours', keys: ['holiday_schedule_id', 'time_zone'] }],
  },
  config: z.object({
    holiday_schedule_id: contentId('holiday_schedule', { required: 'Holiday schedule' }),
    /** The time zone in which 'today' is told. */
    time_zone: timeZone(),
  }),
  validate: (config, ctx) => [...checkTimeZone(config.time_zone, 'time_zone')],
  branches: () => openClosedBranches(),
  /** Today (in the node's time zone, else the account's) is a holiday of the schedule: Closed; any other day: Open. */
  async run(config, ctx) {
    if (config.holiday_schedule_id === null)
      throw new Error('Calendar has no holiday schedule: choose the schedule whose holidays follow Closed.');
    const zone = config.time_zone || ctx.services.timeZone;
    const holiday = await service(ctx, 'isHoliday', 'Holiday schedules')(config.holiday_schedule_id, ctx.services.now(), zone);
    return branch(holiday ? 'closed' : 'open');
  },
});
