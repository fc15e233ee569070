/**
 * The texts of usage views and reports. The spec words none of them (spec 3 §5 names the checks:
 * "report: template name", "report instance: name"), so they are ours; messages.ts spreads them in as `analyse`.
 */
export const analyseMessages = {
  analyse: {
    datesReversed: 'The start date must not be after the end date.',
    spanTooLong: 'The date range may cover at most :days days.',
    accountOutOfScope: 'The account :id is not one of the accounts you are viewing.',
    unknownUsageType: 'There is no usage type named :type.',
    reportNameTaken: 'A report named :name already exists in this account.',
    instanceNameTaken: 'This report already has an instance named :name.',
    reportNotFound: 'The report was not found.',
    instanceNotFound: 'The report instance was not found.',
    unknownTable: 'There is no report table named :table.',
    unknownColumns: 'The table :table has no column named :columns.',
    noColumns: 'Choose at least one column.',
    chartDoesNotFit: 'A :type chart needs :needs.',
    chartNeeds: {
      line: 'a date or text column for its x axis and at least one number column',
      bar: 'a date or text column for its x axis and at least one number column',
      pie: 'one text column for its slices and exactly one number column',
      table: 'at least one column',
    },
    chartColumnNotInReport: 'The chart uses the column :column, which the report does not show.',
    instanceNotReady: 'The report instance has not completed yet (it is :status).',
    instanceRunning: 'The report instance is still running; wait for it to finish before running it again.',
    reportReady: 'The report :name is ready',
    reportFailed: 'The report :name failed',
    exportNotFound: 'The export was not found.',
    tooManySessions: 'The report holds more than :max sessions; choose a shorter date range.',
    recordingNotFound: 'The recording was not found.',
    notWaitingForRecording: 'The session is not waiting for a recording: only a record or prompt recorder step takes one.',
    recordingRequired: 'Choose an audio file to upload.',
    recordingType: 'A recording must be an audio file: :types.',
    recordingTooLarge: 'A recording may be at most :mb MB.',
  },
} as const;
