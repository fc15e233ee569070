import type { FieldList } from './fields';
import { alertMetrics, alertThresholds, alertWindow, maxAlertRecipients } from './alert-metrics';

const mostThreshold = Math.max(...Object.values(alertThresholds).map((t) => t.max));

/**
 * The fields of a provider's alert setting, declared once (docs/entities.md "Fields: each declared once"); an
 * account's adds the task it may watch (acAlertSettingFields). The schemas (api/alert-settings.ts, which adds the
 * per-metric threshold and the recipients' checks), the answers and columns (modules/alerts), the list's columns and
 * the form read them.
 */
export const spAlertSettingFields = {
  alert_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'alertSettings.fields.alert_name' },
    form: { label: 'alertSettings.fields.alert_name' },
  },
  metric: {
    type: 'choice',
    required: true,
    options: alertMetrics,
    listed: { label: 'alertSettings.fields.metric', width: 0.27, kind: 'choice' },
    form: { label: 'alertSettings.fields.metric', initial: 'error_rate' },
  },
  /** Percent for the rates, sessions for the counts; its bounds are the metric's (alert-metrics.ts). */
  threshold: {
    type: 'integer',
    required: true,
    min: 1,
    max: mostThreshold,
    listed: { label: 'alertSettings.fields.threshold', width: 0.13 },
    form: { label: 'alertSettings.fields.threshold', initial: '10' },
  },
  window_minutes: {
    type: 'integer',
    min: alertWindow.min,
    max: alertWindow.max,
    default: 60,
    listed: { label: 'alertSettings.fields.window_minutes', width: 0.17 },
    form: { label: 'alertSettings.fields.window_minutes' },
  },
  /** The users notified: ids of users of the setting's account or provider (the form's recipients field, given beside). */
  recipients: { type: 'json', required: true, max: maxAlertRecipients },
  notify_bell: { type: 'integer', min: 0, max: 1, default: 1, form: { label: 'alertSettings.fields.notify_bell', kind: 'flag' } },
  notify_email: { type: 'integer', min: 0, max: 1, default: 1, form: { label: 'alertSettings.fields.notify_email', kind: 'flag' } },
  /** When it last notified (the evaluator's, in the same transaction as the notices): at most once per window. */
  last_fired_at: { type: 'text', nullable: true, fixed: true, default: null },
} as const satisfies FieldList;

/** An account's alert setting: the provider's fields and the one task it may watch (none: the whole account). */
export const acAlertSettingFields = {
  ...spAlertSettingFields,
  task_id: { type: 'integer', min: 1, nullable: true },
} as const satisfies FieldList;
