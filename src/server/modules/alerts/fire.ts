import type { AlertMetric } from '@shared/entities/alert-metrics';
import { fill } from '@shared/messages';
import { alertMessages, alertMetricWords } from '@shared/messages-alerts';
import { nowIso } from '../../db/index';
import type { Row } from '../../http/entity-resource';
import type { Services } from '../../services';
import { tellUser } from '../notifications/notify';
import { alertRecipients, type AlertLevel } from './people';
import { recipientIds } from './rules';

export const alertMailJob = 'alert-mail';
export interface AlertMail {
  to: string;
  subject: string;
  text: string;
}

/** A setting due to be judged: its row, where it belongs, its provider (for the notices) and its target's words. */
export interface DueSetting {
  row: Row;
  at: AlertLevel;
  spId: number;
  target: string;
}

const isPlanMetric = (metric: AlertMetric) => metric === 'plan_usage' || metric === 'over_plan';

/** The notice's title and text: the setting's name, the value against the threshold, in the metric's unit. */
function noticeOf(due: DueSetting, value: number): { title: string; body: string } {
  const metric = due.row.metric as AlertMetric;
  const words = alertMetricWords[metric];
  const body = fill(isPlanMetric(metric) ? alertMessages.noticePlanBody : alertMessages.noticeBody, {
    metric: words.name,
    target: due.target,
    value: `${value}${words.unit}`,
    threshold: `${due.row.threshold}${words.unit}`,
    window: due.row.window_minutes,
  });
  return { title: fill(alertMessages.noticeTitle, { name: due.row.alert_name }), body };
}

/**
 * Notifies a crossed setting's recipients, at most once per window: in one transaction the setting's last_fired_at
 * moves to now only if it has not fired within the window (so of two processes judging it, one only wins), the bell's
 * notices are written and the e-mails queued (a job each, sent by the mailer); the open tabs are told after the commit.
 * The recipients are those still users of the setting's tenant. Answers whether it fired.
 */
export async function fireAlert(services: Services, due: DueSetting, value: number, now: Date): Promise<boolean> {
  const table = due.at.level === 'ac' ? 'ac_alert_settings' : 'sp_alert_settings';
  const windowStart = new Date(now.getTime() - Number(due.row.window_minutes) * 60_000).toISOString();
  const at = now.toISOString();
  const { title, body } = noticeOf(due, value);
  const told = await services.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable(table)
      .set({ last_fired_at: at })
      .where('alert_setting_id', '=', due.row.alert_setting_id)
      .where('is_enabled', '=', 1)
      .where((eb) => eb.or([eb('last_fired_at', 'is', null), eb('last_fired_at', '<=', windowStart)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    const wanted = new Set(recipientIds(due.row));
    const users = (await alertRecipients(trx, due.at)).filter((u) => wanted.has(u.user_id));
    const notices: { userId: number; id: number }[] = [];
    const link = due.at.level === 'ac' ? '/manage/ac-profile/alert-settings' : '/manage/sp-profile/alert-settings';
    for (const user of users) {
      if (due.row.notify_bell) {
        const stamp = nowIso();
        const row = await trx
          .insertInto('notification_messages')
          .values({
            title: title.slice(0, 200),
            body,
            link,
            kind: 'alert',
            audience: 'user',
            user_id: user.user_id,
            sp_id: due.spId,
            ac_id: due.at.level === 'ac' ? due.at.acId : null,
            is_enabled: 1,
            created_by: null,
            updated_by: null,
            created_at: stamp,
            updated_at: stamp,
          })
          .returning('notification_message_id')
          .executeTakeFirstOrThrow();
        notices.push({ userId: user.user_id, id: row.notification_message_id });
      }
      if (due.row.notify_email)
        await services.jobs.enqueue<AlertMail>(
          alertMailJob,
          { to: user.email, subject: title, text: `${body}\n\nOpen ${services.config.publicUrl}${link} to change this alert.` },
          { trx },
        );
    }
    return { notices, link };
  });
  if (!told) return false;
  for (const n of told.notices)
    await tellUser(services, n.userId, { notification_message_id: n.id, title, kind: 'alert', link: told.link });
  return true;
}
