import type { AlertMetric } from '@shared/entities/alert-metrics';
import type { JobHandler } from '../../jobs/index';
import { jobChain } from '../../jobs/chain';
import type { Services } from '../../services';
import type { Row } from '../../http/entity-resource';
import { alertMailJob, fireAlert, type AlertMail, type DueSetting } from './fire';
import { measure } from './measure';

export const alertJobName = 'alert-evaluator';
/** How often the enabled settings are judged. */
export const alertEveryMs = 60_000;

/** Not fired within its window (the window that ends now). */
const due = (row: Row, now: Date) =>
  row.last_fired_at === null || Date.parse(row.last_fired_at) <= now.getTime() - Number(row.window_minutes) * 60_000;

/** The enabled settings of enabled accounts and providers that have not fired within their window. */
async function dueSettings(services: Services, now: Date): Promise<DueSetting[]> {
  const { db } = services;
  const accounts = (await db
    .selectFrom('ac_alert_settings')
    .innerJoin('accounts', 'accounts.ac_id', 'ac_alert_settings.ac_id')
    .innerJoin('service_providers', 'service_providers.sp_id', 'accounts.sp_id')
    .selectAll('ac_alert_settings')
    .select(['accounts.sp_id', 'accounts.ac_name'])
    .where('ac_alert_settings.is_enabled', '=', 1)
    .where('accounts.is_enabled', '=', 1)
    .where('service_providers.is_enabled', '=', 1)
    .execute()) as Row[];
  const providers = (await db
    .selectFrom('sp_alert_settings')
    .innerJoin('service_providers', 'service_providers.sp_id', 'sp_alert_settings.sp_id')
    .selectAll('sp_alert_settings')
    .select('service_providers.sp_name')
    .where('sp_alert_settings.is_enabled', '=', 1)
    .where('service_providers.is_enabled', '=', 1)
    .execute()) as Row[];
  const taskNames = new Map<number, string>();
  const taskIds = accounts.map((r) => r.task_id).filter((id): id is number => typeof id === 'number');
  if (taskIds.length)
    for (const t of await db.selectFrom('tasks').select(['task_id', 'task_name']).where('task_id', 'in', taskIds).execute())
      taskNames.set(t.task_id, t.task_name);
  return [
    ...accounts
      .filter((row) => due(row, now))
      .map((row) => ({
        row,
        at: { level: 'ac' as const, acId: row.ac_id as number },
        spId: row.sp_id as number,
        target: row.task_id ? `the task ${taskNames.get(row.task_id) ?? row.task_id} of ${row.ac_name}` : `the account ${row.ac_name}`,
      })),
    ...providers
      .filter((row) => due(row, now))
      .map((row) => ({
        row,
        at: { level: 'sp' as const, spId: row.sp_id as number },
        spId: row.sp_id as number,
        target: `the service provider ${row.sp_name}`,
      })),
  ];
}

/**
 * Judges every enabled setting that has not fired within its window: measured over its window (the plan metrics: this
 * month), crossed when the value reaches the threshold, then fired (fire.ts: once per window, even across processes).
 * Answers how many fired. One setting that cannot be measured does not stop the others.
 */
export async function evaluateAlerts(services: Services, now: Date = new Date()): Promise<number> {
  let fired = 0;
  for (const setting of await dueSettings(services, now)) {
    const { row } = setting;
    const target = setting.at.level === 'ac' ? { ...setting.at, taskId: (row.task_id as number | null) ?? null } : setting.at;
    const value = await measure(services.db, target, row.metric as AlertMetric, Number(row.window_minutes), now);
    if (value === null || value < Number(row.threshold)) continue;
    if (await fireAlert(services, setting, value, now)) fired += 1;
  }
  return fired;
}

/**
 * The evaluator, a job chain like the usage rollup's (one generation per start of the studio, so a restart never
 * doubles it); its next run is queued even when one fails.
 */
export const alertChain = (services: Services) =>
  jobChain(services, {
    name: alertJobName,
    state: 'alert_evaluator_state',
    everyMs: alertEveryMs,
    nextAfterFailure: true,
    run: async () => void (await evaluateAlerts(services)),
  });

/** Sends one alert e-mail through the studio's mailer (the outbox, then SMTP when configured). */
export const alertMailHandler =
  (services: Services): JobHandler<AlertMail> =>
  (mail) =>
    services.mailer.send(mail);

export { alertMailJob };
