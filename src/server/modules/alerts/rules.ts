import { alertMetricWords, alertMessages } from '@shared/messages-alerts';
import { alertThresholds, taskMetrics, type AlertMetric } from '@shared/entities/alert-metrics';
import { fill } from '@shared/messages';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';
import type { Row } from '../../http/entity-resource';
import { accountRows } from '../../http/tenant-repo';
import { alertRecipients, alertTasks, type AlertLevel } from './people';

const refuse = (field: string, message: string) => unprocessable(message, [`${field}: ${message}`]);

const parsedIds = (stored: unknown): number[] => {
  try {
    const value = typeof stored === 'string' ? JSON.parse(stored) : stored;
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
};

/** A stored setting's recipients (JSON text) as ids. */
export const recipientIds = (row: Row): number[] => parsedIds(row.recipients);

/**
 * The rules of an alert setting on the whole row about to be written (create, update, restore): the threshold within
 * its metric's bounds, a task only for a session metric and only the account's, at least one channel, every recipient
 * a user of the setting's tenant, and one enabled setting per metric (and task) of the tenant.
 */
export async function checkAlertSetting(db: Db, at: AlertLevel, values: Row, existing: Row | null): Promise<Row> {
  const metric = values.metric as AlertMetric;
  const bounds = alertThresholds[metric];
  if (values.threshold < bounds.min || values.threshold > bounds.max)
    throw refuse('threshold', fill(alertMessages.thresholdRange, { metric: alertMetricWords[metric].name.toLowerCase(), ...bounds }));
  const taskId = at.level === 'ac' ? ((values.task_id as number | null | undefined) ?? null) : null;
  if (taskId !== null) {
    if (!taskMetrics.includes(metric)) throw refuse('task_id', alertMessages.taskNotSession);
    const tasks = await alertTasks(db, (at as { acId: number }).acId);
    if (!tasks.some((t) => t.task_id === taskId)) throw refuse('task_id', fill(alertMessages.taskUnknown, { id: taskId }));
  }
  if (!values.notify_bell && !values.notify_email) throw refuse('notify_email', alertMessages.noChannel);
  const ids = recipientIds(values);
  if (ids.length === 0) throw refuse('recipients', alertMessages.noRecipients);
  const allowed = new Set((await alertRecipients(db, at)).map((u) => u.user_id));
  const stranger = ids.find((id) => !allowed.has(id));
  if (stranger !== undefined)
    throw refuse(
      'recipients',
      fill(alertMessages.recipientUnknown, { id: stranger, level: at.level === 'ac' ? 'account' : 'service provider' }),
    );
  const twin = await sameMetric(db, at, metric, taskId, existing?.alert_setting_id ?? null);
  if (twin)
    throw refuse(
      'metric',
      fill(alertMessages.sameMetric, {
        metric: alertMetricWords[metric].name.toLowerCase(),
        target: taskId !== null ? 'this task' : at.level === 'ac' ? 'this account' : 'this service provider',
      }),
    );
  // Another metric or task is another alert: it may notify at once.
  const moved = existing && (existing.metric !== metric || (existing.task_id ?? null) !== taskId);
  return {
    ...values,
    recipients: JSON.stringify([...new Set(ids)]),
    ...(at.level === 'ac' ? { task_id: taskId } : {}),
    ...(moved ? { last_fired_at: null } : {}),
  };
}

/** The enabled setting of the tenant with this metric (and task), other than `exceptId`: update-or-create's key. */
export async function sameMetric(
  db: Db,
  at: AlertLevel,
  metric: string,
  taskId: number | null,
  exceptId: number | null,
): Promise<Row | undefined> {
  const q =
    at.level === 'ac'
      ? accountRows(db, at.acId)
          .selectFrom('ac_alert_settings')
          .selectAll()
          .where('metric', '=', metric)
          .where('is_enabled', '=', 1)
          .where((eb) => (taskId === null ? eb('task_id', 'is', null) : eb('task_id', '=', taskId)))
      : db
          .selectFrom('sp_alert_settings')
          .selectAll()
          .where('sp_id', '=', at.spId)
          .where('metric', '=', metric)
          .where('is_enabled', '=', 1);
  const rows = (await q.execute()) as Row[];
  return rows.find((r) => r.alert_setting_id !== exceptId);
}
