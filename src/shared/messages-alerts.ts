/**
 * The texts of alert settings and their notices. The spec words none of them (spec 3 §3 names only alert_setting_id),
 * so they are ours; messages.ts adds them as `alerts`.
 */
export const alertMessages = {
  nameTaken: 'An alert setting with this name already exists.',
  thresholdRange: 'The threshold of :metric must be from :min to :max.',
  noRecipients: 'Choose at least one user to notify.',
  recipientUnknown: 'The user :id is not a user of this :level.',
  noChannel: 'Choose the bell, e-mail or both.',
  taskNotSession: 'Only the error rate and the error count can watch one task.',
  taskUnknown: 'The task :id is not one of this account’s enabled tasks.',
  taskAtProvider: 'A provider’s alert setting watches all of its accounts; it cannot name a task.',
  sameMetric: 'An alert setting of :metric for :target already exists: change that one.',
  selectProvider: 'Select a service provider to add its alert settings.',
  /** The notice: its title and body (the measured value and the threshold in the metric's unit). */
  noticeTitle: 'Alert: :name',
  noticeBody: ':metric of :target is :value (threshold :threshold) over the last :window minutes.',
  noticePlanBody: ':metric of :target is :value (threshold :threshold) this month.',
} as const;

/** The metrics in words, for the notices (the screens take theirs from the locales). */
export const alertMetricWords = {
  error_rate: { name: 'The error rate', unit: '%' },
  error_count: { name: 'The number of sessions that ended in error', unit: '' },
  plan_usage: { name: 'The use of the plan’s sessions', unit: '%' },
  over_plan: { name: 'The number of sessions over the plan’s limit', unit: '' },
} as const;
