/**
 * The texts of DNIS pools, QforMe queues and active calls. The spec words none of them (spec 3 §5 names
 * the checks: "queue: name", "pool: name"), so they are ours; messages.ts spreads them in as `dnis` and `queues`.
 */
export const queueMessages = {
  dnis: {
    invalidNumber: 'The number must be a valid phone number in E.164 format, such as +442079460000.',
    rangeLength: 'The first and last numbers of the range must have the same number of digits.',
    rangeOrder: 'The first number of the range must not be greater than the last.',
    outsideRange: "The number :number is outside the pool's range :start – :end.",
    numberInPool: 'The number :number is already in the pool :pool.',
    rangeLeavesNumbers: "The new range leaves out :count of the pool's numbers: remove them from the pool first.",
    poolRequired: 'Choose the pool the numbers go into.',
    numberNotFound: 'The pool number was not found.',
    csvHeader: 'The CSV header must be pool_number.',
    csvNoRows: 'The CSV file has no numbers: add one number per row under the header pool_number.',
    csvDuplicate: 'The number :number is in the file twice (row :row).',
    importRefused: 'Nothing was imported: :count row(s) of the file have errors.',
    tooManyRows: 'A CSV file may hold at most :max numbers.',
  },
  queues: {
    queueDisabled: 'The queue :name is disabled.',
    queueNotFound: "There is no queue named ':name' in this account.",
    queueFull: 'The queue :name is full: it holds :max waiters.',
    waiterNotFound: 'The waiter was not found.',
    waiterNotWaiting: 'The waiter is no longer waiting.',
    numberNotE164: 'The number :number cannot wait in a queue: it is not a phone number in E.164 format.',
    minutesRange: 'number_of_minutes must be a whole number from 1 to 10080.',
  },
} as const;
