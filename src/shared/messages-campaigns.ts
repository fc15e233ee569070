/**
 * Campaigns' texts (campaigns, their contact lists and runs). The spec words none of them, so they are
 * ours; answers and notices take them from here only.
 */
export const campaignMessages = {
  nameTaken: 'A campaign of this type with this name already exists.',
  taskMissing: 'The task :id does not exist in this account or is disabled.',
  taskChannel: 'The task :task is a :type task; a :channel campaign runs a :expected task.',
  callerNumberMissing: "The caller number :id is not one of the account's campaign numbers.",
  callerNumberRequired: "A :channel campaign calls or sends from one of the account's campaign numbers: choose one.",
  noDays: 'The schedule needs at least one day.',
  noHours: 'The schedule needs at least one window of hours.',
  hoursBackwards: 'A window of hours must end after it starts (:from to :to).',
  variableMissing: 'The variable :name does not exist in this account.',
  columnReserved: "The column :column is the contact's phone number; choose another column name.",
  columnTwice: 'The column :column is given more than once.',
  // Contact lists
  csvOnly: 'The contact list must be a CSV file.',
  csvTooLarge: 'The contact list must be under :size MB.',
  csvNoHeader: 'The contact list is empty: its first line must name the columns.',
  csvMissingColumn: 'The contact list has no :column column.',
  csvUnknownColumn: 'The contact list has a column :column the campaign does not use.',
  rowNumber: 'Line :line: the phone number :number is not a valid E.164 number (+ and the country code, such as +442079460000).',
  rowEmpty: 'Line :line: the column :column is empty.',
  rowFormula: 'Line :line: the column :column starts with :char; cells that start with =, +, - or @ are refused (spreadsheet formulas).',
  rowFieldCount: 'Line :line: :found fields where the header has :expected.',
  rowsRefused: ':count rows of the contact list are refused; nothing was added.',
  tooManyContacts: "The campaign may hold at most :max contacts (your plan's limit); this list has more.",
  listWhileRunning: 'The contact list of a running campaign cannot be replaced; pause or stop it first.',
  // Running
  alreadyRunning: 'This campaign is already running.',
  notRunning: 'This campaign is not running.',
  notPaused: 'This campaign is not paused.',
  noContacts: 'The campaign has no contacts left to call: upload a contact list first.',
  campaignDisabled: 'This campaign is disabled.',
  testNumber: 'The test number :number is not a valid E.164 number.',
} as const;
