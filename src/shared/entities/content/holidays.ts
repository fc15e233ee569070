import { shellMessages as messages } from '../../messages-core';
import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

/** A holiday schedule's own fields: its name, its time zone and its holidays (named days and ranges). */
export const holidayScheduleFields = {
  schedule_name: { type: 'text', required: true, max: 150, searchable: true, exported: true },
  time_zone: { type: 'text', required: true, searchable: true, exported: true, copied: true },
  holidays: { type: 'json', max: 366, limits: { name: 100 }, default: [], exported: true, copied: true },
} as const satisfies FieldList;

export const holidaySchedulesType: ContentTypeMeta = {
  name: 'holidays',
  model: 'HolidaySchedule',
  ref: 'holiday_schedule',
  label: 'items.holidaySchedule',
  plural: 'tabs.holidays',
  path: '/holidayschedule/holiday-schedules',
  table: 'holiday_schedules',
  idField: 'schedule_id',
  nameField: 'schedule_name',
  tenant: 'ac',
  permission: 'build.content.holiday-schedules',
  listQuery: { is_archived: 'all' },
  fields: holidayScheduleFields,
  searchFields: ['schedule_id'],
  unique: [{ field: 'schedule_name', checkPath: '/holidayschedule/validate', takenMessage: messages.entities.nameTaken }],
  palette: {
    icon: 'calendar',
    keywords: ['holiday', 'schedule', 'calendar', 'closed'],
    create: 'createHolidaySchedule',
    open: 'openHolidaySchedule',
  },
};
