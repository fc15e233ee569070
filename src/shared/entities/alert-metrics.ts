/**
 * What an alert setting watches (spec 3 §3 Profiles "Alert settings"; issue: thresholds that, when crossed, notify the
 * chosen users once per window). Plain data shared by the schemas, the server's evaluator and the screens.
 *
 * - error_rate: of the sessions that ended within the window, the share that ended in error, in percent;
 * - error_count: the sessions that ended in error within the window;
 * - plan_usage: the sessions started this calendar month (UTC) as a share of the plan's monthly limit, in percent;
 * - over_plan: the sessions started this month beyond the plan's limit (those the burst allowance admitted).
 *
 * The first two may watch one task of an account; the plan metrics are the account's (a provider's: summed over its
 * accounts with a limit). A setting is crossed when the measured value reaches its threshold.
 */
export const alertMetrics = ['error_rate', 'error_count', 'plan_usage', 'over_plan'] as const;
export type AlertMetric = (typeof alertMetrics)[number];

/** The threshold a metric takes: its least and most (percent for the rates, sessions for the counts). */
export const alertThresholds: Readonly<Record<AlertMetric, { min: number; max: number }>> = {
  error_rate: { min: 1, max: 100 },
  error_count: { min: 1, max: 100000 },
  plan_usage: { min: 1, max: 1000 },
  over_plan: { min: 1, max: 1000000 },
};

/** The metrics a setting may narrow to one task (the session metrics). */
export const taskMetrics: readonly AlertMetric[] = ['error_rate', 'error_count'];

/** The window over which a setting is measured and within which it notifies at most once, in minutes. */
export const alertWindow = { min: 5, max: 1440 } as const;

/** The most users one setting notifies. */
export const maxAlertRecipients = 50;
