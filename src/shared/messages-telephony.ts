/**
 * Telephony's texts (trunks, registrants, SBC addresses, phone numbers, a task's numbers, dialling a
 * number). The spec words none of them, so they are ours; answers and notices take them from here only.
 */
export const telephonyMessages = {
  ipAddress: 'must be an IPv4 or IPv6 address, such as 203.0.113.10 or 2001:db8::10',
  port: 'must be a port number from 1 to 65535',
  trunkNameTaken: 'A trunk with this name already exists.',
  trunkProviderNotFound: 'The service provider :id does not exist or is disabled.',
  trunkNotFound: 'The trunk :id does not exist or is disabled.',
  registrantNotFound: 'The registrant :id does not exist.',
  /** Validation state problems (GET /portal/trunk-validation-state). */
  noPrimary: 'The primary SBC address needs an internal and an external IP address and port.',
  halfSecondary: 'The secondary SBC address is incomplete: give its internal and external IP address and port, or none of them.',
  sameAddresses: 'The primary and secondary SBC addresses are the same.',
  noRegistrant: 'The trunk has no enabled registrant.',
  /** Phone numbers. */
  invalidNumber: 'The phone number :number is not a valid E.164 number.',
  invalidForRegion: 'The phone number :number is not a valid number of :region.',
  regionNeeded: 'Give the number in E.164 form (+ and the country code, such as +442079460000) or choose its region.',
  numberExists: 'This phone number already exists.',
  numberTaken: 'The phone number :number already exists.',
  numberTwice: 'The phone number :number is given more than once.',
  numberInUse: 'The phone number :number is already in use by the task :task.',
  numberRaced: 'One of the numbers was just put on another task; reload the numbers and choose again.',
  numberOnTaskMove: 'The phone number :number is used by the task :task; take it off the task before moving it.',
  numberNotFound: 'The phone number :id does not exist in this scope or is disabled.',
  accountNotFound: "The account :id is not one of the number's service provider's enabled accounts.",
  numberRow: 'Row :row (:number): :reason',
  rowsRefused: ':count rows are refused; nothing was added.',
  taskNotFound: 'The task :id does not exist in this account.',
  /** Dialling a number (POST /api/sim/sessions {dialed_number}). */
  unassigned: 'The number :number is not assigned to a task of this account.',
  disabled: 'The number :number is disabled; restore it to take calls.',
  /** use_studio_6 = 1 (spec 3 §4): the older studio answers the number's calls, not this one. */
  olderStudio: 'The number :number is answered by the older studio; switch it to this studio to take calls here.',
  taskDisabled: 'The task behind :number is disabled.',
} as const;
