import { holidaySchedulesType } from '@shared/entities/content/holidays';
import { Tag } from '@blueprintjs/core';
import type { HolidaySchedule } from '@shared/api/content-more';
import { contentTab } from '../contentTab';
import { NameCell, UpdatedCell } from '../list/cells';
import { HolidayEditor } from './HolidayEditor';
import { emptyHolidaySchedule, firstHolidayError, holidayBody, holidayDraft, holidayErrors, type HolidayDraft } from './rules';
import { ArchivedTag } from './ArchivedTag';

/** Holiday schedules (spec 2 §3, §7): listed with is_archived=all, newest update first (the server's order). */
export const holidaysTab = contentTab<HolidaySchedule, HolidayDraft>(holidaySchedulesType, {
  detailOf: (s) => s.time_zone,
  columns: [
    {
      id: 'name',
      header: 'fields.name',
      cell: ({ row }) => (
        <span className="content-cell-name">
          <NameCell name={row.original.schedule_name} id={row.original.schedule_id} />
          {row.original.is_archived === 1 && <ArchivedTag />}
        </span>
      ),
      size: 0,
    },
    {
      id: 'holidays',
      header: 'holidays.holidays',
      cell: ({ row }) => (
        <Tag minimal round>
          {row.original.holidays.length}
        </Tag>
      ),
      size: 90,
    },
    {
      id: 'zone',
      header: 'holidays.timeZone',
      cell: ({ row }) => <span className="content-cell-muted">{row.original.time_zone}</span>,
      size: 150,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: HolidayEditor,
  emptyDraft: emptyHolidaySchedule,
  toDraft: (s) => holidayDraft(s),
  toBody: (draft) => {
    const first = firstHolidayError(holidayErrors(draft));
    if (first)
      return first.row === undefined
        ? { error: first.error }
        : { error: 'holidays.errors.inRow', values: { row: String(first.row + 1), problem: first.error.split('.').pop()! } };
    return { body: holidayBody(draft) };
  },
});
