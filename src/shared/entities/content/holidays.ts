import { shellMessages as messages } from '../../messages-core';
import type { ContentTypeMeta } from './define';

export const holidaySchedulesType: ContentTypeMeta = {
  name: 'holidays', model: 'HolidaySchedule', ref: 'holiday_schedule', label: 'items.holidaySchedule', plural: 'tabs.holidays',
  path: '/holidayschedule/holiday-schedules', table: 'holiday_schedules', idField: 'schedule_id', nameField: 'schedule_name', tenant: 'ac',
  permission: 'build.content.holiday-schedules',
  listQuery: { is_archived: 'all' },
  searchFields: ['schedule_name', 'schedule_id', 'time_zone'],
  unique: [{ field: 'schedule_name', checkPath: '/holidayschedule/validate', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'calendar', keywords: ['holiday', 'schedule', 'calendar', 'closed'], create: 'createHolidaySchedule', open: 'openHolidaySchedule' },
};
