/**
 * BroadWorks XSI texts (XSI profiles, subscriptions to event packages, a task's XSI rules). The spec
 * words none of them, so they are ours; answers and notices take them from here only.
 */
export const broadworksMessages = {
  profileNameTaken: 'An XSI profile with this name already exists in this account.',
  accountNeeded: 'Choose the account the XSI profile belongs to.',
  accountNotFound: "The account :id is not one of the provider's enabled accounts.",
  passwordNeeded: "Give the XSI user's password.",
  profileNotFound: 'The XSI profile :id does not exist in this account or is disabled.',
  taskNotFound: 'The task :id does not exist in this account.',
  subscriptionNotFound: 'The XSI subscription :id does not exist in this account.',
  alreadySubscribed: ':target is already subscribed to :package through this profile (task :task).',
  packageTwice: 'The event package :package is given more than once.',
  unknownPackage: 'The event package :package is not offered.',
  targetId: 'A BroadWorks user or group id is 1 to 161 characters without spaces, such as alice@example.com.',
  /** Test connection (POST /broadworks/xsi-profiles/test-connection). */
  connected: 'Connected to :host as :user (XSI answered :status).',
  refusedCredentials: 'The XSI server :host refused the user name or password (:status).',
  notXsi: 'The XSI server :host answered :status: check the address (it ends before /com.broadsoft.xsi-actions).',
} as const;
