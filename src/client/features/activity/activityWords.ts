import type { TFunction } from 'i18next';

/**
 * The activity log in words (the `shell:activity` catalogue, one entry per action and subject of
 * src/shared/activity.ts): what was done to what, as the dashboard's sentence and the audit trail's columns.
 * An entry stored before its words existed still reads as words, never as `create_node` or `UserApiKey`.
 */
const humanise = (word: string) =>
  word
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase();

/** 'API key', 'Task': the subject as a noun, for columns and filters. */
export const subjectNoun = (t: TFunction, subjectType: string) =>
  t(`shell:activity.subjects.${subjectType}`, { defaultValue: humanise(subjectType) });

/** 'created an API key': what was done, with what it was done to (subject `null`: any, for a filter's option). */
export function actionSentence(t: TFunction, action: string, subjectType: string | null) {
  const subject = subjectType === null ? '…' : t(`shell:activity.a.${subjectType}`, { defaultValue: t('shell:activity.a.item') });
  return t(`shell:activity.actions.${action}`, { subject, defaultValue: humanise(action) });
}
