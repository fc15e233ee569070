import type { FieldList } from './fields';

/** The most waiters a queue's own cap may name. */
export const maxWaitersCap = 100_000;

/**
 * A QforMe queue's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/qforme.ts), the answer and the columns (modules/qforme/queues.ts), and the list's columns, search and form of
 * its screen part all read them.
 */
export const qformeQueueFields = {
  queue_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'qformeQueues.fields.queue_name' },
    form: { label: 'qformeQueues.fields.queue_name' },
  },
  description: { type: 'text', max: 500, nullable: true, searchable: true, form: { label: 'fields.description' } },
  /** The queue's own cap on callers waiting (none: the plan's). */
  max_waiters: {
    type: 'integer',
    min: 1,
    max: maxWaitersCap,
    nullable: true,
    listed: { label: 'qformeQueues.fields.max_waiters', width: 0.18 },
    form: { label: 'qformeQueues.fields.max_waiters' },
  },
} as const satisfies FieldList;
